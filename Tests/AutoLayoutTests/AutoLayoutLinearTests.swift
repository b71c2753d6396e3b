import Geometry
import SpecimenAutoLayout
import Testing

/// The engine is linear in nodes: counted in visits (a node's steps run from scratch), not time
/// (`make bench` times it). Before the cache, each fill child on the counter axis of a hugging parent
/// was laid out again with its whole subtree, about 2.1 times the work per level.
@Suite struct AutoLayoutLinearTests {
    /// `levels` frames, each hugging, alternating column and row, each holding a fixed box (its width
    /// or height changing with the level, so no two levels ask the same) and the next frame, which
    /// fills this one's counter axis.
    static func fillChain(_ levels: Int) -> AutoLayoutNode {
        var node = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(10), height: .fixed(10)))
        for level in (0..<levels).reversed() {
            let vertical = level % 2 == 0
            var inner = node
            // The child fills the axis across this frame's direction.
            if vertical { inner.style.width = .fill } else { inner.style.height = .fill }
            let box = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(Double(10 + level)), height: .fixed(Double(12 + level))))
            node = AutoLayoutNode(
                style: AutoLayoutStyle(direction: vertical ? .vertical : .horizontal, gap: 1, padding: Insets(all: 1)), children: [box, inner])
        }
        return node
    }

    /// A full binary tree `depth` levels deep (2^depth - 1 nodes): each frame hugs and alternates
    /// direction, both children fill its counter axis; the leaves are fixed boxes of two sizes.
    static func fillTree(_ depth: Int, level: Int = 0) -> AutoLayoutNode {
        guard level < depth - 1 else { return AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(Double(8 + level % 3)), height: .fixed(6))) }
        let vertical = level % 2 == 0
        let children = (0..<2).map { _ in
            var child = fillTree(depth, level: level + 1)
            if vertical { child.style.width = .fill } else { child.style.height = .fill }
            return child
        }
        return AutoLayoutNode(style: AutoLayoutStyle(direction: vertical ? .vertical : .horizontal, gap: 2), children: children)
    }

    static func visits(_ node: AutoLayoutNode) -> Int {
        var statistics = AutoLayoutStatistics()
        _ = AutoLayout.compute(node, statistics: &statistics)
        return statistics.visits
    }

    @Test func aFillChainIsLinear() {
        // Nodes: two per level plus the last box. Visits per node stay under 3 (measured, stretched,
        // laid out), and doubling the chain doubles the visits.
        let counts = [6, 12, 24, 48].map { (levels: $0, nodes: 2 * $0 + 1, visits: Self.visits(Self.fillChain($0))) }
        for count in counts { #expect(count.visits <= 3 * count.nodes, "\(count)") }
        for (a, b) in zip(counts, counts.dropFirst()) {
            #expect(Double(b.visits) / Double(a.visits) <= Double(b.nodes) / Double(a.nodes) + 0.05, "\(a) -> \(b)")
        }
    }

    @Test func aBinaryFillTreeIsLinear() {
        // 511, 2,047 and 8,191 nodes: the visits grow as the nodes do (x 4.006 each step), not faster.
        let counts = [9, 11, 13].map { depth in (nodes: (1 << depth) - 1, visits: Self.visits(Self.fillTree(depth))) }
        #expect(counts[2].nodes == 8_191)
        for count in counts { #expect(count.visits <= 3 * count.nodes, "\(count)") }
        for (a, b) in zip(counts, counts.dropFirst()) {
            #expect(Double(b.visits) / Double(a.visits) <= Double(b.nodes) / Double(a.nodes) + 0.05, "\(a) -> \(b)")
        }
    }

    @Test func theCacheChangesNoFrame() {
        // The 24-level chain worked out by hand at its deepest level: every level's frame is the
        // same as a fresh run's, and a second run of the same tree gives the same frames.
        let chain = Self.fillChain(24)
        let out = AutoLayout.compute(chain)
        #expect(AutoLayout.compute(chain) == out)
        // Level 0 (a column) is as wide as its widest content: the row below it holds a 11 pt box and
        // the rest, and each level adds 1 + 1 padding and a gap of 1.
        #expect(out.frame.width >= 10 && out.frame.height >= 12)
        var frame = out, depth = 0
        while frame.children.count == 2 {
            // The filling child takes the whole inner counter size of its parent.
            let vertical = depth % 2 == 0
            let inner = vertical ? frame.frame.width - 2 : frame.frame.height - 2
            #expect((vertical ? frame.children[1].frame.width : frame.children[1].frame.height) == inner, "level \(depth)")
            frame = frame.children[1]
            depth += 1
        }
        #expect(depth == 24)
    }
}
