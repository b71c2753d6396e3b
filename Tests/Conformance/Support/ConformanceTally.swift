import Foundation

/// Every case's verdict against every engine, counted: the table README's "Layout conformance" shows.
package struct ConformanceTally: Sendable {
    /// Engine key -> the version the file names ("chromium" -> "Chromium 156.0.8078.114").
    package let engines: [String: String]
    /// Engine -> verdict -> count.
    package private(set) var counts: [String: [ConformanceVerdict: Int]] = [:]
    /// Engine -> names of the cases nothing explains.
    package private(set) var unexplained: [String: [String]] = [:]
    /// Engine -> known difference -> names of the cases it explains.
    package private(set) var explained: [String: [KnownDifference: [String]]] = [:]
    /// Engine -> node verdict -> count, over every node of every tree.
    package private(set) var nodeCounts: [String: [ConformanceVerdict.Node: Int]] = [:]
    /// The trees counted.
    package let caseCount: Int

    /// The reference engines, in the order the table lists them.
    package static let engineOrder = ["chromium", "yoga", "taffy"]

    /// `only` keeps the cases whose name starts with it ("random-", "yoga/", "taffy/").
    package init(_ set: ConformanceSet, only prefix: String = "") {
        engines = set.engines
        let cases = set.cases.filter { $0.name.hasPrefix(prefix) }
        caseCount = cases.count
        for testCase in cases {
            let specimen = ConformanceAdapter.frames(testCase.root)
            for engine in Self.engineOrder where testCase.frames[engine] != nil {
                let verdict = ConformanceVerdict.of(testCase, specimen: specimen, engine: engine)
                counts[engine, default: [:]][verdict, default: 0] += 1
                if verdict == .unexplained { unexplained[engine, default: []].append(testCase.name) }
                if case .explained(let known) = verdict { explained[engine, default: [:]][known, default: []].append(testCase.name) }
                for node in ConformanceVerdict.nodes(testCase, specimen: specimen, engine: engine) { nodeCounts[engine, default: [:]][node, default: 0] += 1 }
            }
        }
    }

    /// Cases within 1/64 pt of `engine` (after Figma's rules where they apply).
    package func agreeing(_ engine: String) -> Int {
        (counts[engine] ?? [:]).filter { key, _ in
            if case .agrees = key { return true }
            if case .agreesAfterRules = key { return true }
            return false
        }.values.reduce(0, +)
    }

    /// The table's header.
    package static let header = [
        "| Trees | Engine | Count | Agree (frames within 1/64 pt) | of which after Figma's rules | Known differences | Unexplained |",
        "|---|---|---:|---:|---:|---|---:|",
    ]

    /// One table row per engine, the first column naming the trees (`title`).
    package func rows(_ title: String) -> [String] {
        var lines: [String] = []
        for engine in Self.engineOrder {
            let c = counts[engine] ?? [:]
            let total = c.values.reduce(0, +)
            let afterRules = c.filter { if case .agreesAfterRules = $0.key { return true } else { return false } }.values.reduce(0, +)
            var known: [KnownDifference: Int] = [:]
            for (verdict, n) in c { if case .explained(let k) = verdict { known[k, default: 0] += n } }
            let knownText = known.isEmpty ? "none" : known.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
            let agree = agreeing(engine)
            let percent = total == 0 ? 0 : Double(agree) * 100 / Double(total)
            lines.append(
                "| \(title) | \(engines[engine] ?? engine) | \(total) | \(agree) (\(String(format: "%.2f", percent))%) | \(afterRules) | \(knownText) | \(c[.unexplained] ?? 0) |")
        }
        return lines
    }

    /// The per-node table's header.
    package static let nodeHeader = [
        "| Trees | Engine | Nodes | Agree (within 1/64 pt) | Known differences (nodes) | Unexplained nodes |",
        "|---|---|---:|---:|---|---:|",
    ]

    /// One per-node row per engine: every node of every tree, its own verdict.
    package func nodeRows(_ title: String) -> [String] {
        Self.engineOrder.map { engine in
            let c = nodeCounts[engine] ?? [:]
            let total = c.values.reduce(0, +), agree = c[.agrees] ?? 0
            var known: [KnownDifference: Int] = [:]
            for (verdict, n) in c { if case .explained(let k) = verdict { known[k, default: 0] += n } }
            let knownText = known.isEmpty ? "none" : known.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
            let percent = total == 0 ? 0 : Double(agree) * 100 / Double(total)
            return "| \(title) | \(engines[engine] ?? engine) | \(total) | \(agree) (\(String(format: "%.2f", percent))%) | \(knownText) | \(c[.unexplained] ?? 0) |"
        }
    }

    /// The named groups of trees the tables show: every tree, the random trees, the component-like
    /// trees and each fixture set.
    static let groups = [("all", ""), ("random", "random-"), ("component-like", "component-"), ("Yoga fixtures", "yoga/"), ("Taffy fixtures", "taffy/")]

    /// The whole report: per node (the verdict that counts), then per tree.
    package static func markdown(_ set: ConformanceSet) -> String {
        let tallies = groups.map { (title: $0.0, tally: ConformanceTally(set, only: $0.1)) }.filter { $0.tally.caseCount > 0 }
        var lines = ["Per node:", ""] + nodeHeader
        for group in tallies { lines += group.tally.nodeRows(group.title) }
        lines += ["", "Per tree (a tree agrees when every node does; it is a known difference when every differing node is covered):", ""] + header
        for group in tallies { lines += group.tally.rows(group.title) }
        return lines.joined(separator: "\n") + "\n"
    }
}
