import Geometry
import SpecimenTokens

/// Counter Input: a pill with a round button at each end and the number between them, under the
/// same title row and over the same hint row as Text Input.
struct CounterInputLayout {
    static let decisions: [LayoutDecision] = [
        LayoutDecision("Counter Input", "the pill hugs its content at the left of the column: 12 + 32 + \(NumberText.format(valueGap)) + value + \(NumberText.format(valueGap)) + 32 + 12",
                       because: "a stepper-like control is as wide as its parts; the label and hint above and below start at the same x"),
        LayoutDecision("Counter Input", "the value box is at least \(NumberText.format(minValueWidth)) pt wide, the number centred in it, and grows for a wider number",
                       because: "three digits at 18 pt Semi Bold fit, so the buttons do not jump between 9 and 10"),
        LayoutDecision("Counter Input", "the value box grows at most until the pill fills the \(NumberText.format(LabelledColumn.width)) pt column; a longer value is cut with \"…\"",
                       because: "Input Number is \"Text, any string\"; the pill must stay inside the column its label and hint share"),
        LayoutDecision("Counter Input", "Placeholder shows Input Number in text/soft-500; Disabled in text/disabled-400; otherwise text/strong-950",
                       because: "the placeholder colour as Text Input uses it; the token table gives the counter value text/strong-950"),
        LayoutDecision("Counter Input", "Disabled buttons are flat: no fill and no stroke, glyphs fg/disabled-400 on the gray pill",
                       because: "the spec's Disabled is \"a flat gray fill without a stroke\"; Stepper keeps a bound's button white only so the other one still reads as live, and a disabled control has no live part"),
    ]

    /// "radius 9999".
    static let radius = 9999.0
    /// "padding 6 and 12": 6 above and below the buttons, 12 before and after them.
    static let padding = Insets(vertical: 6, horizontal: 12)
    /// "buttons 32".
    static let buttonSize = 32.0

    static let valueGap = 8.0
    static let minValueWidth = 40.0
    /// The widest the value box grows: the pill then fills the 340 pt column.
    static var maxValueWidth: Double {
        LabelledColumn.width - padding.left - padding.right - 2 * buttonSize - 2 * valueGap
    }

    let model: CounterInputModel
    let context: LayoutContext

    /// A Placeholder counter shows its number as a placeholder; focus alone changes the look.
    private var state: FieldState { FieldState(model.state, isFocused: model.isFocused, isEmpty: model.state == .placeholder) }

    func layout() throws -> LayoutTree {
        try LabelledColumn.layout(context, rows: model.rows, state: state) { top in
            let pill = try pill(top: top)
            var nodes = [pill]
            if state == .focused {
                nodes.insert(FocusRing.node(around: pill.frame, shape: .roundedRect(radius: Self.radius), styles: context.styles), at: 0)
            }
            return LabelledColumn.Body(nodes: nodes, height: pill.frame.height)
        }
    }

    private func pill(top: Double) throws -> LayoutNode {
        let state = self.state
        let run = context.fit(model.value.text, style: context.styles.counter, maxWidth: Self.maxValueWidth)
        let valueWidth = max(Self.minValueWidth, run.width)
        let width = Self.padding.left + 2 * Self.buttonSize + 2 * Self.valueGap + valueWidth + Self.padding.right
        let frame = Rect(x: 0, y: top, width: width,
                         height: context.grown(Self.padding.top + Self.buttonSize + Self.padding.bottom, holding: context.styles.counter))

        var space = RowSpace(minX: frame.minX + Self.padding.left, maxX: frame.maxX - Self.padding.right)
        let buttonRow = frame.inset(by: Self.padding)
        let disabled = state == .disabled
        let decrement = try RoundButton.node(.decrement,
                                             frame: buttonRow.square(Self.buttonSize, atX: space.takeLeading(Self.buttonSize, gap: Self.valueGap)),
                                             glyphColor: RoundButton.glyphColor(dead: disabled || model.value.isAtMinimum),
                                             flat: disabled, context: context)
        let increment = try RoundButton.node(.increment,
                                             frame: buttonRow.square(Self.buttonSize, atX: space.takeTrailing(Self.buttonSize, gap: Self.valueGap)),
                                             glyphColor: RoundButton.glyphColor(dead: disabled || model.value.isAtMaximum),
                                             flat: disabled, context: context)
        let color: TokenPath = state == .placeholder ? AppetiteToken.textSoft500 : state.valueColor
        let value = context.textNode("value", run, role: .value,
                                     centeredInBox: Rect(x: space.minX, y: frame.minY, width: space.remaining, height: frame.height), color: color)

        let shape = Shape.roundedRect(radius: Self.radius)
        var paints: [Paint] = [.fill(shape, color: state.boxFill)]
        if let stroke = state.strokeColor { paints.append(.stroke(shape, width: FieldState.strokeWidth, color: stroke)) }
        return LayoutNode("pill", role: .field, frame: frame, paints: paints, children: [decrement, value, increment])
    }
}
