import Geometry

/// One node of a layout input tree: its style, its in-order children, and for a leaf (text, an
/// icon) the closure that measures it. The tree is a value; the engine never changes it.
package struct AutoLayoutNode: Sendable {
    /// How this node sizes itself and places its children.
    package var style: AutoLayoutStyle
    /// The children in flow order; empty for a leaf, whose size then comes from `measure`.
    package var children: [AutoLayoutNode]
    /// Measures a leaf's content (Yoga's `YGMeasureFunc`, Taffy's measure function): called only for
    /// a node without children, on each axis that hugs. Nil: a leaf with no content hugs to its padding.
    package var measure: LeafMeasure?
    /// The linear map the node is drawn turned by (rotation, flips, skew; any move is ignored), or nil.
    /// In its parent's flow a turned node takes its turned box's room, as Figma's auto layout gives a
    /// rotated layer its bounding box; its own frame keeps its unturned size, at the room's top-left,
    /// where the scene places the turned picture's bounding box.
    package var turn: AffineTransform?

    /// A node with `style` (Figma's defaults if omitted), its children, for a leaf its measuring
    /// function, and the map it is drawn turned by.
    package init(style: AutoLayoutStyle = AutoLayoutStyle(), children: [AutoLayoutNode] = [], measure: LeafMeasure? = nil, turn: AffineTransform? = nil) {
        self.style = style
        self.children = children
        self.measure = measure
        self.turn = turn
    }
}

/// A leaf's measuring function: the size its content takes under `proposal` (padding excluded) and
/// its first baseline, if it has one. Must be pure: the engine may call it more than once.
package typealias LeafMeasure = @Sendable (LeafProposal) -> LeafMeasurement

/// What the engine asks a leaf: each axis is either decided (`width` / `height`, the content box's
/// size, because the node is fixed or fills) or nil (the node hugs), and a hugging axis may be capped
/// (`maxWidth` / `maxHeight`, from the node's own max size), as a text wraps or truncates at it.
package struct LeafProposal: Hashable, Sendable {
    /// The content box's decided width in points; nil when the node hugs horizontally.
    package var width: Double?
    /// The content box's decided height in points; nil when the node hugs vertically.
    package var height: Double?
    /// The most width a hugging leaf may take, in points (`.infinity` for no cap); a text wraps or truncates at it.
    package var maxWidth: Double
    /// The most height a hugging leaf may take, in points (`.infinity` for no cap).
    package var maxHeight: Double

    /// A proposal; by default both axes hug with no cap.
    package init(width: Double? = nil, height: Double? = nil, maxWidth: Double = .infinity, maxHeight: Double = .infinity) {
        self.width = width
        self.height = height
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }
}

/// A leaf's answer: its content size and its first baseline below the content box's top.
package struct LeafMeasurement: Hashable, Sendable {
    /// The content's width in points, padding excluded.
    package var width: Double
    /// The content's height in points, padding excluded.
    package var height: Double
    /// The first baseline in points below the content box's top; nil when the content has none (an icon).
    package var baseline: Double?

    /// A measured content size, with its first baseline if it has one.
    package init(width: Double, height: Double, baseline: Double? = nil) {
        self.width = width
        self.height = height
        self.baseline = baseline
    }
}
