import Foundation
import Specimen

/// The gallery's own words (navigation, headings, control labels, the skip link, the snippets'
/// titles) in the locale the gallery is drawn for (`specimen gallery --locale`): English, Arabic and
/// Japanese as written here, the pseudo-locales as their transform of the English, any other locale
/// in English (and the page says `lang="en"` then). Prose a team writes and the long explanations stay
/// as written, marked with their own language.
struct GalleryStrings: Sendable {
    enum Key: String, CaseIterable, Sendable {
        case skipToContent, index, tokens, type, localisation, onThisPage, guidance, preview, variants, decisions, accessibility
        case chooseVariant, theme, light, dark, scale, locale, noLocale, textScale, oneAtATime
        case copy, copied, copiedStatus, copyThe, renderCommand, swiftCall, documentExcerpt, redlines, gallery
        case searchLabel, searchPlaceholder, searchResults, oneResult, manyResults
    }

    /// The `lang` of the pages.
    let language: String
    /// `rtl` for a right-to-left language.
    let direction: String
    private let words: [Key: String]

    subscript(key: Key) -> String { words[key] ?? Self.englishWords[key] ?? key.rawValue }

    static let englishWords: [Key: String] = [
        .skipToContent: "Skip to content", .index: "Index", .tokens: "Tokens", .type: "Type", .localisation: "Localisation",
        .onThisPage: "On this page", .guidance: "Guidance", .preview: "Preview", .variants: "Variants", .decisions: "Decisions",
        .accessibility: "Accessibility", .chooseVariant: "Choose a variant", .theme: "Theme", .light: "Light", .dark: "Dark",
        .scale: "Scale", .locale: "Locale", .noLocale: "none (English)", .textScale: "Text scale",
        .oneAtATime:
            "A switch, the locale and the text scale change one at a time from the variant's defaults: setting one puts the others back. "
            + "The gallery renders every variant with each of them, not every combination.",
        .copy: "Copy", .copied: "Copied", .copiedStatus: "Copied to the clipboard", .copyThe: "Copy the %@",
        .renderCommand: "specimen render command", .swiftCall: "Swift call", .documentExcerpt: "document excerpt",
        .redlines: "Redlines", .gallery: "Gallery",
        .searchLabel: "Search sets, variants, properties, tokens and prose", .searchPlaceholder: "Search (press /)",
        .searchResults: "Search results", .oneResult: "1 result", .manyResults: "%d results",
    ]

    static let arabicWords: [Key: String] = [
        .skipToContent: "انتقل إلى المحتوى", .index: "الفهرس", .tokens: "الرموز", .type: "الخطوط", .localisation: "الترجمة",
        .onThisPage: "في هذه الصفحة", .guidance: "الإرشادات", .preview: "معاينة", .variants: "المتغيرات", .decisions: "القرارات",
        .accessibility: "إمكانية الوصول", .chooseVariant: "اختر متغيراً", .theme: "السمة", .light: "فاتح", .dark: "داكن",
        .scale: "المقياس", .locale: "اللغة", .noLocale: "بلا (الإنجليزية)", .textScale: "حجم النص",
        .oneAtATime: "يتغير المفتاح واللغة وحجم النص واحداً تلو الآخر من القيم الافتراضية للمتغير: ضبط أحدها يعيد الآخرين. يرسم المعرض كل متغير مع كل منها، لا كل التركيبات.",
        .copy: "نسخ", .copied: "تم النسخ", .copiedStatus: "تم النسخ إلى الحافظة", .copyThe: "انسخ %@",
        .renderCommand: "أمر specimen render", .swiftCall: "استدعاء Swift", .documentExcerpt: "مقتطف المستند",
        .redlines: "خطوط القياس", .gallery: "المعرض",
        .searchLabel: "ابحث في المجموعات والمتغيرات والخصائص والرموز والنصوص", .searchPlaceholder: "بحث (اضغط /)",
        .searchResults: "نتائج البحث", .oneResult: "نتيجة واحدة", .manyResults: "%d نتائج",
    ]

