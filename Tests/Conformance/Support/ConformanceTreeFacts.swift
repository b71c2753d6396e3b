/// What the known-difference detectors ask of a tree, node by node in preorder: its parent, whether it
/// sits in its parent's auto-layout flow, and whether Figma gives it a size on each axis from outside
/// its content (fixed, filling a decided parent's primary axis, stretched on the counter axis, or
/// stretched between two constraints). The same rule as figma_rules.py's `_decided`.
struct ConformanceTreeFacts {
    struct Facts {
        var node: ConformanceNode
        var parent: Int?
        var inFlow: Bool
        var decidedWidth: Bool
        var decidedHeight: Bool
    }

    private(set) var nodes: [Facts] = []

    init(_ root: ConformanceNode) {
        visit(root, parent: nil)
    }

    subscript(index: Int) -> Facts { nodes[index] }
    var count: Int { nodes.count }

    /// Each node's children's indices, in order.
    var children: [[Int]] {
        var out = [[Int]](repeating: [], count: nodes.count)
        for (i, facts) in nodes.enumerated() { if let parent = facts.parent { out[parent].append(i) } }
        return out
    }

    /// Whether `i` sizes itself from its content on some axis (neither fixed nor given its size there).
    func hugs(_ i: Int) -> Bool { !(nodes[i].decidedWidth && nodes[i].decidedHeight) }

    /// The nodes whose frames follow from those of `origins`: each origin and everything inside it; its
    /// siblings in the same auto-layout flow and everything inside them (placed after it, aligned in a
    /// line it sizes); and, while the parent hugs it on some axis, that parent (its size follows) with
    /// its other children, and so on up. Not followed: a parent whose size is decided on both axes.
    func following(_ origins: Set<Int>) -> Set<Int> {
        let children = self.children
        var out = Set<Int>()
        func subtree(_ i: Int) {
            guard out.insert(i).inserted else { return }
            children[i].forEach(subtree)
        }
        for origin in origins {
            subtree(origin)
            var node = origin
            while let parent = nodes[node].parent {
                if nodes[node].inFlow { for sibling in children[parent] where nodes[sibling].inFlow { subtree(sibling) } }
                guard hugs(parent) else { break }
                out.insert(parent)
                for sibling in children[parent] { subtree(sibling) }
                node = parent
            }
        }
        return out
    }

    private mutating func visit(_ node: ConformanceNode, parent: Int?) {
        let parentFacts = parent.map { nodes[$0] }
        let parentLayout = parentFacts?.node.layout
        let inFlow = parentLayout != nil && parentLayout != "none" && node.absolute != true
        func decided(_ sizing: ConformanceNode.Sizing?, horizontal: Bool) -> Bool {
            guard let parentFacts else { if case .fixed = sizing { return true } else { return false } }
            if !inFlow {
                let bothOffsets = horizontal ? (node.x != nil && node.right != nil) : (node.y != nil && node.bottom != nil)
                if case .fixed = sizing { return true }
                return bothOffsets
            }
            switch sizing {
            case .fixed: return true
            case .hug, nil: return false
            case .fill:
                let primaryIsWidth = parentFacts.node.layout == "horizontal"
                if primaryIsWidth == horizontal { return horizontal ? parentFacts.decidedWidth : parentFacts.decidedHeight }
                return true
            }
        }
        nodes.append(
            Facts(
                node: node, parent: parent, inFlow: inFlow,
                decidedWidth: decided(node.width, horizontal: true),
                decidedHeight: decided(node.height, horizontal: false)))
        let index = nodes.count - 1
        for child in node.children ?? [] { visit(child, parent: index) }
    }
}
