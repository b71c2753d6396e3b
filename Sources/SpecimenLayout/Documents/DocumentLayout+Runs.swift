import Geometry
import SpecimenAutoLayout
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// A text of mixed styles (its `runs`, `DocumentTextRun`): each run's properties are the node's with the
/// run's laid over, shaped and broken as one paragraph by the text engine (`TextEngine.styledLines`),
/// each line a run of glyphs per style with its own colour and decoration on one baseline, the line as
/// tall as its tallest run (`StyledLine`).
///
/// When the text drawn is not the runs' characters (a binding's value, a `--strings` translation, a
/// mask, an editable text's caret), the runs drop and the whole text takes the first run's style, as
/// Figma styles a text whose characters are replaced by its first character's style.
extension DocumentLayout {
    /// One run as drawn: its stretch of the text in its style, its colour and its properties (for its decoration).
    struct DrawnRun {
        var span: TextSpan
        var color: TokenPath
        var properties: NodePatch
    }

    /// `p` with its runs kept when the text drawn is theirs, else without them and in its first run's style.
    func settledRuns(_ p: NodePatch, values: [String: String]) -> NodePatch {
        guard let runs = p.runs, let first = runs.first else { return p }
        let drawn = rawCharacters(p, values: values)
        if drawn == runs.map(\.characters).joined(), p.mask == nil || p.mask == "", p.caret == nil { return p }
        var whole = p.applying(first.style)
        whole.runs = nil
        return whole
    }

    /// The runs of a text that has them (after `settledRuns`), each in its case; nil for a text of one style.
    func drawnRuns(_ p: NodePatch, at node: DocumentNode) throws -> [DrawnRun]? {
        guard let runs = p.runs, !runs.isEmpty else { return nil }
        return try runs.map { run in
            var q = p.applying(run.style)
            q.runs = nil
            // A run of its own colour is not painted with the text's gradient.
            if run.style.color != nil { q.gradient = nil }
            return DrawnRun(
                span: TextSpan(Self.cased(run.characters, q.textCase), style: try textStyle(q, at: node)), color: try color(q, at: node), properties: q)
        }
    }

    /// The paints and decorations of `line` with its left end at `x` and its box's top at `top`, drawn
    /// in `frame` (the line's own, or the text's for a one-line text) of the text's `textFrame`.
    func paints(
        _ line: StyledLine, _ runs: [DrawnRun], x: Double, top: Double, frame: Rect, textFrame: Rect
    ) -> (
        paints: [Paint], decorations: [LayoutNode]
    ) {
        var paints: [Paint] = [], decorations: [LayoutNode] = []
        // Every run of the line on the line's one baseline.
        let baseline = FontMetrics.drawnBaseline(lineTop: top, lineHeight: line.lineHeight, baselineOffset: line.baselineOffset)
        for piece in line.pieces {
            let origin = Point(x: x + piece.x, y: baseline), run = runs[piece.span]
            paints.append(Self.painted(.text(piece.run, origin: origin, color: run.color), run.properties.gradient, textFrame: textFrame, in: frame))
            if let decoration = decoration(run.properties, run: piece.run, origin: origin, color: run.color, textFrame: textFrame) {
                decorations.append(decoration)
            }
        }
        return (paints, decorations)
    }

    /// The lines shown of `runs` at `width`, as `shownLines` shows a text of one style: never none, at
    /// most `maxLines` (or those `height` holds), the last ended with "…" when lines are cut.
    static func shownLines(
        _ runs: [DrawnRun], width: Double, paragraph: DocumentParagraph, text: TextEngine, environment: TextEnvironment,
        height: Double? = nil, spacing: Double = 0, indent: Double = 0
    ) -> [StyledLine] {
        let spans = runs.map(\.span)
        let all =
            paragraph.wraps
            ? text.styledLines(spans, maxWidth: width, environment: environment, paragraphIndent: indent)
            : text.styledUnwrapped(spans, environment: environment)
        var limit = paragraph.maxLines
        if paragraph.fitsHeight, let height {
            let fitting = (1...max(1, all.count)).last { stack(Array(all.prefix($0)), spacing: spacing).height <= height + 1e-9 }
            limit = min(limit, fitting ?? 1)
        }
        guard all.count > limit else { return all }
        guard paragraph.ends, paragraph.keep == .start else {
            return Array(paragraph.keep == .end ? all.suffix(limit) : all.prefix(limit))
        }
        // The last line shown says the text goes on: "…" after as much of it (and of the next line, in
        // the same paragraph) as fits.
        var shown = Array(all.prefix(limit))
        let last = shown[limit - 1], next = all[limit]
        let range = last.range.lowerBound..<(next.opens ? last.range.upperBound : next.range.upperBound)
        var ended = text.styledTruncated(spans, range, maxWidth: width - (last.opens ? indent : 0), environment: environment)
        ended.opens = last.opens
        shown[limit - 1] = ended
        return shown
    }