    static let japaneseWords: [Key: String] = [
        .skipToContent: "本文へ移動", .index: "索引", .tokens: "トークン", .type: "タイプ", .localisation: "ローカライズ",
        .onThisPage: "このページの内容", .guidance: "ガイダンス", .preview: "プレビュー", .variants: "バリアント", .decisions: "決定事項",
        .accessibility: "アクセシビリティ", .chooseVariant: "バリアントを選択", .theme: "テーマ", .light: "ライト", .dark: "ダーク",
        .scale: "倍率", .locale: "ロケール", .noLocale: "なし（英語）", .textScale: "文字サイズ",
        .oneAtATime: "スイッチ、ロケール、文字サイズはバリアントの既定値から一つずつ変わります。一つを設定すると他は既定値に戻ります。ギャラリーは各バリアントをそれぞれで描画し、すべての組み合わせは描画しません。",
        .copy: "コピー", .copied: "コピーしました", .copiedStatus: "クリップボードにコピーしました", .copyThe: "%@をコピー",
        .renderCommand: "specimen render コマンド", .swiftCall: "Swift の呼び出し", .documentExcerpt: "ドキュメントの抜粋",
        .redlines: "レッドライン", .gallery: "ギャラリー",
        .searchLabel: "セット、バリアント、プロパティ、トークン、文章を検索", .searchPlaceholder: "検索（/ キー）",
        .searchResults: "検索結果", .oneResult: "1 件", .manyResults: "%d 件",
    ]

    static let english = GalleryStrings(language: "en", direction: "ltr", words: englishWords)

    /// The words for `localisation`'s locale (its language's, a pseudo-locale's transform, or English).
    static func `for`(_ localisation: Localisation) -> GalleryStrings {
        let rtl = localisation.resolvedDirection == .rightToLeft ? "rtl" : "ltr"
        if let pseudo = localisation.pseudoLocale, let tag = localisation.locale {
            // The placeholders (`%@`, `%d`) are held out of the transform, which would accent their letters.
            let words = englishWords.mapValues { word in
                pseudo.apply(word.replacingOccurrences(of: "%@", with: "\u{E000}").replacingOccurrences(of: "%d", with: "\u{E001}"))
                    .replacingOccurrences(of: "\u{E000}", with: "%@").replacingOccurrences(of: "\u{E001}", with: "%d")
            }
            return GalleryStrings(language: tag, direction: rtl, words: words)
        }
        switch localisation.locale?.split(separator: "-").first?.lowercased() {
        case "ar"?: return GalleryStrings(language: localisation.locale ?? "ar", direction: rtl, words: arabicWords)
        case "ja"?: return GalleryStrings(language: localisation.locale ?? "ja", direction: rtl, words: japaneseWords)
        default: return GalleryStrings(language: "en", direction: "ltr", words: englishWords)
        }
    }

    /// Whether these are English's own words (the pages' long explanations then need no `lang`).
    var isEnglish: Bool { language == "en" }

    var preview: String { self[.preview] }
    var chooseVariant: String { self[.chooseVariant] }
    var theme: String { self[.theme] }
    var light: String { self[.light] }
    var dark: String { self[.dark] }
    var scale: String { self[.scale] }
    var locale: String { self[.locale] }
    var noLocale: String { self[.noLocale] }
    var textScale: String { self[.textScale] }
    var oneAtATime: String { self[.oneAtATime] }
    var copy: String { self[.copy] }
    var renderCommand: String { self[.renderCommand] }
    var swiftCall: String { self[.swiftCall] }
    var documentExcerpt: String { self[.documentExcerpt] }
    func copyThe(_ title: String) -> String { self[.copyThe].replacingOccurrences(of: "%@", with: title) }
}
