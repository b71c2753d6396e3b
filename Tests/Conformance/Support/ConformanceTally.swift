import Foundation

/// Every case's verdict against every engine, counted: the table README's "Layout conformance" shows.
public struct ConformanceTally: Sendable {
    /// Engine key -> the version the file names ("chromium" -> "Chromium 156.0.8078.114").
    public let engines: [String: String]
    /// Engine -> verdict -> count.
    public private(set) var counts: [String: [ConformanceVerdict: Int]] = [:]
    /// Engine -> names of the cases nothing explains.
    public private(set) var unexplained: [String: [String]] = [:]
    /// Engine -> known difference -> names of the cases it explains.
    public private(set) var explained: [String: [KnownDifference: [String]]] = [:]
    /// The trees counted.
    public let caseCount: Int

    /// The reference engines, in the order the table lists them.
    public static let engineOrder = ["chromium", "yoga", "taffy"]

    /// `only` keeps the cases whose name starts with it ("random-", "yoga/", "taffy/").
    public init(_ set: ConformanceSet, only prefix: String = "") {
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
            }
        }
    }

    /// Cases within 1/64 pt of `engine` (after Figma's rules where they apply).
    public func agreeing(_ engine: String) -> Int {
        (counts[engine] ?? [:]).filter { key, _ in
            if case .agrees = key { return true }
            if case .agreesAfterRules = key { return true }
            return false
        }.values.reduce(0, +)
    }

    /// The table's header.
    public static let header = [
        "| Trees | Engine | Count | Agree (frames within 1/64 pt) | of which after Figma's rules | Known differences | Unexplained |",
        "|---|---|---:|---:|---:|---|---:|",
    ]

    /// One table row per engine, the first column naming the trees (`title`).
    public func rows(_ title: String) -> [String] {
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

    /// The whole table: every tree, then the random trees and each fixture set on their own.
    public static func markdown(_ set: ConformanceSet) -> String {
        var lines = header
        for (title, prefix) in [("all", ""), ("random", "random-"), ("Yoga fixtures", "yoga/"), ("Taffy fixtures", "taffy/")] {
            let tally = ConformanceTally(set, only: prefix)
            if tally.caseCount > 0 { lines += tally.rows(title) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
