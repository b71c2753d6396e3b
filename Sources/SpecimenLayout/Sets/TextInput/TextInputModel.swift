import SpecimenCatalogue

/// Text Input, typed: `Type` and `State` as enums, the label and hint rows, the icons, the affixes,
/// and the typed value as content.
public struct TextInputModel: ComponentModel {
    /// The `Type` options.
    public enum InputType: String, CaseIterable, Sendable {
        case `default` = "Default"
        case leftSelection = "Left Selection"
        case rightSelection = "Right Selection"
        case password = "Password"
        case prefix = "Prefix"
        case suffix = "Suffix"
    }

    public static let set = AppetiteSets.textInput
    public static var decisions: [LayoutDecision] { TextInputLayout.decisions }
    /// The spec's "## Preview": Specimen: Type Default, State Placeholder.
    public static let captions = [
        SpecCaption(set: set.name, "340 x 104, label 20, field 56, hint 16, gap 6"),
    ]

    public let source: ComponentConfiguration
    public var type: InputType
    public var state: FieldStateOption
    public var rows: LabelledRows
    public var showsIconLeft: Bool
    public var showsIconRight: Bool
    /// The user's icons; nil keeps the set's default (phone, chevron-down), or Password's lock and eye-off.
    public var iconLeft: String?
    public var iconRight: String?
    /// `Input Text`: the placeholder while the state is Placeholder.
    public var placeholder: String
    /// The typed value: `Input Text` (`Password Text` for Password) in every state but Placeholder,
    /// where the field starts empty; focused in Focused.
    public var value: EditableText
    public var prefixText: String
    public var suffixText: String

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

    /// The icon drawn on each side: the user's, else Password's own glyph, else the set's default.
    var leftIcon: String { iconLeft ?? (type == .password ? TextInputLayout.passwordLeftIcon : Self.set.defaultValue(of: "Icon Left Swap")) }
    var rightIcon: String { iconRight ?? (type == .password ? TextInputLayout.passwordRightIcon : Self.set.defaultValue(of: "Icon Right Swap")) }

    public var isDisabled: Bool { state == .disabled }

    public func layout(in context: LayoutContext) throws -> LayoutTree {
        try TextInputLayout(model: self, context: context).layout()
    }
}
