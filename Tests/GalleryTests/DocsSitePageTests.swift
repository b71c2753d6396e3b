import Foundation
import Testing
@testable import SpecimenGallery

/// The gallery's pages as a docs site, read off the markup: a skip link first, landmarks, one h1,
/// labelled controls, a preview per set with a picture for every choice, snippets, a static search
/// index, prose from Markdown, counts that agree in number. (The browser tests check the behaviour.)
@Suite struct DocsSitePageTests {
    @Test func everyPageStartsWithASkipLinkAndHasLandmarksAndOneH1() throws {
        let pages = try SmallGallery.pages().merging(try ProseGallery.pages()) { first, _ in first }
        for (name, html) in pages {
            let body = try #require(html.range(of: "<body>")).upperBound
            let rest = html[body...].drop { $0 == "\n" }
            #expect(rest.hasPrefix("<a class=\"skip-link\" href=\"#main\">"), "\(name) does not start with the skip link")
            #expect(html.contains("<main id=\"main\" tabindex=\"-1\">") && html.contains("<nav aria-label=\"Gallery\">"), "\(name)")
            #expect(html.components(separatedBy: "<h1").count == 2, "\(name) has more than one h1")
            #expect(html.contains("aria-current=\"page\""), "\(name) does not mark itself in the navigation")
            #expect(html.contains("<label class=\"visually-hidden\" for=\"search\">"), "\(name) has no labelled search box")
        }
    }

    /// Every `<select>`, `<input>` and button on a set page has a name: a label, its text, or aria-label.
    @Test(arguments: SmallGallery.sets)
    func everyControlIsLabelled(set: ComponentSet) throws {
        let html = try #require(try SmallGallery.pages()[GalleryPaths.page(for: set)])
        for id in Fixtures.matches(of: "<select id=\"", in: html) {
            #expect(html.contains("<label for=\"\(id)\">"), "select \(id) has no label")
        }
        for property in set.variantProperties {
            #expect(html.contains("<select id=\"control-\(Slug.make(property.name))\" data-property=\"\(property.name)\">"), "no control for \(property.name)")
        }
        for button in html.components(separatedBy: "<button").dropFirst() {
            let tag = button.prefix { $0 != ">" }, text = button.dropFirst(tag.count + 1).prefix { $0 != "<" }
            #expect(tag.contains("aria-label=\"") || !text.trimmingCharacters(in: .whitespaces).isEmpty, "an unnamed button: \(tag)")
        }
    }

