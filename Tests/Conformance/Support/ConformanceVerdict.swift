/// How Specimen's frames for one tree compare with one reference engine's.
package enum ConformanceVerdict: Hashable, Sendable {
    /// Every frame within 1/64 pt of the engine's, and the literal CSS reading needed no Figma rule.
    case agrees
    /// Within 1/64 pt of the engine's frames once Figma's rules (`FigmaRule`) rewrote the tree; the
    /// literal reading differs, which those rules explain.
    case agreesAfterRules([String])
    /// A difference that one known class explains (`KnownDifference`).
    case explained(KnownDifference)
    /// A difference nothing here explains: a bug in Specimen, in the engine, or in the mapping.
    case unexplained

    /// The verdict's name in the committed sample and the report: "agrees", "agrees-after-rules", a
    /// known difference's name, or "unexplained".
    package var label: String {
        switch self {
        case .agrees: "agrees"
        case .agreesAfterRules: "agrees-after-rules"
        case .explained(let known): known.rawValue
        case .unexplained: "unexplained"
        }
    }

    /// The agreement tolerance: 1/64 pt, Chromium's layout unit (1 px = 1 pt here); the 1e-9 absorbs
    /// float32 widening in Yoga's and Taffy's results.
    package static let tolerance = 1.0 / 64 + 1e-9

    /// Frames within `tolerance` of each other, node by node.
    package static func close(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        guard a.count == b.count else { return false }
        for (fa, fb) in zip(a, b) {
            guard fa.count == fb.count else { return false }
            for (x, y) in zip(fa, fb) where abs(x - y) > tolerance { return false }
        }
        return true
    }

    /// The verdict for `specimen`'s frames of `testCase` against `engine`.
    package static func of(_ testCase: ConformanceCase, specimen: [[Double]], engine: String) -> ConformanceVerdict {
        guard let reference = testCase.frames[engine] else { return .unexplained }
        if close(specimen, reference) {
            if !testCase.rules.isEmpty, let literal = testCase.literal?[engine], !close(specimen, literal) {
                return .agreesAfterRules(testCase.rules)
            }
            return .agrees
        }
        // Per node: every differing node must be covered by a known difference; the tree's label is
        // the first class (in declaration order) that covers one of them.
        guard let classes = KnownDifference.explaining(testCase, specimen: specimen, reference: reference, engine: engine) else { return .unexplained }
        let differing = (0..<classes.count).filter { !close([specimen[$0]], [reference[$0]]) }
        guard differing.allSatisfy({ classes[$0] != nil }), let first = differing.compactMap({ classes[$0] }).min() else { return .unexplained }
        return .explained(first)
    }

    /// One node's verdict against one engine.
    package enum Node: Hashable, Sendable {
        /// Its frame is within `tolerance` of the engine's.
        case agrees
        /// It differs, and a known difference covers it (where its rule applies, or its frame follows).
        case explained(KnownDifference)
        /// It differs and nothing covers it.
        case unexplained
    }

    /// Every node's verdict, in preorder, for `specimen`'s frames of `testCase` against `engine`
    /// (empty when the engine has no frames for it; every node unexplained when the counts differ).
    package static func nodes(_ testCase: ConformanceCase, specimen: [[Double]], engine: String) -> [Node] {
        guard let reference = testCase.frames[engine] else { return [] }
        guard let classes = KnownDifference.explaining(testCase, specimen: specimen, reference: reference, engine: engine) else {
            return Array(repeating: .unexplained, count: max(specimen.count, reference.count))
        }
        return (0..<classes.count).map { i in
            if close([specimen[i]], [reference[i]]) { return .agrees }
            return classes[i].map { .explained($0) } ?? .unexplained
        }
    }
}
