import Geometry
import SpecimenAutoLayout
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// A wrapping text (`DocumentParagraph`): wrapped at its node's width by the text engine, at most
/// `maxLines` lines shown (its start or its end), each line a text node one line box tall, stacked
/// with no gap, and its caret inside it after the last line.
extension DocumentLayout {
    /// The lines shown of `string` in `style` at `width`: never none, at most `maxLines`.
    static func shownLines(
        _ string: String, style: TextStyle, width: Double, paragraph: DocumentParagraph,
        text: TextEngine, environment: TextEnvironment
    ) -> [ShapedText] {
        let all = text.lines(string, style: style, maxWidth: width, environment: environment)
        guard all.count > paragraph.maxLines else { return all }
        return Array(paragraph.keep == .end ? all.suffix(paragraph.maxLines) : all.prefix(paragraph.maxLines))
    }

    /// The leaf's size: the width it is given (or its widest line when it hugs), its lines' height.
    func paragraphMeasure(_ p: NodePatch, _ paragraph: DocumentParagraph, at node: DocumentNode, values: [String: String]) throws -> LeafMeasure {
        let string = characters(p, values: values), style = try textStyle(p, at: node)
        let text = context.text, environment = context.environment.text
        return { proposal in
            let width = proposal.width ?? proposal.maxWidth
            let lines = Self.shownLines(string, style: style, width: width, paragraph: paragraph, text: text, environment: environment)
            return LeafMeasurement(
                width: width.isFinite ? width : lines.map(\.width).max() ?? 0,
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
            characters(p, values: values), style: style, width: box.width, paragraph: paragraph,
            text: context.text, environment: context.environment.text)
        var children: [LayoutNode] = runs.enumerated().map { index, run in
            let top = box.minY + Double(index) * style.lineHeight
            return LayoutNode(
                "line\(index + 1)", role: .value, frame: Rect(x: box.minX, y: top, width: run.width, height: style.lineHeight),
                paints: [.text(run, origin: Point(x: box.minX, y: top + run.baselineOffset), color: color)])
        }
        if let caret = p.caret, let last = children.last, let run = runs.last {
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
