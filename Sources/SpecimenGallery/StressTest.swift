import Foundation

/// What Figma cannot show a designer: every variant laid out again as its users will meet it (a
/// pseudo-locale's longer text, right to left, text at twice its size), and each node that then
/// spills out of its parent, runs past its own box, is cut short, or lands on a sibling.
///
/// A finding is a fault the condition brings: the same check on the variant as drawn (no locale,
/// left to right, text at 1) sets the baseline, and only what is new under the condition is
/// reported, so a badge placed over its parent's corner on purpose is never a finding. Only the
/// universal checks: no design system's guideline is read here.
package struct StressTest: Sendable {
    /// One way of meeting a component: a name for the report and the localisation it lays out in.
    package struct Condition: Sendable, Hashable {
        package let name: String
        package let localisation: Localisation

        /// The pseudo-locale en-XA: accented, bracketed, 30 to 50% longer (what translation does to length).
        package static let longText = Condition(name: "en-XA", localisation: Localisation(locale: "en-XA"))
        /// The pseudo-locale ar-XB: the same text mirrored, read right to left.
        package static let rightToLeft = Condition(name: "ar-XB", localisation: Localisation(locale: "ar-XB"))
        /// Every text style at twice its size (the largest Dynamic Type steps and browser zoom).
        package static let largeText = Condition(name: "text-scale-2", localisation: Localisation(textScale: 2))

        package static let all: [Condition] = [.longText, .rightToLeft, .largeText]
    }

    /// What went wrong with a node.
    package enum Fault: String, Sendable, Hashable {
        /// The node's frame reaches outside its parent's.
        case overflowsParent = "overflows its parent"
        /// Its text runs past the node's own box.
        case textOverflows = "text runs past its box"
        /// Its text was cut and ended with an ellipsis.
        case textCut = "text cut short"
        /// Its frame overlaps a sibling's that it did not overlap before.
        case overlapsSibling = "overlaps a sibling"
    }

    /// One fault of one node, under one condition.
    package struct Finding: Sendable, Hashable {
        package let configuration: String
        package let condition: String
        /// The node's path of names from the top (`field/value`).
        package let node: String
        package let fault: Fault
        /// What the numbers were: `x 0 y 0 120 x 40 in 100 x 40`, or the sibling's name.
        package let detail: String

        package var line: String { "\(configuration) [\(condition)] \(node): \(fault.rawValue) (\(detail))" }
    }

    /// How far a frame may reach past another before it counts, in points: layout rounding leaves
    /// differences far below it, and anything a person sees is above it.
    package static let tolerance = 0.01

    package let renderer: Renderer

    package init(renderer: Renderer) { self.renderer = renderer }

    /// Every variant of `sets` under every condition, in catalogue order.
    package func run(sets: [ComponentSet], conditions: [Condition] = Condition.all) throws -> [Finding] {
        var findings: [Finding] = []
        for set in sets {
            for variant in set.variants {
                let configuration = ComponentConfiguration(set: set, variant: variant)
                let baseline = Set(Self.faults(try renderer.layout(configuration, localisation: .standard)).map(\.key))
                for condition in conditions {
                    let tree = try renderer.layout(configuration, localisation: condition.localisation)
                    for fault in Self.faults(tree) where !baseline.contains(fault.key) {
                        findings.append(Finding(configuration: configuration.name, condition: condition.name, node: fault.node, fault: fault.fault, detail: fault.detail))
                    }
                }
            }
        }
        return findings
    }

    /// A fault found in one tree; `key` is what makes it the same fault in another tree of the same
    /// variant (the node and what is wrong, not the numbers, which a condition changes).
    struct Found {
        let node: String
        let fault: Fault
        let detail: String
        var key: String { "\(node)|\(fault.rawValue)|\(fault == .overlapsSibling ? detail : "")" }
    }

    static func faults(_ tree: LayoutTree) -> [Found] {
        var out: [Found] = []
        func visit(_ node: LayoutNode, path: String, parent: Rect) {
            let here = path.isEmpty ? node.name : path + "/" + node.name
            if reaches(node.frame, outside: parent) {
                out.append(Found(node: here, fault: .overflowsParent, detail: "\(describe(node.frame)) in \(describe(parent))"))
            }
            for paint in node.paints {
                guard case .text(let shaped, let origin, _) = paint, !shaped.isEmpty else { continue }
                let run = Rect(x: origin.x, y: node.frame.minY, width: shaped.width, height: node.frame.height)
                if run.minX < node.frame.minX - tolerance || run.maxX > node.frame.maxX + tolerance {
                    out.append(Found(node: here, fault: .textOverflows, detail: "\(number(shaped.width)) pt of text in \(number(node.frame.width)) pt"))
                }
                if shaped.text.hasSuffix("…") { out.append(Found(node: here, fault: .textCut, detail: "\"\(shaped.text)\"")) }
            }
            let drawn = node.children.filter { !$0.frame.isEmpty }
            for (i, a) in drawn.enumerated() {
                // A caret lies on the text at its insertion point by design: it overlaps no sibling.
                for b in drawn[(i + 1)...] where a.role != .caret && b.role != .caret && overlap(a.frame, b.frame) {
                    out.append(Found(node: here.isEmpty ? a.name : here + "/" + a.name, fault: .overlapsSibling, detail: b.name))
                }
            }
            for child in node.children { visit(child, path: here, parent: node.frame) }
        }
        for node in tree.nodes { visit(node, path: "", parent: tree.frame) }
        return out
    }

    static func reaches(_ inner: Rect, outside outer: Rect) -> Bool {
        inner.minX < outer.minX - tolerance || inner.minY < outer.minY - tolerance || inner.maxX > outer.maxX + tolerance
            || inner.maxY > outer.maxY + tolerance
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > tolerance && min(a.maxY, b.maxY) - max(a.minY, b.minY) > tolerance
    }

    static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v) }

    static func describe(_ r: Rect) -> String { "x \(number(r.minX)) y \(number(r.minY)) \(number(r.width)) x \(number(r.height))" }
}
