import Foundation
import Pixels
import SpecimenSupport

/// Writes `ShippedThemeData+Entries.swift` (SpecimenLayout's `ShippedThemeData`, written into the build folder
/// by the ShippedDataPlugin): each shipped theme as a function that fills its dictionaries, one
/// statement a token (quick to type-check, unlike one large literal).
package enum ThemeDataSource {
    /// The source for `themes` (file name without extension, the file's bytes, the theme resolved
    /// from them, which has no warnings: the compiled form does not carry them).
    package static func source(_ themes: [(name: String, bytes: [UInt8], theme: Theme)]) -> String {
        var out = """
            import Pixels
            import SpecimenTokens

            extension ShippedThemeData {
                static func entry(named name: String) -> Entry? {
                    switch name {

            """
        for theme in themes { out += "        case \(literal(theme.name)): \(function(theme.name))()\n" }
        out += "        default: nil\n        }\n    }\n"
        for theme in themes {
            out += "\n    private static func \(function(theme.name))() -> Entry {\n"
            out += "        var v: [TokenPath: TokenValue] = [:]\n"
            // `let` for an empty table, so the generated file compiles without warnings.
            out += "        \(theme.theme.aliases.isEmpty ? "let" : "var") a: [TokenPath: TokenPath] = [:]\n"
            out += "        \(theme.theme.deprecations.isEmpty ? "let" : "var") d: [TokenPath: String] = [:]\n"
            for (key, entry) in TokenPath.sorted(theme.theme.values) {
                out += "        v[\(spelled(key))] = \(value(entry))\n"
            }
            for (key, target) in TokenPath.sorted(theme.theme.aliases) {
                out += "        a[\(spelled(key))] = \(spelled(target))\n"
            }
            for (key, note) in TokenPath.sorted(theme.theme.deprecations) {
                out += "        d[\(spelled(key))] = \(literal(note))\n"
            }
            let hex = String(FNV1a64.fileFingerprint(theme.bytes), radix: 16)
            out += "        return Entry(fingerprint: 0x\(hex), values: v, aliases: a, deprecations: d)\n    }\n"
        }
        return out + "}\n"
    }

    /// `acme-light` -> `acmeLight`.
    private static func function(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return (words.first ?? "theme") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func spelled(_ path: TokenPath) -> String { "p(" + path.segments.map(literal).joined(separator: ", ") + ")" }

    private static func literal(_ text: String) -> String { String(reflecting: text) }

    /// `Double`'s description is the shortest text that reads back to the same bits.
    private static func number(_ value: Double) -> String { "\(value)" }

    private static func value(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): ".color(Color(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha)))"
        case .dimension(let d): ".dimension(\(number(d)))"
        case .number(let n): ".number(\(number(n)))"
        case .typography(let t):
            ".typography(TextStyle(name: \(literal(t.name)), size: \(number(t.size)), lineHeight: \(number(t.lineHeight)), weight: .\(weight(t.weight))\(t.letterSpacing == 0 ? "" : ", letterSpacing: \(number(t.letterSpacing))")\(features(t.features))\(t.autoLineHeight ? ", autoLineHeight: true" : "")\(extras(t))))"
        case .string(let s): ".string(\(literal(s)))"
        }
    }

    /// `, features: ["tnum": 1]` in tag order, or nothing for a style with the font's defaults.
    private static func features(_ features: [String: Int]) -> String {
        guard !features.isEmpty else { return "" }
        return ", features: [" + features.keys.sorted().map { "\(literal($0)): \(features[$0] ?? 0)" }.joined(separator: ", ") + "]"
    }

    /// `, italic: true`, `, variations: ["wdth": 87.5]` and the paragraph fields, each only when set.
    private static func extras(_ t: TextStyle) -> String {
        var out = t.italic ? ", italic: true" : ""
        if !t.variations.isEmpty {
            out += ", variations: [" + t.variations.keys.sorted().map { "\(literal($0)): \(number(t.variations[$0] ?? 0))" }.joined(separator: ", ") + "]"
        }
        if t.paragraphSpacing != 0 { out += ", paragraphSpacing: \(number(t.paragraphSpacing))" }
        if t.paragraphIndent != 0 { out += ", paragraphIndent: \(number(t.paragraphIndent))" }
        return out
    }

    private static func weight(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: "regular"
        case .medium: "medium"
        case .semiBold: "semiBold"
        case .thin: "thin"
        case .extraLight: "extraLight"
        case .light: "light"
        case .bold: "bold"
        case .extraBold: "extraBold"
        case .black: "black"
        }
    }
}
