import Geometry
import Pixels
import SpecimenLayout

/// A shape's stroke with dashes, caps or joins: the shape's edge stroked as a line, so SVG and PDF
/// draw it with their own stroke operators.
extension ScenePass {
    /// A centre stroke is the edge's line itself. Inside or outside the edge, it is the edge's line at
    /// twice the width cut to the shape or to what lies outside it: the half on the chosen side is the
    /// stroke, its dashes and corners measured along the edge, as Figma's SVG export draws them.
    func styledStroke(_ shape: Shape, in frame: Rect, width: Double, color: Color, align: StrokeAlign, style: StrokeStyle) -> [SceneNode] {
        guard width.isFinite, width > 0 else { return [] }
        let edge = shape.path(in: frame)
        switch align {
        case .center:
            return [.path(ScenePath(path: edge, color: color, stroke: SceneStroke(width: width, style: style)))]
        case .inside:
            let line = ScenePath(path: edge, color: color, stroke: SceneStroke(width: 2 * width, style: style))
            return [.group(SceneGroup(id: nil, clip: edge, children: [.path(line)]))]
        case .outside:
            let line = ScenePath(path: edge, color: color, stroke: SceneStroke(width: 2 * width, style: style))
            return [.group(SceneGroup(id: nil, clip: Self.outside(edge, frame: frame, reach: width * max(1, style.miterLimit) + width), children: [.path(line)]))]
        }
    }

    /// A vector's line stroked `width` wide: centred on it, or only inside or outside the line's outline
    /// as `rule` fills it (the line at twice the width, cut there, as Figma draws such a stroke). Inside a
    /// non-zero outline the cut is the outline as a clip; an even-odd inside, and any outside, is a mask
    /// (the outline's coverage, or its complement as luminance), since a clip is non-zero and a line's
    /// outline may wind either way.
    func alignedLine(_ line: Path, width: Double, color: Color, style: StrokeStyle, align: StrokeAlign, rule: FillRule) -> [SceneNode] {
        guard align != .center else { return [.path(ScenePath(path: line, color: color, stroke: SceneStroke(width: width, style: style)))] }
        let stroke = ScenePath(path: line, color: color, stroke: SceneStroke(width: 2 * width, style: style))
        let reach = align == .outside ? stroke.filledOutline(tolerance: 0.05).path.controlBounds : line.controlBounds
        return Self.cut(stroke, reach: reach, to: [PathOutline(path: line, rule: rule)], align: align)
    }

    /// `drawn` shown only inside the union of `outlines` (each filled by its own rule) or, `align`
    /// outside, only outside it; `reach` bounds what `drawn` covers. One non-zero outline inside is a
    /// clip; any other cut is a mask (the outlines' coverage, or its complement as luminance), since a
    /// clip is one non-zero path and outlines may wind either way or overlap. Outside, `under` keeps
    /// that much of `drawn` inside the outlines' edges (a path drawn under the fill it is cut by, so the
    /// fill's antialiased edge lies over it rather than over the page).
    static func cut(_ drawn: ScenePath, reach: Rect, to outlines: [PathOutline], align: StrokeAlign, under: Double = 0) -> [SceneNode] {
        guard align != .center, !outlines.isEmpty else { return [.path(drawn)] }
        if align == .inside, outlines.count == 1, outlines[0].rule == .nonZero {
            return [.group(SceneGroup(id: nil, clip: outlines[0].path, children: [.path(drawn)]))]
        }
        let black = outlines.map { SceneNode.path(ScenePath(path: $0.path, color: Color(red: 0, green: 0, blue: 0), rule: $0.rule)) }
        guard align == .outside else { return [.group(SceneGroup(id: nil, mask: SceneMask(type: .alpha, nodes: black), children: [.path(drawn)]))] }
        // White wherever the drawn path reaches, black inside the outlines: the outside's luminance.
        let white = Color(red: 255, green: 255, blue: 255)
        let page = ScenePath(path: .rect(outlines.reduce(reach) { $0.union($1.path.controlBounds) }.outset(by: 1 + under)), color: white)
        let edges =
            under > 0 ? outlines.map { SceneNode.path(ScenePath(path: $0.path, color: white, stroke: SceneStroke(width: 2 * under, style: .solid))) } : []
        return [.group(SceneGroup(id: nil, mask: SceneMask(type: .luminance, nodes: [.path(page)] + black + edges), children: [.path(drawn)]))]
    }

    /// `markers` at the ends of each open contour of `line` (Figma's arrow caps), in the line's colour: a
    /// chevron stroked at the line's width with its cap and a mitred tip, the others filled.
    static func markers(_ markers: StrokeMarkers, on line: Path, width: Double, color: Color, cap: StrokeStyle.Cap) -> [SceneNode] {
        guard markers != .none else { return [] }
        return line.openEnds.flatMap { ends -> [SceneNode] in
            [(markers.start, ends.start, ends.startDirection), (markers.end, ends.end, ends.endDirection)].compactMap { marker, point, direction in
                guard let made = marker.outline(at: point, direction: direction, width: width) else { return nil }
                let stroke = made.stroked ? SceneStroke(width: width, style: StrokeStyle(cap: cap, join: .miter)) : nil
                return .path(ScenePath(path: made.path, color: color, stroke: stroke))
            }
        }
    }

    /// `node` with every path it draws filled (or stroked) with `gradient` in place of its colour, and
    /// every run of glyphs shown as the gradient through their outlines (`paintedText`); its groups'
    /// clips and masks stay as they are, cutting the painted outline as they cut the coloured one.
    static func painting(_ node: SceneNode, with gradient: SceneGradient) -> SceneNode {
        switch node {
        case .group(var group):
            group.children = group.children.map { painting($0, with: gradient) }
            return .group(group)
        case .path(var path):
            path.gradient = gradient
            path.color = gradient.stops.last?.color ?? .clear
            return .path(path)
        case .text(let run):
            return paintedText(run, with: gradient)
        case .image:
            return node
        }
    }

    /// Everything within `reach` of `frame` but outside `edge`, for the non-zero rule: a rectangle
    /// wound anticlockwise around the edge, which every `Shape` traces clockwise, so inside the edge
    /// the two cancel.
    static func outside(_ edge: Path, frame: Rect, reach: Double) -> Path {
        let box = frame.outset(by: reach)
        let around = Path([
            .move(Point(x: box.minX, y: box.minY)), .line(Point(x: box.minX, y: box.maxY)),
            .line(Point(x: box.maxX, y: box.maxY)), .line(Point(x: box.maxX, y: box.minY)), .close,
        ])
        return around.appending(edge)
    }
}
