import Foundation
import Pixels
import SpecimenSupport
import SpecimenTokens

/// The shipped themes resolved ahead of time, as Swift data (`ShippedThemeData+Entries.swift`, written into
/// the build folder by the ShippedDataPlugin from `Themes/*.tokens.json`), so a cold `specimen render`
/// need not parse and resolve a theme file: that was a tenth of its instructions.
///
/// The data stands for one exact file: each theme carries a fingerprint (FNV-1a, 64 bits) of the bytes
/// it was compiled from, and is used only when the file in `Themes/` still has those bytes. A changed
/// or unreadable file, or a user's token file laid over the theme, takes the ordinary path (parse,
/// resolve, validate), so what is drawn never depends on which path ran. `LayoutTests` hold the data
/// equal to parsing every shipped file.
///
/// It lives here rather than in SpecimenTokens because the generator reads the files with
/// SpecimenTokens' own parser: the module that compiles the data must sit above the one that reads it.
package enum ShippedThemeData {
    /// One compiled theme: what `Theme` holds, and the fingerprint of its file.
    struct Entry {
        let fingerprint: UInt64
        let values: [TokenPath: TokenValue]
        let aliases: [TokenPath: TokenPath]
        let deprecations: [TokenPath: String]
    }

    /// The shipped theme `name` (`acme-light`) for `mode`, when `bytes` are exactly the file it
    /// was compiled from; nil otherwise.
    package static func theme(named name: String, mode: String, fileBytes bytes: [UInt8]) -> Theme? {
        guard let entry = entry(named: name), entry.fingerprint == fingerprint(bytes) else { return nil }
        return Theme(name: mode, values: entry.values, aliases: entry.aliases, warnings: [], deprecations: entry.deprecations)
    }

    /// A shipped theme from its compiled form, when its file in `home` still has the bytes it was
    /// compiled from; nil otherwise (then parse it: a missing or changed file is read, and reported,
    /// the ordinary way).
    package static func theme(named name: String, mode: String, home: SpecimenHome) -> Theme? {
        // By its stamp first (ShippedFileStamps: one lstat), else read and fingerprinted.
        let themes = home.themesPath
        if ShippedFileStamps.unchanged("\(name).tokens.json", in: themes), let entry = entry(named: name) {
            return Theme(name: mode, values: entry.values, aliases: entry.aliases, warnings: [], deprecations: entry.deprecations)
        }
        guard let data = FileManager.default.contents(atPath: themes + "/\(name).tokens.json") else { return nil }
        return theme(named: name, mode: mode, fileBytes: Array(data))
    }

    /// FNV-1a over the file's bytes, eight at a time (`FNV1a64.fileFingerprint`): cheap next to parsing it, and any edit changes it.
    package static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        FNV1a64.fileFingerprint(bytes)
    }

    static func p(_ segments: String...) -> TokenPath { TokenPath(segments: segments) }

    #if SPECIMEN_NO_SHIPPED_DATA
    /// `make fuzz` builds without the ShippedDataPlugin (see Package.swift): every theme is parsed.
    static func entry(named name: String) -> Entry? { nil }
    #endif
}
