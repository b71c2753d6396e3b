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
