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

    /// A run whose override changes the size but not `lineHeightPx` takes the line height of its own size
    /// in its unit: Figma leaves the field out of the entry. Evidence from a real file (grida's archive of
    /// "Investor Pitch Presentation Template", `Fixtures/grida/investor-pitch.texts.json`): text 0:496 is
    /// Roboto 60 pt INTRINSIC_% (70.3125 pt lines) with every line in runs of 45 pt, three paragraphs 30
    /// pt apart, centred in its 360 pt box. Its `absoluteRenderBounds` starts 80.19 pt down: lines of
    /// 52.734375 pt (Roboto's 2,400 / 2,048 of 45) put the first capital's top (Roboto's cap height 1,456
    /// / 2,048) at (360 - 3 x 52.73 - 60) / 2 + 41.75 - 31.99 = 80.66, the node's 70.3125 at 62.6.
    @Test func aRunOfItsOwnSizeTakesItsOwnLineHeight() throws {
        let data = try FigmaFixtures.bytes("grida/investor-pitch.texts.json")
        let file = try Array(data).withUnsafeBufferPointer { try JSONValue.parse($0, dialect: .strict, depthLimit: 256) }
        let node = try #require(file["nodes"]?["0:496"]?["document"])
        let json =
            #"{"id": "1:1", "type": "COMPONENT", "name": "Slide", "absoluteBoundingBox": {"x": 7350, "y": 4200, "width": 810, "height": 360}, "children": ["#
            + String(decoding: JSONWriter.compact(node), as: UTF8.self) + "]}"
        let (body, result) = try FigmaTextImportTests.imported(json)
        let runs = try #require(body.properties.runs)
        #expect(runs.count == 3)
        // Every typography token of 45 pt (the runs' styles, entries 16 and 17) has lines of 52.734375 pt
        // (the writer keeps four decimals).
        var heights: [Double] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let inner = object["$value"] as? [String: Any] ?? object["value"] as? [String: Any],
                    (inner["fontSize"] as? Double) == 45
                {
                    heights.append(inner["lineHeight"] as? Double ?? .nan)
                }
                object.values.forEach(walk)
            }
        }
        for token in result.files where token.name.hasSuffix(".tokens.json") { walk(try JSONSerialization.jsonObject(with: Data(token.text.utf8))) }
        #expect(!heights.isEmpty && heights.allSatisfy { abs($0 - 52.734375) < 1e-3 }, "\(heights): \(FigmaTextImportTests.tokens(result))")
    }
}
