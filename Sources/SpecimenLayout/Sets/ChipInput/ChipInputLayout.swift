import Geometry
import SpecimenTokens

/// Chip Input: the underlined field with a tag icon; once there is a value (Filled, Focused) the
/// entries sit as chips in their own row between the rule and the hint.
struct ChipInputLayout {
    static let decisions: [LayoutDecision] = [
        LayoutDecision("Chip Input", "\"field padding 8\" is the inset on all four sides of the field's content; the tag icon and the placeholder centre in the 40 pt left",
                       because: "Figma applies one padding number to every side"),
        LayoutDecision("Chip Input", "\"gap 8\" separates the tag icon from the text, each chip from the next, and the rule from the chip row",
                       because: "one gap keeps the set's rhythm; the spec gives no other"),
        LayoutDecision("Chip Input", "tag icon \(icon), \(NumberText.format(iconSize)) pt",
                       because: "the spec's \"tag icon\", at the Text Input icon size"),
        LayoutDecision("Chip Input", "every state but Placeholder holds the chips \(chipLabels.joined(separator: ", ")); Disabled draws them in text/disabled-400 and fg/disabled-400",
                       because: "the spec shows chips in \"State Filled and Focused\" and has no property for their text, so three short sample tags; the chips are the value, which Error keeps readable, and a form never jumps from 144 to 104 on error"),
        LayoutDecision("Chip Input", "a chip: pill, bg/weak-50 fill, typography/chip label in text/strong-950 \(NumberText.format(chipLeading)) pt in, a \(NumberText.format(removeSize)) pt \(removeIcon) in fg/soft-500 \(NumberText.format(removeGap)) pt after it, \(NumberText.format(chipTrailing)) pt to the end",
                       because: "a quiet filled chip that does not compete with the field; the close glyph removes an entry"),
        LayoutDecision("Chip Input", "a chip that does not fit what is left of the \(NumberText.format(LabelledColumn.width)) pt row starts a new \(NumberText.format(chipRowHeight)) pt row \(NumberText.format(gap)) pt below: the component grows \(NumberText.format(gap + chipRowHeight)) pt a row; a label too long for a row of its own is cut with \"…\"",
                       because: "the spec gives the chip row as 32 tall and a gap of 8; entries are never dropped, so rows stack with the set's one gap"),
        LayoutDecision("Chip Input", "Focused draws the caret just before the placeholder, in the gap after the tag icon; typed text replaces the placeholder, the caret after it",
                       because: "the entries are chips, so the field is empty and typing starts at the text's left edge"),
        LayoutDecision("Chip Input", "Disabled draws the placeholder in text/disabled-400",
                       because: "the token table's \"Value and hint when disabled\"; in dark text/soft-500 is brighter than the disabled value, so an undimmed placeholder reads as live"),
    ]

    /// "field padding 8".
    static let fieldPadding = 8.0
    /// "gap 8".
    static let gap = AppetiteSets.itemGap
    /// "chip row 32 tall".
    static let chipRowHeight = 32.0

    static let icon = "tag-outline"
    static let iconSize = AppetiteSets.iconSize
    static let chipLabels = ["Design", "Research", "Travel"]
    static let chipLeading = 12.0
    static let chipTrailing = 8.0
    static let removeIcon = "close"
    static let removeSize = 16.0
    static let removeGap = 4.0

    let model: ChipInputModel
    let context: LayoutContext

    private var state: FieldState {
        FieldState(model.state, isFocused: model.entry.isFocused, isEmpty: model.chips.isEmpty && model.entry.isEmpty)
    }

    func layout() throws -> LayoutTree {
        try LabelledColumn.layout(context, rows: model.rows, state: state) { top in
            var nodes = [try field(top: top)]
            var height = UnderlinedField.height(context)
            if !model.chips.isEmpty {
                let chips = try chips(top: top + height + Self.gap)
                nodes.append(chips)
                height += Self.gap + chips.frame.height
            }
            return LabelledColumn.Body(nodes: nodes, height: height)
        }
    }

    private func field(top: Double) throws -> LayoutNode {
        let state = self.state
        let frame = Rect(x: 0, y: top, width: LabelledColumn.width, height: UnderlinedField.height(context))
        let content = frame.inset(by: Self.fieldPadding)
        var space = RowSpace(minX: content.minX, maxX: content.maxX)
        var children: [LayoutNode] = []
        if model.showsIconLeft {
            children.append(try context.iconNode("iconLeft", icon: Self.icon, box: content.square(Self.iconSize, atX: space.takeLeading(Self.iconSize, gap: Self.gap)),
                                                 color: state.iconColor))
        }
        children += SingleLineValue.nodes(model.entry, placeholder: .init(text: model.placeholder, color: state.placeholderColor),
                                          context: context, style: context.styles.value, space: space, row: content, color: state.valueColor)
        return UnderlinedField.node(frame: frame, state: state, children: children)
    }

    /// The chips, left to right, wrapping to a new 32 pt row (8 pt below the last) when the next chip
    /// does not fit the 340 pt row; a label too long for a row of its own is cut with "…".
    private func chips(top: Double) throws -> LayoutNode {
        let disabled = state == .disabled
        let fixed = Self.chipLeading + Self.removeGap + Self.removeSize + Self.chipTrailing
        let rowHeight = context.grown(Self.chipRowHeight, holding: context.styles.chip)
        var row = Rect(x: 0, y: top, width: LabelledColumn.width, height: rowHeight)
        var space = RowSpace(minX: row.minX, maxX: row.maxX)
        var chips: [LayoutNode] = []
        for (index, label) in model.chips.enumerated() {
            let run = context.fit(label, style: context.styles.chip, maxWidth: row.width - fixed)
            let width = fixed + run.width
            if width > space.remaining, !chips.isEmpty, space.minX > row.minX {
                row = Rect(x: row.minX, y: row.maxY + Self.gap, width: row.width, height: rowHeight)
                space = RowSpace(minX: row.minX, maxX: row.maxX)
            }
            let x = space.takeLeading(width, gap: Self.gap)
            let name = "chip\(index + 1)"
            let text = context.textNode("\(name)Label", run, x: x + Self.chipLeading, centeredIn: row,
                                        color: disabled ? AppetiteToken.textDisabled400 : AppetiteToken.textStrong950)
            let remove = try context.iconNode("\(name)Remove", icon: Self.removeIcon, role: .button(.removeChip),
                                              box: row.square(Self.removeSize, atX: text.frame.maxX + Self.removeGap),
                                              color: disabled ? AppetiteToken.fgDisabled400 : AppetiteToken.fgSoft500)
            chips.append(LayoutNode(name, role: .chip, frame: Rect(x: x, y: row.minY, width: width, height: row.height),
                                    paints: [.fill(.roundedRect(radius: row.height / 2), color: AppetiteToken.bgWeak50)],
                                    children: [text, remove]))
        }
        return LayoutNode("chips", frame: Rect(x: 0, y: top, width: LabelledColumn.width, height: row.maxY - top), children: chips)
    }
}
