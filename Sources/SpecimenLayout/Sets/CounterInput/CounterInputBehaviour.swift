import SpecimenBehaviour
import SpecimenDocument

/// Counter Input's behaviour: "a quantity you nudge rather than type", so it answers focus, blur and
/// its two buttons, which change the number by one within `Minimum` and `Maximum` (a press on a bound
/// changes nothing). A Placeholder counter's number is a suggestion; the first press makes it the
/// value (Filled). The title row's information button opens and closes its tooltip bubble. Disabled
/// answers nothing; a press of a button clears an Error, since the value changed.
extension CounterInputModel: InteractiveModel {
    /// With `Maximum=25`: focuses, steps 24 up to 25, presses + again on the bound (no change), steps down, blurs.
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(set: set, properties: ["Maximum=25"], script: "focus; press increment; press increment; press decrement; blur")
    }

    /// `focus` and `blur` only (the number is nudged, not typed); none while Disabled.
    public var answeredEvents: [String] { state == .disabled ? [] : ["focus", "blur"] }
    /// The − and + buttons and the title row's information button; none while Disabled.
    public var answeredActions: Set<ButtonAction> { state == .disabled ? [] : [.decrement, .increment, .showTooltip] }

    /// The content after `event`: focus and blur, a step of one within the bounds, or the tooltip toggled.
    /// Throws a `BehaviourError` when a button is pressed and `Input Number` is not a whole number.
    public func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> CounterInputModel {
        var next = self
        var edited = false
        switch (event, button?.action) {
        case (.focus, _): next.isFocused = true
        case (.blur, _): next.isFocused = false
        case (.press, .showTooltip?): return togglingTooltip()
        case (.press, .increment?):
            next.value = try value.stepped(by: 1, set: Self.set.name, property: "Input Number", event: event)
            edited = true
        case (.press, .decrement?):
            next.value = try value.stepped(by: -1, set: Self.set.name, property: "Input Number", event: event)
            edited = true
        default: return self
        }
        next.state = state.following(isFocused: next.isFocused, isEmpty: state == .placeholder && !edited, edited: edited)
        if state == .error, next.state != .error { next.rows = rows.withHint(source) }
        return next
    }

    /// `State` as the content derives it, `Input Number` as written, and the bounds as whole numbers.
    public var currentValues: [String: String] {
        [
            "State": state.rawValue, "Input Number": value.text,
            "Minimum": String(value.minimum), "Maximum": String(value.maximum),
        ]
    }
}
