import Geometry
import SpecimenTokens
import SpecimenText

/// Text Input: the underlined field in six types and five states, 340 x 104 in every one of them.
/// Leading items are taken from the left of the field, trailing ones from the right, and the value
/// gets the middle, so Focused's clear button narrows the value and moves nothing else.
struct TextInputLayout {
    static let decisions: [LayoutDecision] = [
        LayoutDecision("Text Input", "icons \(NumberText.format(iconSize)) pt, centred in the field, \(NumberText.format(gap)) pt between row items",
                       because: "MDI draws on a 24 grid, so 24 pt is its native size; 8 is the spec's gap for Chip Input and Composer"),
        LayoutDecision("Text Input", "States: Placeholder shows Input Text in text/soft-500; Filled, Focused, Error and Disabled show it as the typed value",
                       because: "one Text property holds both, as one Figma text layer recoloured by state; Error \"keeps the typed value readable\""),
        LayoutDecision("Text Input", "Focused clear button: \(clearIcon), \(NumberText.format(clearSize)) pt, \(NumberText.format(gap)) pt before the trailing item",
                       because: "the spec's \"clear button before the trailing icon\"; a smaller glyph than the 24 pt icons reads as an action"),
        LayoutDecision("Text Input", "Password: \(passwordLeftIcon) and \(passwordRightIcon) stand in for Icon Left/Right Swap unless the user set them; Password Text once there is a value",
                       because: "the spec: \"Password leads with a lock and ends on an eye-off icon\""),
        LayoutDecision("Text Input", "Prefix: the affix touches the value (gap \(NumberText.format(prefixGap)))",
                       because: "`https://` and the typed part read as one address"),
        LayoutDecision("Text Input", "Suffix: the unit ends the row in place of the trailing icon",
                       because: "the spec: \"Suffix ends the row on a unit\""),
        LayoutDecision("Text Input", "Left/Right Selection picker: \"\(leftPickerText)\" / \"\(rightPickerText)\" in typography/value, a \(NumberText.format(chevronSize)) pt chevron-down \(NumberText.format(chevronGap)) pt after it, in place of Icon Left / Icon Right",
                       because: "the spec's \"picker ... for a dial code or a currency\"; the picker's value takes the value colour"),
        LayoutDecision("Text Input", "Selection divider: \(NumberText.format(dividerWidth)) pt wide, one value line (24 pt) tall, border/soft-100, \(NumberText.format(gap)) pt each side",
                       because: "one line box tall, so it separates the picker from the value without touching the rule"),
        LayoutDecision("Text Input", "Error keeps the leading and trailing icons fg/soft-500",
                       because: "the spec turns only \"the rule, the hint and its icon\" red"),
    ]

    static let iconSize = 24.0
    static let gap = ChipInputLayout.gap
    static let clearIcon = "close-circle"
    static let clearSize = 20.0
    static let passwordLeftIcon = "lock"
    static let passwordRightIcon = "eye-off"
    static let prefixGap = 0.0
    static let leftPickerText = "+1"
    static let rightPickerText = "USD"
    static let chevron = "chevron-down"
    static let chevronSize = 16.0
    static let chevronGap = 4.0
    static let dividerWidth = 1.0

    let context: LayoutContext

    func layout() throws -> LayoutTree {
        try LabelledColumn.layout(context) { top in
            LabelledColumn.Body(nodes: [try field(top: top)], height: UnderlinedField.height(context))
        }
    }

    private var type: String { context.value("Type") }

