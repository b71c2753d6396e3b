import Specimen

/// A locale the gallery offers (the preview's Locale control and the Localisation page's columns):
/// its tag and its title. The list is the gallery's own; the words each is drawn with are the design
/// systems' (`GalleryTranslations`, from each design system's `strings/<tag>.strings`).
struct GalleryLocale: Sendable, Hashable {
    let tag: String
    let title: String

    /// The pseudo-locales, Arabic and Japanese, in the order the controls list them.
    static let offered: [GalleryLocale] = [
        GalleryLocale(tag: "en-XA", title: "en-XA (accented, longer)"),
        GalleryLocale(tag: "ar-XB", title: "ar-XB (mirrored, right to left)"),
        GalleryLocale(tag: "ar", title: "Arabic (ar)"),
        GalleryLocale(tag: "ja", title: "Japanese (ja)"),
    ]

    var localisation: Localisation { Localisation(locale: tag) }

    /// `ar`, `en-xa`: the locale in file and anchor names.
    var slug: String { Slug.make(tag) }

    /// `strings/ar.strings`: where the site keeps its translations (`GalleryTranslations.stringsFile`).
    var stringsPath: String { "strings/\(tag).strings" }
}
