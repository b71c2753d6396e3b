import SpecimenBehaviour

/// Composer's behaviour: the message is edited like a one-line value; Send is dormant while the field
/// is empty and brand once it holds text (the layout derives both); `press send` (or `enter`, the
/// keyboard's Send) sends: the field empties and keeps the focus, ready for the next message. Sending
/// an empty field does nothing. The accessory and the action (`attach`) attach something: a chip with
/// the pressed button's glyph at the field's start (one at a time), which Send sends with the text.
extension ComposerModel: InteractiveModel {
    /// Focuses the empty field, types "On my way" and presses Send.
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(set: set, properties: [], script: "focus; type \"On my way\"; press send")
    }

    /// The editing words and `enter` (the keyboard's Send), in every state.
    public var answeredEvents: [String] { EditableText.eventWords + ["enter"] }
    /// Send and attach (the accessory's and the action's buttons), always.
    public var answeredActions: Set<ButtonAction> { [.send, .attach] }

    /// The content after `event`: Send (or `enter`) empties the field and drops the attachment when `canSend`;
    /// attach sets the pressed button's glyph as the attachment; other events edit the message. Never throws.
    public func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> ComposerModel {
        var next = self
        switch (event, button?.action) {
        case (.enter, _), (.press, .send?):
            if canSend {
                next.message = EditableText("", isFocused: message.isFocused)
                next.attachment = nil
            }
        case (.press, .attach?):
            // The button's glyph says what was attached: the accessory's paperclip, the action's camera.
            next.attachment = button?.name == "action" ? actionIcon : accessoryIcon
            return next
        default:
            guard let edited = message.applying(event, editing: .singleLine) else { return self }
            next.message = edited
        }
        next.state = next.message.isEmpty ? .empty : .typing
        return next
    }

    /// `Style`, `State` as the message derives it (Empty or Typing) and `Value`, the message's text.
    public var currentValues: [String: String] {
        ["Style": style.rawValue, "State": message.isEmpty ? State.empty.rawValue : State.typing.rawValue, "Value": message.text]
    }
}