    /// The top of each line below the first's and the height of them all: each line its own height
    /// (rounded to the nearest whole point with `whole`, `wholeLines`), `spacing` before each line that
    /// opens a paragraph.
    static func stack(_ lines: [StyledLine], spacing: Double, whole: Bool = false) -> (tops: [Double], height: Double) {
        var y = 0.0, tops: [Double] = []
        for (index, line) in lines.enumerated() {
            if index > 0, line.opens { y += spacing }
            tops.append(y)
            y += whole ? line.lineHeight.rounded() : line.lineHeight
        }
        return (tops, y)
    }

    /// The paragraph spacing and first-line indent: the node's own, else its style token's (as a text of one style).
    func paragraphFields(_ p: NodePatch, at node: DocumentNode) throws -> (spacing: Double, indent: Double) {
        let style = try textStyle(p, at: node)
        return (p.paragraphSpacing ?? style.paragraphSpacing, p.paragraphIndent ?? style.paragraphIndent)
    }

    /// The leaf's size for a text of runs in a paragraph: the width it is given (or its widest line), its lines' height.
    func paragraphMeasure(_ runs: [DrawnRun], _ p: NodePatch, _ paragraph: DocumentParagraph, at node: DocumentNode) throws -> LeafMeasure {
        let text = context.text, environment = context.environment.text
        let (spacing, indent) = try paragraphFields(p, at: node)
        return { proposal in
            let width = proposal.width ?? proposal.maxWidth
            let lines = Self.shownLines(
                runs, width: paragraph.wraps ? width : .infinity, paragraph: paragraph, text: text, environment: environment,
                height: proposal.height, spacing: spacing, indent: indent)
            let widest = lines.map { $0.width + ($0.opens ? indent : 0) }.max() ?? 0
            return LeafMeasurement(
                width: proposal.width ?? (width.isFinite && paragraph.wraps ? width : Self.hugged(widest, p)),
                height: Self.stack(lines, spacing: spacing, whole: Self.wholeLines(p)).height,
                baseline: lines.first?.baselineOffset)
        }
    }

    /// The leaf's size for a one-line text of runs: its line, cut with "…" to the room it is given.
    func lineMeasure(_ runs: [DrawnRun], _ p: NodePatch) -> LeafMeasure {
        let text = context.text, environment = textEnvironment(p), spans = runs.map(\.span)
        return { proposal in
            let line = text.styledLine(spans, maxWidth: proposal.width ?? proposal.maxWidth, environment: environment)
            return LeafMeasurement(width: line.width, height: line.lineHeight, baseline: line.baselineOffset)
        }
    }

    /// The group node of a paragraph of runs: `line1`... each with a paint per run, then their decorations.
    func paragraphNode(_ runs: [DrawnRun], _ resolved: Resolved, _ frame: Rect, _ paragraph: DocumentParagraph) throws -> LayoutNode {
        let p = resolved.properties, node = resolved.node
        let box = Self.inset(frame, p.layout.padding)
        let (spacing, indent) = try paragraphFields(p, at: node)
        let shown = Self.shownLines(
            runs, width: paragraph.wraps ? box.width : .infinity, paragraph: paragraph, text: context.text, environment: context.environment.text,
            height: box.height, spacing: spacing, indent: indent)
        let stack = Self.stack(shown, spacing: spacing, whole: Self.wholeLines(p))
        if p.textAutoResize != nil {
            let widest = shown.map { $0.width + ($0.opens ? indent : 0) }.max() ?? 0
            TextOverflow.check(shown.map(\.text), height: stack.height, widest: widest, box: box, node: node, file: document.file)
        }
        var lines: [LayoutNode] = [], decorations: [LayoutNode] = []
        let down = Self.verticalOffset(p, room: box.height, height: stack.height)
        for (index, line) in shown.enumerated() {
            let top = box.minY + down + stack.tops[index]
            let lineStart = box.minX + (line.opens ? indent : 0)
            let x: Double =
                switch p.textAlign ?? .start {
                case .start: lineStart
                case .center: lineStart + (box.width - (lineStart - box.minX) - Self.alignedWidth(line.width, trailing: line.trailingSpacing, p)) / 2
                case .end: box.maxX - Self.alignedWidth(line.width, trailing: line.trailingSpacing, p)
                }
            let lineFrame = Rect(x: x, y: top, width: line.width, height: line.lineHeight)
            let drawn = paints(line, runs, x: x, top: top, frame: lineFrame, textFrame: frame)
            lines.append(LayoutNode("line\(index + 1)", role: .value, frame: lineFrame, paints: drawn.paints))
            decorations += drawn.decorations
        }
        // The node's own paints, as a one-line text has them: its layer's opacity, blend mode, turn and
        // mask apply to its lines as to any node's children.
        return LayoutNode(
            node.name, role: try role(p.role, kind: node.kind, at: node), accessibilityKey: p.accessibilityKey,
            frame: frame, paints: try paints(p, node: node, in: frame), children: lines + decorations)
    }
}
