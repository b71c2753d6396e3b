import Foundation
import SpecimenPDF
import SpecimenRaster
import Testing
import TestSupport
import Specimen

/// Every variant as PDF, light and dark, drawn by poppler and compared with Specimen's own pixels:
/// at most 0.5% of pixels may differ by more than 16/255.
///
/// All variants of a theme and scale go in one document (a page each, every page its variant's
/// bounds), so poppler starts once per document instead of once per picture.
///
/// Two of poppler's rasterizers read the same file. `pdftocairo` is compared at the PNG's own
/// resolution. `pdftoppm` (poppler's Splash) anti-aliases with 4×4 samples per pixel, so a thin
/// glyph stem that falls between two sample rows comes out up to half a level off; at the PNG's
/// resolution that alone puts 2.5 to 4.3% of a 1x picture's pixels over 16/255 however exact the
/// PDF is. It is therefore drawn at 4× the resolution and each 4×4 block averaged (16×16 samples a
/// pixel, near the exact area Specimen's rasterizer computes) before the same comparison.
@Suite(.tags(.externalTool), ExternalTool.poppler.gate) struct EveryVariantPDFTests {
    static let allowedShare = 0.005
    static let renderer = Result { try Renderer.standard() }

    static func lists(_ mode: ThemeMode, _ scale: Double) throws -> [DisplayList] {
        let renderer = try renderer.get()
        return try Catalogue.standard.allConfigurations.map { try renderer.displayList($0, options: RenderOptions(theme: mode, scale: scale)) }
    }

    @Test(arguments: [(ThemeMode.light, 1.0), (.dark, 1.0)])
    func pdftocairoDrawsWhatThePNGShows(mode: ThemeMode, scale: Double) throws {
        let lists = try Self.lists(mode, scale)
        let pages = try Poppler.pages(try PDFWriter().write(pages: lists), dpi: 72 * scale, tool: "pdftocairo")
        try Self.compare(lists, pages, factor: 1, name: "pdftocairo \(mode)@\(scale)x")
    }

    @Test(arguments: [ThemeMode.light, .dark])
    func pdftoppmDrawsWhatThePNGShows(mode: ThemeMode) throws {
        let lists = try Self.lists(mode, 1)
        let pages = try Poppler.pages(try PDFWriter().write(pages: lists), dpi: 72 * 4)
        try Self.compare(lists, pages, factor: 4, name: "pdftoppm \(mode)@1x")
    }

    static func compare(_ lists: [DisplayList], _ pages: [Pixmap], factor: Int, name: String) throws {
        let configurations = Catalogue.standard.allConfigurations
        try #require(pages.count == lists.count)
        var worst = 0.0
        for (index, list) in lists.enumerated() {
            let ours = Rasterizer().render(list)
            let theirs = try #require(
                pages[index].boxAveraged(by: factor, width: ours.width, height: ours.height),
                "\(configurations[index].name): poppler's page is \(pages[index].width)x\(pages[index].height)")
            #expect(pages[index].width / factor == ours.width && pages[index].height / factor == ours.height, "\(configurations[index].name)")
            let difference = try #require(PageDifference(ours, theirs))
            worst = max(worst, difference.share)
            #expect(difference.share <= allowedShare, "\(configurations[index].name) \(name): \(difference)")
        }
        print("PDF vs PNG, \(name): worst \((worst * 10_000).rounded() / 100)%")
    }
}
