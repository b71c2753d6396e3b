import Foundation
import SpecimenPNG
import Testing
@testable import SpecimenGallery

/// The gallery's pages: every variant once per theme, every link to a file that exists, nothing remote.
@Suite struct GalleryPageTests {
    @Test func writesTheExpectedPages() throws {
        let pages = try SmallGallery.pages()
        #expect(Set(pages.keys) == ["index.html", "stepper.html", "digit-input.html", "tokens.html", "type.html", "localisation.html"])
        let index = try #require(pages["index.html"])
        let stepper = try #require(index.range(of: "stepper.html")), digit = try #require(index.range(of: "digit-input.html"))
        #expect(stepper.lowerBound < digit.lowerBound, "sets are not in the order given")
    }

    /// Each set page has one section per variant, in the catalogue's order, with exactly one light and
    /// one dark picture (plain and redlined) and the variant's PNG and SVG in each theme.
    @Test(arguments: SmallGallery.sets)
    func everyVariantOncePerTheme(set: ComponentSet) throws {
        let html = try #require(try SmallGallery.pages()[GalleryPaths.page(for: set)])
        let sections = html.components(separatedBy: "<section class=\"variant\" id=\"").dropFirst()
        #expect(sections.map { String($0.prefix { $0 != "\"" }) } == set.variants.map { Slug.make($0.name) })
        for (section, variant) in zip(sections, set.variants) {
            let configuration = ComponentConfiguration(set: set, variant: variant)
            // Each picture sits on its own theme's page colour (the colour it is drawn on), not in a box.
            for mode in ThemeMode.allCases {
                let page = try Fixtures.standardRenderer().theme(for: set, mode: mode).color(PageToken.background)
                #expect(section.components(separatedBy: "<figure class=\"surface \(mode.rawValue)\" style=\"--surface:\(page.hex);").count == 2)
            }
            for mode in ThemeMode.allCases {
                #expect(section.contains("src=\"\(GalleryPaths.png(configuration, mode: mode, scale: 1, redlines: false))\""))
                #expect(section.contains("\(GalleryPaths.png(configuration, mode: mode, scale: 3, redlines: false)) 3x"))
                #expect(section.contains("src=\"\(GalleryPaths.png(configuration, mode: mode, scale: 1, redlines: true))\""))
                #expect(section.contains("href=\"\(GalleryPaths.svg(configuration, mode: mode))\""))
            }
        }
        // Every variant's picture appears on this page and on no other set's page.
        for other in SmallGallery.sets where other.name != set.name {
            let otherHTML = try #require(try SmallGallery.pages()[GalleryPaths.page(for: other)])
            #expect(!otherHTML.contains("images/\(Slug.make(set.name))/"))
        }
    }

    @Test func everyLinkPointsToAFileThatExists() throws {
        let folder = try SmallGallery.folder()
        var checked = 0
        for (name, html) in try SmallGallery.pages() {
            for link in Fixtures.links(in: html) {
                #expect(!link.contains("://") && !link.hasPrefix("//") && !link.hasPrefix("/"), "\(name) links outside the site: \(link)")
                let path = String(link.prefix { $0 != "#" })
                guard !path.isEmpty else { continue }
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(name): \(link) does not exist")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// Pictures are at their real size: an `<img>` is as wide and tall as the variant's bounds in points.
    @Test func imagesAreShownAtTheirSizeInPoints() throws {
        let renderer = try Fixtures.standardRenderer()
        let html = try #require(try SmallGallery.pages()["stepper.html"])
        let configuration = try Fixtures.configuration("Stepper", "Size=md, State=Max")
        let list = try renderer.displayList(configuration, options: RenderOptions(theme: .dark))
        let tag = "src=\"\(GalleryPaths.png(configuration, mode: .dark, scale: 1, redlines: false))\""
        let after = try #require(html.range(of: tag)).upperBound
        let rest = html[after...].prefix(400)
        #expect(rest.contains("width=\"\(Int(list.bounds.width))\" height=\"\(Int(list.bounds.height))\""))
        let png = try PNGDecoder().decode(
            Array(
                try Data(
                    contentsOf: try SmallGallery.folder()
                        .appendingPathComponent(GalleryPaths.png(configuration, mode: .dark, scale: 3, redlines: false)))))
        #expect(png.width == Int((list.bounds.width * 3).rounded(.up)))
    }

    /// Captions, properties, tokens with hex values, and the audit column sit beside each variant.
    @Test func variantFactsAreShown() throws {
        let html = try #require(try SmallGallery.pages()["stepper.html"])
        #expect(html.contains("sm 107 x 36, gap 12, value 16/24 Semi Bold"))
        #expect(html.contains("md 123 x 44, gap 12, value 16/24 Semi Bold"))
        #expect(html.contains("<code>fg/sub-700</code>") && html.contains("#48484A") && html.contains("#C7C7CC"))
        #expect(html.contains("hit target (iOS)"))
        let tokens = try #require(try SmallGallery.pages()["tokens.html"])
        let semantic = try #require(try SemanticTokens.read(folder: try Fixtures.standardRenderer().folder(ofDesignSystem: "Appetite UI")))
        #expect(semantic.tokens.count == 16 && tokens.contains(HTMLPage.escape(semantic.heading)))
        for token in semantic.tokens { #expect(tokens.contains("<code>\(token)</code>")) }
        let type = try #require(try SmallGallery.pages()["type.html"])
        #expect(type.contains("typography/digit") && type.contains("30/36 Medium"))
    }

    /// Each page loads offline: CSS and the check script inline, nothing fetched but the site's own
    /// search index beside it.
    @Test func pagesAreSelfContained() throws {
        for (name, html) in try SmallGallery.pages() {
            let scripts = html.components(separatedBy: "<script src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            #expect(scripts == [SiteSearch.file], "\(name) loads \(scripts)")
            #expect(!html.contains("<link") && !html.contains("http://") && !html.contains("https://"), "\(name)")
            #expect(html.contains("<style>") && html.contains("dataset.imagesOk"))
        }
    }

    /// The same input gives the same bytes on one thread and on two. (The same folder each time: the
    /// snippets name the site's `strings/` files by the folder's path.)
    @Test func deterministicAcrossWorkers() throws {
        let renderer = try Fixtures.standardRenderer()
        var trees: [[String: Data]] = []
        for workers in [1, 2] {
            let folder = try Fixtures.scratchFolder("determinism")
            let summary = try Gallery(
                renderer: renderer,
                options: GalleryOptions(
                    output: folder, sets: [try Catalogue.standard.set(named: "Composer")], scales: [1],
                    workers: workers, showsProgress: false)
            ).build()
            var files: [String: Data] = [:]
            for path in summary.files { files[path] = try Data(contentsOf: folder.appendingPathComponent(path)) }
            trees.append(files)
        }
        #expect(trees[0].keys.sorted() == trees[1].keys.sorted())
        for (path, data) in trees[0] { #expect(trees[1][path] == data, "\(path) differs between 1 and 2 workers") }
    }
}
