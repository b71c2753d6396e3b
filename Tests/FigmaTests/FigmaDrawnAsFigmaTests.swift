import Foundation
import Specimen
import SpecimenDocument
import SpecimenFigma
import SpecimenPNG
import Testing

/// What fidget2's frames showed Specimen drawing otherwise than Figma, each on a file of its own: a
/// clipping frame's overflow, a multi-line text's layer opacity, a gradient text, an arc.
@Suite struct FigmaDrawnAsFigmaTests {
    /// `json` (one top-level frame) imported and drawn at 1x over nothing.
    static func drawn(_ json: String) throws -> (pixmap: Pixmap, result: FigmaImporter.Result) {
        let file = try FigmaFile.parse(Data(json.utf8), source: "drawn.json")
        let (folder, system, result) = try FigmaDocumentCheckTests.imported(file)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [system])
        var options = RenderOptions()
        options.background = .transparent
        let set = try renderer.catalogue.set(named: try #require(result.documents.first))
        return (try renderer.pixmap(ComponentConfiguration(set: set), options: options), result)
    }

    static func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        #""absoluteBoundingBox": {"x": \#(x), "y": \#(y), "width": \#(w), "height": \#(h)}"#
    }

    static func page(_ frame: String) -> String {
        #"{"name": "Drawn", "document": {"id": "0:0", "type": "DOCUMENT", "name": "D", "children": [{"id": "0:1", "type": "CANVAS", "name": "P", "children": [\#(frame)]}]}}"#
    }

    static let black = #"{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}"#

    /// A 100 x 100 frame that clips a 300 x 300 square 50 pt up and left: the picture is the frame's
    /// 100 x 100, as Figma exports it (it was 300 x 300, the square's overflow included, and a root
    /// without a fill of its own did not clip at all). Without the clip the overflow is drawn and counted.
    @Test(arguments: [true, false]) func aClippingFramesOverflowDoesNotGrowThePicture(_ clips: Bool) throws {
        let json = Self.page(
            #"{"id": "1:1", "type": "FRAME", "name": "Clip", "clipsContent": \#(clips), \#(Self.box(0, 0, 100, 100)), "children": [{"id": "1:2", "type": "RECTANGLE", "name": "Big", \#(Self.box(-50, -50, 300, 300)), "fills": [\#(Self.black)]}]}"#
        )
        let (pixmap, _) = try Self.drawn(json)
        #expect(pixmap.width == (clips ? 100 : 300) && pixmap.height == (clips ? 100 : 300), "\(pixmap.width) x \(pixmap.height)")
    }

    /// A two-line text at layer opacity 0.25 is drawn at that opacity (its lines were drawn opaque: a
    /// paragraph's node dropped its own paints, its layer's opacity, turn and mask among them).
    @Test func aMultiLineTextKeepsItsLayersOpacity() throws {
        let text =
            #"{"id": "1:2", "type": "TEXT", "name": "Two", "opacity": 0.25, \#(Self.box(10, 10, 80, 60)), "characters": "Line one\nLine two", "fills": [\#(Self.black)], "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 16, "lineHeightPx": 20, "textAutoResize": "WIDTH_AND_HEIGHT"}}"#
        let (pixmap, _) = try Self.drawn(Self.page(#"{"id": "1:1", "type": "FRAME", "name": "Frame", \#(Self.box(0, 0, 100, 100)), "children": [\#(text)]}"#))
        let alphas = stride(from: 3, to: pixmap.data.count, by: 4).map { Int(pixmap.data[$0]) }
        let darkest = alphas.max() ?? 0
        #expect(darkest > 40 && darkest <= 66, "\(darkest)")
    }

    /// A text whose only fill is a gradient is drawn in it, placed in the text's box as Figma places it
    /// (red at the box's start, blue at its end), with no note (it was drawn in the stops' mean colour,
    /// and before that had no colour, so the imported folder did not render); one with no visible fill
    /// is drawn clear, and says so.
    @Test func aTextWithoutASolidFillIsDrawnAndReported() throws {
        let gradient =
            #"{"type": "GRADIENT_LINEAR", "gradientHandlePositions": [{"x": 0, "y": 0.5}, {"x": 1, "y": 0.5}, {"x": 0, "y": 1}], "gradientStops": [{"color": {"r": 1, "g": 0, "b": 0, "a": 1}, "position": 0}, {"color": {"r": 0, "g": 0, "b": 1, "a": 1}, "position": 1}]}"#
        func text(_ id: String, _ fills: String) -> String {
            #"{"id": "\#(id)", "type": "TEXT", "name": "T\#(id)", \#(Self.box(10, 10, 80, 20)), "characters": "Gradient", "fills": [\#(fills)], "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 16, "lineHeightPx": 20}}"#
        }
        let json = Self.page(#"{"id": "1:1", "type": "FRAME", "name": "Frame", \#(Self.box(0, 0, 100, 100)), "children": [\#(text("1:2", gradient)), \#(text("1:3", ""))]}"#)
        let (pixmap, result) = try Self.drawn(json)
        #expect(!result.dropped.contains { $0.contains("T1:2") }, "\(result.dropped)")
        #expect(result.dropped.contains { $0.contains("T1:3") && $0.contains("no visible fill drawn clear") }, "\(result.dropped)")
        // The glyphs' opaque pixels (the text "Gradient" lies in x 10...76): red where the text
        // starts, blue where it ends.
        var first: (x: Int, red: Int, blue: Int)?, last: (x: Int, red: Int, blue: Int)?
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let i = (y * pixmap.width + x) * 4
                guard pixmap.data[i + 3] == 255 else { continue }
                let here = (x: x, red: Int(pixmap.data[i]), blue: Int(pixmap.data[i + 2]))
                if first.map({ x < $0.x }) ?? true { first = here }
                if last.map({ x > $0.x }) ?? true { last = here }
            }
        }
        let start = try #require(first), end = try #require(last)
        #expect(start.x < 14 && start.red > 200 && start.blue < 60, "\(start)")
        #expect(end.x > 60 && end.blue > end.red + 60, "\(end)")
    }

    /// An ELLIPSE cut by its arcData is drawn from its fillGeometry; without geometry it is its whole
    /// ellipse, reported.
    @Test func anArcIsDrawnFromItsGeometry() throws {
        func ellipse(_ geometry: String) -> String {
            #"{"id": "1:2", "type": "ELLIPSE", "name": "Arc", \#(Self.box(0, 0, 100, 100)), "fills": [\#(Self.black)], "arcData": {"startingAngle": 0, "endingAngle": 3.14159, "innerRadius": 0}\#(geometry)}"#
        }
        let half = #", "fillGeometry": [{"path": "M100 50C100 77.6 77.6 100 50 100C22.4 100 0 77.6 0 50L100 50Z", "windingRule": "NONZERO"}]"#
        let (cut, _) = try Self.drawn(Self.page(#"{"id": "1:1", "type": "FRAME", "name": "Frame", \#(Self.box(0, 0, 100, 100)), "children": [\#(ellipse(half))]}"#))
        // The top half is empty, the bottom half drawn.
        #expect(cut.data[(25 * 100 + 50) * 4 + 3] == 0 && cut.data[(75 * 100 + 50) * 4 + 3] == 255)
        let (whole, result) = try Self.drawn(Self.page(#"{"id": "1:1", "type": "FRAME", "name": "Frame", \#(Self.box(0, 0, 100, 100)), "children": [\#(ellipse(""))]}"#))
        #expect(whole.data[(25 * 100 + 50) * 4 + 3] == 255)
        #expect(result.dropped.contains { $0.contains("arc (arcData) drawn as its whole ellipse") }, "\(result.dropped)")
    }

    /// A font file named otherwise than `Family-Style` (fidget2's `IBMPlexMono.ttf`, Carbon's
    /// `IBMPlexSans-Variable.ttf`) is found by the family its own names give, as the renderer finds
    /// it: the import no longer reports it missing and "drawn in Inter" while it is drawn in its font,
    /// and a weight the family lacks is reported drawn in the family's nearest face.
    @Test func aFontFileIsFoundByItsOwnFamilyName() throws {
        let plex = FigmaFixtures.root.appendingPathComponent("Tests/TextTests/Conformance/CarbonText/fonts")
        let text =
            #"{"id": "1:2", "type": "TEXT", "name": "Plex", \#(Self.box(0, 0, 80, 20)), "characters": "Plex", "fills": [\#(Self.black)], "style": {"fontFamily": "IBM Plex Sans", "fontWeight": 600, "fontSize": 16, "lineHeightPx": 20}}"#
        let file = try FigmaFile.parse(
            Data(Self.page(#"{"id": "1:1", "type": "FRAME", "name": "Frame", \#(Self.box(0, 0, 100, 100)), "children": [\#(text)]}"#).utf8), source: "plex.json")
        let without = try FigmaImporter(fontFolders: FigmaImportTests.fonts).run(file, only: [], variables: nil)
        #expect(without.missingFonts.count == 1 && without.missingFonts[0].hasPrefix("font IBM Plex Sans SemiBold (600)"), "\(without.missingFonts)")
        let with = try FigmaImporter(fontFolders: FigmaImportTests.fonts + [plex]).run(file, only: [], variables: nil)
        #expect(with.missingFonts.isEmpty, "\(with.missingFonts)")
        // A weight past the file's wght axis (100 to 700) is drawn in the family's nearest face, and said so.
        let heavy = try FigmaFile.parse(
            Data(
                Self.page(#"{"id": "1:1", "type": "FRAME", "name": "Frame", \#(Self.box(0, 0, 100, 100)), "children": [\#(text.replacingOccurrences(of: "600", with: "800"))]}"#)
                    .utf8),
            source: "plex.json")
        let past = try FigmaImporter(fontFolders: FigmaImportTests.fonts + [plex]).run(heavy, only: [], variables: nil)
        #expect(past.missingFonts.count == 1 && past.missingFonts[0].contains("ExtraBold (800) is not in"), "\(past.missingFonts)")
        #expect(past.missingFonts.first?.contains("drawn in IBM Plex Sans's nearest weight;") == true, "\(past.missingFonts)")
        // Listed in a fixed order, probed once per import: the same folders give the same bytes.
        let again = try FigmaImporter(fontFolders: FigmaImportTests.fonts + [plex]).run(file, only: [], variables: nil)
        #expect(again.files.map(\.text) == with.files.map(\.text))
    }
}
