import Foundation
import Geometry
import Pixels
import SpecimenScene
import SpecimenSVG
import Testing
import Synchronization

/// The structure of the written document, read back with an XML parser.
@Suite struct SVGDocumentTests {
    let list = SampleScenes.field()

    func document(_ list: DisplayList, names: [String: String] = [:]) throws -> XMLNode {
        try XMLTree.parse(try SVGWriter(accessibleNames: names).write(list))
    }

    @Test func parsesAsXMLWithTheSVGNamespaces() throws {
        let root = try document(list)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["xmlns:xlink"] == "http://www.w3.org/1999/xlink")
        #expect(root.attributes["version"] == "1.1")
    }

    @Test func sizeIsInPixelsAndViewBoxIsTheBoundsInPoints() throws {
        let root = try document(list)
        #expect(root.attributes["width"] == "256")
        #expect(root.attributes["height"] == "136")
        #expect(root.attributes["viewBox"] == "-4 -4 128 68")
    }

    @Test func fractionalBoundsKeepFourDecimals() throws {
        var odd = list
        odd.bounds = Rect(x: -1.0 / 3, y: -2.5, width: 100.125, height: 40)
        let root = try document(odd)
        #expect(root.attributes["viewBox"] == "-0.3333 -2.5 100.125 40")
    }

    @Test func titleIsTheListsTitleEscaped() throws {
        let text = try SVGWriter().write(list)
        #expect(text.contains("<title>Text Input / State=Focus &amp; &lt;Error&gt;</title>"))
        #expect(try document(list).child(named: "title")?.text == "Text Input / State=Focus & <Error>")
    }

    @Test func backgroundIsARectCoveringTheViewBox() throws {
        let root = try document(SampleScenes.field(background: Color(red: 0xFA, green: 0xFA, blue: 0xF9, alpha: 0x80)))
        let rect = try #require(root.child(named: "rect"))
        #expect(rect.attributes["x"] == "-4" && rect.attributes["y"] == "-4")
        #expect(rect.attributes["width"] == "128" && rect.attributes["height"] == "68")
        #expect(rect.attributes["fill"] == "#FAFAF9")
        #expect(rect.attributes["fill-opacity"] == "0.502")
    }

    @Test func noBackgroundMeansNoRect() throws {
        #expect(try document(SampleScenes.field(background: nil)).elements(named: "rect").isEmpty)
    }

    @Test func glyphUsedThreeTimesIsDefinedOnceAndUsedThreeTimes() throws {
        var scene = list
        // A second run reuses "o" once more: three uses over two runs.
        scene.nodes.append(
            .text(
                SceneText(
                    text: "o", color: .black,
                    glyphs: [
                        SceneGlyph(key: "inter/o", outline: SampleScenes.glyphO, origin: Point(x: 50, y: 60))
                    ])))
        let root = try document(scene)
        let defs = try #require(root.child(named: "defs"))
        let definitions = defs.elements(named: "path").filter { $0.attributes["id"] == "g-inter_o" }
        #expect(definitions.count == 1)
        let uses = root.elements(named: "use").filter { $0.attributes["href"] == "#g-inter_o" }
        #expect(uses.count == 3)
        #expect(uses.allSatisfy { $0.attributes["xlink:href"] == "#g-inter_o" })
        #expect(uses.map { "\($0.attributes["x"] ?? ""),\($0.attributes["y"] ?? "")" } == ["12,26", "23.5,26", "50,60"])
    }

    @Test func emptyGlyphsAreNeitherDefinedNorPlaced() throws {
        let root = try document(list)
        #expect(root.elements(named: "use").count == 3)
        #expect(!root.allElements.contains { $0.attributes["id"]?.contains("space") == true })
    }

    @Test func glyphRunCarriesColourAndAccessibleText() throws {
        let root = try document(list)
        let run = try #require(root.allElements.first { $0.attributes["aria-label"] != nil })
        #expect(run.name == "g")
        #expect(run.attributes["aria-label"] == "olo ")
        #expect(run.attributes["role"] == "img")
        #expect(run.attributes["fill"] == "#FFFFFF")
        #expect(run.attributes["fill-opacity"] == nil)
    }

    @Test func iconRunIsLabelledWithItsAccessibleName() throws {
        let icon = DisplayList(
            bounds: Rect(x: 0, y: 0, width: 20, height: 20), scale: 1, pixelWidth: 20, pixelHeight: 20,
            background: nil, title: "Icon",
            nodes: [
                .text(
                    SceneText(
                        text: "\u{E8B6}", color: .black,
                        glyphs: [
                            SceneGlyph(key: "icons/e8b6", outline: SampleScenes.glyphO, origin: Point(x: 4, y: 16))
                        ]))
            ])
        let root = try document(icon, names: ["\u{E8B6}": "Search \"all\""])
        #expect(root.allElements.first { $0.attributes["role"] == "img" }?.attributes["aria-label"] == "Search \"all\"")
    }

    @Test func idsAreUniqueValidNamesAndFollowTheLayoutNodes() throws {
        var scene = list
        scene.nodes += [
            .group(SceneGroup(id: "field", children: [])),
            .group(SceneGroup(id: "field", children: [])),
            .group(SceneGroup(id: "field-2", children: [])),
            .group(SceneGroup(id: "3rd <cell> & \"x\"", children: [])),
            .group(SceneGroup(id: "g-inter_o", children: [])),
        ]
        let root = try document(scene)
        let ids = root.allElements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        let groupIds = root.elements(named: "g").compactMap { $0.attributes["id"] }
        #expect(groupIds == ["field", "focus_ring", "clipped", "field-2", "field-3", "field-2-2", "_3rd__cell_____x_", "g-inter_o-2"])
        let validName = /^[A-Za-z_][A-Za-z0-9_\-]*$/
        #expect(ids.allSatisfy { $0.wholeMatch(of: validName) != nil }, "\(ids)")
        // The glyph claimed its id first, so the group that would shadow it gets a suffix.
        let glyphIds = Set(root.elements(named: "use").compactMap { $0.attributes["href"] })
        #expect(glyphIds.allSatisfy { href in ids.contains(String(href.dropFirst())) })
    }

    @Test func clipsAreDefinedOnceAndReferenced() throws {
        let root = try document(list)
        let clips = root.elements(named: "clipPath")
        #expect(clips.count == 2)
        let clipped = try #require(root.elements(named: "g").first { $0.attributes["id"] == "clipped" })
        let clipIds = clips.compactMap { $0.attributes["id"] }
        #expect(clipped.attributes["clip-path"].map { clipIds.map { "url(#\($0))" }.contains($0) } == true)
        let image = try #require(root.elements(named: "image").first)
        #expect(image.attributes["clip-path"].map { clipIds.map { "url(#\($0))" }.contains($0) } == true)
        #expect(image.attributes["clip-path"] != clipped.attributes["clip-path"])
    }

    @Test func pathsCarryColourOpacityAndRule() throws {
        let root = try document(list)
        let paths = root.elements(named: "path").filter { $0.attributes["fill"] != nil }
        #expect(paths.count == 5)
        #expect(paths[0].attributes["fill"] == "#155DFC")
        #expect(paths[0].attributes["fill-opacity"] == nil)
        #expect(paths[0].attributes["fill-rule"] == nil)
        #expect(paths[1].attributes["fill"] == "#0F172A")
        #expect(paths[1].attributes["fill-opacity"] == "0.6")
        #expect(paths[1].attributes["fill-rule"] == "evenodd")
        #expect(paths[2].attributes["fill-rule"] == "evenodd")
    }

    @Test func roundedRectAndCircleAreWrittenWithArcs() throws {
        let root = try document(list)
        let paths = root.elements(named: "path").filter { $0.attributes["fill"] != nil }
        #expect(paths[0].attributes["d"] == "M16 0L84 0A16 16 0 0 1 100 16L100 24A16 16 0 0 1 84 40L16 40A16 16 0 0 1 0 24L0 16A16 16 0 0 1 16 0Z")
        #expect(paths[3].attributes["d"] == "M120 52A8 8 0 0 1 104 52A8 8 0 0 1 120 52Z")
        #expect(!(paths[3].attributes["d"] ?? "").contains("C"))
    }

    @Test func imageIsAnEmbeddedPNGStretchedOverItsFrame() throws {
        let image = try #require(try document(list).elements(named: "image").first)
        #expect(image.attributes["x"] == "60" && image.attributes["y"] == "46")
        #expect(image.attributes["width"] == "10" && image.attributes["height"] == "5")
        #expect(image.attributes["preserveAspectRatio"] == "none")
        let uri = try #require(image.attributes["xlink:href"])
        #expect(uri.hasPrefix("data:image/png;base64,"))
        let png = try #require(Data(base64Encoded: String(uri.dropFirst("data:image/png;base64,".count))))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func sameListGivesTheSameBytes() throws {
        let writer = SVGWriter(accessibleNames: ["a": "A", "b": "B", "c": "C", "olo ": "Olo"])
        let first = try writer.write(SampleScenes.field())
        for _ in 0..<5 {
            #expect(try writer.write(SampleScenes.field()) == first)
        }
        // A fresh process would hash dictionaries with another seed; concurrent writers stand in for it.
        let results = try Self.writeConcurrently(writer, count: 4)
        #expect(results.allSatisfy { $0 == first })
    }

    static func writeConcurrently(_ writer: SVGWriter, count: Int) throws -> [String] {
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: count) { _ in
            results.append((try? writer.write(SampleScenes.field())) ?? "")
        }
        return results.all
    }
}

/// Strings gathered from several threads.
private final class Results: Sendable {
    private let values = Mutex<[String]>([])

    func append(_ value: String) { values.withLock { $0.append(value) } }
    var all: [String] { values.withLock { $0 } }
}
