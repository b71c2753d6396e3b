/// One node of a layout input tree: its style, its in-order children, and for a leaf (text, an
/// icon) the closure that measures it. The tree is a value; the engine never changes it.
public struct AutoLayoutNode: Sendable {
    public var style: AutoLayoutStyle
    public var children: [AutoLayoutNode]
    /// Measures a leaf's content (Yoga's `YGMeasureFunc`, Taffy's measure function): called only for
    /// a node without children, on each axis that hugs. Nil: a leaf with no content hugs to its padding.
    public var measure: LeafMeasure?

    public init(style: AutoLayoutStyle = AutoLayoutStyle(), children: [AutoLayoutNode] = [], measure: LeafMeasure? = nil) {
        self.style = style
        self.children = children
        self.measure = measure
    }
}

/// A leaf's measuring function: the size its content takes under `proposal` (padding excluded) and
/// its first baseline, if it has one. Must be pure: the engine may call it more than once.
public typealias LeafMeasure = @Sendable (LeafProposal) -> LeafMeasurement

/// What the engine asks a leaf: each axis is either decided (`width` / `height`, the content box's
/// size, because the node is fixed or fills) or nil (the node hugs), and a hugging axis may be capped
/// (`maxWidth` / `maxHeight`, from the node's own max size), as a text wraps or truncates at it.
public struct LeafProposal: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var maxWidth: Double
    public var maxHeight: Double

    public init(width: Double? = nil, height: Double? = nil, maxWidth: Double = .infinity, maxHeight: Double = .infinity) {
        self.width = width
        self.height = height
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }
}

/// A leaf's answer: its content size and its first baseline below the content box's top.
public struct LeafMeasurement: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var baseline: Double?

    public init(width: Double, height: Double, baseline: Double? = nil) {
        self.width = width
        self.height = height
        self.baseline = baseline
    }
}
