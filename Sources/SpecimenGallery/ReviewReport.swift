import Foundation
import SpecimenFiles
import SpecimenPNG
import SpecimenReports

/// Writes a token review as a static page: the tokens that changed (resolved value before -> after),
/// then every changed variant with before, after and the difference, and a count of the rest.
package enum ReviewReport {
    /// Writes `index.html` and `images/` into `folder` (made and checked by `OutputPolicy`, created when
    /// missing) and returns the paths written, relative to it.
    @discardableResult
    package static func write(_ result: ReviewResult, to folder: URL) throws -> [String] {
        try write(result, to: OutputPolicy().folder(folder.path))
    }

    /// Writes `index.html` and `images/` into a folder the output rule opened.
    @discardableResult
    package static func write(_ result: ReviewResult, to folder: OutputFolder) throws -> [String] {
        try folder.folder("images")
        var written: [String] = []
        var sections = ""
        for item in result.changed {
            let stem = "images/\(Slug.make(item.configuration.set.name))-\(Slug.make(item.configuration.variant.name))-\(item.mode.rawValue)"
            let width = max(item.before.width, item.after.width), height = max(item.before.height, item.after.height)
            let difference = DiffImage.differencePanel(expected: item.before, actual: item.after, width: width, height: height, maxChannelDelta: 0)
            var figures = ""
            for (title, pixmap, suffix) in [
                ("Before", Optional(item.before), "before"), ("After", Optional(item.after), "after"),
                ("Difference", difference, "difference"),
            ] {
                guard let pixmap else { continue }
                let path = "\(stem)-\(suffix).png"
                try AtomicFile.write(try PNGEncoder().encode(pixmap, pixelsPerPoint: result.scale), to: try folder.file(path), durability: folder.policy.durability)
                written.append(path)
                let points = (Int((Double(pixmap.width) / result.scale).rounded(.up)), Int((Double(pixmap.height) / result.scale).rounded(.up)))
                figures +=
                    "<figure class=\"\(item.mode.rawValue)\"><img src=\"\(HTMLPage.escape(path))\" width=\"\(points.0)\" height=\"\(points.1)\" "
                    + "alt=\"\(HTMLPage.escape("\(item.configuration.name), \(item.mode.rawValue), \(suffix)"))\"><figcaption>\(title)</figcaption></figure>"
            }
            sections +=
                "<section class=\"variant\"><h2>\(HTMLPage.escape(item.configuration.name)) · \(item.mode.rawValue)</h2>"
                + "<p class=\"lede\">\(item.differingPixels) pixels differ at \(RedlineOverlay.format(result.scale))x.</p>"
                + "<div class=\"diff\">\(figures)</div></section>\n"
        }
        var tokens = "<tr><th>Theme</th><th>Token</th><th>Before</th><th>After</th></tr>"
        for change in result.tokenChanges {
            tokens +=
                "<tr><td>\(HTMLPage.escape(change.theme))</td><td><code>\(HTMLPage.escape(change.path.description))</code></td>"
                + "<td><code>\(HTMLPage.escape(change.before))</code></td><td><code>\(HTMLPage.escape(change.after))</code></td></tr>"
        }
        let body =
            "<p class=\"lede\">\(HTMLPage.escape(summary(result)))</p>\n<h2>Tokens that changed</h2>\n<div class=\"table-scroll\"><table>\(tokens)</table></div>\n"
            + "<h2>Variants that changed</h2>\n" + (sections.isEmpty ? "<p>None.</p>\n" : sections)
        let html = HTMLPage.document(title: "Token review", navigation: [("Review", "index.html")], body: body)
        try AtomicFile.write(Array(html.utf8), to: try folder.file("index.html"), durability: folder.policy.durability)
        written.append("index.html")
        return written
    }

    /// `2 tokens changed; 9 of 120 pictures changed (7 variants); 111 unchanged.`
    package static func summary(_ result: ReviewResult) -> String {
        let total = result.changed.count + result.unchangedCount
        return "\(Count.of(result.tokenChanges.count, "token value")) changed; \(result.changed.count) of \(Count.of(total, "picture")) changed "
            + "(\(Count.of(result.changedConfigurations.count, "variant")), light and dark counted apart); \(result.unchangedCount) unchanged."
    }
}
