import Foundation
import Specimen
import SpecimenDocument
import SpecimenFigma
import SpecimenPNG
import Testing

/// Specimen's picture of an imported Figma file beside Figma's own render of the same node (the PNG
/// `GET /v1/images` returned, committed beside the file by the project that keeps it as a fixture),
/// and Specimen's boxes beside Figma's. `make figma-fidelity` prints the table; `make test` runs it.
@Suite struct FigmaFidelityTests {
    /// A fixture with Figma's render: the response, the PNG, the scale Figma rendered it at, and the
    /// floors the test holds (share of pixels within 16/255, share of nodes within 0.5 pt).
    struct Fixture: Sendable, CustomStringConvertible {
        let file: String
        let render: String
        let scale: Double
        let pixelFloor: Double
        let boxFloor: Double
        var description: String { file }
    }

    static let fixtures = [
        // grida's L0 fixture: a 500 x 500 white frame holding one self-intersecting vector (fill and
        // stroke geometry), fetched with ?geometry=paths, and Figma's 1x PNG of the frame.
        Fixture(file: "grida/vector-frame.response.json", render: "grida/vector-frame.png", scale: 1, pixelFloor: 0.999, boxFloor: 1)
    ]

    /// How far a channel may differ, out of 255: antialiasing differs between any two rasterizers by
    /// a few steps on edges, and a wrong colour or a missing shape by far more.
    static let channelTolerance = 16

    /// Both pixmaps over white, as a person sees them; the share of pixels whose every channel is
    /// within `channelTolerance`. Different sizes agree on nothing.
    static func agreement(_ a: Pixmap, _ b: Pixmap) -> Double {
        guard a.width == b.width, a.height == b.height else { return 0 }
        var within = 0
        for i in stride(from: 0, to: a.data.count, by: 4) {
            let alphaA = Int(a.data[i + 3]), alphaB = Int(b.data[i + 3])
            let close = (0..<3).allSatisfy { c in abs((Int(a.data[i + c]) + 255 - alphaA) - (Int(b.data[i + c]) + 255 - alphaB)) <= channelTolerance }
            if close { within += 1 }
        }
        return Double(within) / Double(a.width * a.height)
    }

    @Test(arguments: fixtures) func specimenDrawsWhatFigmaDraws(_ fixture: Fixture) throws {
        let file = try FigmaFile.read(path: FigmaFixtures.path(fixture.file))
        let (folder, system, result) = try FigmaDocumentCheckTests.imported(file)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [system])
        let set = try renderer.catalogue.set(named: try #require(result.documents.first))
        var options = RenderOptions()
        options.scale = fixture.scale
        options.background = .transparent
        let ours = try renderer.pixmap(ComponentConfiguration(set: set), options: options)
        let figma = try PNGDecoder().decodeImage(Array(try FigmaFixtures.bytes(fixture.render))).pixmap
        let pixels = Self.agreement(ours, figma)
        let (report, _) = try FigmaDocumentCheck().check(file, designSystems: [system], home: SpecimenHome.locate())
        let nodes = report.roots.flatMap(\.nodes)
        let boxes = Double(nodes.filter(\.agrees).count) / Double(max(1, nodes.count))
        print(
            "fidelity | \(fixture.file) | \(ours.width) x \(ours.height) | pixels within 16/255: \(String(format: "%.2f", pixels * 100))% | boxes within 0.5 pt: \(nodes.filter(\.agrees).count) / \(nodes.count)"
        )
        #expect(pixels >= fixture.pixelFloor, "\(pixels)")
        #expect(boxes >= fixture.boxFloor, "\(boxes)")
    }

    /// The measure itself: a picture agrees with itself wholly, and not with one whose shape moved.
    @Test func theMeasureSeesAShapeMove() throws {
        var a = try #require(Pixmap(width: 10, height: 10, fill: .clear))
        var b = a
        for x in 0..<5 { for y in 0..<10 { a.data[(y * 10 + x) * 4 + 3] = 255 } }
        for x in 5..<10 { for y in 0..<10 { b.data[(y * 10 + x) * 4 + 3] = 255 } }
        #expect(Self.agreement(a, a) == 1)
        #expect(Self.agreement(a, b) == 0)
        #expect(Self.agreement(a, try #require(Pixmap(width: 5, height: 10))) == 0)
    }
}
