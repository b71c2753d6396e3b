import Foundation
import SpecimenSupport

/// The themes Specimen ships in `Themes/`, and the way a user's token file is laid over them.
package enum ThemeLibrary {
    /// The token document of a shipped theme, e.g. `acme-light` (file `Themes/acme-light.tokens.json`).
    package static func document(named name: String, home: SpecimenHome) throws -> TokenDocument {
        try TokenDocument.load(contentsOf: home.themes.appendingPathComponent("\(name).tokens.json"))
    }

    /// A shipped theme, with an optional user token file laid over it before aliases are resolved, so
    /// overriding a primitive changes every token that aliases it.
    package static func theme(named name: String, mode: String, home: SpecimenHome, overrides: TokenDocument? = nil) throws -> Theme {
        var document = try document(named: name, home: home)
        if let overrides { document = try document.overriding(with: overrides) }
        return try Theme(name: mode, document: document)
    }
}
