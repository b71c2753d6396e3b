import SpecimenSupport
import TestSupport
import Testing

/// `JSONWriter.document`, the layout of the documents and token files Specimen ships (and `import
/// figma` writes), held to its definition and to linear time.
@Suite struct JSONDocumentLayoutTests {
    /// The layout's definition, written as plainly as it reads (and as the writer once computed it):
    /// a container is on one line when every part of it is and its text stays short. Asking every
    /// child for both of its layouts at every level is exponential in the depth, so this is only for
    /// the small values below.
    static func defined(_ value: JSONValue, indent: String) -> String {
        switch value {
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inline = items.map { defined($0, indent: indent) }
            let scalars = items.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            if scalars || inline.joined().count < 80, !inline.contains(where: { $0.contains("\n") }) {
                return "[" + inline.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + items.map { inner + defined($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inline = members.map { JSONWriter.quoted($0.key) + ": " + defined($0.value, indent: indent) }
            let scalars = members.allSatisfy { if case .array = $0.value { false } else if case .object = $0.value { false } else { true } }
            if scalars, inline.joined().count < 80 { return "{" + inline.joined(separator: ", ") + "}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + JSONWriter.quoted($0.key) + ": " + defined($0.value, indent: inner) }.joined(separator: ",\n") + "\n"
                + indent + "}"
        default:
            return String(decoding: JSONWriter.compact(.array([value])).dropFirst().dropLast(), as: UTF8.self)
        }
    }

    @Test func theLayoutIsItsDefinitionOnRandomValues() {
        var random = SplitMix64(seed: 39)
        for _ in 0..<600 {
            let value = JSONWriterTests.value(&random, depth: 5)
            #expect(JSONWriter.document(value) == Self.defined(value, indent: "") + "\n")
        }
    }

    /// Short and long arrays of short objects, at the 80-character edge on both sides.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 8, 12])
    func theLineWidthEdgeIsTheDefinitions(count: Int) {
        let value = JSONValue.object([("items", .array((0..<count).map { .object([("id", .string("node-\($0)")), ("w", .number(12.5))]) }))])
        #expect(JSONWriter.document(value) == Self.defined(value, indent: "") + "\n")
    }

    /// A chain of 30 frames, each an object holding its children (61 levels of JSON, under the
    /// reader's 64). The writer took twice as long for each level it went deeper, so it never
    /// finished this; now the chain is written in one pass (a minute is far more than it needs).
    @Test(.timeLimit(.minutes(1))) func aDeepChainIsWrittenInOnePass() throws {
        var value = JSONValue.object([("type", .string("TEXT")), ("characters", .string("Label"))])
        for depth in 0..<30 {
            value = .object([("name", .string("frame \(depth)")), ("size", .array([.number(40), .number(40)])), ("children", .array([value]))])
        }
        let written = JSONWriter.document(value)
        // The innermost frame is five lines (its children fit on one); each frame around it six.
        #expect(written.split(separator: "\n").count == 5 + 29 * 6)
        #expect(try JSONReader.parse(Array(written.utf8), dialect: .strict) == value)
    }
}
