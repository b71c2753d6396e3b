import Foundation
import SpecimenCatalogue

/// The icon names MaterialDesignIcons.names.tsv gives the webfont's code points, checked against the font.
///
/// The TTF has no usable glyph names, so the list shipped beside it is the only way from a name such as
/// `chevron-down` to its private-use code point (U+F140) and from there, through the cmap, to a glyph.
struct IconCatalogue: Sendable {
    let icons: [String: IconGlyph]
    let sortedNames: [String]

    /// Reads `name<TAB>hex code point` rows (lines starting with `#` are comments) and resolves each
    /// through `face`; a malformed row or a code point the font lacks is an error naming the line.
    init(listing url: URL, face: FontFace) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { throw TextError.missingFile(url) }
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8) else {
            throw TextError.badFile(url, "it is not readable UTF-8 text")
        }
        var icons: [String: IconGlyph] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let codepoint = UInt32(fields[1], radix: 16) else {
                throw TextError.badFile(url, "line \(index + 1) is not `name<TAB>hex code point`")
            }
            let name = String(fields[0])
            let glyph = face.glyphIndex(for: codepoint)
            guard glyph != 0 else {
                throw TextError.badFile(url, "line \(index + 1): icon \(name) maps to U+\(String(codepoint, radix: 16, uppercase: true)), which the font has no glyph for")
            }
            guard icons[name] == nil else { throw TextError.badFile(url, "line \(index + 1) repeats the icon name \(name)") }
            icons[name] = IconGlyph(name: name, codepoint: codepoint, glyphID: glyph)
        }
        guard !icons.isEmpty else { throw TextError.badFile(url, "it lists no icons") }
        self.icons = icons
        self.sortedNames = icons.keys.sorted()
    }

    func icon(named name: String) throws -> IconGlyph {
        if let icon = icons[name] { return icon }
        throw TextError.unknownIcon(name, suggestions: suggestions(for: name))
    }

    /// The three names nearest `name` by Levenshtein distance (ties alphabetical), plus up to two more
    /// that tie with the third, so an equally good name is never hidden behind an alphabetical accident.
    func suggestions(for name: String) -> [String] {
        let needle = name.lowercased()
        let ranked = sortedNames
            .map { (distance: Suggestions.editDistance(needle, $0), name: $0) }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        guard ranked.count > 3 else { return ranked.map(\.name) }
        let third = ranked[2].distance
        return ranked.prefix(5).enumerated()
            .filter { $0.offset < 3 || $0.element.distance == third }
            .map(\.element.name)
    }
}
