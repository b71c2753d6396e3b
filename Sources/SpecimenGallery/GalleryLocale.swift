import Specimen

/// A locale the gallery offers (the preview's Locale control and the Localisation page's columns):
/// its tag, its title, and the sample translations it is drawn with, as a `--strings` file would give
/// them (each key a Text property's English default, or a document's own word such as "(Optional)").
struct GalleryLocale: Sendable, Hashable {
    let tag: String
    let title: String
    let translations: [String: String]

    /// The pseudo-locales, Arabic and Japanese, in the order the controls list them.
    static let offered: [GalleryLocale] = [
        GalleryLocale(tag: "en-XA", title: "en-XA (accented, longer)", translations: pseudoWords(.accented)),
        GalleryLocale(tag: "ar-XB", title: "ar-XB (mirrored, right to left)", translations: pseudoWords(.bidi)),
        GalleryLocale(tag: "ar", title: "Arabic (ar)", translations: arabic),
        GalleryLocale(tag: "ja", title: "Japanese (ja)", translations: japanese),
    ]

    var localisation: Localisation { Localisation(locale: tag) }

    /// `ar`, `en-xa`: the locale in file and anchor names.
    var slug: String { Slug.make(tag) }

    /// The words a document writes itself rather than taking from a property (the title row's
    /// "(Optional)"). A pseudo-locale reaches only Text properties in the renderer (the goldens in
    /// en-XA keep the English word), so the gallery gives these words' pseudo forms as translations:
    /// a reviewer of en-XA then sees every word of the picture accented.
    static let documentWords = ["(Optional)"]

    static func pseudoWords(_ pseudo: PseudoLocale) -> [String: String] {
        Dictionary(uniqueKeysWithValues: documentWords.map { ($0, pseudo.apply($0)) })
    }

    /// Sample translations of the catalogue's default Text values (for the gallery only).
    static let arabic: [String: String] = [
        "Title of input": "عنوان الحقل", "Placeholder text": "نص توضيحي", "This is a hint text to help user": "هذا نص تلميح لمساعدة المستخدم",
        "Add more detail": "أضف المزيد من التفاصيل", "Add tags": "أضف وسوماً", "Message": "رسالة", "Looks good to me": "يبدو جيداً",
        "Please leave the parcel with the neighbour at number 12 if nobody answers the door.": "يرجى ترك الطرد عند الجار في المنزل رقم 12 إذا لم يجب أحد على الباب.",
        "Enter password": "أدخل كلمة المرور", "Password": "كلمة المرور", "Required": "مطلوب",
        "Use at least 8 characters and one number": "استخدم 8 أحرف على الأقل ورقماً واحداً", "Minimum 8 characters": "8 أحرف على الأقل",
        "kg": "كغ", "(Optional)": "(اختياري)", "Remember me": "تذكرني",
    ]

    static let japanese: [String: String] = [
        "Title of input": "入力のタイトル", "Placeholder text": "プレースホルダー", "This is a hint text to help user": "ユーザーを助けるヒントです",
        "Add more detail": "詳細を追加", "Add tags": "タグを追加", "Message": "メッセージ", "Looks good to me": "いいと思います",
        "Please leave the parcel with the neighbour at number 12 if nobody answers the door.": "誰も出ない場合は、12番の隣人に荷物を預けてください。",
        "Enter password": "パスワードを入力", "Password": "パスワード", "Required": "必須",
        "Use at least 8 characters and one number": "8文字以上で数字を1つ含めてください", "Minimum 8 characters": "8文字以上",
        "(Optional)": "（任意）", "Remember me": "ログインしたままにする",
    ]

    /// The translations as a `Localizable.strings` file, keys sorted: what the snippets name with
    /// `--strings`, written beside the pages.
    var stringsFile: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return translations.keys.sorted().map { "\(quoted($0)) = \(quoted(translations[$0] ?? ""));\n" }.joined()
    }

    /// `strings/ar.strings`: where the site keeps `stringsFile`.
    var stringsPath: String { "strings/\(tag).strings" }
}
