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
        /// A folder (inside Fixtures/) of the fonts the file is set in: imported with them and drawn
        /// with them in the imported folder's fonts/.
        var fonts: String? = nil
        /// A folder (inside Fixtures/) of the file's image fills, `<imageRef>.png` (`--images`).
        var images: String? = nil
        var description: String { file }
    }

    /// One of treeform/fidget2's test frames: the frame's own files response, Figma's PNG of it
    /// (`tests/frames/masters/`), its image fills and its fonts (IBM Plex Sans, Montserrat Bold, Source
    /// Sans Pro, fidget2's own copies); `floor` is the pixel share
    /// held, every box within 0.5 pt unless `boxes` says less.
    static func frame(_ name: String, _ floor: Double, boxes: Double = 1) -> Fixture {
        Fixture(
            file: "fidget2/frames/\(name).json", render: "fidget2/masters/\(name).png", scale: 1, pixelFloor: floor, boxFloor: boxes,
            fonts: "fidget2/fonts", images: "fidget2/images")
    }

    static let fixtures =
        [
            // grida's L0 fixture: a 500 x 500 white frame holding one self-intersecting vector (fill and
            // stroke geometry), fetched with ?geometry=paths, and Figma's 1x PNG of the frame.
            Fixture(file: "grida/vector-frame.response.json", render: "grida/vector-frame.png", scale: 1, pixelFloor: 0.999, boxFloor: 1),
            // A Figma Community file as grida archived it, with the thumbnail Figma rendered of its
            // "Thumbnail" frame (1920 x 960 at 800 / 1920). Fetched without geometry: the gate's vectors and
            // boolean operations are not drawn (the import reports each); the rest is, its mask (the disc's
            // red copy cut to its left half) included: 98.07%, 96.74% before masks.
            Fixture(
                file: "grida/torii-gate.file.json", render: "grida/torii-gate.thumbnail.png", scale: 800.0 / 1920.0, pixelFloor: 0.98, boxFloor: 1,
                document: "Thumbnail"),
            // Uber Light UI Kit (Figma Community), its 800 x 600 frame as fidget2 keeps it, with Figma's 1x
            // render of it from fidget2's history, set in Roboto (Debian's, kept beside the fixtures).
            Fixture(
                file: "fidget2/uber-light/UberLightUIKit.json", render: "fidget2/uber-light/UberLightUIKit.png", scale: 1, pixelFloor: 0.995,
                boxFloor: 1, fonts: "fonts-roboto"),
        ] + (ProcessInfo.processInfo.environment["SPECIMEN_FIGMA_FIDELITY"] == "all" ? frames : frames.filter { sample.contains($0.file) })

    /// The frames `make test` holds (a few seconds; `make figma-fidelity` sets SPECIMEN_FIGMA_FIDELITY=all
    /// for every one): a clipping frame whose turned child's children are placed in its turned space, a
    /// clipping frame of turned parts and image fills, an arc, a gradient text, a text in IBM Plex Sans.
    static let sample: Set<String> = ["rotation_anti", "istrolid_ship", "shape_arc", "text_gradient", "text_casing", "image_opacity"].reduce(into: []) {
        $0.insert("fidget2/frames/\($1).json")
    }

    /// fidget2's frames, each against Figma's render of it (see Fixtures/README.md for what each lacks).
    static let frames: [Fixture] = [
        frame("rect", 0.998),
        frame("round_rect", 0.998),
        frame("crazy_rect", 0.998),
        frame("polygon_hole", 0.998),
        frame("polygon_complex", 0.975),
        frame("stroke_joints", 0.998),
        frame("stroke_caps", 0.998),
        frame("stroke_crazy_rect_outside", 0.998),
        frame("stroke_align", 0.998),
        frame("bool_nested", 0.998),
        frame("bool_subtract", 0.998),
        frame("bool_exclude", 0.998),
        frame("rotations", 0.994),
        frame("rotation_anti", 0.995),
        frame("rotation_pivot", 0.992),
        frame("flips", 0.998),
        frame("rotated_rects", 0.998),
        frame("opacity_groups", 0.998),
        frame("blend_colors_alpha", 0.998),
        frame("blend_groups", 0.998),
        frame("masking_group", 0.998),
        frame("mask_in_mask", 0.998),
        frame("masking_alphas", 0.998),
        frame("shadow_xy_spread_blur", 0.998),
        frame("shadow_inner_offset", 0.998),
        frame("shadow_glow_inner", 0.998),
        frame("blur_layer_group", 0.998),
        frame("image_fill", 0.998),
        frame("image_9_patch", 0.998),
        frame("text", 0.991),
        frame("text_casing", 0.992),
        frame("pixel_lines", 0.998),
        frame("auto_layout_complex", 0.997),
        frame("constraints", 0.998),
        frame("istrolid_ship", 0.991),
        frame("shape_circle", 0.995),
        frame("shape_arc", 0.998),
        frame("gradient_linear", 0.999),
        frame("shadow_text", 0.995, boxes: 0.5),
        frame("stroke_align_shape", 0.998),
        frame("text_gradient", 0.999),
        frame("image_opacity", 0.998),
        frame("fx_image_only_shadow_x", 0.985),
        frame("image_crop", 0.995),
        frame("image_tile", 0.993),
        frame("image_fit", 0.999),
        frame("masking_text", 0.995),
        frame("fx_image_only_blur_xy", 0.987),
        frame("fx_image_only_shadow_y", 0.987),
        frame("image_flips", 0.999),
    ]

    /// `file` imported as `import figma FILE --fonts DIR --images DIR` does, into a new temporary folder
    /// (the caller removes it) with the fixture's fonts in its fonts/, read back as a design system.
    static func imported(_ file: FigmaFile, _ fixture: Fixture) throws -> (URL, DesignSystemFolder, FigmaImporter.Result) {
        let fonts = fixture.fonts.map { FigmaFixtures.folder.appendingPathComponent($0) }
        let images = fixture.images.map { FigmaFixtures.folder.appendingPathComponent($0) }
        let result = try FigmaImporter(fontFolders: FigmaImportTests.fonts + (fonts.map { [$0] } ?? []), imageFolder: images).run(
            file, only: [], variables: nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-fidelity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        for file in result.files { try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name)) }
        for image in result.images { try Data(image.bytes).write(to: folder.appendingPathComponent(image.name)) }
        if let fonts {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
            for face in try FileManager.default.contentsOfDirectory(atPath: fonts.path) where face.hasSuffix(".ttf") {
                try FileManager.default.copyItem(at: fonts.appendingPathComponent(face), to: folder.appendingPathComponent("fonts/" + face))
            }
        }
        return (folder, try DesignSystemFolder(url: folder), result)
    }

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
        let (folder, system, result) = try Self.imported(file, fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A fixture that keeps its fonts keeps every one it uses: none is drawn in a substitute.
        #expect(result.missingFonts.isEmpty || fixture.fonts == nil, "\(result.missingFonts)")
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
