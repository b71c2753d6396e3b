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
        LayoutDecision("Text Input", "Disabled draws the Prefix and Suffix affix in text/disabled-400",
                       because: "the token table's \"Value and hint when disabled\"; in dark text/soft-500 (#AEAEB2) is brighter than the disabled value, so an undimmed affix reads as live"),
        LayoutDecision("Text Input", "a long Prefix or Suffix is cut with \"…\" to half the room the icons and the clear button leave",
                       because: "an affix is a hint to the value, so it never pushes an icon off its place or hides the whole value"),
        LayoutDecision("Text Input", "Error keeps the leading and trailing icons fg/soft-500",
                       because: "the spec turns only \"the rule, the hint and its icon\" red"),
        LayoutDecision("Text Input", "the Selection picker's dial code and currency code are always shaped left to right",
                       because: "\"+1\" must not read \"1+\" in an Arabic UI"),
    ]

    static let iconSize = AppetiteSets.iconSize
    static let gap = AppetiteSets.itemGap
    static let clearIcon = "close-circle"
    static let clearSize = 20.0
    static let passwordLeftIcon = "lock"
    static let passwordRightIcon = "eye-off"
    /// The eye once pressed: the typed text shows, so the icon shows what the switch does next.
    static let passwordRevealedIcon = "eye"
    /// What a hidden password character draws as.
    static let passwordMask: Character = "\u{2022}"
    static let prefixGap = 0.0
    static let leftPickerText = "+1"
    static let rightPickerText = "USD"
    static let chevron = "chevron-down"
    static let chevronSize = 16.0
    static let chevronGap = 4.0
    static let dividerWidth = 1.0

    let model: TextInputModel
    let context: LayoutContext

    /// The look the state and the content give together.
    private var state: FieldState { FieldState(model.state, content: model.value) }

    func layout() throws -> LayoutTree {
        try LabelledColumn.layout(context, rows: model.rows, state: state) { top in
            LabelledColumn.Body(nodes: [try field(top: top)], height: UnderlinedField.height(context))
        }
    }

    private func field(top: Double) throws -> LayoutNode {
        let frame = Rect(x: 0, y: top, width: LabelledColumn.width, height: UnderlinedField.height(context))
        let state = self.state
        let type = model.type
        let inset = UnderlinedField.padding
        var space = RowSpace(minX: frame.minX + inset, maxX: frame.maxX - inset)
        var leading: [LayoutNode] = []
        var trailing: [LayoutNode] = []   // right to left

        let affixRoom = Self.affixShare(of: fixedItemsSpace(space))

        if type == .leftSelection {
            leading.append(try picker(Self.leftPickerText, in: frame, space: &space, leading: true))
            leading.append(divider(x: space.takeLeading(Self.dividerWidth, gap: Self.gap), in: frame))
        } else if model.showsIconLeft {
            leading.append(try icon("iconLeft", model.leftIcon, property: model.iconLeft == nil ? nil : "Icon Left Swap", role: .icon,
                                    box: frame.square(Self.iconSize, atX: space.takeLeading(Self.iconSize, gap: Self.gap))))
        }
        if type == .prefix {
            let run = context.fit(model.prefixText, style: context.styles.value, maxWidth: affixRoom)
            leading.append(context.textNode("prefix", run, x: space.takeLeading(run.width, gap: Self.prefixGap),
                                            centeredIn: frame, color: state.placeholderColor))
        }

        if type == .rightSelection {
            trailing.append(try picker(Self.rightPickerText, in: frame, space: &space, leading: false))
            trailing.append(divider(x: space.takeTrailing(Self.dividerWidth, gap: Self.gap), in: frame))
        } else if type == .suffix {
            let run = context.fit(model.suffixText, style: context.styles.value, maxWidth: affixRoom)
            trailing.append(context.textNode("suffix", run, x: space.takeTrailing(run.width, gap: Self.gap),
                                             centeredIn: frame, color: state.placeholderColor))
        } else if model.showsIconRight {
            // Password's trailing eye is the switch that shows the typed text.
            trailing.append(try icon("iconRight", model.rightIcon, property: model.iconRight == nil ? nil : "Icon Right Swap",
                                     role: type == .password ? .button(.toggleVisibility) : .icon,
                                     box: frame.square(Self.iconSize, atX: space.takeTrailing(Self.iconSize, gap: Self.gap))))
        }
        if state == .focused {
            trailing.append(try context.iconNode("clear", icon: Self.clearIcon, role: .button(.clear),
                                                 box: frame.square(Self.clearSize, atX: space.takeTrailing(Self.clearSize, gap: Self.gap)),
                                                 color: state.iconColor))
        }

        return UnderlinedField.node(frame: frame, state: state,
                                    children: leading + valueNodes(in: frame, space: space) + trailing.reversed())
    }

    /// An affix takes at most half the room the fixed items leave, so a long one never pushes an icon
    /// or the clear button off its place, nor hides the whole value.
    static func affixShare(of space: RowSpace) -> Double { max(0, space.remaining - gap) / 2 }

    /// The row's span once every fixed-size item (icons, pickers, dividers, the clear button) is taken.
    private func fixedItemsSpace(_ start: RowSpace) -> RowSpace {
        var space = start
        let pickerChevron = Self.chevronGap + Self.chevronSize
        switch model.type {
        case .leftSelection:
            _ = space.takeLeading(pickerRun(Self.leftPickerText).width + pickerChevron, gap: Self.gap)
            _ = space.takeLeading(Self.dividerWidth, gap: Self.gap)
        case .rightSelection:
            _ = space.takeTrailing(pickerRun(Self.rightPickerText).width + pickerChevron, gap: Self.gap)
            _ = space.takeTrailing(Self.dividerWidth, gap: Self.gap)
        default:
            break
        }
        if model.type != .leftSelection, model.showsIconLeft { _ = space.takeLeading(Self.iconSize, gap: Self.gap) }
        if model.type != .rightSelection, model.type != .suffix, model.showsIconRight { _ = space.takeTrailing(Self.iconSize, gap: Self.gap) }
        if state == .focused { _ = space.takeTrailing(Self.clearSize, gap: Self.gap) }
        return space
    }

    /// The placeholder or the value in the middle of the row, and the caret when focused.
    private func valueNodes(in frame: Rect, space: RowSpace) -> [LayoutNode] {
        let state = self.state
        guard state != .placeholder else {
            let run = context.fit(model.placeholder, style: context.styles.value, maxWidth: space.remaining)
            return [context.textNode("placeholder", run, role: .value, x: space.minX, centeredIn: frame, color: AppetiteToken.textSoft500)]
        }
        return SingleLineValue.nodes(model.value, context: context, style: context.styles.value, space: space,
                                     row: frame, color: state.valueColor,
                                     mask: model.type == .password && !model.revealsPassword ? Self.passwordMask : nil)
    }

    /// A leading or trailing icon.
    private func icon(_ name: String, _ glyph: String, property: String?, role: NodeRole, box: Rect) throws -> LayoutNode {
        try context.iconNode(name, icon: glyph, property: property, role: role, box: box, color: state.iconColor)
    }

    /// A picker's text: a dial code or currency code reads left to right in every locale ("+1", not "1+").
    private func pickerRun(_ text: String) -> ShapedText {
        context.text.shape(text, style: context.styles.value, environment: TextEnvironment(direction: .leftToRight))
    }

    /// The `selection` picker: its text, then a small chevron.
    private func picker(_ text: String, in frame: Rect, space: inout RowSpace, leading: Bool) throws -> LayoutNode {
        let state = self.state
        let run = pickerRun(text)
        let width = run.width + Self.chevronGap + Self.chevronSize
        let x = leading ? space.takeLeading(width, gap: Self.gap) : space.takeTrailing(width, gap: Self.gap)
        let label = context.textNode("selectionText", run, x: x, centeredIn: frame, color: state.valueColor)
        let chevronNode = try context.iconNode("selectionChevron", icon: Self.chevron,
                                               box: frame.square(Self.chevronSize, atX: x + run.width + Self.chevronGap),
                                               color: state.iconColor)
        let box = Rect(x: x, y: label.frame.minY, width: width, height: label.frame.height)
        return LayoutNode("selection", role: .button(.openPicker), frame: box, children: [label, chevronNode])
    }

    private func divider(x: Double, in frame: Rect) -> LayoutNode {
        let height = context.styles.value.lineHeight
        let box = Rect(x: x, y: frame.minY + (frame.height - height) / 2, width: Self.dividerWidth, height: height)
        return LayoutNode("divider", role: .rule, frame: box, paints: [.fill(.rect, color: AppetiteToken.borderSoft100)])
    }
}
