import Geometry

/// The column the labelled sets share (Text Input, Text Area, Chip Input, Counter Input): the title
/// row, a gap, the set's own body, a gap, the hint row; one width for all of them.
enum LabelledColumn {
    /// "340 x 104" (Preview) and "340 wide" (Text Area).
    static let width = 340.0
    /// "gap 6" (Preview), between the label, the field and the hint.
    static let gap = 6.0

    static let decisions: [LayoutDecision] = [
        LayoutDecision("Chip Input, Counter Input", "\(NumberText.format(width)) wide, label and hint rows as Text Input",
                       because: "the spec gives these sets the same label and hint; one width keeps a form's column straight"),
    ]

    /// A set's body: its nodes and its height, laid out from a given top.
    struct Body {
        var nodes: [LayoutNode]
        var height: Double
    }

    /// Stacks the title row, `body` and the hint row (with the Text Area's `counter`), each gap only
    /// between rows that are drawn.
    static func layout(_ context: LayoutContext, rows: LabelledRows, state: FieldState, counter: String? = nil,
                       body: (_ top: Double) throws -> Body) throws -> LayoutTree {
        var nodes: [LayoutNode] = []
        var y = 0.0
        if let label = try TitleRow.node(context, rows: rows, state: state, y: y, width: width) {
            nodes.append(label)
            y += TitleRow.height(context) + gap
        }
        let content = try body(y)
        nodes += content.nodes
        y += content.height
        if HintRow.isPresent(rows, counter: counter) {
            y += gap
            nodes += try HintRow.nodes(context, rows: rows, state: state, y: y, width: width, counter: counter)
            y += HintRow.height(context)
        }
        return LayoutTree(configuration: context.configuration, frame: Rect(x: 0, y: 0, width: width, height: y), nodes: nodes)
    }
}
