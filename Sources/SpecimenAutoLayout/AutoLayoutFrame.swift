import Geometry

/// The layout OUTPUT for one node: its frame relative to its parent's top-left, its first baseline,
/// and its children's frames in the input's order (one per input child, absolute ones included).
package struct AutoLayoutFrame: Hashable, Sendable {
    /// Relative to the parent's frame origin (the root's is at (0, 0)).
    package var frame: Rect
    /// The first baseline below the frame's top: a measured leaf's, or a container's first in-flow
    /// child's (nil when no descendant has one).
    package var baseline: Double?
    /// The children's frames, one per input child in the input's order (absolute children included).
    package var children: [AutoLayoutFrame]

    /// A frame relative to its parent's origin, with its first baseline (nil: none) and its children's frames.
    package init(frame: Rect, baseline: Double? = nil, children: [AutoLayoutFrame] = []) {
        self.frame = frame
        self.baseline = baseline
        self.children = children
    }

    /// The same tree with every frame in the root's coordinates, offset by `origin`.
    package func absolute(offset origin: Point = .zero) -> AutoLayoutFrame {
        let moved = frame.offsetBy(dx: origin.x, dy: origin.y)
        return AutoLayoutFrame(frame: moved, baseline: baseline, children: children.map { $0.absolute(offset: moved.origin) })
    }
}
