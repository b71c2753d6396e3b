import Foundation
import Pixels
import SpecimenSupport

/// The shipped themes resolved ahead of time, as Swift data (`CompiledThemes+Data.swift`), so a cold
/// `specimen render` need not parse and resolve a theme file: that was a tenth of its instructions.
///
/// The data stands for one exact file: each theme carries a fingerprint (FNV-1a, 64 bits) of the bytes
/// it was compiled from, and is used only when the file in `Themes/` still has those bytes. A changed
/// or unreadable file, or a user's token file laid over the theme, takes the ordinary path (parse,
/// resolve, validate), so what is drawn never depends on which path ran. `TokensTests` hold the data
/// equal to parsing every shipped file, and re-record it with `SPECIMEN_RECORD_THEMES=1`.
public enum CompiledThemes {
    /// One compiled theme: what `Theme` holds, and the fingerprint of its file.
    struct Entry {
        let fingerprint: UInt64
        let values: [TokenPath: TokenValue]
        let aliases: [TokenPath: TokenPath]
        let deprecations: [TokenPath: String]
    }

    /// The shipped theme `name` (`appetite-light`) for `mode`, when `bytes` are exactly the file it
    /// was compiled from; nil otherwise.
    public static func theme(named name: String, mode: String, fileBytes bytes: [UInt8]) -> Theme? {
        guard let entry = entry(named: name), entry.fingerprint == fingerprint(bytes) else { return nil }
        return Theme(name: mode, values: entry.values, aliases: entry.aliases, warnings: [], deprecations: entry.deprecations)
    }

    /// FNV-1a over the file's bytes: cheap next to parsing it, and any edit changes it.
    public static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        FNV1a64.hash(bytes).value
    }

    static func p(_ segments: String...) -> TokenPath { TokenPath(segments: segments) }
}
