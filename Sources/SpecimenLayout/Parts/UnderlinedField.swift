import Geometry

/// The underlined field of Text Input, Text Area and Chip Input: no fill and no radius, one rule on the
/// bottom edge whose colour is the only thing a state changes.
enum UnderlinedField {
    /// "field 56" (Preview), "The field is 56 pt tall in every state"; also the Text Area's "56 for one line".
    static let height = 56.0
    /// Text Area's "padding 16"; Text Input is "the same underlined field", so it takes the same inset.
    static let padding = 16.0
    static let ruleThickness = 1.0

    static let decisions: [LayoutDecision] = [
        LayoutDecision("Text Input, Text Area", "padding \(NumberText.format(padding)) on all four sides of the field's content",
                       because: "the spec gives Text Area one padding number, which Figma applies to every side, and calls both \"the same underlined field\""),
        LayoutDecision("All", "the rule is \(NumberText.format(ruleThickness)) pt, inside the field's bottom edge, full width",
                       because: "the spec's \"one rule on the bottom edge\"; 1 pt is the stroke it gives Counter and Digit, and inside keeps 56 exact"),
        LayoutDecision("All", "Disabled keeps the border/sub-200 rule",
                       because: "the token table names no disabled rule colour; the grayed text and icons say disabled"),
    ]

    /// The field's height for one line of value text at the context's text scale.
    static func height(_ context: LayoutContext) -> Double { context.grown(height, holding: context.styles.value) }

    /// The `field` node: `children` then the `rule` child on the bottom edge.
    static func node(frame: Rect, state: FieldState, children: [LayoutNode]) -> LayoutNode {
        let rule = LayoutNode("rule", role: .rule, frame: Rect(x: frame.minX, y: frame.maxY - ruleThickness, width: frame.width, height: ruleThickness),
                              paints: [.fill(.rect, color: state.ruleColor)])
        return LayoutNode("field", role: .field, frame: frame, children: children + [rule])
    }
}
