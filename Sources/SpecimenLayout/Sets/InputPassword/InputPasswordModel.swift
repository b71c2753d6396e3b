import SpecimenCatalogue

/// Backbase's InputPassword, typed: `State` and `Characters`, the labels, and as content the password,
/// whether the characters are shown, the focus and the messages.
///
/// The variant chooses the starting content: Focused starts focused with nothing typed, Editing
/// focused with `Text`, Error with `Error Text` (the other states start with no error unless the user
/// set one). The look is derived: the field shows Error exactly when it has error text.
public struct InputPasswordModel: ComponentModel {
    /// The `State` options: the states the reference's Visual reference and States sections name,
    /// at-rest first. Editing is Focused with text typed (the caret after it); Focused has focus
    /// before any typing.
    public enum State: String, CaseIterable, Sendable {
        case `default` = "Default"
        case focused = "Focused"
        case editing = "Editing"
        case error = "Error"
        case readOnly = "Read-only"
        case disabled = "Disabled"
    }

    /// The `Characters` options: the reference's "Characters visible", the typed text shown instead of bullets.
    public enum Characters: String, CaseIterable, Sendable {
        case hidden = "Hidden"
        case visible = "Visible"
    }

    /// The spec's `Localizable.strings` keys of the two icons' accessible names.
    public static let leadingIconKey = "DesignSystem.inputPassword.accessibility.leadingIcon"
    /// The trailing show/hide toggle's key (the leading one is `leadingIconKey`).
    public static let trailingIconKey = "DesignSystem.inputPassword.accessibility.trailingIcon"
    /// The set's document: its rows, field, rules and decisions (`Themes/backbase/InputPassword.component.json`).
    static let document = "backbase/InputPassword.component.json"

    /// What InputPassword's document chose where the reference is silent.
    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The configuration this value was decoded from.
    public let source: ComponentConfiguration
    /// The variant's `State`: where the content started (Read-only and Disabled stay chosen).
    public var state: State
    /// `Characters=Visible`: the typed text shows instead of bullets.
    public var charactersVisible: Bool
    /// `Placeholder`: shown while the password is empty.
    public var placeholder: String
    /// `Label Primary`: the label above the field; empty hides the label row with the secondary one.
    public var labelPrimary: String
    /// `Label Secondary`: the quieter label after the primary one.
    public var labelSecondary: String
    /// `Helper Text`: the message under the field while there is no error.
    public var helperText: String
    /// What went wrong; empty when nothing did.
    public var errorText: String
    /// The password typed so far, with its caret and focus.
    public var password: EditableText

    /// Decodes a configuration: Focused starts focused and empty, Editing focused with `Text`, Error with `Error Text`.
    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        state = read.option("State")
        charactersVisible = read.option("Characters", as: Characters.self) == .visible
        placeholder = read.text("Placeholder")
        labelPrimary = read.text("Label Primary")
        labelSecondary = read.text("Label Secondary")
        helperText = read.text("Helper Text")
        errorText = state == .error || read.isSet("Error Text") ? read.text("Error Text") : ""
        // Focused is the field focused before any typing.
        password = EditableText(state == .focused ? "" : read.text("Text"), isFocused: state == .focused || state == .editing)
    }

    /// The look: Disabled and Read-only as chosen; otherwise Error whenever there is error text, else
    /// Editing or Focused while focused (with or without text), else Default.
    var look: PasswordState {
        switch state {
        case .disabled: return .disabled
        case .readOnly: return .readOnly
        default:
            if !errorText.isEmpty { return .error }
            if password.isFocused { return password.isEmpty ? .focused : .editing }
            return .rest
        }
    }

    /// True in the Disabled state (Read-only is not disabled: its value can still be read and shown).
    public var isDisabled: Bool { state == .disabled }

    /// Draws the labels, field and messages from the set's document, the password as bullets unless shown.
    /// Throws a `LayoutError` when the document cannot be drawn.
    public func layout(in context: LayoutContext) throws -> LayoutTree {
        var states: Set<String> = []
        if password.isEmpty { states.insert("empty") }
        if password.isFocused { states.insert("focused") }
        var layout = DocumentLayout(document: try ShippedDocuments.document(Self.document), context: context)
        layout.caretOffset = password.caretOffset
        return try layout.layout(values: DocumentLayout.values(source, content: currentValues), states: states)
    }
}
