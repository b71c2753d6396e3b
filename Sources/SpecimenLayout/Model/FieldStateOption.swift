/// The `State` options Appetite's Text Input, Text Area, Chip Input and Counter Input share.
public enum FieldStateOption: String, CaseIterable, Sendable {
    case placeholder = "Placeholder"
    case filled = "Filled"
    case focused = "Focused"
    case error = "Error"
    case disabled = "Disabled"
}
