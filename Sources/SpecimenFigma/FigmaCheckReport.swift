import SpecimenSupport
import Geometry
import SpecimenLayout

/// The agreement of a whole file: per root and in total, with every miss and its class.
package struct FigmaCheckReport: Hashable, Sendable {
    package let fileName: String
    package let source: String
    package let shape: FigmaFile.Shape
    package let roots: [FigmaRootResult]

    /// Every auto-layout node of every root.
    package var autoLayoutNodes: [FigmaNodeResult] { roots.flatMap(\.autoLayoutNodes) }
    /// Nodes placed by their constraints (absolute children, children of frames without auto layout).
    package var constraintNodes: [FigmaNodeResult] { roots.flatMap { $0.nodes.filter { !$0.autoLayout && !$0.isRoot } } }
    /// The share of auto-layout nodes within the tolerance, 0...1 (1 when there are none).
    package var agreement: Double { FigmaCheckTally(roots).agreement }

    /// Misses of auto-layout nodes by class, most frequent first (ties in the class's order).
    package var missesByClass: [(FigmaMissClass, Int)] {
        var counts: [FigmaMissClass: Int] = [:]
        for root in roots { for node in root.nodes where node.autoLayout { if let miss = node.miss { counts[miss, default: 0] += 1 } } }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    }

    /// TEXT nodes sized from Figma's box, by reason (a font family, a style), with their counts.
    package var textFromFigma: [(String, Int)] {
        var counts: [String: Int] = [:]
        for root in roots { for node in root.nodes { if case .figmaBox(let reason)? = node.textSizing { counts[reason, default: 0] += 1 } } }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    }

    package var textMeasured: Int { FigmaCheckTally(roots).measured }

    /// The report for people: a line per root with auto layout, then the totals and every miss.
    package var text: String {
        var lines = [
            "Figma file \"\(fileName)\" (\(source), \(shape.rawValue)): \(roots.count) roots checked against Figma's absoluteBoundingBox, tolerance \(Self.points(FigmaLayoutCheck.tolerance)) pt"
        ]
        var quiet = 0
        for root in roots {
            let nodes = root.autoLayoutNodes
            guard !nodes.isEmpty else { quiet += 1; continue }
            let agree = nodes.filter(\.agrees).count
            var line = "  \(root.kind.word) \(root.name) (\(root.id)): \(agree)/\(nodes.count) auto-layout nodes within \(Self.points(FigmaLayoutCheck.tolerance)) pt"
            if let worst = root.worst { line += "; worst \(Self.points(worst.deviation)) pt (\(worst.name) \(worst.id))" }
            lines.append(line)
        }
        if quiet > 0 { lines.append("  \(quiet) roots without auto layout (their children are placed by constraints)") }
        let t = FigmaCheckTally(roots)
        lines.append(
            "total: \(t.autoLayoutWithin)/\(t.autoLayout) auto-layout nodes within \(Self.points(FigmaLayoutCheck.tolerance)) pt (\(Self.percent(t.agreement))), \(t.sizedWithin)/\(t.sized) of those the engine sized (hug, fill, measured text); \(t.constrainedWithin)/\(t.constrained) nodes placed by constraints"
        )
        var textLine = "text: \(t.measured) measured by Specimen's text engine (\(t.measuredWithin) within \(Self.points(FigmaLayoutCheck.tolerance)) pt)"
        let figma = textFromFigma
        if !figma.isEmpty { textLine += "; \(figma.reduce(0) { $0 + $1.1 }) sized from Figma's box (\(figma.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))" }
        lines.append(textLine)
        for (kind, count) in missesByClass { lines.append("misses: \(count) \(kind.rawValue)") }
        for root in roots {
            for node in root.autoLayoutNodes where !node.agrees {
                lines.append(
                    "  miss \(root.name) / \(node.name) (\(node.id)): \(Self.points(node.deviation)) pt; Specimen \(Self.rect(node.actual)), Figma \(Self.rect(node.expected)); \((node.miss ?? .unexplained).rawValue)"
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The report for machines: the same numbers, every node of every root, keys in a fixed order.
    package var json: String {
        var out = "{\n  \"file\": \(JSONWriter.quoted(fileName)),\n  \"source\": \(JSONWriter.quoted(source)),\n  \"shape\": \(JSONWriter.quoted(shape.rawValue)),\n"
        out += "  \"tolerance\": \(Self.number(FigmaLayoutCheck.tolerance)),\n"
        let t = FigmaCheckTally(roots)
        out += "  \"autoLayoutNodes\": \(t.autoLayout),\n  \"autoLayoutWithin\": \(t.autoLayoutWithin),\n  \"agreement\": \(Self.number(t.agreement)),\n"
        out += "  \"sizedByEngine\": \(t.sized),\n  \"sizedByEngineWithin\": \(t.sizedWithin),\n"
        out += "  \"constraintNodes\": \(t.constrained),\n  \"constraintWithin\": \(t.constrainedWithin),\n"
        out += "  \"textMeasured\": \(t.measured),\n  \"textFromFigma\": {" + textFromFigma.map { "\(JSONWriter.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "},\n"
        out += "  \"missesByClass\": {" + missesByClass.map { "\(JSONWriter.quoted($0.0.rawValue)): \($0.1)" }.joined(separator: ", ") + "},\n"
        out += "  \"roots\": [\n"
        out += roots.map { root in
            var r = "    {\"id\": \(JSONWriter.quoted(root.id)), \"name\": \(JSONWriter.quoted(root.name)), \"kind\": \(JSONWriter.quoted(root.kind.word))"
            if case .variant(let set) = root.kind { r += ", \"set\": \(JSONWriter.quoted(set))" }
            let nodes = root.autoLayoutNodes
            r += ", \"autoLayoutNodes\": \(nodes.count), \"autoLayoutWithin\": \(nodes.filter(\.agrees).count)"
            if let worst = root.worst {
                r += ", \"worst\": {\"id\": \(JSONWriter.quoted(worst.id)), \"name\": \(JSONWriter.quoted(worst.name)), \"deviation\": \(Self.number(worst.deviation))}"
            }
            r += ",\n     \"nodes\": [\n"
            r += root.nodes.map { node in
                var n =
                    "      {\"id\": \(JSONWriter.quoted(node.id)), \"name\": \(JSONWriter.quoted(node.name)), \"type\": \(JSONWriter.quoted(node.type.rawValue)), \"autoLayout\": \(node.autoLayout)"
                n +=
                    ", \"sizedByEngine\": \(node.sizedByEngine), \"specimen\": \(Self.rectJSON(node.actual)), \"figma\": \(Self.rectJSON(node.expected)), \"deviation\": \(Self.number(node.deviation))"
                if let miss = node.miss { n += ", \"miss\": \(JSONWriter.quoted(miss.rawValue))" }
                switch node.textSizing {
                case .measured?: n += ", \"text\": \"measured\""
                case .figmaBox(let reason)?: n += ", \"text\": \(JSONWriter.quoted("Figma's box: " + reason))"
                case nil: break
                }
                return n + "}"
            }.joined(separator: ",\n")
            return r + "\n     ]}"
        }.joined(separator: ",\n")
        return out + "\n  ]\n}\n"
    }

    /// A length to two decimals, as people read points ("0.25", "12", "-3.5").
    /// A deviation in points to two decimals; a node the layout has no frame for deviates without
    /// bound, written "no frame" (an infinite value must never reach `Int`, which traps).
    static func points(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.isNaN || value.isInfinite ? "no frame" : String(value) }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A number for JSON: shortest round-trip spelling, integers without a fraction.
    /// A number in the JSON report; JSON has no infinity, so a node without a frame deviates by `null`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func percent(_ share: Double) -> String { "\(points(share * 100))%" }

    static func rect(_ r: Geometry.Rect) -> String {
        "(\(points(r.origin.x)), \(points(r.origin.y)), \(points(r.size.width)) x \(points(r.size.height)))"
    }

    static func rectJSON(_ r: Geometry.Rect) -> String {
        "[\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height))]"
    }
}
