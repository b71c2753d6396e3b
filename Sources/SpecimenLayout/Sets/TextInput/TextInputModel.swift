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

    public static var decisions: [LayoutDecision] { TextInputLayout.decisions }

    public let source: ComponentConfiguration
    /// `Type`: what the field holds and what stands beside its value.
    public var type: InputType
    public var state: FieldStateOption
    public var rows: LabelledRows
    /// `Icon Left`: the leading icon (the picker in Left Selection).
    public var showsIconLeft: Bool
    /// `Icon Right`: the trailing icon (the picker in Right Selection, the unit in Suffix).
    public var showsIconRight: Bool
    /// The user's icons; nil keeps the set's default (phone, chevron-down), or Password's lock and eye-off.
    public var iconLeft: String?
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
    /// `Suffix Text`: the unit after the value (Suffix).
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
    var rightIcon: String { iconRight ?? (type == .password ? (revealsPassword ? TextInputLayout.passwordRevealedIcon : TextInputLayout.passwordRightIcon) : Self.set.defaultValue(of: "Icon Right Swap")) }

    public func layout(in context: LayoutContext) throws -> LayoutTree {
        try TextInputLayout(model: self, context: context).layout()
    }
}
