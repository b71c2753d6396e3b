import Foundation
import Testing
import TestSupport
import Specimen

/// Every variant's SVG, in light and dark at 1x and 2x: it parses as XML, and `rsvg-convert` (which
/// shares no code with Specimen) draws it at the same size as Specimen's PNG and nearly the same.
///
/// Metric, as in `SVGRenderingTests`: at most 0.5% of pixels may differ by more than 16/255 in any
/// premultiplied channel. Edges anti-alias differently by a few levels; a wrong shape, colour, glyph
/// or position moves whole runs of pixels and fails.
@Suite(.tags(.externalTool), ExternalTool.rsvg.gate) struct EveryVariantSVGTests {
    static let renderer = Result { try Renderer.standard() }
    static let subjects: [String] = Catalogue.standard.allConfigurations.flatMap { c in
        ["light@1", "light@2", "dark@1", "dark@2"].map { "\(c.name)|\($0)" }
    }

    @Test(arguments: subjects)
    func rsvgDrawsWhatThePNGShows(subject: String) throws {
        let parts = subject.split(separator: "|")
        let name = String(parts[0])
        let slash = try #require(name.firstIndex(of: "/"))
        let configuration = try Catalogue.standard.configuration(set: String(name[..<slash]), variant: String(name[name.index(after: slash)...]))
        let mode = parts[1].hasPrefix("light") ? ThemeMode.light : .dark
        let scale = Double(parts[1].split(separator: "@")[1])!
        let renderer = try Self.renderer.get()
        let options = RenderOptions(theme: mode, scale: scale)
        let svg = try renderer.svg(configuration, options: options)
        let tree = try XMLTree.parse(svg)
        #expect(tree.name == "svg")
        let ours = try renderer.pixmap(configuration, options: options)
        let theirs = try RSVG.render(svg, width: ours.width, height: ours.height)
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        let difference = try #require(PixelDifference(ours, theirs))
        #expect(difference.share <= SVGRenderingTests.allowedShare, "\(subject): \(difference)")
    }
}