    private func field(top: Double) throws -> LayoutNode {
        let frame = Rect(x: 0, y: top, width: LabelledColumn.width, height: UnderlinedField.height(context))
        let state = context.state
        let inset = UnderlinedField.padding
        var space = RowSpace(minX: frame.minX + inset, maxX: frame.maxX - inset)
        var leading: [LayoutNode] = []
        var trailing: [LayoutNode] = []   // right to left

        if type == "Left Selection" {
            leading.append(try picker(Self.leftPickerText, in: frame, space: &space, leading: true))
            leading.append(divider(x: space.takeLeading(Self.dividerWidth, gap: Self.gap), in: frame))
        } else if context.isOn("Icon Left") {
            leading.append(try icon("iconLeft", property: "Icon Left Swap", password: Self.passwordLeftIcon,
                                    box: frame.square(Self.iconSize, atX: space.takeLeading(Self.iconSize, gap: Self.gap))))
        }
        if type == "Prefix" {
            let run = context.fit(context.value("Prefix Text"), style: context.styles.value, maxWidth: space.remaining)
            leading.append(context.textNode("prefix", run, x: space.takeLeading(run.width, gap: Self.prefixGap),
                                            centeredIn: frame, color: AppetiteToken.textSoft500))
        }

        if type == "Right Selection" {
            trailing.append(try picker(Self.rightPickerText, in: frame, space: &space, leading: false))
            trailing.append(divider(x: space.takeTrailing(Self.dividerWidth, gap: Self.gap), in: frame))
        } else if type == "Suffix" {
            let run = context.fit(context.value("Suffix Text"), style: context.styles.value, maxWidth: space.remaining)
            trailing.append(context.textNode("suffix", run, x: space.takeTrailing(run.width, gap: Self.gap),
                                             centeredIn: frame, color: AppetiteToken.textSoft500))
        } else if context.isOn("Icon Right") {
            trailing.append(try icon("iconRight", property: "Icon Right Swap", password: Self.passwordRightIcon,
                                     box: frame.square(Self.iconSize, atX: space.takeTrailing(Self.iconSize, gap: Self.gap))))
        }
        if state == .focused {
            trailing.append(try context.iconNode("clear", icon: Self.clearIcon,
                                                 box: frame.square(Self.clearSize, atX: space.takeTrailing(Self.clearSize, gap: Self.gap)),
                                                 color: state.iconColor))
        }

        return UnderlinedField.node(frame: frame, state: state,
                                    children: leading + valueNodes(in: frame, space: space) + trailing.reversed())
    }

    /// The placeholder or the value in the middle of the row, and the caret after it when focused.
    private func valueNodes(in frame: Rect, space: RowSpace) -> [LayoutNode] {
        let state = context.state
        let style = context.styles.value
        guard state.showsValue else {
            let run = context.fit(context.value("Input Text"), style: style, maxWidth: space.remaining)
            return [context.textNode("placeholder", run, x: space.minX, centeredIn: frame, color: AppetiteToken.textSoft500)]
        }
        let text = context.value(type == "Password" ? "Password Text" : "Input Text")
        let caretRoom = state == .focused ? Caret.width : 0
        let run = context.fit(text, style: style, maxWidth: space.remaining - caretRoom)
        let node = context.textNode("value", run, x: space.minX, centeredIn: frame, color: state.valueColor)
        guard state == .focused else { return [node] }
        return [node, Caret.node(x: context.caretX(after: run, in: node.frame), lineTop: node.frame.minY, height: node.frame.height)]
    }

    /// A leading or trailing icon; Password's own glyph unless the user set the swap property.
    private func icon(_ name: String, property: String, password: String, box: Rect) throws -> LayoutNode {
        let usesPasswordGlyph = type == "Password" && !context.configuration.isOverridden(property)
        return try context.iconNode(name, icon: usesPasswordGlyph ? password : context.value(property),
                                    property: usesPasswordGlyph ? nil : property, box: box, color: context.state.iconColor)
    }

    /// The `selection` picker: its text, then a small Self.chevron.
    private func picker(_ text: String, in frame: Rect, space: inout RowSpace, leading: Bool) throws -> LayoutNode {
        let state = context.state
        // A dial code or currency code reads left to right in every locale ("+1", not "1+").
        let run = context.text.shape(text, style: context.styles.value, environment: TextEnvironment(direction: .leftToRight))
        let width = run.width + Self.chevronGap + Self.chevronSize
        let x = leading ? space.takeLeading(width, gap: Self.gap) : space.takeTrailing(width, gap: Self.gap)
        let label = context.textNode("selectionText", run, x: x, centeredIn: frame, color: state.valueColor)
        let chevronNode = try context.iconNode("selectionChevron", icon: Self.chevron,
                                           box: frame.square(Self.chevronSize, atX: x + run.width + Self.chevronGap),
                                           color: state.iconColor)
        let box = Rect(x: x, y: label.frame.minY, width: width, height: label.frame.height)
        return LayoutNode("selection", frame: box, children: [label, chevronNode])
    }

    private func divider(x: Double, in frame: Rect) -> LayoutNode {
        let height = context.styles.value.lineHeight
        let box = Rect(x: x, y: frame.minY + (frame.height - height) / 2, width: Self.dividerWidth, height: height)
        return LayoutNode("divider", frame: box, paints: [.fill(.rect, color: AppetiteToken.borderSoft100)])
    }
}
