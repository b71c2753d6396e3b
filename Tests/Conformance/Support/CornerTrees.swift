import Geometry
import SpecimenAutoLayout

/// Seeded random trees that reach every corner the conformance trees keep away from (Figma would
/// not let a designer build them, but a document or an import can): every kind of frame, padding
/// larger than the size, negative gaps, min above max, fills, absolute children stretched past each
/// other or scaled below zero, wrap, shrink, shares. The property: every size the engine returns is
/// at least 0 and finite, and every input node has its frame. `LayoutConformanceTests` checks 10,000
/// of them; `make layout-conformance` 100,000 (`specimen-conformance --corner-trees`).
package enum CornerTrees {
    /// SplitMix64, as Tests/TestSupport and random_trees.py (kept here so the runner needs no test module).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        /// A length from 0 to `high` points in quarter points.
        mutating func length(_ high: Int) -> Double { Double(below(high * 4 + 1)) / 4 }
    }

    static func tree(_ random: inout Random, depth: Int, budget: inout Int) -> AutoLayoutNode {
        budget -= 1
        func sizing() -> AxisSizing {
            switch random.below(4) {
            case 0, 1: .fixed(random.length(60))
            case 2: .hug
            default: .fill
            }
        }
        let directions: [AutoLayoutDirection] = [.horizontal, .vertical, .horizontal, .vertical, .none, .group]
        var style = AutoLayoutStyle(
            direction: directions[random.below(6)], gap: random.length(20) - 10, crossGap: random.length(20) - 10,
            padding: Insets(top: random.length(30), left: random.length(30), bottom: random.length(30), right: random.length(30)),
            width: sizing(), height: sizing(),
            primaryAlignment: PrimaryAlignment.allCases[random.below(4)], counterAlignment: CounterAlignment.allCases[random.below(4)],
            wrap: random.below(4) == 0, alignContent: random.below(2) == 0 ? .auto : .spaceBetween, shrinks: random.below(5) == 0)
        if random.below(6) == 0 { style.minWidth = random.length(80) }
        if random.below(6) == 0 { style.maxWidth = random.length(80) - 10 }
        if random.below(6) == 0 { style.minHeight = random.length(80) }
        if random.below(6) == 0 { style.maxHeight = random.length(80) - 10 }
        if random.below(8) == 0 { style.roomShare = RoomShare(fraction: Double(random.below(5)) / 4, less: random.length(20)) }
        if random.below(7) == 0 {
            style.positioning = .absolute
            let constraints: [Constraint] = [
                .start(random.length(40)), .end(random.length(40)), .center(random.length(40) - 20),
                .stretch(start: random.length(40), end: random.length(40)), .scale(start: random.length(1), size: random.length(2) - 0.5),
            ]
            style.constraints = Constraints(horizontal: constraints[random.below(5)], vertical: constraints[random.below(5)])
        }
        if depth == 0 || budget <= 0 || random.below(3) == 0 {
            let w = random.length(80) - 5, h = random.length(30) - 5
            let baseline: Double? = random.below(2) == 0 ? nil : random.length(20)
            return AutoLayoutNode(style: style) { proposal in LeafMeasurement(width: min(w, proposal.maxWidth), height: h, baseline: baseline) }
        }
        var children: [AutoLayoutNode] = []
        for _ in 0..<(1 + random.below(4)) where budget > 0 { children.append(tree(&random, depth: depth - 1, budget: &budget)) }
        return AutoLayoutNode(style: style, children: children)
    }

    /// Every frame of the subtree at least 0 wide and tall, finite, and one frame per input child.
    static func holds(_ node: AutoLayoutNode, _ frame: AutoLayoutFrame) -> Bool {
        let size = frame.frame.size
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite, frame.children.count == node.children.count else { return false }
        return zip(node.children, frame.children).allSatisfy { holds($0, $1) }
    }

    /// The indices (0-based) of the first `count` trees (up to 24 nodes each, laid out at a random
    /// available width or none, and 30 tall) where some size is negative or a frame is missing.
    package static func failures(count: Int, seed: UInt64 = 0x05A0_F100) -> [Int] {
        var random = Random(state: seed)
        var failures: [Int] = []
        for index in 0..<count {
            var budget = 24
            let node = tree(&random, depth: 4, budget: &budget)
            let width: Double? = random.below(2) == 0 ? nil : Double(random.below(100))
            if !holds(node, AutoLayout.compute(node, width: width, height: 30)) { failures.append(index) }
        }
        return failures
    }
}
