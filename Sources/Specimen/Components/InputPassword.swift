/// Backbase's `BB.InputPassword` as a value, built the way its SwiftUI API builds it:
///
///     InputPassword(text: "hunter2", placeholder: "Enter password", labelPrimaryText: "Password")
///         .errorText("Minimum 8 characters")
///         .focused(true)
///
/// The modifiers set the form state the reference describes, and `state` derives the variant drawn
/// from them: a field that cannot be edited shows no call to fix it, so Disabled outranks Read-only,
/// which outranks Error ("errorText set to a non-nil value"), which outranks focus. Focus on an empty
/// field is Focused; focus with text typed is Editing.
public struct InputPassword: ComponentDescription, Hashable {
    /// The `State` options of the `InputPassword` set: the states the reference's Visual reference and
    /// States sections name, at-rest first. Editing is Focused with text typed; Focused has focus before any typing.
    public enum State: String, CaseIterable, Sendable {
        case `default` = "Default"
        case focused = "Focused"
        case editing = "Editing"
        case error = "Error"
        case readOnly = "Read-only"
        case disabled = "Disabled"
    }

    /// The password typed (drawn as bullets unless `areCharactersVisible`).
    public var text: String
    /// The text shown while `text` is empty.
    public var placeholder: String
    /// The label above the field; nil draws none.
    public var labelPrimaryText: String?
    /// The label beside the primary one; nil draws none.
    public var labelSecondaryText: String?
    /// The message below the field that puts it in the Error state; nil is no error.
    public var errorText: String?
    /// The message below the field when there is no error; nil draws none.
    public var helperText: String?
    /// Shown but not editable: the Read-only state.
    public var isReadOnly = false
    /// Not editable and dimmed: the Disabled state, which outranks every other.
    public var isDisabled = false
    /// Has the keyboard focus: Focused when empty, Editing with text.
    public var isFocused = false
    /// The reference's "Characters visible": the text shown instead of bullets.
    public var areCharactersVisible = false

    /// The reference's `init(text:placeholder:labelPrimaryText:labelSecondaryText:)`, with the text
    /// as a value rather than a binding.
    public init(text: String, placeholder: String, labelPrimaryText: String? = nil, labelSecondaryText: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        self.labelPrimaryText = labelPrimaryText
        self.labelSecondaryText = labelSecondaryText
    }

    /// Displays an error message below the field (the Error state); nil clears it.
    public func errorText(_ text: String?) -> InputPassword { with { $0.errorText = text } }

    /// Displays helper text below the field, where an error message replaces it.
    public func helperText(_ text: String?) -> InputPassword { with { $0.helperText = text } }

    /// Makes the field read-only: its value shown, not editable.
    public func readOnly(_ isReadOnly: Bool = true) -> InputPassword { with { $0.isReadOnly = isReadOnly } }

    /// Disables the field.
    public func disabled(_ isDisabled: Bool = true) -> InputPassword { with { $0.isDisabled = isDisabled } }

    /// Gives the field keyboard focus: the brand border and the caret.
    public func focused(_ isFocused: Bool = true) -> InputPassword { with { $0.isFocused = isFocused } }

    /// Shows the typed characters instead of bullets, as the visibility toggle does.
    public func charactersVisible(_ isVisible: Bool = true) -> InputPassword { with { $0.areCharactersVisible = isVisible } }

    /// The variant these settings draw.
    public var state: State {
        if isDisabled { return .disabled }
        if isReadOnly { return .readOnly }
        if errorText != nil { return .error }
        if isFocused { return text.isEmpty ? .focused : .editing }
        return .default
    }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws {
            var values = PropertyValues()
            values["Text"] = text
            values["Placeholder"] = placeholder
            // The API's nil is the catalogue's empty text, which draws nothing.
            values["Label Primary"] = labelPrimaryText ?? ""
            values["Label Secondary"] = labelSecondaryText ?? ""
            values["Helper Text"] = helperText ?? ""
            values["Error Text"] = errorText ?? ""
            return try values.configuration(
                set: Catalogue.standard.set(named: "InputPassword"),
                variant: [
                    ("State", state.rawValue), ("Characters", areCharactersVisible ? "Visible" : "Hidden"),
                ])
        }
    }

    private func with(_ change: (inout InputPassword) -> Void) -> InputPassword {
        var copy = self
        change(&copy)
        return copy
    }
}
