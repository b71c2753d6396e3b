/// A PDF outline (the viewer's bookmarks panel) from a tree of ``PDFBookmark``s.
///
/// Each item links to its siblings and parent and opens its page fitted to the window; every item
/// is shown open, so a reader sees each set's pages at once.
enum PDFOutline {
    /// Writes the outline and returns the number of its root dictionary.
    static func write(_ bookmarks: [PDFBookmark], pages: [Int], file: inout PDFFile) throws -> Int {
        let root = file.reserve()
        let (first, last, count) = try items(bookmarks, parent: root, pages: pages, file: &file)
        file.set(root, "<< /Type /Outlines /First \(first) 0 R /Last \(last) 0 R /Count \(count) >>")
        return root
    }

    /// Writes `bookmarks` as siblings under `parent`; returns the first and last item and how many
    /// items are visible (the open ones and their children).
    private static func items(_ bookmarks: [PDFBookmark], parent: Int, pages: [Int], file: inout PDFFile) throws -> (Int, Int, Int) {
        let numbers = bookmarks.map { _ in file.reserve() }
        var visible = bookmarks.count
        for (index, bookmark) in bookmarks.enumerated() {
            guard pages.indices.contains(bookmark.page) else {
                throw PDFWriterError.invalidCanvas("bookmark \"\(bookmark.title)\" names page \(bookmark.page + 1) of \(pages.count)")
            }
            var entries = "/Title \(PDFFile.textString(bookmark.title)) /Parent \(parent) 0 R /Dest [\(pages[bookmark.page]) 0 R /Fit]"
            if index > 0 { entries += " /Prev \(numbers[index - 1]) 0 R" }
            if index + 1 < numbers.count { entries += " /Next \(numbers[index + 1]) 0 R" }
            if !bookmark.children.isEmpty {
                let (first, last, count) = try items(bookmark.children, parent: numbers[index], pages: pages, file: &file)
                // A positive count shows the item open, its children listed.
                entries += " /First \(first) 0 R /Last \(last) 0 R /Count \(count)"
                visible += count
            }
            file.set(numbers[index], "<< \(entries) >>")
        }
        // Both callers pass at least one bookmark (the writer only writes an outline it has, and an item
        // only lists children it has), so the zeros never reach the file.
        return (numbers.first ?? 0, numbers.last ?? 0, visible)
    }
}
