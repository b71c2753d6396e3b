import Foundation
import SpecimenSupport
import Synchronization
import SpecimenCatalogue
import SpecimenTokens

/// The light theme each shipped design system draws with, read once per process: what a `LayoutEngine`
/// made without a renderer (`LayoutEngine(text:)`) measures a document's text styles with. A renderer
/// gives its engine the theme of the mode it draws, with the user's token files laid over it.
package enum ShippedThemes {
    private static let cache = Mutex<[String: Theme]>([:])

    /// `Themes/<system>-<mode>.tokens.json`'s name: the design system's first word, lowercased, then the
    /// mode (`acme-light` for "Acme UI"); the one rule `ThemeFiles` names shipped files by.
    package static func fileName(designSystem: String, mode: String) -> String {
        "\(folderName(designSystem: designSystem))-\(mode)"
    }

    /// The folder under `Themes/` holding a shipped design system's documents: the same first word,
    /// lowercased (`acme`).
    package static func folderName(designSystem: String) -> String {
        designSystem.lowercased().split(separator: " ").first.map(String.init) ?? designSystem.lowercased()
    }

    /// The shipped light theme of `designSystem`; a failure is not remembered, so fixing `SPECIMEN_HOME`
    /// and retrying works.
    static func light(designSystem: String) throws -> Theme {
        let name = fileName(designSystem: designSystem, mode: "light")
        if let found = cache.withLock({ $0[name] }) { return found }
        let home = try SpecimenHome.locate()
        guard FileManager.default.fileExists(atPath: home.themesPath + "/\(name).tokens.json") else {
            throw LayoutError(
                kind: .document,
                message:
                    "design system \"\(designSystem)\" is not one Specimen ships, so its tokens are not known here; give the engine its theme (LayoutEngine(text:theme:)) or draw it through a Renderer given its DesignSystemFolder (--design-system DIR)"
            )
        }
        let theme = try ShippedThemeData.theme(named: name, mode: "light", home: home) ?? ThemeLibrary.theme(named: name, mode: "light", home: home)
        cache.withLock { $0[name] = theme }
        return theme
    }
}
