/// What pressing a button does, by name: the actions Specimen's behaviour patterns answer, or any
/// other name a user's document gives (`submit`, `dismiss`), which is drawn, audited and named in the SVG
/// like the rest, and which `press` reports as answered by nothing.
public struct ButtonAction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The action's name, as a document's button gives it (`clear`, `submit`); any string is allowed.
    public let rawValue: String
    /// An action by name; a name no behaviour pattern answers is still drawn, and `press` reports it unanswered.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The action's name, unchanged.
    public var description: String { rawValue }

    /// Empties a text field (Text Input's clear button).
    package static let clear = ButtonAction(rawValue: "clear")
    /// Steps a bounded value down by one, never below its minimum (Stepper, Counter Input).
    package static let decrement = ButtonAction(rawValue: "decrement")
    /// Steps a bounded value up by one, never above its maximum (Stepper, Counter Input).
    package static let increment = ButtonAction(rawValue: "increment")
    /// Sends the typed message and empties the text (Composer's Send button).
    package static let send = ButtonAction(rawValue: "send")
    /// Attaches something to the message: a chip with the pressed button's glyph at the field's start (Composer).
    package static let attach = ButtonAction(rawValue: "attach")
    /// Shows or hides a password's characters (the eye button).
    package static let toggleVisibility = ButtonAction(rawValue: "toggleVisibility")
    /// Removes the chip whose remove button was pressed (Chip Input).
    package static let removeChip = ButtonAction(rawValue: "removeChip")
    /// Opens or closes the field's picker (Text Input's picker button).
    package static let openPicker = ButtonAction(rawValue: "openPicker")
    /// Opens the title row's tooltip text (the information glyph at the row's end).
    package static let showTooltip = ButtonAction(rawValue: "showTooltip")
    /// Turns a toggle's value (a checkbox, a switch) on or off.
    package static let toggle = ButtonAction(rawValue: "toggle")

    /// The actions Specimen's behaviour patterns answer.
    package static let known: [ButtonAction] = [.clear, .decrement, .increment, .send, .attach, .toggleVisibility, .removeChip, .openPicker, .showTooltip, .toggle]
}
