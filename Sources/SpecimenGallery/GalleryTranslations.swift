import Foundation
import Specimen

/// The words each offered locale (`GalleryLocale`) is drawn with, as a `--strings` file would give
/// them: read from the folders of the design systems the gallery draws, not written in Swift.
///
/// - A language (`ar`, `ja`) takes each design system's `strings/<tag>.strings` (its sample
///   translations of its own texts: Text properties' defaults and words its documents write
///   themselves, such as "(Optional)"); a design system without the file gives none.
/// - A pseudo-locale (`en-XA`, `ar-XB`) reaches only Text properties in the renderer (the goldens in
///   en-XA keep a document's own word in English), so it takes the pseudo form of each word a design
///   system's strings files translate that is no Text property's default: a reviewer of en-XA then
///   sees every word of the picture accented.
///
/// Decision: where two design systems translate one key, the first drawn wins (sets in the gallery's
/// order). The gallery's own words in these languages are `GalleryStrings`', not these.
struct GalleryTranslations: Sendable {
    /// The translations by locale tag.
    let byTag: [String: [String: String]]

    /// The translations `locale` is drawn with (none when no design system gives any).
    subscript(locale: GalleryLocale) -> [String: String] { byTag[locale.tag] ?? [:] }

    /// The folder every design system's sample translations are kept in, inside its own folder.
    static let folderName = "strings"

    /// Reads the translations of every offered locale from the folders of `sets`' design systems; a
    /// strings file that does not read is its one-line error.
    static func read(sets: [ComponentSet], renderer: Renderer) throws -> GalleryTranslations {
        var systems: [String] = []
        for set in sets where !systems.contains(set.designSystem) { systems.append(set.designSystem) }
        var byTag: [String: [String: String]] = [:]
        for system in systems {
            let folder = renderer.folder(ofDesignSystem: system).appendingPathComponent(folderName, isDirectory: true)
            var own: [String: [String: String]] = [:]
            for locale in GalleryLocale.offered where PseudoLocale(rawValue: locale.tag) == nil {
                let file = folder.appendingPathComponent("\(locale.tag).strings")
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                own[locale.tag] = try AccessibilityStrings.none.overriding(withContentsOf: file).values
            }
            let defaults = Set(sets.filter { $0.designSystem == system }.flatMap { $0.properties.filter { $0.kind == .text }.map(\.defaultValue) })
            let documentWords = Set(own.values.flatMap(\.keys)).subtracting(defaults)
            for locale in GalleryLocale.offered {
                if let pseudo = PseudoLocale(rawValue: locale.tag) {
                    for word in documentWords { own[locale.tag, default: [:]][word] = pseudo.apply(word) }
                }
                byTag[locale.tag, default: [:]].merge(own[locale.tag] ?? [:]) { first, _ in first }
            }
        }
        return GalleryTranslations(byTag: byTag)
    }

    /// `locale`'s translations as a `Localizable.strings` file, keys sorted: what the snippets name
    /// with `--strings`, written beside the pages (`GalleryLocale.stringsPath`).
    func stringsFile(for locale: GalleryLocale) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let translations = self[locale]
        return translations.keys.sorted().map { "\(quoted($0)) = \(quoted(translations[$0] ?? ""));\n" }.joined()
    }
}
