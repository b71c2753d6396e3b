import Foundation
import Specimen
import SpecimenFiles
import SpecimenPNG

/// The gallery's Localisation page: every set's default variant in the pseudo-locales, in Arabic and
/// Japanese, and at text scale 2.0, light theme, at every gallery scale.
///
/// Arabic and Japanese use `translations`, the sample strings below, as a `--strings` file would
/// give them: each key is a Text property's English default.
struct LocalisationPage {
    /// One column of the page: what it is called and how it draws.
    struct Column: Sendable {
        let title: String
        let slug: String
        let localisation: Localisation
        let translations: [String: String]
    }

    static let columns: [Column] = [
        Column(title: "en-XA (accented, longer)", slug: "en-xa", localisation: Localisation(locale: "en-XA"), translations: [:]),
        Column(title: "ar-XB (mirrored, right to left)", slug: "ar-xb", localisation: Localisation(locale: "ar-XB"), translations: [:]),
        Column(title: "Arabic (ar)", slug: "ar", localisation: Localisation(locale: "ar"), translations: arabic),
        Column(title: "Japanese (ja)", slug: "ja", localisation: Localisation(locale: "ja"), translations: japanese),
        Column(title: "Text scale 2.0", slug: "text-scale-2", localisation: Localisation(textScale: 2), translations: [:]),
    ]

    /// Sample translations of the catalogue's default Text values (for the gallery only).
    static let arabic: [String: String] = [
        "Title of input": "عنوان الحقل", "Placeholder text": "نص توضيحي", "This is a hint text to help user": "هذا نص تلميح لمساعدة المستخدم",
        "Add more detail": "أضف المزيد من التفاصيل", "Add tags": "أضف وسوماً", "Message": "رسالة", "Looks good to me": "يبدو جيداً",
        "Please leave the parcel with the neighbour at number 12 if nobody answers the door.": "يرجى ترك الطرد عند الجار في المنزل رقم 12 إذا لم يجب أحد على الباب.",
        "Enter password": "أدخل كلمة المرور", "Password": "كلمة المرور", "Required": "مطلوب",
        "Use at least 8 characters and one number": "استخدم 8 أحرف على الأقل ورقماً واحداً", "Minimum 8 characters": "8 أحرف على الأقل",
        "kg": "كغ",
    ]

    static let japanese: [String: String] = [
        "Title of input": "入力のタイトル", "Placeholder text": "プレースホルダー", "This is a hint text to help user": "ユーザーを助けるヒントです",
        "Add more detail": "詳細を追加", "Add tags": "タグを追加", "Message": "メッセージ", "Looks good to me": "いいと思います",
        "Please leave the parcel with the neighbour at number 12 if nobody answers the door.": "誰も出ない場合は、12番の隣人に荷物を預けてください。",
        "Enter password": "パスワードを入力", "Password": "パスワード", "Required": "必須",
        "Use at least 8 characters and one number": "8文字以上で数字を1つ含めてください", "Minimum 8 characters": "8文字以上",
    ]

    /// One set's pictures, a column each.
    struct Row: Sendable {
        let set: ComponentSet
        let pictures: [ImageFiles]
    }

    /// Renders every set's default variant in every column to `images/localisation/`.
    static func write(sets: [ComponentSet], renderer: Renderer, scales: [Double], site: OutputFolder) throws -> [Row] {
        try site.folder("images/localisation")
        // One renderer per column, holding that column's translations as its strings; fonts, token
        // checks and themes are the gallery renderer's own, shared.
        let renderers = columns.map { column in
            renderer.with(strings: AccessibilityStrings(values: renderer.strings.values.merging(column.translations) { $1 }))
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
    static func html(_ rows: [Row], navigation: [(title: String, href: String)]) -> String {
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
        return HTMLPage.document(title: "Localisation", navigation: navigation, body: body, search: true, current: GalleryPaths.localisation)
    }
}
