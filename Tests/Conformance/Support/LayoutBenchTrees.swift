import Foundation
import SpecimenAutoLayout

/// The trees of `make bench`'s layout rows (specimen-bench beside Taffy and Yoga, and
/// `specimen-conformance --bench`), written once in the conformance format so every engine lays out
/// the same boxes.
package enum LayoutBenchTrees {
    /// One tree of the rows, in the conformance format.
    package struct Tree: Sendable {
        package let name: String
        /// The tree in the conformance format (a `ConformanceNode`).
        package let json: String
        package let nodes: Int
        /// How the tree repeats one part (nil: it does not), for the rows laid out through documents.
        package var parts: Parts? = nil
    }

    /// A tree made of `count` copies of `part` (each `partNodes` nodes) as the children of `container`
    /// (given with no children): a component document and instances of it, in make bench's rows.
    package struct Parts: Sendable {
        package let container: String
        package let part: String
        package let partNodes: Int
        package let count: Int
    }

    static func leaf(_ w: Int, _ h: Int) -> String { #"{"layout": "none", "width": \#(w), "height": \#(h)}"# }

    /// A hugging frame of `children`, alternating row and column by `level`.
    static func frame(_ children: [String], level: Int, extra: String = "") -> String {
        #"{"layout": "\#(level % 2 == 0 ? "horizontal" : "vertical")", "gap": 1\#(extra), "children": [\#(children.joined(separator: ","))]}"#
    }

    /// Wide: `branching` children a level, four levels (the root and three below it), leaves 10 x 8.
    static func wide(branching: Int, depth: Int = 3, level: Int = 0) -> (String, Int) {
        guard depth > 0 else { return (leaf(10, 8), 1) }
        let children = (0..<branching).map { _ in wide(branching: branching, depth: depth - 1, level: level + 1) }
        return (frame(children.map(\.0), level: level, extra: #", "padding": [1, 1, 1, 1]"#), 1 + children.reduce(0) { $0 + $1.1 })
    }

    /// A hug chain `depth` frames deep, each padded 1 pt, a leaf at the bottom.
    static func chain(depth: Int) -> String {
        var node = leaf(12, 9)
        for level in 0..<depth { node = frame([node], level: level, extra: #", "padding": [1, 1, 1, 1]"#) }
        return node
    }

    /// A full binary tree `depth` levels deep whose children fill their parent's counter axis.
    static func fillTree(depth: Int, level: Int = 0, fills: String = "") -> String {
        guard level < depth - 1 else { return #"{"layout": "none", "width": \#(8 + level % 3), "height": 6\#(fills)}"# }
        let childFill = level % 2 == 0 ? #", "height": "fill""# : #", "width": "fill""#
        let children = (0..<2).map { _ in fillTree(depth: depth, level: level + 1, fills: childFill) }
        return #"{"layout": "\#(level % 2 == 0 ? "horizontal" : "vertical")", "gap": 2\#(fills), "children": [\#(children.joined(separator: ","))]}"#
    }

    /// The rows' trees: wide trees of depth 4, forests of hug chains 11 deep and of 1,023-node fill
    /// trees, each near 1,000, 10,000 and 100,000 nodes; and the issue's 24-level fill chain and
    /// 8,191-node fill tree.
    package static func all() -> [Tree] {
        var trees: [Tree] = []
        for (branching, label) in [(10, "1,000"), (21, "10,000"), (46, "100,000")] {
            let (json, nodes) = wide(branching: branching)
            let part = wide(branching: branching, depth: 2, level: 1)
            let parts = Parts(container: frame([], level: 0, extra: #", "padding": [1, 1, 1, 1]"#), part: part.0, partNodes: part.1, count: branching)
            trees.append(Tree(name: "wide tree of depth 4, ~\(label) nodes", json: json, nodes: nodes, parts: parts))
        }
        // Chains 10 deep: Taffy 0.x (stretchable 1.1.8) lays a hug chain out in time doubling with each
        // level (1.1 ms at 10, 236 ms at 18, measured), so deeper chains would stop the run.
        for (count, label) in [(91, "1,000"), (909, "10,000"), (9_091, "100,000")] {
            let chains = (0..<count).map { _ in chain(depth: 10) }
            let parts = Parts(container: frame([], level: 1), part: chain(depth: 10), partNodes: 11, count: count)
            trees.append(Tree(name: "\(count) hug chains 11 deep, ~\(label) nodes", json: frame(chains, level: 1), nodes: 1 + 11 * count, parts: parts))
        }
        for (count, label) in [(1, "1,000"), (10, "10,000"), (98, "100,000")] {
            let forest = (0..<count).map { _ in fillTree(depth: 10) }
            let json = count == 1 ? forest[0] : frame(forest, level: 1)
            let parts = count == 1 ? nil : Parts(container: frame([], level: 1), part: forest[0], partNodes: 1_023, count: count)
            trees.append(
                Tree(name: "fill trees (\(count) x 1,023 nodes), ~\(label) nodes", json: json, nodes: 1_023 * count + (count == 1 ? 0 : 1), parts: parts))
        }
        trees.append(Tree(name: "fill chain 24 levels (alternating row and column)", json: fillChain(levels: 24), nodes: 49))
        trees.append(Tree(name: "binary fill tree, 8,191 nodes", json: fillTree(depth: 13), nodes: 8_191))
        return trees
    }

    /// `levels` hugging frames, alternating row and column, each padded 1 pt and holding a fixed box and
    /// the next frame, which fills its counter axis (the chain the issue timed at 22 s for 47 levels).
    static func fillChain(levels: Int, level: Int = 0, fill: String = "") -> String {
        guard level < levels else { return #"{"layout": "none", "width": 10, "height": 10\#(fill)}"# }
        let childFill = level % 2 == 0 ? #", "height": "fill""# : #", "width": "fill""#
        let direction = level % 2 == 0 ? "horizontal" : "vertical"
        let next = fillChain(levels: levels, level: level + 1, fill: childFill)
        return #"{"layout": "\#(direction)", "gap": 1, "padding": [1, 1, 1, 1]\#(fill), "children": [\#(leaf(10 + level, 12 + level)), \#(next)]}"#
    }

    /// Each tree as SpecimenAutoLayout's input.
    package static func input(_ tree: Tree) throws -> AutoLayoutNode {
        ConformanceAdapter.node(try JSONDecoder().decode(ConformanceNode.self, from: Data(tree.json.utf8)))
    }

    /// The best of `rounds` runs of `AutoLayout.compute(input)` (after one to warm), in seconds of this
    /// thread's CPU time, so other work on a shared machine is not counted.
    package static func cpuSeconds(_ input: AutoLayoutNode, rounds: Int) -> Double {
        _ = AutoLayout.compute(input)
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = threadCPUSeconds()
            _ = AutoLayout.compute(input)
            best = min(best, threadCPUSeconds() - start)
        }
        return best
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
