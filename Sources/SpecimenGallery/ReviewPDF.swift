import Foundation
import SpecimenPDF
import SpecimenReports

/// A token review as one PDF: the summary, each token whose value changed (with swatches), then
/// every changed picture as before, after and difference, with a bookmark per changed variant.
package enum ReviewPDF {
    package static func pdf(_ result: ReviewResult, renderer: Renderer) throws -> [UInt8] {
        guard let first = Catalogue.standard.sets.first else { throw RenderError.unknownFormat("an empty catalogue") }
        var document = try DocumentPages(renderer: renderer, title: "Token review", set: first)
        document.title("Token review")
        document.paragraph(ReviewReport.summary(result), secondary: true)
        document.heading("Tokens that changed")
        if result.tokenChanges.isEmpty { document.paragraph("None.") }
        for change in result.tokenChanges {
            let colors = [change.before, change.after].compactMap { Color(hex: $0) }
            document.swatchLine(colors, "\(change.theme)  \(change.path)  \(change.before) -> \(change.after)")
        }
        // The section's heading opens the first changed picture's page, so it never stands alone at
        // the foot of the summary's page.
        if !result.changed.isEmpty { document.breakPage() }
        document.heading("Variants that changed")
        if result.changed.isEmpty { document.paragraph("None.") }
        var marks: [(String, Int)] = []
        for (index, item) in result.changed.enumerated() {
            // Each picture starts where the pages so far end, so its bookmark knows its page.
            if index > 0 { document.breakPage() }
            marks.append(("\(item.configuration.name) · \(item.mode.rawValue)", document.pages.count))
            document.heading("\(item.configuration.name) · \(item.mode.rawValue)")
            document.paragraph("\(item.differingPixels) pixels differ at \(RedlineOverlay.format(result.scale))x.", secondary: true)
            let width = max(item.before.width, item.after.width), height = max(item.before.height, item.after.height)
            var pictures = [(caption: "Before", pixmap: item.before, scale: result.scale), (caption: "After", pixmap: item.after, scale: result.scale)]
            if let difference = DiffImage.differencePanel(expected: item.before, actual: item.after, width: width, height: height, maxChannelDelta: 0) {
                pictures.append((caption: "Difference", pixmap: difference, scale: result.scale))
            }
            document.pictures(pictures)
        }
        let pages = document.finish()
        let bookmarks = [PDFBookmark(title: "Summary", page: 0)] + marks.map { PDFBookmark(title: $0.0, page: min($0.1, pages.count - 1)) }
        return try PDFWriter(title: "Token review").write(pages: pages.map { $0.flatteningBlurs(rasterizer: renderer.rasterizer) }, bookmarks: bookmarks)
    }
}
