import Foundation
import Geometry
import Synchronization
import SpecimenAutoLayout
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// A text of more than one line (`DocumentParagraph`): wrapped at its node's width by the text engine (or
/// cut only at hard line breaks when it hugs), at most `maxLines` lines shown (its start or its end, the
/// last ended with "…" when it truncates), each line a text node one line box tall, stacked with no gap
/// but a paragraph's `paragraphSpacing` after it, a paragraph's first line `paragraphIndent` in, and its
/// caret inside it after the last line.
///
/// A paragraph (Figma's) is the text between hard line breaks; U+2028 LINE SEPARATOR (Figma's
/// shift-return) breaks a line within one. Paragraph spacing goes between paragraphs, never after the
/// last; the indent narrows a paragraph's first line at its start (the box's left; centred and end-aligned
/// first lines align within what is left), and a word too long for it is cut to that width.
extension DocumentLayout {
    /// One line shown: its run, and whether it opens a paragraph.
    struct ShownLine {
        var run: ShapedText
        var opens: Bool
    }

    /// The text's paragraphs: split at every hard line break but U+2028.
    static func paragraphs(_ string: String) -> [Substring] {
        string.split(omittingEmptySubsequences: false) { $0.isNewline && $0 != "\u{2028}" }
    }

    /// The top of each line below the first's, and the height of them all: line boxes stacked with
    /// `spacing` before each line that opens a paragraph (as a product, so no spacing adds nothing);
    /// with `whole`, each line taking its height rounded to the nearest whole point (`wholeLines`).
    static func stack(_ lines: [ShownLine], lineHeight: Double, spacing: Double, whole: Bool = false) -> (tops: [Double], height: Double) {
        let step = whole ? lineHeight.rounded() : lineHeight
        var opened = 0, tops: [Double] = []
        for (index, line) in lines.enumerated() {
            if index > 0, line.opens { opened += 1 }
            tops.append(Double(index) * step + Double(opened) * spacing)
        }
        return (tops, Double(lines.count) * step + Double(opened) * spacing)
    }

    /// The paragraph a text node is: its own `paragraph`, or the one its `textAutoResize` and `maxLines`
    /// make (Figma's fields); nil for a one-line text, which is cut with "…" to its room.
    static func paragraph(_ p: NodePatch) -> DocumentParagraph? {
        if let paragraph = p.paragraph { return paragraph }
        let limit = p.maxLines ?? Int.max
        switch p.textAutoResize {
        case nil: return nil
        case .widthAndHeight?: return DocumentParagraph(maxLines: limit, keep: .start, wraps: false, ends: p.maxLines != nil)
        case .height?, .fixed?: return DocumentParagraph(maxLines: limit, keep: .start, ends: p.maxLines != nil)
        case .truncate?: return DocumentParagraph(maxLines: limit, keep: .start, ends: true, fitsHeight: p.maxLines == nil)
        }
    }

    /// The lines shown of `string` in `style` at `width`: never none, at most `maxLines` (or, for a text
    /// that fits its height, the lines `height` holds), the last ended with "…" when lines are cut.
    static func shownLines(
        _ string: String, style: TextStyle, width: Double, paragraph: DocumentParagraph,
        text: TextEngine, environment: TextEnvironment, height: Double? = nil, spacing: Double = 0, indent: Double = 0
    ) -> [ShownLine] {
        var all: [ShownLine] = []
        for piece in paragraphs(string) {
            let runs =
                paragraph.wraps
                ? text.lines(String(piece), style: style, maxWidth: width, environment: environment, firstLineIndent: indent)
                : piece.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { text.shape(String($0), style: style, environment: environment) }
            all += runs.enumerated().map { ShownLine(run: $1, opens: $0 == 0) }
        }
        var limit = paragraph.maxLines
        if paragraph.fitsHeight, let height, style.lineHeight > 0 {
            if spacing == 0 {
                limit = min(limit, max(1, Int((height / style.lineHeight + 1e-9).rounded(.down))))
            } else {
                // As many lines as the height holds with the spacing between their paragraphs.
                let fitting = (1...max(1, all.count)).last { stack(Array(all.prefix($0)), lineHeight: style.lineHeight, spacing: spacing).height <= height + 1e-9 }
                limit = min(limit, fitting ?? 1)
            }
        }
        guard all.count > limit else { return all }
        guard paragraph.ends, paragraph.keep == .start else {
            return Array(paragraph.keep == .end ? all.suffix(limit) : all.prefix(limit))
        }
        // The last line shown says the text goes on: "…" after it when that fits, else after as much of it as does.
        var shown = Array(all.prefix(limit))
        let last = shown[limit - 1].run, room = width - (shown[limit - 1].opens ? indent : 0)
        let ended = text.shape(last.text + "\u{2026}", style: style, environment: environment)
        shown[limit - 1].run =
            ended.width <= room + 1e-9 ? ended : text.truncated(last.text + " " + all[limit].run.text, style: style, maxWidth: room, environment: environment)
        return shown
    }

