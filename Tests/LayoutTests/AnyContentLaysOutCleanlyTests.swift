import TestSupport
import Geometry
import Testing
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText

/// Any content lays out cleanly: for every registered set, every variant and every combination of its
/// Boolean properties, with every Text property given a random text from empty to hundreds of
/// characters, no two sibling nodes overlap, every node lies inside its parent (the focus ring, drawn
/// around its shape, excepted), and no size is negative.
///
/// The texts come from a seeded generator, so a failure names a configuration that fails every run.
@Suite struct AnyContentLaysOutCleanlyTests {
    /// Every set's every variant x every Boolean combination; counted so the table cannot shrink unseen.
    static let configurations: [ComponentConfiguration] = {
        var random = SplitMix64(seed: 0x5EC1_3E17)
        var out: [ComponentConfiguration] = []
        for set in Catalogue.standard.sets {
            let booleans = set.properties.filter { $0.kind == .boolean }.map(\.name)
            let texts = set.properties.filter { $0.kind == .text }
            for variant in set.variants {
                for mask in 0..<(1 << booleans.count) {
                    var assignments = booleans.enumerated().map { "\($1)=\(mask & (1 << $0) == 0 ? "on" : "off")" }
                    var bounds: [Int] = []
                    for text in texts {
                        if text.isNumeric { bounds.append(random.below(2000) - 1000) }
                        assignments.append("\(text.name)=\(text.isNumeric ? String(bounds.last!) : random.text())")
                    }
                    // Bounds that cross are refused (`CrossedBoundsTests`): the pair is given in order.
                    if bounds.count == 2, let minimum = assignments.firstIndex(of: "Minimum=\(bounds[0])"),
                        let maximum = assignments.firstIndex(of: "Maximum=\(bounds[1])")
                    {
                        assignments[minimum] = "Minimum=\(bounds.min()!)"
                        assignments[maximum] = "Maximum=\(bounds.max()!)"
                    }
                    let base = ComponentConfiguration(set: set, variant: variant)
                    if let made = try? base.applying(assignments: assignments) { out.append(made) }
                }
            }
        }
        return out
    }()

    @Test func atLeastAThousandConfigurationsEveryBooleanCombination() {
        #expect(Self.configurations.count >= 1_000)
        let expected = Catalogue.standard.sets.reduce(0) { total, set in
            total + set.variants.count << set.properties.filter { $0.kind == .boolean }.count
        }
        #expect(Self.configurations.count == expected, "every configuration is valid input")
    }

    @Test func noOverlapNothingOutsideItsParentNoNegativeSize() throws {
        let engine = LayoutEngine(text: try TextEngine.shared())
        var failures: [String] = []
        for configuration in Self.configurations {
            let tree = try engine.layout(configuration)
            let problems = Self.problems(in: tree.nodes, parent: tree.frame, parentName: "component")
            if let first = problems.first {
                failures.append("\(configuration.name) \(configuration.sortedOverrides.map { "\($0)=\($1.prefix(40))" }): \(first)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing, first: \(failures.prefix(3).joined(separator: "\n"))")
    }

    /// Tolerance for floating-point sums of exact sizes (1e-6 pt, far below a device pixel).
    static let slack = 1e-6

    static func problems(in nodes: [LayoutNode], parent: Rect, parentName: String) -> [String] {
        var out: [String] = []
        for node in nodes {
            if node.frame.width < 0 || node.frame.height < 0 { out.append("\(node.name) has a negative size \(node.frame)") }
            if !node.role.drawsOutsideParent, !contains(parent, node.frame) {
                out.append("\(node.name) \(node.frame) lies outside \(parentName) \(parent)")
            }
            out += problems(in: node.children, parent: node.frame, parentName: node.name)
        }
        let solid = nodes.filter { $0.role != .focusRing && $0.role != .backdrop && $0.frame.width > 0 && $0.frame.height > 0 }
        for (i, a) in solid.enumerated() {
            for b in solid[(i + 1)...] where overlapArea(a.frame, b.frame) > slack {
                out.append("\(a.name) \(a.frame) overlaps \(b.name) \(b.frame) in \(parentName)")
            }
        }
        return out
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - slack && inner.maxX <= outer.maxX + slack
            && inner.minY >= outer.minY - slack && inner.maxY <= outer.maxY + slack
    }

    static func overlapArea(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }
}

extension SplitMix64 {
    /// Words of wide and narrow letters, digits, accents and spaces; length from empty to 400
    /// characters, skewed so short, fitting and overflowing texts all occur.
    mutating func text() -> String {
        let lengths = [0, 1, 3, 8, 20, 45, 90, 180, 400]
        let length = lengths[below(lengths.count)] + (below(2) == 0 ? 0 : below(12))
        let pieces = ["W", "i", "m", "é", "Ñ", "7", " ", "W W", "illi", "Straße", "…", "👩‍👩‍👧", "e\u{301}"]
        var out = ""
        while out.count < length { out += pieces[below(pieces.count)] }
        return String(out.prefix(length))
    }
}
