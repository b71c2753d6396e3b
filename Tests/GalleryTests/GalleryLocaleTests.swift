import Foundation
import Testing
@testable import SpecimenGallery

/// "(Optional)", a word the title row's document writes itself, is translated in every locale the
/// gallery offers (by the strings table, as a Text property is), and the gallery's own words follow
/// the locale it is drawn for.
@Suite struct GalleryLocaleTests {
    static func texts(_ tree: LayoutTree) -> [String] {
        tree.allNodes.flatMap { node in
            node.paints.compactMap { paint -> String? in
                if case .text(let shaped, _, _) = paint { return shaped.text }
                return nil
            }
        }
    }

    @Test(arguments: GalleryLocale.offered)
    func optionalIsTranslatedInEveryOfferedLocale(locale: GalleryLocale) throws {
        let base = try Fixtures.standardRenderer()
        let translations = try GalleryTranslations.read(sets: base.catalogue.sets, renderer: base)[locale]
        let renderer = base.with(strings: AccessibilityStrings(values: base.strings.values.merging(translations) { $1 }))
        let tree = try renderer.layout(try Fixtures.configuration("Text Input"), localisation: locale.localisation)
        let word = try #require(translations["(Optional)"])
        #expect(word != "(Optional)")
        #expect(Self.texts(tree).contains(word), "\(locale.tag): \(Self.texts(tree))")
        // Without the table the renderer draws the document's own word: the goldens' en-XA keep it.
        #expect(Self.texts(try base.layout(try Fixtures.configuration("Text Input"), localisation: locale.localisation)).contains("(Optional)"))
    }

    /// A language's words are the design systems' own `strings/<tag>.strings`, each system's under its
    /// folder; a pseudo-locale's are the pseudo forms of the words no Text property holds.
    @Test func theTranslationsAreTheDesignSystemsStringsFiles() throws {
        let base = try Fixtures.standardRenderer()
        let sets = base.catalogue.sets
        let translations = try GalleryTranslations.read(sets: sets, renderer: base)
        var systems: [String] = []
        for set in sets where !systems.contains(set.designSystem) { systems.append(set.designSystem) }
        #expect(systems.count > 1)
        for tag in ["ar", "ja"] {
            var files: [String: String] = [:]
            for system in systems {
                let file = base.folder(ofDesignSystem: system).appendingPathComponent("strings/\(tag).strings")
                files.merge(try AccessibilityStrings.none.overriding(withContentsOf: file).values) { first, _ in first }
            }
            let locale = try #require(GalleryLocale.offered.first { $0.tag == tag })
            #expect(!files.isEmpty && translations[locale] == files, "\(tag)")
        }
        let pseudo = try #require(GalleryLocale.offered.first { $0.tag == "en-XA" })
        let defaults = Set(sets.flatMap { $0.properties.filter { $0.kind == .text }.map(\.defaultValue) })
        #expect(!translations[pseudo].isEmpty && translations[pseudo].keys.allSatisfy { !defaults.contains($0) })
        #expect(try GalleryTranslations.read(sets: [], renderer: base).byTag.isEmpty, "no design system drawn, no words")
    }

    @Test func theGallerysWordsFollowTheLocaleDrawn() throws {
        for key in GalleryStrings.Key.allCases {
            #expect(GalleryStrings.arabicWords[key] != nil && GalleryStrings.japaneseWords[key] != nil, "\(key) has no Arabic or Japanese")
        }
        let japanese = HTMLPage.document(
            title: "T", navigation: [], body: "<p class=\"lede\">English words.</p>", search: true, strings: .for(Localisation(locale: "ja")))
        #expect(japanese.contains("<html lang=\"ja\" dir=\"ltr\">") && japanese.contains(">本文へ移動</a>"))
        #expect(japanese.contains("<p class=\"lede\" lang=\"en\">English words.</p>"), "an English explanation says it is English")
        let arabic = HTMLPage.document(title: "T", navigation: [], body: "", strings: .for(Localisation(locale: "ar")))
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">") && arabic.contains(">انتقل إلى المحتوى</a>"))
        let pseudo = GalleryStrings.for(Localisation(locale: "en-XA"))
        #expect(pseudo[.skipToContent] == PseudoLocale.accented.apply("Skip to content") && pseudo.language == "en-XA")
        for key in [GalleryStrings.Key.copyThe, .manyResults] {
            #expect(["%@", "%d"].contains { pseudo[key].contains($0) }, "the pseudo-locale kept the placeholder of \(key): \(pseudo[key])")
        }
        #expect(japanese.contains("placeholder=\"検索（/ キー）\"") && japanese.contains("data-many=\"%d 件\""), "the search box in Japanese")
        #expect(GalleryStrings.for(Localisation(locale: "de")).language == "en", "a locale with no words of its own is English, and says so")
        #expect(HTMLPage.document(title: "T", navigation: [], body: "").contains("<html lang=\"en\" dir=\"ltr\">"))
    }
}
