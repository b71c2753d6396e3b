import Foundation
import SpecimenPNG
import Testing
@testable import SpecimenGallery

/// The gallery in a real browser: every image loads, no script error, and the index is not blank.
/// Fails with a clear message when headless Chromium cannot be found or installed.
@Suite(.serialized) struct BrowserCheckTests {
    @Test func everyPageLoadsEveryImageWithoutErrors() throws {
        let folder = try SmallGallery.folder()
        for name in try SmallGallery.pages().keys.sorted() {
            let dom = try Chromium.dumpDOM(folder.appendingPathComponent(name))
            let body = try #require(dom.range(of: "<body").map { String(dom[$0.lowerBound...].prefix { $0 != ">" }) }, "\(name): no <body> in the DOM")
            #expect(body.contains("data-images-ok=\"true\""), "\(name): images did not all load: \(body)")
            #expect(body.contains("data-errors=\"0\""), "\(name): script errors: \(body)")
            let count = Fixtures.matches(of: "data-image-count=\"", in: body).first.flatMap { Int($0) } ?? 0
            // The token page shows its swatches in CSS; every other page shows pictures.
            #expect(name == "tokens.html" ? count == 0 : count > 0, "\(name): \(count) images counted")
        }
    }

    @Test func indexScreenshotIsNotBlank() throws {
        let folder = try SmallGallery.folder()
        let bytes = try Chromium.screenshot(
            folder.appendingPathComponent("index.html"),
            to: FileManager.default.temporaryDirectory.appendingPathComponent("specimen-index-\(getpid()).png"))
        let pixels = try PNGDecoder().decode(bytes)
        #expect(pixels.width == 1280)
        var colours = Set<UInt32>()
        var i = 0
        while i < pixels.data.count && colours.count <= 64 {
            colours.insert(UInt32(pixels.data[i]) << 16 | UInt32(pixels.data[i + 1]) << 8 | UInt32(pixels.data[i + 2]))
            i += 4 * 7
        }
        #expect(colours.count > 64, "the index screenshot has only \(colours.count) colours")
    }

    /// The check itself can fail: a page whose image is missing is reported.
    @Test func aMissingImageIsCaught() throws {
        let folder = try Fixtures.scratchFolder("broken")
        let html = HTMLPage.document(title: "broken", navigation: [], body: "<img src=\"nowhere.png\" width=\"10\" height=\"10\" alt=\"\">")
        try Data(html.utf8).write(to: folder.appendingPathComponent("broken.html"))
        let dom = try Chromium.dumpDOM(folder.appendingPathComponent("broken.html"))
        #expect(dom.contains("data-images-ok=\"false\""))
    }
}