    /// The preview's data names a picture for every variant in both themes at every scale, and one
    /// for each Boolean, locale and text scale it offers (one at a time), and each file exists: the
    /// gallery rendered every combination it offers.
    @Test(arguments: SmallGallery.sets)
    func thePreviewOffersOnlyRenderedPictures(set: ComponentSet) throws {
        let html = try #require(try SmallGallery.pages()[GalleryPaths.page(for: set)])
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"preview-data\">")).upperBound
        let end = try #require(html[start...].range(of: "</script>")).lowerBound
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        let variants = try #require(data["variants"] as? [String: [String: Any]])
        #expect(Set(variants.keys) == Set(set.variants.map(\.name)))
        let variations = PreviewVariation.all(for: set, drawn: .standard)
        #expect(variations.count == set.properties.filter { $0.kind == .boolean }.count + GalleryLocale.offered.count + PreviewVariation.textScales.count)
        let folder = try SmallGallery.folder()
        for (name, fields) in variants {
            for mode in ["light", "dark"] {
                let pictures = try #require(fields[mode] as? [String: Any], "\(name) has no \(mode)")
                let files = try #require(pictures["files"] as? [[Any]])
                #expect(files.count == 3, "1x, 2x and 3x")
                for file in files {
                    let path = try #require(file.first as? String)
                    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
                }
                let more = try #require(pictures["more"] as? [String: [Any]])
                #expect(Set(more.keys) == Set(variations.map(\.slug)), "\(name) \(mode)")
                for (_, picture) in more {
                    let path = try #require(picture.first as? String)
                    for scale in ["1", "2", "3"] {
                        let scaled = path.replacingOccurrences(of: "@1x.png", with: "@\(scale)x.png")
                        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(scaled).path), "\(scaled)")
                    }
                }
            }
        }
        // Each locale's translations are in the site, as the snippets' --strings file names them.
        for locale in GalleryLocale.offered {
            let strings = try String(contentsOf: folder.appendingPathComponent(locale.stringsPath), encoding: .utf8)
            #expect(strings.contains("\"(Optional)\" = "), "\(locale.stringsPath)")
        }
    }

    /// A variation's snippets: the command gains its flag and the Swift call its setting or
    /// localisation, filled from the same templates the page's script fills.
    @Test func aVariationsSnippetsSayWhatItChanges() throws {
        var site = try GallerySite(renderer: try Fixtures.standardRenderer(), sets: [], rendered: [], audit: AuditReport(findings: []), typeSamples: [])
        site.siteFolder = "gallery"
        let configuration = try Fixtures.configuration("Text Input")
        let optional = PreviewVariation(change: .boolean("Optional", on: false))
        let arabic = try #require(GalleryLocale.offered.first { $0.tag == "ar" })
        let boolean = site.snippets(configuration, mode: .dark, scale: 2, variation: optional)
        #expect(boolean[0].text.contains(" --theme dark --scale 2 --prop Optional=off --out "), "\(boolean[0].text)")
        #expect(boolean[1].text.contains(".setting(\"Optional\", to: \"off\")\n"), "\(boolean[1].text)")
        let locale = site.snippets(configuration, mode: .light, scale: 1, variation: PreviewVariation(change: .locale(arabic)))
        #expect(
            locale[0].text.contains(" --locale ar --strings gallery/strings/ar.strings --out text-input-type-default-state-placeholder--locale-ar-light.png"), "\(locale[0].text)")
        #expect(locale[1].text.contains("RenderOptions(theme: .light, scale: 1, localisation: Localisation(locale: \"ar\")))"), "\(locale[1].text)")
        let scaled = site.snippets(configuration, mode: .light, scale: 1, variation: PreviewVariation(change: .textScale(1.5)))
        #expect(scaled[0].text.contains(" --text-scale 1.5 --out "), "\(scaled[0].text)")
    }

    @Test func setPagesCarryTheSnippetsAndAnInPageIndex() throws {
        let html = try #require(try SmallGallery.pages()["stepper.html"])
        #expect(
            html.contains(
                "<code id=\"snippet-render\">specimen render Stepper &apos;Size=sm, State=Default&apos; --theme light --out stepper-size-sm-state-default-light.png</code>"))
        #expect(html.contains("<code id=\"snippet-swift\">let renderer = try Renderer.standard()"))
        #expect(html.contains("&quot;options&quot;: [&quot;sm&quot;, &quot;md&quot;]"), "the document excerpt lists Size's options")
        for anchor in ["#preview", "#variants", "#group-size-sm", "#group-size-md", "#tokens", "#decisions", "#accessibility"] {
            #expect(html.contains("href=\"\(anchor)\""), "the in-page index has no \(anchor)")
        }
        // Every picture loads lazily, with its size given so nothing moves when it arrives.
        for tag in html.components(separatedBy: "<img ").dropFirst() where !tag.hasPrefix("id=\"preview-image\"") {
            let attributes = tag.prefix { $0 != ">" }
            #expect(attributes.contains("loading=\"lazy\"") && attributes.contains("width=\"") && attributes.contains("height=\""), "\(attributes)")
        }
    }

    /// The static index finds sets, variants, properties and tokens; its strings cannot close a script.
    @Test func theSearchIndexListsEveryKindOfThing() throws {
        let text = try String(contentsOf: try SmallGallery.folder().appendingPathComponent(SiteSearch.file), encoding: .utf8)
        #expect(text.hasPrefix("window.SPECIMEN_SEARCH = ["))
        #expect(text.contains("[\"Stepper\",\"Set\",\"stepper.html\","))
        #expect(text.contains("[\"Stepper: Size=md, State=Max\",\"Variant\",\"stepper.html#size-md-state-max\","))
        #expect(text.contains("[\"Stepper: State\",\"Property\",\"stepper.html#preview\","))
        #expect(text.contains("\"Token\",\"tokens.html#token-"))
        #expect(SiteSearch.jsString("a</script>\"\n") == "\"a\\u003c/script>\\\"\\n\"")
    }

    /// `<Set>.md` and `README.md` become the set page's guidance and the index's front page, as
    /// CommonMark with GFM tables; raw HTML is dropped; both are searchable.
    @Test func proseFromMarkdownIsRenderedAndSearchable() throws {
        let pages = try ProseGallery.pages()
        let page = try #require(pages[ProseGallery.page])
        #expect(page.contains("<section class=\"prose\" id=\"guidance\""))
        #expect(page.contains("<table>") && page.contains("<th>State</th>") && page.contains("<td>the choice can be changed</td>"))
        #expect(!page.contains("pwned"), "raw HTML from the prose reached the page")
        let guidance = try #require(page.range(of: "id=\"guidance\"")), preview = try #require(page.range(of: "id=\"preview\""))
        #expect(guidance.lowerBound < preview.lowerBound, "the guidance comes before the preview")
        let index = try #require(pages["index.html"])
        #expect(index.contains("<h2>A team’s system</h2>"), "the README's h1 is the index's h2: a page has one h1")
        let search = try String(contentsOf: try ProseGallery.folder().appendingPathComponent(SiteSearch.file), encoding: .utf8)
        #expect(search.contains("\"Checkbox: guidance\",\"Prose\",\"checkbox.html#guidance\"") && search.contains("Label every checkbox"))
        #expect(search.contains("\"About the design system\",\"Prose\",\"index.html#about\""))
    }

    /// Primer's Button in `Examples/` has its guidance beside its document.
    @Test func primersButtonHasItsProse() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/primer/design-system").standardized
        let folder = try DesignSystemFolder(url: root)
        let button = try #require(try Renderer.catalogue(adding: [folder]).sets.first { $0.name == "Button" })
        let prose = try #require(try SetProse(button).markdown)
        #expect(Markdown.html(prose).contains("<td>the one action the page is for (“Create repository”)</td>"))
        #expect(try SetProse.readme(of: [button])?.contains("Primer, drawn by Specimen") == true)
    }

    @Test(arguments: [(0, "0 variants"), (1, "1 variant"), (2, "2 variants")])
    func countsAgreeInNumber(count: Int, text: String) {
        #expect(Count.of(count, "variant") == text)
    }
}

extension ProseGallery {
    /// Every HTML page of the prose gallery, by file name.
    static func pages() throws -> [String: String] { try SmallGallery.htmlPages(in: try folder()) }
}
