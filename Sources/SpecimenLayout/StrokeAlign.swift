/// Where a stroke lies about its shape's edge: Figma's `strokeAlign`.
public enum StrokeAlign: String, Hashable, Sendable, CaseIterable {
    /// Wholly inside the edge (Figma's default on frames and rectangles).
    case inside
    /// Half inside, half outside.
    case center
    /// Wholly outside the edge, beyond the node's frame.
    case outside

    /// The fraction of the stroke's width that lies outside the edge.
    package var outward: Double {
        switch self {
        case .inside: 0
        case .center: 0.5
        case .outside: 1
        }
    }
}

/// A stroke width for each side of a rectangle (Figma's `individualStrokeWeights`).
public struct SideWidths: Hashable, Sendable {
    /// The top side's stroke width, in points.
    public var top: Double
    /// The right side's stroke width, in points.
    public var right: Double
    /// The bottom side's stroke width, in points.
    public var bottom: Double
    /// The left side's stroke width, in points.
    public var left: Double

    /// Widths for each side in points, in CSS order (top, right, bottom, left).
    package init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// Every width scaled by `factor` (the part of a stroke on one side of the edge).
    package func scaled(_ factor: Double) -> SideWidths {
        SideWidths(top: top * factor, right: right * factor, bottom: bottom * factor, left: left * factor)
    }
}
