import Foundation
import SpecimenPDF

/// One PDF a design review can work from: a cover, then for each set its contact sheets in light
/// and dark, the sheet with redlines, the tokens it draws with and its audit findings, with a
/// bookmark per set and one under it per part.
package struct ReviewPacket: Sendable {
    /// What the cover says about where the pictures come from.
    package struct Cover: Sendable {
        /// The day the packet is for (`2026-11-30`), or `nil` to leave it off.
        package var date: String?
        /// The token files laid over the shipped themes, as the user named them.
        package var tokenFiles: [String]
        /// Specimen's version, as the snapshot fingerprint records it.
        package var version: String

        package init(date: String?, tokenFiles: [String], version: String) {
            self.date = date
            self.tokenFiles = tokenFiles
            self.version = version
        }
    }

    package let renderer: Renderer
    /// The paper every page is laid on.
    package var paper: Paper = .a4

    package init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// The packet's pages and bookmarks for `sets`.
    package func pages(sets: [ComponentSet], cover: Cover) throws -> (pages: [DisplayList], bookmarks: [PDFBookmark]) {
        guard let first = sets.first else { throw RenderError.unknownFormat("an empty packet") }
        var pages = try coverPages(sets: sets, cover: cover, first: first)
        var bookmarks = [PDFBookmark(title: "Cover", page: 0)]
        let sheet = ContactSheet(renderer: renderer)
        let audit = try AccessibilityAudit(renderer: renderer).audit(sets: sets)
        for set in sets {
            var parts: [PDFBookmark] = []
            for (title, options) in [
                ("Contact sheet, light", RenderOptions(theme: .light)),
                ("Contact sheet, dark", RenderOptions(theme: .dark)),
                ("Redlines", RenderOptions(theme: .light, redlines: true)),
            ] {
                parts.append(PDFBookmark(title: title, page: pages.count))
                pages += try sheetPages(sheet, set: set, options: options, caption: "\(set.name): \(title.lowercased())")
            }
            parts.append(PDFBookmark(title: "Tokens", page: pages.count))
            pages += try renderer.locatingTokenErrors(in: set) { try tokenPages(set) }
            parts.append(PDFBookmark(title: "Audit findings", page: pages.count))
            pages += try auditPages(set, report: audit)
            bookmarks.append(PDFBookmark(title: set.name, page: parts[0].page, children: parts))
        }
        return (pages, bookmarks)
    }

    /// The packet as PDF bytes.
    package func pdf(sets: [ComponentSet], cover: Cover) throws -> [UInt8] {
        let (pages, bookmarks) = try pages(sets: sets, cover: cover)
        return try PDFWriter(title: "Specimen review packet").write(pages: pages.map { $0.flatteningBlurs(rasterizer: renderer.rasterizer) }, bookmarks: bookmarks)
    }

    private func coverPages(sets: [ComponentSet], cover: Cover, first: ComponentSet) throws -> [DisplayList] {
        var document = try DocumentPages(renderer: renderer, title: "Specimen review packet", set: first, paper: paper)
        document.title("Specimen review packet")
        let variants = sets.reduce(0) { $0 + $1.variants.count }
        document.heading("What")
        document.paragraph(
            "\(Count.of(sets.count, "component set")), \(Count.of(variants, "variant")), each in light and dark: "
                + sets.map(\.name).joined(separator: ", ") + ".")
        document.paragraph(
            "Per set: its contact sheets in light and dark, the sheet with redlines (sizes, gaps and paddings "
                + "in points), the tokens it draws with (light and dark values) and its accessibility audit.", secondary: true)
        document.heading("When")
        document.paragraph(cover.date ?? "Not dated (set SOURCE_DATE_EPOCH or --date to date the packet).")
        document.heading("Tokens")
        document.paragraph(
            tokenSources(sets)
                + (cover.tokenFiles.isEmpty
                    ? ", unchanged."
                    : ", with these files laid over them, in order: "
                        + cover.tokenFiles.joined(separator: ", ") + "."))
        document.heading("Version")
        document.paragraph("Specimen renderer version \(cover.version).")
        return document.finish()
    }

    /// Below this a sheet is split across pages rather than scaled further: at half size a variant's
    /// 14 pt text prints at 7 pt and the sheet's 12 pt headings at 6 pt, about the smallest a printed
    /// spec sheet is read at.
    package static let minimumScale = 0.5

    /// The sheet on one page when it fits at `minimumScale` or more; else split into parts, columns
    /// first (as many as fit across a landscape page at that scale), then rows, each part on its own
    /// page with its place in the caption ("part 2 of 4, rows 1-3 of 6, columns 4-5 of 5"). A single
    /// variant too big even alone is scaled below it, the caption saying so as for any sheet.
    private func sheetPages(_ sheet: ContactSheet, set: ComponentSet, options: RenderOptions, caption: String) throws -> [DisplayList] {
        let whole = try sheet.displayList(for: set, options: options)
        guard fitScale(whole.bounds) < Self.minimumScale else { return [try fitted(whole, caption: caption, set: set)] }
        let grid = ContactSheet.grid(for: set)
        let allRows = 0..<grid.rows.count
        let widest = max(paper.size.width, paper.size.height) - 2 * DocumentPages.margin
        var columnRanges: [Range<Int>] = []
        var start = 0
        while start < grid.columns.count {
            var end = start + 1
            while end < grid.columns.count {
                let wider = try sheet.displayList(for: set, options: options, part: .init(rows: allRows, columns: start..<(end + 1)))
                guard wider.bounds.width * Self.minimumScale <= widest else { break }
                end += 1
            }
            columnRanges.append(start..<end)
            start = end
        }
        // As many parts as the greedy cut needs, but evened out (3 + 2 columns, not 4 + 1) when the
        // even parts fit too.
        let even = Self.even(grid.columns.count, into: columnRanges.count)
        var fitsEvenly = true
        for columns in even where fitsEvenly {
            let list = try sheet.displayList(for: set, options: options, part: .init(rows: allRows, columns: columns))
            fitsEvenly = columns.count == 1 || list.bounds.width * Self.minimumScale <= widest
        }
        if fitsEvenly { columnRanges = even }
        var parts: [(ContactSheet.Part, DisplayList)] = []
        for columns in columnRanges {
            var rowRanges: [(Range<Int>, DisplayList)] = []
            var top = 0
            while top < grid.rows.count {
                var bottom = top + 1
                var list = try sheet.displayList(for: set, options: options, part: .init(rows: top..<bottom, columns: columns))
                while bottom < grid.rows.count {
                    let taller = try sheet.displayList(for: set, options: options, part: .init(rows: top..<(bottom + 1), columns: columns))
                    guard fitScale(taller.bounds) >= Self.minimumScale else { break }
                    (bottom, list) = (bottom + 1, taller)
                }
                rowRanges.append((top..<bottom, list))
                top = bottom
            }
            let even = Self.even(grid.rows.count, into: rowRanges.count)
            var evenLists: [DisplayList] = []
            for rows in even {
                let list = try sheet.displayList(for: set, options: options, part: .init(rows: rows, columns: columns))
                guard rows.count == 1 || fitScale(list.bounds) >= Self.minimumScale else { break }
                evenLists.append(list)
            }
            if evenLists.count == even.count { rowRanges = Array(zip(even, evenLists)) }
            parts += rowRanges.map { (ContactSheet.Part(rows: $0.0, columns: columns), $0.1) }
        }
        func span(_ range: Range<Int>, of count: Int, _ word: String) -> String {
            range.count == 1 ? "\(word) \(range.lowerBound + 1) of \(count)" : "\(word)s \(range.lowerBound + 1)-\(range.upperBound) of \(count)"
        }
        return try parts.enumerated().map { index, part in
            let place = "part \(index + 1) of \(parts.count), \(span(part.0.rows, of: grid.rows.count, "row")), \(span(part.0.columns, of: grid.columns.count, "column"))"
            return try fitted(part.1, caption: "\(caption) · \(place)", set: set)
        }
    }

    /// `0..<count` in `parts` consecutive ranges whose lengths differ by one at most, longer first.
    package static func even(_ count: Int, into parts: Int) -> [Range<Int>] {
        let parts = max(1, min(parts, count))
        var ranges: [Range<Int>] = [], start = 0
        for index in 0..<parts {
            let length = count / parts + (index < count % parts ? 1 : 0)
            ranges.append(start..<(start + length))
            start += length
        }
        return ranges
    }

    /// The page a sheet of `bounds` goes on: landscape when it is wider than tall.
    private func page(for bounds: Rect) -> Size {
        let portrait = paper.size
        return bounds.width > bounds.height ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// The scale `fitted` draws a sheet of `bounds` at (never above 1).
    private func fitScale(_ bounds: Rect) -> Double {
        let page = page(for: bounds)
        let margin = DocumentPages.margin, style = DocumentPages.bodyStyle
        let room = Size(width: page.width - 2 * margin, height: page.height - 2 * margin - style.lineHeight - 8)
        return min(1, room.width / bounds.width, room.height / bounds.height)
    }

    /// A contact sheet on one page of the paper, turned to landscape when the sheet is wider than
    /// tall, scaled down (never up) to fit inside the margins under its caption, which prints the
    /// scale ("scale 37%"): the sheet stays vector, its text searchable.
    private func fitted(_ sheet: DisplayList, caption: String, set: ComponentSet) throws -> DisplayList {
        let page = page(for: sheet.bounds)
        let margin = DocumentPages.margin, style = DocumentPages.bodyStyle
        let scale = fitScale(sheet.bounds)
        let light = try renderer.theme(for: set, mode: .light)
        let ink = try light.color(PageToken.text)
        let label = SceneLabel(engine: renderer.text, style: style)
        let percent = Int((scale * 100).rounded(.down))
        var nodes = [
            label.node("\(caption) · scale \(percent)% (1 pt on paper = \(RedlineOverlay.format(1 / scale)) pt of the sheet)", topLeft: Point(x: margin, y: margin), color: ink)
        ]
        let origin = Point(x: margin, y: margin + style.lineHeight + 8)
        let frame = Rect(x: origin.x, y: origin.y, width: sheet.bounds.width * scale, height: sheet.bounds.height * scale)
        // The sheet's own background (a dark sheet is dark) under the sheet, the page the paper's.
        if let background = sheet.background { nodes.append(.path(ScenePath(path: Path.rect(frame), color: background))) }
        nodes += sheet.nodes.map { $0.placed(scale: scale, dx: origin.x - sheet.bounds.x * scale, dy: origin.y - sheet.bounds.y * scale) }
        let bounds = Rect(x: 0, y: 0, width: page.width, height: page.height)
        return DisplayList(
            bounds: bounds, scale: 1, pixelWidth: Int(page.width), pixelHeight: Int(page.height),
            background: try light.color(PageToken.background), title: sheet.title, nodes: nodes)
    }

    /// Where the sets' tokens come from: the shipped themes for Specimen's own sets, each design
    /// system's folder of token files for its sets (a Primer packet names Primer's files, not a shipped system's).
    private func tokenSources(_ sets: [ComponentSet]) -> String {
        var sources: [String] = []
        if sets.contains(where: { renderer.designSystem(of: $0) == nil }) {
            sources.append("The shipped themes (Themes/\(ThemeFiles.all(in: .standard).joined(separator: ", ")))")
        }
        var seen = Set<String>()
        for folder in sets.compactMap({ renderer.designSystem(of: $0) }) where seen.insert(folder.url.path).inserted {
            let files = folder.tokenFiles.map { $0.url.lastPathComponent + ($0.mode.map { " (\($0) only)" } ?? "") }
            sources.append("\(folder.name)'s token files in \(folder.url.lastPathComponent)/ (\(files.joined(separator: ", ")))")
        }
        return sources.joined(separator: "; ")
    }

    /// Every token the set's variants draw with, light and dark, with swatches for colours.
    private func tokenPages(_ set: ComponentSet) throws -> [DisplayList] {
        var document = try DocumentPages(renderer: renderer, title: "\(set.name) / tokens", set: set, paper: paper)
        document.heading("\(set.name): tokens it draws with")
        var seen = Set<TokenPath>()
        var paths: [TokenPath] = []
        for variant in set.variants {
            let tree = try renderer.layout(ComponentConfiguration(set: set, variant: variant))
            for path in TokenUsage.paths(in: tree) where seen.insert(path).inserted { paths.append(path) }
        }
        let light = try renderer.theme(for: set, mode: .light), dark = try renderer.theme(for: set, mode: .dark)
        // The names the layout read and the scene resolves (a focus ring's own width and gap tokens), so
        // every one resolves as it did when render drew the variant.
        for path in paths {
            let values = try [light, dark].map { try $0.value(path) }
            let colors = values.compactMap { value -> Color? in if case .color(let c) = value { c } else { nil } }
            document.swatchLine(colors, "\(path)   light \(values[0].display)   dark \(values[1].display)")
        }
        return document.finish()
    }

    /// The set's audit findings below the bar, then a count of what passed and what is exempt.
    private func auditPages(_ set: ComponentSet, report: AuditReport) throws -> [DisplayList] {
        var document = try DocumentPages(renderer: renderer, title: "\(set.name) / audit", set: set, paper: paper)
        document.heading("\(set.name): audit findings")
        let findings = report.findings.filter { $0.set == set.name }
        let failures = findings.filter { $0.outcome == .fail }
        document.paragraph(
            "\(Count.of(findings.count, "check")): \(failures.count) below the bar, "
                + "\(findings.filter { $0.outcome == .exempt }.count) exempt (inactive controls), "
                + "\(findings.filter { $0.outcome == .pass }.count) passed.", secondary: true)
        for finding in failures {
            document.paragraph(finding.summary.replacingOccurrences(of: "\(set.name)/", with: ""))
        }
        return document.finish()
    }
}
