import Geometry

/// A path drawn as a line rather than filled: `width` points wide, centred on the path, dashed,
/// capped and joined as `style` says. SVG's `stroke` attributes and PDF's `S` draw it as it is; the
/// rasterizer fills its outline (`Path.stroked`).
public struct SceneStroke: Hashable, Sendable {
    /// The line's width in points, centred on the path.
    public var width: Double
    /// Its dashes, caps, joins and miter limit.
    public var style: StrokeStyle

    /// A line `width` points wide in `style`.
    package init(width: Double, style: StrokeStyle) {
        self.width = width
        self.style = style
    }
}

extension ScenePath {
    /// What the node covers as a filled outline, with the rule to fill it by: the path itself, or
    /// for a stroke its outline (non-zero), curves flattened within `tolerance` points.
    package func filledOutline(tolerance: Double) -> (path: Path, rule: FillRule) {
        guard let stroke else { return (path, rule) }
        return (path.stroked(width: stroke.width, style: stroke.style, tolerance: tolerance), .nonZero)
    }
}
