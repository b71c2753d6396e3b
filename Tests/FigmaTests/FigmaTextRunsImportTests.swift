import Foundation
import SpecimenDocument
import SpecimenFigma
import SpecimenSupport
import Testing

/// Figma's `characterStyleOverrides` and `styleOverrideTable` imported as a text's `runs`, from a real
/// file's text (grida's archive of "Not Pink Presentation", node 8:57: "1." and "2." in their own pink,
/// "2." also in Poppins Bold; its override list stops 110 characters before the text's end).
@Suite struct FigmaTextRunsImportTests {
    /// The fixture's text node as Figma wrote it, in a component of its own box so the importer takes it.
    static func imported() throws -> (DocumentNode, FigmaImporter.Result) {
        let data = try FigmaFixtures.bytes("grida/767544357629075510.file.json")
        let bytes = Array(data)
        let file = try bytes.withUnsafeBufferPointer { try JSONValue.parse($0, dialect: .strict, depthLimit: 256) }
        func find(_ value: JSONValue) -> JSONValue? {
            switch value {
            case .object(let members):
                if members.contains(where: { $0.key == "id" && $0.value == .string("8:57") }) { return value }
                return members.lazy.compactMap { find($0.value) }.first
            case .array(let items): return items.lazy.compactMap(find).first
            default: return nil
            }
        }
        let node = try #require(find(file))
        let json =
            #"{"id": "1:1", "type": "COMPONENT", "name": "Slide", "absoluteBoundingBox": {"x": 1008, "y": 2624, "width": 800, "height": 600}, "children": ["#
            + String(decoding: JSONWriter.compact(node), as: UTF8.self) + "]}"
        return try FigmaTextImportTests.imported(json)
    }

    @Test func overridesBecomeRunsInReadingOrder() throws {
        let (body, result) = try Self.imported()
        let runs = try #require(body.properties.runs)
        #expect(runs.map(\.characters).joined() == body.properties.characters.flatMap { if case .value(let s) = $0 { s } else { nil } })
        // Stretches of one override: the text, "1.", the text, "2.", and the rest (past the list's end, the node's own style).
        #expect(runs.map { $0.characters.prefix(3) } == ["Thi", "1.", " He", "2.", " He"])
        #expect(runs[1].style.color == "figma/color/ed8182" && runs[3].style.color == "figma/color/ed8182")
        // Entry 58 repeats the node's typography, so "1." keeps the node's style token; entry 56 is Poppins Bold.
        #expect(runs[1].style.textStyle == nil)
        #expect(runs[3].style.textStyle?.contains("poppins") == true, "\(runs[3].style.textStyle ?? "")")
        #expect([0, 2, 4].allSatisfy { runs[$0].style == NodePatch() })
        #expect(!result.dropped.contains { $0.contains("mixed styles") })
    }
}
