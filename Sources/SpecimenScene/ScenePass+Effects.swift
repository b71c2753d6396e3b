import Geometry
import Pixels
import SpecimenLayout
import SpecimenTokens

/// Figma's effects as display-list nodes. Every blur is a `SceneGroup.blur` (one
/// primitive for every consumer); a shadow is its shape in a blurred group.
extension ScenePass {
    /// A drop shadow: the shape grown by `spread`, moved by `offset`, blurred. An inner shadow: inside the
    /// shape, everything outside the shape shrunk by `spread` and moved by `offset`, blurred, then clipped
    /// to the shape (the display list clips after it blurs).
    func shadow(_ shape: Shape, in frame: Rect, color: Color, offset: Point, radius: Double, spread: Double, inner: Bool) throws -> SceneNode {
        let sigma = PaintEffects.sigma(radius: radius)
        let move = AffineTransform.translation(x: offset.x, y: offset.y)
        let blur = sigma > 0 ? sigma : nil
        guard inner else {
            let cast = shape.path(in: frame, offset: spread).transformed(by: move)
            return .group(SceneGroup(id: nil, blur: blur, children: [.path(ScenePath(path: cast, color: color))]))
        }
        // The outside reaches past the shape by more than the blur and the offset can pull in.
        let margin = abs(offset.x) + abs(offset.y) + abs(spread) + PaintEffects.spill(radius: radius) + 1
        let hole = shape.path(in: frame, offset: -spread).transformed(by: move)
        let outside = Path.ring(outer: .rect(frame.outset(by: margin)), inner: hole)
        return .group(
            SceneGroup(
                id: nil, clip: shape.path(in: frame), blur: blur,
                children: [.path(ScenePath(path: outside, color: color, rule: .evenOdd))]))
    }

    /// Inside the shape, a blurred copy of everything drawn before it (the page colour first).
    func backgroundBlur(_ shape: Shape, in frame: Rect, radius: Double) throws -> [SceneNode] {
        let sigma = PaintEffects.sigma(radius: radius)
        guard sigma > 0 else { return [] }
        var under: [SceneNode] = []
        if options.background == .surface {
            let page = frame.outset(by: PaintEffects.spill(radius: radius) + 1)
            under.append(.path(ScenePath(path: .rect(page), color: try theme.color(PageToken.background))))
        }
        under += drawn
        return [.group(SceneGroup(id: nil, clip: shape.path(in: frame), blur: sigma, children: under))]
    }
}
