import Foundation
import Geometry
import Synchronization
import SpecimenAutoLayout
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// A text of more than one line (`DocumentParagraph`): wrapped at its node's width by the text engine (or
/// cut only at hard line breaks when it hugs), at most `maxLines` lines shown (its start or its end, the
/// last ended with "…" when it truncates), each line a text node one line box tall, stacked with no gap,
/// and its caret inside it after the last line.
extension DocumentLayout {
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
        text: TextEngine, environment: TextEnvironment, height: Double? = nil
    ) -> [ShapedText] {
        let all =
            paragraph.wraps
            ? text.lines(string, style: style, maxWidth: width, environment: environment)
            : string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { text.shape(String($0), style: style, environment: environment) }
        var limit = paragraph.maxLines
        if paragraph.fitsHeight, let height, style.lineHeight > 0 {
            limit = min(limit, max(1, Int((height / style.lineHeight + 1e-9).rounded(.down))))
        }
        guard all.count > limit else { return all }
        guard paragraph.ends, paragraph.keep == .start else {
            return Array(paragraph.keep == .end ? all.suffix(limit) : all.prefix(limit))
        }
        // The last line shown says the text goes on: "…" after it when that fits, else after as much of it as does.
        var shown = Array(all.prefix(limit))
        let last = shown[limit - 1]
        let ended = text.shape(last.text + "\u{2026}", style: style, environment: environment)
        shown[limit - 1] = ended.width <= width + 1e-9 ? ended : text.truncated(last.text + " " + all[limit].text, style: style, maxWidth: width, environment: environment)
        return shown
    }

    /// The leaf's size: the width it is given (or its widest line when it hugs), its lines' height.
    func paragraphMeasure(_ p: NodePatch, _ paragraph: DocumentParagraph, at node: DocumentNode, values: [String: String]) throws -> LeafMeasure {
        let string = characters(p, values: values), style = try textStyle(p, at: node)
        let text = context.text, environment = context.environment.text
        return { proposal in
            let width = proposal.width ?? proposal.maxWidth
            let lines = Self.shownLines(
                string, style: style, width: paragraph.wraps ? width : .infinity, paragraph: paragraph, text: text, environment: environment,
                height: proposal.height)
            let widest = lines.map(\.width).max() ?? 0
            return LeafMeasurement(
                width: proposal.width ?? (width.isFinite && paragraph.wraps ? width : widest),
                height: Double(lines.count) * style.lineHeight, baseline: lines.first?.baselineOffset)
        }
    }

    /// The group node (the text's role, `value` for a field's answer) holding `line1`... and the caret.
    /// Its padding insets the lines from its frame (room for a caret `before` them inside the box).
    func paragraphNode(_ resolved: Resolved, _ frame: Rect, _ paragraph: DocumentParagraph, values: [String: String]) throws -> LayoutNode {
        let p = resolved.properties, node = resolved.node
        let style = try textStyle(p, at: node), color = try self.color(p, at: node)
        let padding = p.padding ?? .zero
        let box = Rect(
            x: frame.minX + padding.left, y: frame.minY + padding.top,
            width: frame.width - padding.left - padding.right, height: frame.height - padding.top - padding.bottom)
        let runs = Self.shownLines(
            characters(p, values: values), style: style, width: paragraph.wraps ? box.width : .infinity, paragraph: paragraph,
            text: context.text, environment: context.environment.text, height: box.height)
        if p.textAutoResize != nil { TextOverflow.check(runs, style: style, box: box, node: node, file: document.file) }
        var children: [LayoutNode] = []
        var lineNodes: [LayoutNode] = []
        for (index, run) in runs.enumerated() {
            let top = box.minY + Double(index) * style.lineHeight
            let x: Double =
                switch p.textAlign ?? .start {
                case .start: box.minX
                case .center: box.minX + (box.width - run.width) / 2
                case .end: box.maxX - run.width
                }
            let origin = Point(x: x, y: top + run.baselineOffset)
            let line = LayoutNode(
                "line\(index + 1)", role: .value, frame: Rect(x: x, y: top, width: run.width, height: style.lineHeight),
                paints: [.text(run, origin: origin, color: color)])
            lineNodes.append(line)
            children.append(line)
            if let decoration = decoration(p, run: run, origin: origin, color: color) { children.append(decoration) }
        }
        if let caret = p.caret, let last = lineNodes.last, let run = runs.last {
            let x: Double
            switch caret.place {
            case .before:
                x = box.minX - caret.width
            case .insertion:
                // After the last line's end, on the side where the text ends logically; never outside the box.
                let readsLikeUI = run.isRightToLeft == (context.environment.direction == .rightToLeft)
                let end = readsLikeUI ? last.frame.maxX : last.frame.minX - caret.width
                x = min(max(end, box.minX - caret.width), box.maxX - caret.width)
            }
            children.append(
                LayoutNode(
                    "caret", role: .caret, frame: Rect(x: x, y: last.frame.minY, width: caret.width, height: last.frame.height),
                    paints: [.fill(.rect, color: TokenPath(caret.color))]))
        }
        return LayoutNode(
            node.name, role: try role(p.role, kind: node.kind, at: node), accessibilityKey: p.accessibilityKey,
            frame: frame, paints: [], children: children)
    }
}

/// Text drawn past its box (a fixed box too small for its lines, a hugging text wider than its room): one
/// line on stderr per node and text, never a silent cut. Figma draws such text past the box too.
enum TextOverflow {
    private static let said = Mutex<Set<String>>([])

    static func check(_ lines: [ShapedText], style: TextStyle, box: Rect, node: DocumentNode, file: String) {
        let height = Double(lines.count) * style.lineHeight, widest = lines.map(\.width).max() ?? 0
        var overflows: [String] = []
        if height > box.height + 1e-6 { overflows.append("\(lines.count) lines need \(TokenValue.format(height)) pt of its \(TokenValue.format(box.height)) pt height") }
        if widest > box.width + 1e-6 { overflows.append("its widest line needs \(TokenValue.format(widest)) pt of its \(TokenValue.format(box.width)) pt width") }
        guard !overflows.isEmpty else { return }
        let text = lines.map(\.text).joined(separator: " ")
        let line =
            "specimen: \(file): text \"\(node.name)\" (\(node.path)) overflows its box: \(overflows.joined(separator: ", ")) (\"\(text.prefix(40))\"); drawn past it"
        if said.withLock({ $0.insert(line).inserted }) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}
