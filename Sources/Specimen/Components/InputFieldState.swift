/// The `State` options Appetite's Text Input, Text Area, Chip Input and Counter Input share, spelled as
/// their documents spell them (`Themes/appetite/*.component.json`).
public enum InputFieldState: String, CaseIterable, Sendable {
    case placeholder = "Placeholder"
    case filled = "Filled"
    case focused = "Focused"
    case error = "Error"
    case disabled = "Disabled"
}
