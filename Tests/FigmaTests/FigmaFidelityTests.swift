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
        /// The imported document Figma's render shows (nil: the first).
        var document: String? = nil
        var description: String { file }
    }

    static let fixtures = [
        // grida's L0 fixture: a 500 x 500 white frame holding one self-intersecting vector (fill and
        // stroke geometry), fetched with ?geometry=paths, and Figma's 1x PNG of the frame.
        Fixture(file: "grida/vector-frame.response.json", render: "grida/vector-frame.png", scale: 1, pixelFloor: 0.999, boxFloor: 1),
        // A Figma Community file as grida archived it, with the thumbnail Figma rendered of its
        // "Thumbnail" frame (1920 x 960 at 800 / 1920). Fetched without geometry: the gate's vectors and
        // boolean operations are not drawn (the import reports each); the rest is, its mask (the disc's
        // red copy cut to its left half) included: 98.07%, 96.74% before masks.
        Fixture(
            file: "grida/torii-gate.file.json", render: "grida/torii-gate.thumbnail.png", scale: 800.0 / 1920.0, pixelFloor: 0.98, boxFloor: 0.94,
            document: "Thumbnail"),
    ]

    /// `pixmap` made `width` x `height` by averaging the area each new pixel covers, over white: a
    /// render smaller than Specimen's least scale (0.5) is compared with Specimen's 1x picture reduced
    /// as an image viewer reduces it.
    static func reduced(_ pixmap: Pixmap, width: Int, height: Int) throws -> Pixmap {
        var out = try #require(Pixmap(width: width, height: height, fill: .clear))
        let fx = Double(pixmap.width) / Double(width), fy = Double(pixmap.height) / Double(height)
        func overlap(_ a: Double, _ b: Double, _ i: Int) -> Double { max(0, min(b, Double(i + 1)) - max(a, Double(i))) }
        for y in 0..<height {
            let y0 = Double(y) * fy, y1 = y0 + fy
            for x in 0..<width {
                let x0 = Double(x) * fx, x1 = x0 + fx
                var sum = [0.0, 0.0, 0.0], area = 0.0
                for sy in Int(y0)..<min(pixmap.height, Int(y1.rounded(.up))) {
                    let wy = overlap(y0, y1, sy)
                    for sx in Int(x0)..<min(pixmap.width, Int(x1.rounded(.up))) {
                        let w = wy * overlap(x0, x1, sx), i = (sy * pixmap.width + sx) * 4
                        let alpha = Int(pixmap.data[i + 3])
                        for c in 0..<3 { sum[c] += w * Double(Int(pixmap.data[i + c]) + 255 - alpha) }
                        area += w
                    }
                }
                let o = (y * width + x) * 4
                for c in 0..<3 { out.data[o + c] = UInt8(max(0, min(255, (sum[c] / area).rounded()))) }
                out.data[o + 3] = 255
            }
        }
        return out
    }

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
        let set = try renderer.catalogue.set(named: try #require(fixture.document ?? result.documents.first))
        var options = RenderOptions()
        options.scale = max(fixture.scale, RenderOptions.scaleRange.lowerBound) == fixture.scale ? fixture.scale : 1
        options.background = .transparent
        let figma = try PNGDecoder().decodeImage(Array(try FigmaFixtures.bytes(fixture.render))).pixmap
        var ours = try renderer.pixmap(ComponentConfiguration(set: set), options: options)
        if options.scale != fixture.scale { ours = try Self.reduced(ours, width: figma.width, height: figma.height) }
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
