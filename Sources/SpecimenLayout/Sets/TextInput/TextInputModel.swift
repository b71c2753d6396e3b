import SpecimenCatalogue

/// Text Input, typed: `Type` and `State` as enums, the label and hint rows, the icons, the affixes,
/// and the typed value as content.
public struct TextInputModel: LabelledModel {
    /// The `Type` options.
    public enum InputType: String, CaseIterable, Sendable {
        case `default` = "Default"
        case leftSelection = "Left Selection"
        case rightSelection = "Right Selection"
        case password = "Password"
        case prefix = "Prefix"
        case suffix = "Suffix"
    }

    /// The set's document: its rows, field, types, rules and decisions (`Themes/appetite/TextInput.component.json`).
    static let document = "appetite/TextInput.component.json"

    /// What Text Input's document chose where the spec is silent.
    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The accessible names its document gives its nodes, by key, with their default strings.
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }

    /// The configuration this value was decoded from.
    public let source: ComponentConfiguration
    /// `Type`: what the field holds and what stands beside its value.
    public var type: InputType
    /// The field's `State`: the variant's at first, then as behaviour derives it (Disabled and Error stay until edited).
    public var state: FieldStateOption
    /// The title row and hint row, with an Error's message in the hint.
    public var rows: LabelledRows
    /// `Icon Left`: the leading icon (the picker in Left Selection).
    public var showsIconLeft: Bool
    /// `Icon Right`: the trailing icon (the picker in Right Selection, the unit in Suffix).
    public var showsIconRight: Bool
    /// The user's icons; nil keeps the document's default (phone, chevron-down, or Password's lock and eye-off).
    public var iconLeft: String?
    /// The user's `Icon Right Swap`; nil keeps the document's (chevron-down, or Password's eye-off and eye).
    public var iconRight: String?
    /// `Input Text`: the placeholder while the state is Placeholder.
    public var placeholder: String
    /// The typed value: `Input Text` (`Password Text` for Password) in every state but Placeholder,
    /// where the field starts empty; focused in Focused.
    public var value: EditableText
    /// `Prefix Text`: the affix before the value (Prefix).
    public var prefixText: String
    /// Password only: the eye was pressed, so the typed text shows instead of dots (content, like focus).
    public var revealsPassword = false
    /// Left and Right Selection: the picker was pressed, so its list shows (content, like focus).
    public var isPickerOpen = false
    /// `Suffix Text`: the unit after the value (Suffix).
    public var suffixText: String

    /// Decodes a configuration: the field starts empty in Placeholder, focused in Focused, else holding the typed value.
    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        type = read.option("Type")
        state = read.option("State")
        rows = LabelledRows(read, state: state)
        showsIconLeft = read.bool("Icon Left")
        showsIconRight = read.bool("Icon Right")
        iconLeft = read.userValue("Icon Left Swap")
        iconRight = read.userValue("Icon Right Swap")
        placeholder = read.text("Input Text")
        let typed = type == .password ? read.text("Password Text") : read.text("Input Text")
        value = EditableText(state == .placeholder ? "" : typed, isFocused: state == .focused)
        prefixText = read.text("Prefix Text")
        suffixText = read.text("Suffix Text")
    }

    /// The editable-text pattern's content states: the value empty, focused, (Password) shown as typed,
    /// the picker's list and the tooltip open.
    var contentStates: Set<String> {
        var states = rows.contentStates
        if isPickerOpen { states.insert("picker-open") }
        if value.isEmpty { states.insert("empty") }
        if value.isFocused { states.insert("focused") }
        if revealsPassword { states.insert("revealed") }
        return states
    }

    /// What the document reads beyond the properties: the typed value, the placeholder the content
    /// shows (`Input Text`), and the rows (an Error's hint).
    var content: [String: String] {
        rows.contentValues.merging(["text": value.text, "Input Text": placeholder]) { _, own in own }
    }

    /// Every property's value as the document draws it now: `Icon Right Swap` is Password's eye-off,
    /// or its eye once pressed, unless the user chose an icon. Empty when the document cannot be read.
    var drawnValues: [String: String] {
        guard let document = try? ShippedDocuments.document(Self.document) else { return [:] }
        return DocumentLayout.values(document, source, content: content, states: contentStates)
    }

    /// Draws the rows and the field from the set's document, scrolling a long value to keep the caret in view.
    /// Throws a `LayoutError`, as for an icon swap the icon font does not have.
    public func layout(in context: LayoutContext) throws -> LayoutTree {
        let document = try ShippedDocuments.document(Self.document)
        var layout = DocumentLayout(document: document, context: context)
        layout.caretOffset = value.caretOffset
        return try layout.layout(values: DocumentLayout.values(document, source, content: content, states: contentStates), states: contentStates)
    }
}
