import Foundation
import Pixels
import Specimen
import SpecimenDocument
import SpecimenPDF
import SpecimenPNG
import SpecimenRaster
import SpecimenSVG
import Testing

/// One component document drawn four ways at 2x: by Specimen's rasterizer, by rsvg-convert and resvg
/// from Specimen's SVG, and by pdftocairo from its PDF, with each picture's share of pixels off by more
/// than 16/255 from the rasterizer's.
struct DocumentRendering {
    /// The rasterizer's pixels.
    let ours: Pixmap
    /// The SVG written from the same display list.
    let svg: String
    /// rsvg-convert's share of pixels off.
    let rsvg: PixelDifference
    /// resvg's share off from Specimen, and rsvg-convert's from resvg (nil without resvg).
    let resvg: (ours: PixelDifference, rsvg: PixelDifference)?
    /// pdftocairo's share off (nil without pdftocairo).
    let pdf: PixelDifference?

    /// `document` (one `.component.json`) laid out and drawn at 2x, beside `images` (each written as a PNG
    /// at its path inside the document's folder, as an image fill names it).
    init(_ document: String, name: String, images: [String: Pixmap] = [:]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, pixmap) in images.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(try PNGEncoder().encode(pixmap, pixelsPerPoint: 1)).write(to: file)
        }
        try Data(document.utf8).write(to: folder.appendingPathComponent("\(name).component.json"))
        let documents = try DesignSystemFolder(url: folder).documents
        let tree = try LayoutEngine(text: try TextEngine.shared()).layout(try #require(documents.first), components: documents)
        let renderer = try Renderer.standard()
        let list = try renderer.rendering(tree, options: RenderOptions(scale: 2)).displayList
        ours = renderer.rasterizer.render(list)
        svg = try renderer.svgWriter.write(list.flatteningForSVG(rasterizer: renderer.rasterizer))
        let cairo = try RSVG.render(svg, width: list.pixelWidth, height: list.pixelHeight)
        let pixels = ours
        rsvg = try #require(PixelDifference(pixels, cairo, threshold: 16))
        if let theirs = try Resvg.render(svg, width: list.pixelWidth, height: list.pixelHeight) {
            resvg = (try #require(PixelDifference(pixels, theirs, threshold: 16)), try #require(PixelDifference(cairo, theirs, threshold: 16)))
        } else {
            resvg = nil
        }
        let pdfPixels = try PDFToPNG.render(try PDFWriter().write(list.flatteningBlurs(rasterizer: renderer.rasterizer)), dpi: 144)
        if let pdfPixels { pdf = try #require(PixelDifference(pixels, pdfPixels, threshold: 16)) } else { pdf = nil }
        if let out = ProcessInfo.processInfo.environment["SPECIMEN_COMPOSITING_OUT"], let pdfPixels {
            try Data(try PNGEncoder().encode(pdfPixels, pixelsPerPoint: 2)).write(to: URL(fileURLWithPath: out).appendingPathComponent("\(name)-pdf.png"))
        }
        if let out = ProcessInfo.processInfo.environment["SPECIMEN_COMPOSITING_OUT"] {
            let place = URL(fileURLWithPath: out)
            try Data(try PNGEncoder().encode(ours, pixelsPerPoint: 2)).write(to: place.appendingPathComponent("\(name).png"))
            try Data(try PNGEncoder().encode(cairo, pixelsPerPoint: 2)).write(to: place.appendingPathComponent("\(name)-rsvg.png"))
            try Data(svg.utf8).write(to: place.appendingPathComponent("\(name).svg"))
        }
    }

    /// Holds rsvg-convert and pdftocairo to `share` of pixels off, and resvg to no more off from
    /// Specimen than from rsvg-convert plus `share`.
    func expectAgreement(within share: Double, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["SPECIMEN_COMPOSITING_OUT"] != nil {
            print("measured \(name): rsvg \(rsvg); resvg \(resvg.map { "\($0.ours) (rsvg-resvg \($0.rsvg))" } ?? "-"); pdf \(pdf.map { "\($0)" } ?? "-")")
        }
        #expect(rsvg.share <= share, "rsvg-convert, \(name): \(rsvg)", sourceLocation: sourceLocation)
        if let resvg {
            #expect(resvg.ours.share <= resvg.rsvg.share + share, "resvg, \(name): \(resvg.ours); rsvg-convert against resvg: \(resvg.rsvg)", sourceLocation: sourceLocation)
        }
        if let pdf { #expect(pdf.share <= share, "pdftocairo, \(name): \(pdf)", sourceLocation: sourceLocation) }
    }

    /// The colour the rasterizer drew at a point (in points, 2 pixels each).
    func at(_ x: Double, _ y: Double) -> PremultipliedColor { ours[Int(x * 2), Int(y * 2)] }
}
