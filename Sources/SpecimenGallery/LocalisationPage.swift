import Foundation
import Specimen
import SpecimenFiles
import SpecimenPNG

/// The gallery's Localisation page: every set's default variant in the pseudo-locales, in Arabic and
/// Japanese, and at text scale 2.0, light theme, at every gallery scale.
///
/// Each locale is drawn with its translations (`GalleryTranslations`), as a `--strings` file would give them.
struct LocalisationPage {
    /// One column of the page: what it is called and how it draws.
    struct Column: Sendable {
        let title: String
        let slug: String
        let localisation: Localisation
        /// The offered locale whose translations it is drawn with, if any.
        let locale: GalleryLocale?
    }

    static let columns: [Column] =
        GalleryLocale.offered.map { Column(title: $0.title, slug: $0.slug, localisation: $0.localisation, locale: $0) }
        + [Column(title: "Text scale 2.0", slug: "text-scale-2", localisation: Localisation(textScale: 2), locale: nil)]

    /// One set's pictures, a column each.
    struct Row: Sendable {
        let set: ComponentSet
        let pictures: [ImageFiles]
    }

    /// Renders every set's default variant in every column to `images/localisation/`.
    static func write(sets: [ComponentSet], renderer: Renderer, translations: GalleryTranslations, scales: [Double], site: OutputFolder) throws -> [Row] {
        try site.folder("images/localisation")
        // One renderer per column, holding that column's translations as its strings; fonts, token
        // checks and themes are the gallery renderer's own, shared.
        let renderers = columns.map { column in
            renderer.with(strings: AccessibilityStrings(values: renderer.strings.values.merging(column.locale.map { translations[$0] } ?? [:]) { $1 }))
        }
        return try sets.map { set in
            let configuration = ComponentConfiguration(set: set)
            let pictures = try zip(columns, renderers).map { column, local -> ImageFiles in
                func path(_ scale: Double) -> String {
                    "images/localisation/\(Slug.make(set.name))-\(column.slug)@\(RedlineOverlay.format(scale))x.png"
                }
                var size = (0, 0)
                for scale in scales {
                    let options = RenderOptions(scale: scale, localisation: column.localisation)
                    let list = try local.displayList(configuration, options: options)
                    if scale == scales[0] {
                        size = (Int((list.bounds.width - 1e-9).rounded(.up)), Int((list.bounds.height - 1e-9).rounded(.up)))
                    }
                    let png = try PNGEncoder().encode(local.rasterizer.render(list), pixelsPerPoint: scale)
                    try AtomicFile.write(png, to: try site.file(path(scale)), durability: site.policy.durability)
                }
                return GalleryPaths.files(path, scales: scales, width: size.0, height: size.1)
            }
            return Row(set: set, pictures: pictures)
        }
    }

    /// The page's HTML.
    static func html(_ rows: [Row], navigation: [(title: String, href: String)], strings: GalleryStrings = .english) -> String {
        var body =
            "<p class=\"lede\">Every set's default variant in Android's pseudo-locales (en-XA: accented, about 40% longer, bracketed; "
            + "ar-XB: right to left, mirrored), in Arabic and Japanese (sample translations given as a strings file), and at text scale 2.0. "
            + "Right to left mirrors the rows: leading icons go right, the suffix, counter and clear button left; only icons that point "
            + "along the reading direction flip. Render any of these with <code>--locale</code>, <code>--direction</code> and "
            + "<code>--text-scale</code>.</p>\n"
        for row in rows {
            body += "<section class=\"variant\"><h2>\(HTMLPage.escape(row.set.name))</h2><div class=\"pictures\">"
            for (column, picture) in zip(columns, row.pictures) {
                body +=
                    "<figure class=\"light\">\(HTMLPage.image(picture, alt: "\(row.set.name), \(column.title)", className: "sample"))"
                    + "<figcaption>\(HTMLPage.escape(column.title))</figcaption></figure>"
            }
            body += "</div></section>\n"
        }
        return HTMLPage.document(
            title: strings[.localisation], navigation: navigation, body: body, search: true, current: GalleryPaths.localisation, strings: strings)
    }
}