    /// A hugging text's width from its widest line: for Figma's WIDTH_AND_HEIGHT the advance rounded up
    /// to a whole point, as Figma sizes an auto-width text box (FigmaDecisions), else the advance itself.
    static func hugged(_ widest: Double, _ p: NodePatch) -> Double {
        p.textAutoResize == .widthAndHeight ? (widest - 1e-9).rounded(.up) : widest
    }

    /// How far down a text's lines start in its box: its `textAlignVertical` in a fixed or truncated
    /// box (NONE, TRUNCATE); in a box that hugs its lines (rounded up by less than a point, no room
    /// Figma lets a designer use) they start at its top.
    static func verticalOffset(_ p: NodePatch, room: Double, height: Double) -> Double {
        guard p.textAutoResize == .fixed || p.textAutoResize == .truncate, let align = p.textAlignVertical else { return 0 }
        return align.offset(room: room, height: height)
    }

    /// Whether a text's lines stack at whole points: for Figma's WIDTH_AND_HEIGHT and HEIGHT, whose box
    /// hugs its lines, each line takes its height rounded to the nearest whole point, as Figma sizes an
    /// auto-height text box and places its lines (FigmaDecisions); each line's glyphs still sit in a
    /// line box of its own height.
    static func wholeLines(_ p: NodePatch) -> Bool {
        p.textAutoResize == .widthAndHeight || p.textAutoResize == .height
    }

    /// The leaf's size: the width it is given (or its widest line when it hugs), its lines' height.
    func paragraphMeasure(_ p: NodePatch, _ paragraph: DocumentParagraph, at node: DocumentNode, values: [String: String]) throws -> LeafMeasure {
        let string = characters(p, values: values), style = try textStyle(p, at: node)
        let text = context.text, environment = context.environment.text
        let spacing = p.paragraphSpacing ?? style.paragraphSpacing, indent = p.paragraphIndent ?? style.paragraphIndent
        return { proposal in
            let width = proposal.width ?? proposal.maxWidth
            let lines = Self.shownLines(
                string, style: style, width: paragraph.wraps ? width : .infinity, paragraph: paragraph, text: text, environment: environment,
                height: proposal.height, spacing: spacing, indent: indent)
            let widest = lines.map { $0.run.width + ($0.opens ? indent : 0) }.max() ?? 0
            return LeafMeasurement(
                width: proposal.width ?? (width.isFinite && paragraph.wraps ? width : Self.hugged(widest, p)),
                height: Self.stack(lines, lineHeight: style.lineHeight, spacing: spacing, whole: Self.wholeLines(p)).height,
                baseline: lines.first?.run.baselineOffset)
        }
    }

