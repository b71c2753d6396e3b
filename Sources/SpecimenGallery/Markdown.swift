import CCmarkGFM
import Foundation

/// A design system's prose: CommonMark with GitHub's tables, strikethrough, autolinks and task
/// lists, through cmark-gfm (GitHub's own fork of the CommonMark reference implementation, packaged
/// by Debian). Raw HTML in the source is dropped, so prose cannot put a script or a style in a page.
enum Markdown {
    /// `text` as HTML, its headings moved `below` levels down (at most to h6): prose sits under a
    /// page's own h1 (and a section's h2), and a page has one h1.
    static func html(_ text: String, headingsBelow below: Int = 1) -> String {
        var html = render(text, plain: false)
        guard below > 0 else { return html }
        for level in stride(from: 6, through: 1, by: -1) {
            let to = min(6, level + below)
            html = html.replacingOccurrences(of: "<h\(level)>", with: "<h\(to)>").replacingOccurrences(of: "</h\(level)>", with: "</h\(to)>")
        }
        return html
    }

    /// `text` as plain text (markup gone, words kept), for the search index.
    static func plainText(_ text: String) -> String { render(text, plain: true) }

    private static func render(_ text: String, plain: Bool) -> String {
        var source = text
        return source.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return "" }
            let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let out = specimen_markdown_render(pointer, bytes.count, plain ? 1 : 0) else { return "" }
            defer { free(out) }
            return String(cString: out)
        }
    }
}
