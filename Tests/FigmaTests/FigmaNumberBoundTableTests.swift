import Foundation
import SpecimenFigma
import SpecimenLimits
import Testing

/// Issue 35, item 8, as a table, in process: every number a Figma node holds (positions, sizes,
/// paddings, gaps, radii, weights, opacities, font sizes, effects) is checked as the node is read,
/// for `check figma` and `import figma` alike (one reader). A number past
/// `Limits.figmaNumberMagnitude` is one line naming the node, the field and the limit; the limit
/// itself is read, and so is everything within it. Each row reads a one-component file (a few hundred
/// bytes), and then checks it, so a value the reader lets through never traps the check.
@Suite struct FigmaNumberBoundTableTests {
    /// Where the number goes, as the JSON the component node is given (the number at `§`), and the path
    /// the refusal names.
    static let fields: [(json: String, path: String)] = [
        (#""absoluteBoundingBox": {"x": §, "y": 0, "width": 20, "height": 10}"#, "absoluteBoundingBox.x"),
        (#""absoluteBoundingBox": {"x": 0, "y": §, "width": 20, "height": 10}"#, "absoluteBoundingBox.y"),
        (#""absoluteBoundingBox": {"x": 0, "y": 0, "width": §, "height": 10}"#, "absoluteBoundingBox.width"),
        (#""absoluteBoundingBox": {"x": 0, "y": 0, "width": 20, "height": §}"#, "absoluteBoundingBox.height"),
        (#""paddingTop": §"#, "paddingTop"),
        (#""paddingRight": §"#, "paddingRight"),
        (#""paddingBottom": §"#, "paddingBottom"),
        (#""paddingLeft": §"#, "paddingLeft"),
        (#""itemSpacing": §"#, "itemSpacing"),
        (#""counterAxisSpacing": §"#, "counterAxisSpacing"),
        (#""cornerRadius": §"#, "cornerRadius"),
        (#""rectangleCornerRadii": [0, 0, §, 0]"#, "rectangleCornerRadii[2]"),
        (#""strokeWeight": §"#, "strokeWeight"),
        (#""individualStrokeWeights": {"top": 1, "right": §, "bottom": 1, "left": 1}"#, "individualStrokeWeights.right"),
        (#""opacity": §"#, "opacity"),
        (#""fills": [{"type": "SOLID", "opacity": §, "color": {"r": 1, "g": 0, "b": 0, "a": 1}}]"#, "fills[0].opacity"),
        (#""fills": [{"type": "SOLID", "color": {"r": §, "g": 0, "b": 0, "a": 1}}]"#, "fills[0].color.r"),
        (#""effects": [{"type": "DROP_SHADOW", "radius": §, "offset": {"x": 0, "y": 1}, "color": {"r": 0, "g": 0, "b": 0, "a": 0.2}}]"#, "effects[0].radius"),
        (#""effects": [{"type": "DROP_SHADOW", "radius": 2, "offset": {"x": 0, "y": §}, "color": {"r": 0, "g": 0, "b": 0, "a": 0.2}}]"#, "effects[0].offset.y"),
        (#""minWidth": §"#, "minWidth"),
        (#""maxHeight": §"#, "maxHeight"),
        (#""layoutGrow": §"#, "layoutGrow"),
    ]

    /// Past the limit on either side, far and by one; the limit itself is accepted.
    static let values: [(text: String, refused: Bool)] = [("1e308", true), ("-1e300", true), ("10000001", true), ("10000000", false)]

    struct Row: Sendable, CustomTestStringConvertible {
        let field: Int
        let value: Int
        var path: String { FigmaNumberBoundTableTests.fields[field].path }
        var text: String { FigmaNumberBoundTableTests.values[value].text }
        var refused: Bool { FigmaNumberBoundTableTests.values[value].refused }
        var testDescription: String { "\(path) = \(text) is \(refused ? "refused" : "read")" }
    }

    static let rows = fields.indices.flatMap { field in values.indices.map { Row(field: field, value: $0) } }

    static func file(_ extra: String) -> Data {
        Data(
            (#"{"name": "T", "document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "name": "Page", "children": ["#
                + #"{"id": "1:1", "type": "COMPONENT", "name": "Box", "layoutMode": "HORIZONTAL", "#
                + (extra.contains("absoluteBoundingBox") ? "" : #""absoluteBoundingBox": {"x": 0, "y": 0, "width": 20, "height": 10}, "#)
                + extra + #", "children": []}]}]}}"#).utf8)
    }

    @Test(arguments: rows)
    func aNumberPastTheLimitIsOneLine(_ row: Row) throws {
        let bytes = Self.file(Self.fields[row.field].json.replacingOccurrences(of: "§", with: row.text))
        do {
            let file = try FigmaFile.parse(bytes, source: "t.json")
            #expect(!row.refused, "\(row.path) = \(row.text) was read")
            // Read, the check runs to its end on it (it trapped on Int(1e308) before the bound).
            _ = FigmaFixtures.check.check(file).json
        } catch {
            #expect(row.refused, "\(error)")
            let line = error.description
            #expect(!line.contains("\n"))
            #expect(line.contains("\"\(row.path)\"") && line.contains("Limits.figmaNumberMagnitude"), "\(line)")
        }
    }
}
