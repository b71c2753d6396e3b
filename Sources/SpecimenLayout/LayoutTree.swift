import Geometry
import SpecimenCatalogue
import SpecimenDocument

/// The measured component: its frame, what it draws outside the frame, and its named nodes.
public struct LayoutTree: Sendable {
    /// The configuration that was laid out: the set, variant and property values the picture shows.
    public let configuration: ComponentConfiguration
    /// The component's own frame: origin (0, 0) and the spec's size.
    public let frame: Rect
    /// The frame plus everything drawn outside it (the focus ring), in the same coordinates.
    public let bounds: Rect
    /// Top-level nodes in drawing order.
    public let nodes: [LayoutNode]
    /// The whole component cannot act now: its document marks its root inactive (a Disabled variant),
    /// so every node is inactive (`LayoutNode.isInactive`).
    public let isInactive: Bool

    /// A tree of `nodes` in `frame`; `bounds` is computed as the frame grown to every node's extent.
    package init(configuration: ComponentConfiguration, frame: Rect, nodes: [LayoutNode], isInactive: Bool = false) {
        self.configuration = configuration
        self.frame = frame
        self.nodes = nodes
        self.isInactive = isInactive
        var bounds = frame
        for node in nodes { bounds = bounds.union(node.extent) }
        self.bounds = bounds
    }

    /// Depth-first search by name (`field`, `cell3`, `focusRing`).
    public func node(named name: String) -> LayoutNode? {
        for node in nodes { if let found = node.find(name) { return found } }
        return nil
    }

    /// Every node, depth-first, parents before children.
    public var allNodes: [LayoutNode] { nodes.flatMap { $0.flattened } }
}

/// One named box of a layout, what it is, and the paints drawn in it, then its children.
public struct LayoutNode: Sendable {
    /// The node's name in the layout (`field`, `cell3`), which `LayoutTree.node(named:)` finds; for naming, not for meaning.
    public let name: String
    /// What the node is; later stages read this, never the name.
    public let role: NodeRole
    /// The `Localizable.strings` key of the node's accessible name, when the spec gives it one.
    public let accessibilityKey: String?
    /// The values the key's string interpolates (`%@`, `%1$@`...), read at layout time: the chip's
    /// text in "Remove tag %@". Empty for a name with no value in it.
    public let accessibilityArguments: [String]
    /// The spec's note for a tappable node under the platforms' 44 pt target ("give it a larger hit
    /// area in code"), which the audit reports with the node; nil when the spec gives none.
    package let hitAreaNote: String?
    /// The node cannot act now, by its document's word (`"inactive": true`: a button at its bound, the
    /// dormant Send); it and its children are exempt from the audit, as WCAG exempts inactive controls.
    public let isInactive: Bool
    /// Points, relative to the component's top-left.
    public let frame: Rect
    /// What is drawn in the node's frame, in drawing order (fills, strokes, text, icons); empty for a plain group.
    public let paints: [Paint]
    /// Child nodes in drawing order, their frames in the component's coordinates like this one's.
    public let children: [LayoutNode]

    /// A node named `name`, its `frame` in points relative to the component's top-left.
    /// By default an active group with no accessible name, no paints and no children.
    package init(
        _ name: String, role: NodeRole = .group, accessibilityKey: String? = nil, accessibilityArguments: [String] = [],
        hitAreaNote: String? = nil, isInactive: Bool = false, frame: Rect, paints: [Paint] = [], children: [LayoutNode] = []
    ) {
        self.name = name
        self.role = role
        self.accessibilityKey = accessibilityKey
        self.accessibilityArguments = accessibilityArguments
        self.hitAreaNote = hitAreaNote
        self.isInactive = isInactive
        self.frame = frame
        self.paints = paints
        self.children = children
    }

    /// The frame grown to hold every child's extent (a focus ring may lie outside its node's parent),
    /// what its paints draw outside it (a shadow, a blur), and the ink of its own text: a script whose
    /// marks reach past the line box (Arabic, Kannada, Myanmar and Tibetan below a 12 pt hint's 16 pt
    /// line) is drawn whole, never cut by the picture's edge. A node that clips its content shows its
    /// children only inside its frame, so what they draw past it does not grow the picture (as Figma
    /// exports a clipping frame at its own bounds, with only its own effects outside).
    public var extent: Rect {
        var own = paints.reduce(frame) { $0.union($1.reach(in: frame)) }
        for case .text(let run, let origin, _) in paints where !run.inkBounds.isEmpty {
            own = own.union(run.inkBounds.offsetBy(dx: origin.x, dy: origin.y))
        }
        let clips = paints.contains { if case .clipsChildren = $0 { true } else { false } }
        return children.reduce(own) { extent, child in
            guard clips else { return extent.union(child.extent) }
            guard let shown = child.extent.intersection(frame), !shown.isEmpty else { return extent }
            return extent.union(shown)
        }
    }

    func find(_ name: String) -> LayoutNode? {
        if self.name == name { return self }
        for child in children { if let found = child.find(name) { return found } }
        return nil
    }

    var flattened: [LayoutNode] { [self] + children.flatMap { $0.flattened } }
}
