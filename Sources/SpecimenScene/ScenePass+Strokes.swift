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