    /// The group node (the text's role, `value` for a field's answer) holding `line1`... and the caret.
    /// Its padding insets the lines from its frame (room for a caret `before` them inside the box).
    func paragraphNode(_ resolved: Resolved, _ frame: Rect, _ paragraph: DocumentParagraph, values: [String: String]) throws -> LayoutNode {
        let p = resolved.properties, node = resolved.node
        let style = try textStyle(p, at: node), color = try self.color(p, at: node)
        let box = Self.inset(frame, p.layout.padding)
        let spacing = p.paragraphSpacing ?? style.paragraphSpacing, indent = p.paragraphIndent ?? style.paragraphIndent
        let shown = Self.shownLines(
            characters(p, values: values), style: style, width: paragraph.wraps ? box.width : .infinity, paragraph: paragraph,
            text: context.text, environment: context.environment.text, height: box.height, spacing: spacing, indent: indent)
        let runs = shown.map(\.run), stack = Self.stack(shown, lineHeight: style.lineHeight, spacing: spacing, whole: Self.wholeLines(p))
        if p.textAutoResize != nil {
            let widest = shown.map { $0.run.width + ($0.opens ? indent : 0) }.max() ?? 0
            TextOverflow.check(runs.map(\.text), height: stack.height, widest: widest, box: box, node: node, file: document.file)
        }
        var children: [LayoutNode] = []
        var lineNodes: [LayoutNode] = []
        let down = Self.verticalOffset(p, room: box.height, height: stack.height)
        for (index, run) in runs.enumerated() {
            let top = box.minY + down + stack.tops[index]
            // A paragraph's first line starts `indent` in and aligns within the rest.
            let lineStart = box.minX + (shown[index].opens ? indent : 0)
            let x: Double =
                switch p.textAlign ?? .start {
                case .start: lineStart
                case .center: lineStart + (box.width - (lineStart - box.minX) - Self.alignedWidth(run.width, trailing: run.trailingSpacing, p)) / 2
                case .end: box.maxX - Self.alignedWidth(run.width, trailing: run.trailingSpacing, p)
                }
            let origin = Point(x: x, y: FontMetrics.drawnBaseline(lineTop: top, lineHeight: style.lineHeight, baselineOffset: run.baselineOffset))
            let lineFrame = Rect(x: x, y: top, width: run.width, height: style.lineHeight)
            let line = LayoutNode(
                "line\(index + 1)", role: .value, frame: lineFrame,
                paints: [Self.painted(.text(run, origin: origin, color: color), p.gradient, textFrame: frame, in: lineFrame)])
            lineNodes.append(line)
            children.append(line)
            if let decoration = decoration(p, run: run, origin: origin, color: color, textFrame: frame) { children.append(decoration) }
        }
        if let caret = p.caret, let last = lineNodes.last, let run = runs.last {
            let x: Double
            switch caret.place {
            case .before:
                x = box.minX - caret.width
            case .insertion:
                // After the last line's end, on the side where the text ends logically; never outside the
                // box. (Its lower bound was the box's start less the caret's width, which is `before`'s
                // place, not the insertion's: a left-to-right line in a right-to-left field, as ar-XB's
                // pseudo-text is, put a focused Text Area's caret 1 pt outside its box, mirrored to its end.
                // Inside, it lies on the line's last point, as a caret at an insertion point lies on text.)
                let readsLikeUI = run.isRightToLeft == (context.environment.direction == .rightToLeft)
                let end = readsLikeUI ? last.frame.maxX : last.frame.minX - caret.width
                x = min(max(end, box.minX), box.maxX - caret.width)
            }
            children.append(
                LayoutNode(
                    "caret", role: .caret, frame: Rect(x: x, y: last.frame.minY, width: caret.width, height: last.frame.height),
                    paints: [.fill(.rect, color: TokenPath(caret.color))]))
        }
        // The node's own paints, as a one-line text has them: its layer's opacity, blend mode, turn and
        // mask apply to its lines as to any node's children.
        return LayoutNode(
            node.name, role: try role(p.role, kind: node.kind, at: node), accessibilityKey: p.accessibilityKey,
            frame: frame, paints: try paints(p, node: node, in: frame), children: children)
    }
}

/// Text drawn past its box (a fixed box too small for its lines, a hugging text wider than its room): one
/// line on stderr per node and text, never a silent cut. Figma draws such text past the box too.
enum TextOverflow {
    private static let said = Mutex<Set<String>>([])

    static func check(_ lines: [String], height: Double, widest: Double, box: Rect, node: DocumentNode, file: String) {
        var overflows: [String] = []
        if height > box.height + 1e-6 { overflows.append("\(lines.count) lines need \(TokenValue.format(height)) pt of its \(TokenValue.format(box.height)) pt height") }
        if widest > box.width + 1e-6 { overflows.append("its widest line needs \(TokenValue.format(widest)) pt of its \(TokenValue.format(box.width)) pt width") }
        guard !overflows.isEmpty else { return }
        let text = lines.joined(separator: " ")
        let line =
            "specimen: \(file): text \"\(node.name)\" (\(node.path)) overflows its box: \(overflows.joined(separator: ", ")) (\"\(text.prefix(40))\"); drawn past it"
        if said.withLock({ $0.insert(line).inserted }) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}
