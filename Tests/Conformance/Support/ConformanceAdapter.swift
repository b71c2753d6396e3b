import Geometry
import SpecimenAutoLayout

/// The neutral tree as SpecimenAutoLayout's input, and its frames back in the neutral order.
package enum ConformanceAdapter {
    /// The engine's input for `node` and its subtree.
    package static func node(_ node: ConformanceNode) -> AutoLayoutNode {
        let p = node.paddingSides
        let direction = AutoLayoutDirection(rawValue: node.layout) ?? .none
        var style = AutoLayoutStyle(
            direction: direction, gap: node.gap ?? 0, crossGap: node.crossGap ?? 0,
            padding: Insets(top: p.top, left: p.left, bottom: p.bottom, right: p.right),
            width: sizing(node.width), height: sizing(node.height),
            minWidth: node.minWidth, maxWidth: node.maxWidth, minHeight: node.minHeight, maxHeight: node.maxHeight,
            primaryAlignment: PrimaryAlignment(rawValue: node.primaryAlign ?? "start") ?? .start,
            counterAlignment: CounterAlignment(rawValue: node.counterAlign ?? "start") ?? .start,
            wrap: node.wrap ?? false)
        if node.absolute == true { style.positioning = .absolute }
        style.constraints = Constraints(
            horizontal: constraint(start: node.x, end: node.right),
            vertical: constraint(start: node.y, end: node.bottom))
        return AutoLayoutNode(style: style, children: (node.children ?? []).map(Self.node))
    }

    static func sizing(_ sizing: ConformanceNode.Sizing?) -> AxisSizing {
        switch sizing {
        case .fixed(let value): .fixed(value)
        case .fill: .fill
        case .hug, nil: .hug
        }
    }

    /// Figma's constraint from the offsets written: start, end, or both (stretch).
    static func constraint(start: Double?, end: Double?) -> Constraint {
        switch (start, end) {
        case let (start?, end?): .stretch(start: start, end: end)
        case let (nil, end?): .end(end)
        case let (start, nil): .start(start ?? 0)
        }
    }

    /// Specimen's frames for `root`: [x, y, width, height] of every node in preorder, each from its
    /// parent's top-left corner (the root at 0, 0).
    package static func frames(_ root: ConformanceNode) -> [[Double]] {
        var out: [[Double]] = []
        func walk(_ frame: AutoLayoutFrame) {
            out.append([frame.frame.origin.x, frame.frame.origin.y, frame.frame.size.width, frame.frame.size.height])
            frame.children.forEach(walk)
        }
        walk(AutoLayout.compute(node(root)))
        return out
    }
}
