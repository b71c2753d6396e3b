import Geometry
import SpecimenAutoLayout
import TestSupport
import Testing

/// On seeded random trees of hugging containers (start alignment, gaps of zero or more, no max), every
/// in-flow child lies inside its parent's padding box, siblings in a row or column do not overlap,
/// and the same tree always gives the same frames.
@Suite struct AutoLayoutInvariantTests {
    static func tree(_ random: inout SplitMix64, depth: Int) -> AutoLayoutNode {
        var style = AutoLayoutStyle(
            direction: random.below(2) == 0 ? .horizontal : .vertical,
            gap: Double(random.below(9)), padding: Insets(all: Double(random.below(5))),
            counterAlignment: [.start, .center, .end][random.below(3)])
        if depth == 0 || random.below(3) == 0 {
            let w = Double(random.below(50)), h = Double(random.below(30))
            if random.below(2) == 0 {
                style.width = .fixed(w)
                style.height = .fixed(h)
                return AutoLayoutNode(style: style)
            }
            return AutoLayoutNode(style: style) { _ in LeafMeasurement(width: w, height: h) }
        }
        let count = 1 + random.below(4)
        return AutoLayoutNode(style: style, children: (0..<count).map { _ in tree(&random, depth: depth - 1) })
    }

    static func check(_ node: AutoLayoutNode, _ frame: AutoLayoutFrame) -> Bool {
        let inner = Rect(
            x: node.style.padding.left, y: node.style.padding.top,
            width: frame.frame.width - node.style.padding.left - node.style.padding.right,
            height: frame.frame.height - node.style.padding.top - node.style.padding.bottom)
        for (child, out) in zip(node.children, frame.children) {
            let f = out.frame
            guard f.minX >= inner.minX - 1e-9, f.minY >= inner.minY - 1e-9, f.maxX <= inner.maxX + 1e-9, f.maxY <= inner.maxY + 1e-9 else { return false }
            guard check(child, out) else { return false }
        }
        let horizontal = node.style.direction == .horizontal
        for (a, b) in zip(frame.children, frame.children.dropFirst()) {
            let apart = horizontal ? b.frame.minX >= a.frame.maxX - 1e-9 : b.frame.minY >= a.frame.maxY - 1e-9
            guard apart else { return false }
        }
        return true
    }

    @Test func randomHuggingTreesContainTheirChildren() {
        var random = SplitMix64(seed: 0xA070_1A70)
        for _ in 0..<500 {
            let node = Self.tree(&random, depth: 4)
            let out = AutoLayout.compute(node)
            #expect(Self.check(node, out))
            #expect(AutoLayout.compute(node) == out)
        }
    }
}
