import SpecimenScene

/// A bookmark in a PDF's outline: a title, the page it opens (0-based), and bookmarks under it.
package struct PDFBookmark: Sendable, Hashable {
    /// What the viewer's outline shows.
    package var title: String
    /// The page it opens, 0-based.
    package var page: Int
    /// The bookmarks nested under it, in order.
    package var children: [PDFBookmark]

    /// A bookmark titled `title` opening `page`, with `children` under it.
    package init(title: String, page: Int, children: [PDFBookmark] = []) {
        self.title = title
        self.page = page
        self.children = children
    }
}

/// Writes display lists as a PDF: one page per list, each the list's bounds in points.
///
/// Paths, glyph outlines and clips stay vectors; images (the blurred backdrop, a photo) become image
/// XObjects; every text run is searchable and selectable through an invisible text layer
/// (``PDFTextFonts`` says why). The same lists give the same bytes: there is no date, no random
/// file id, and streams are compressed at a fixed zlib level.
package struct PDFWriter: Sendable {
    /// The document's title (the viewer's window title); the first page's title when `nil`.
    package var title: String?

    /// A writer whose documents are titled `title` (the first page's title when `nil`).
    package init(title: String? = nil) {
        self.title = title
    }

    /// A one-page PDF of `list`.
    package func write(_ list: DisplayList) throws -> [UInt8] {
        try write(pages: [list])
    }

    /// A PDF with a page per list, in order, and `bookmarks` as its outline.
    ///
    /// - Throws: ``PDFWriterError`` when there are no pages, a page is empty, a bookmark names a
    ///   page that does not exist, or a coordinate is not finite.
    package func write(pages: [DisplayList], bookmarks: [PDFBookmark] = []) throws -> [UInt8] {
        guard !pages.isEmpty else { throw PDFWriterError.invalidCanvas("a document needs at least one page") }
        var file = PDFFile()
        let catalog = file.reserve()
        let pageTree = file.reserve()
        let resourcesNumber = file.reserve()
        var resources = PDFResources()
        var pageNumbers: [Int] = []
        for (index, list) in pages.enumerated() {
            let b = list.bounds
            guard b.width > 0, b.height > 0 else {
                throw PDFWriterError.invalidCanvas("page \(index + 1) has empty bounds \(b.width)×\(b.height) pt")
            }
            let size = try [b.width, b.height].map { try PDFResources.number($0, "the size of page \(index + 1)") }
            let operators = try PDFPageContent.operators(for: list, resources: &resources, file: &file)
            let content = try file.addStream(dictionary: "", data: Array(operators.utf8))
            pageNumbers.append(
                file.add(
                    """
                    << /Type /Page /Parent \(pageTree) 0 R /MediaBox [0 0 \(size[0]) \(size[1])] \
                    /Resources \(resourcesNumber) 0 R /Contents \(content) 0 R >>
                    """))
        }
        file.set(resourcesNumber, try resources.dictionary(file: &file))
        let kids = pageNumbers.map { "\($0) 0 R" }.joined(separator: " ")
        file.set(pageTree, "<< /Type /Pages /Kids [\(kids)] /Count \(pageNumbers.count) >>")

        var catalogEntries = "/Type /Catalog /Pages \(pageTree) 0 R"
        if !bookmarks.isEmpty {
            let outline = try PDFOutline.write(bookmarks, pages: pageNumbers, file: &file)
            catalogEntries += " /Outlines \(outline) 0 R /PageMode /UseOutlines"
        }
        file.set(catalog, "<< \(catalogEntries) >>")
        let documentTitle = title ?? pages[0].title
        let info = file.add("<< /Title \(PDFFile.textString(documentTitle)) /Producer (Specimen) /Creator (Specimen) >>")
        return file.serialized(root: catalog, info: info)
    }
}
