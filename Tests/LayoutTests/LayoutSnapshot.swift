import Foundation
import Geometry
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText
import Testing

/// Layout snapshots of every shipped set: for a table of configurations x text scales x directions, the
/// layout tree (every node's name, role, accessibility key and frame, and a digest of every paint:
/// shapes, token names, shaped runs and their origins) is compared line by line with
/// `LayoutSnapshots/<Set>.txt`, today's output as recorded (`SPECIMEN_RECORD_LAYOUTS=1` writes the files
/// instead of comparing). Issue 36 retired the parity tables recorded from the deleted Swift layouts
/// (and the spelling that rewrote today's output into theirs): they held, and were then re-recorded as these.
enum LayoutSnapshot {
    static let scales = [1.0, 3.0]
    static let directions: [TextDirection] = [.leftToRight, .rightToLeft]

    /// One line per configuration and environment: exact frames, and an FNV-1a digest of the paints' full
    /// descriptions (a Double's description is exact, so any changed number changes the digest).
    static func lines(set: String, properties table: [[String]]) throws -> [String] {
        let engine = try Fixtures.engine()
        var out: [String] = []
        for variant in Fixtures.variants(set) {
            for properties in table {
                let configuration = try Catalogue.standard.configuration(set: set, variant: variant, properties: properties)
                for scale in scales {
                    for direction in directions {
                        let tree = try engine.layout(configuration, environment: LayoutEnvironment(direction: direction, textScale: scale))
                        out.append("\(variant) \(properties) x\(scale) \(direction == .rightToLeft ? "rtl" : "ltr"): \(describe(tree))")
                    }
                }
            }
        }
        return out
    }

    static func describe(_ tree: LayoutTree) -> String {
        "frame \(rect(tree.frame)) bounds \(rect(tree.bounds)) " + tree.nodes.map(describe).joined(separator: " ")
    }

    static func describe(_ node: LayoutNode) -> String {
        // A glyph's `identity.face` numbers fonts in the order this process loaded them (a cache key, never
        // drawn), so it is left out: it differs with the order tests ran in, not with what is drawn.
        // A stroke's solid style (SVG's defaults) is what every stroke drew before strokes had styles:
        // left out of its description, so the digests recorded before it still hold.
        let described = node.paints.map { String(describing: $0).replacingOccurrences(of: Self.solidStyle, with: "") }.joined(separator: "|")
        let paints = normalized(described.replacingOccurrences(of: #"GlyphIdentity\(face: [0-9]+"#, with: "GlyphIdentity(face: _", options: .regularExpression))
        let children = node.children.isEmpty ? "" : " [" + node.children.map(describe).joined(separator: " ") + "]"
        // A declared role is written by its name (`chip`), as the generic ones are by theirs.
        let role: String
        if case .declared(let declared) = node.role { role = declared.name } else { role = "\(node.role)" }
        return "{\(node.name) \(role) \(node.accessibilityKey ?? "-") \(rect(node.frame)) #\(String(fnv(paints), radix: 16))\(children)}"
    }

    /// How a solid stroke style ends a stroke paint's description.
    static let solidStyle = ", style: " + String(reflecting: StrokeStyle.solid)

    static func rect(_ r: Rect) -> String { "(\(r.minX),\(r.minY),\(r.width),\(r.height))" }

    static func fnv(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// `line` with every decimal number written to 1e-9 pt: the one tolerance of the comparison, in
    /// points, for frames and paints alike (two orders of the same sums differ by a unit in the last
    /// place, 1e-14 pt). Anything a picture could show (1/64 pt at 8x is 2e-3) is far above it; the
    /// goldens, compared byte for byte, are the proof that nothing drawn moved.
    static func normalized(_ line: String) -> String {
        var out = "", number = ""
        func flush() {
            if number.contains("."), let value = Double(number) {
                let text = String(format: "%.9f", value)
                out += text == "-0.000000000" ? "0.000000000" : text
            } else {
                out += number
            }
            number = ""
        }
        for character in line {
            if character.isNumber && character.isASCII || character == "." && !number.isEmpty || character == "-" && number.isEmpty {
                number.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }

    static func file(_ set: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LayoutSnapshots/\(set.replacingOccurrences(of: " ", with: "")).txt")
    }

    /// Compares (or records) `set`'s lines; returns the first lines that differ, for the failure.
    static func check(set: String, properties: [[String]]) throws {
        let lines = try lines(set: set, properties: properties)
        let url = file(set)
        if ProcessInfo.processInfo.environment["SPECIMEN_RECORD_LAYOUTS"] == "1" {
            try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(recorded.count == lines.count, "\(set): \(lines.count) layouts, \(recorded.count) recorded")
        let differing = zip(recorded, lines).filter { normalized($0) != normalized($1) }
        #expect(differing.count == 0, "\(set): \(differing.count) layouts differ; first:\nrecorded \(differing.first?.0 ?? "")\nnow      \(differing.first?.1 ?? "")")
    }
}
