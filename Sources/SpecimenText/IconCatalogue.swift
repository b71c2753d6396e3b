import Foundation
import Synchronization
import SpecimenInput
import SpecimenSupport

/// The icon names MaterialDesignIcons.names.tsv gives the webfont's code points, checked against the font.
///
/// The TTF has no usable glyph names, so the list shipped beside it is the only way from a name such as
/// `chevron-down` to its private-use code point (U+F140) and from there, through the cmap, to a glyph.
///
/// Lookup is lazy because a single render draws two or three icons of 1,650: opening the catalogue only
/// reads the file and checks every row's shape in one pass over its bytes; `icon(named:)` finds one row
/// and resolves only that code point through the font (then remembers it): a code point the font lacks
/// is an error when that icon is asked for. The sorted names are read once, for listings and suggestions.
/// The caches (icons found, the sorted names) live in a `Mutex`.
final class IconCatalogue: Sendable {
    /// The listing's path (its `URL` is made only for an error).
    private let path: String
    private var url: URL { URL(fileURLWithPath: path) }
    private let bytes: [UInt8]
    private let face: FontFace
    private let cache = Mutex<(found: [String: IconGlyph], names: [String]?)>(([:], nil))

    /// Reads `name<TAB>hex code point` rows (lines starting with `#` are comments); a malformed row is
    /// an error naming the line. Code points are resolved through `face` when an icon is asked for.
    ///
    /// A `verified` listing (the shipped one, by the stamp its build took after checking it:
    /// `ShippedFileStamps.unchangedFont`) is read without being checked again: the check of its 1,650
    /// rows and its UTF-8 was 0.3 M instructions of every start.
    init(listing path: String, face: FontFace, verified: Bool = false) throws {
        let url = { URL(fileURLWithPath: path) }
        if !verified {
            guard FileManager.default.fileExists(atPath: path) else { throw TextError.missingFile(url()) }
            do { try InputFile.requireRegularFile(path, what: "icon listing") } catch { throw TextError.badFile(url(), error.reason) }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TextError.badFile(url(), "it is not readable UTF-8 text")
        }
        self.path = path
        // One copy of the file's bytes after the added newline (`+` of two arrays made two).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count + 1)
        bytes.append(UInt8(ascii: "\n"))
        data.withUnsafeBytes { bytes.append(contentsOf: $0) }
        self.bytes = bytes
        self.face = face
        if !verified, let problem = IconListingRows.problem(bytes) { throw TextError.badFile(url(), problem) }
    }

    /// Every icon name the listing holds, sorted (a repeated name once); read on first use.
    var sortedNames: [String] {
        if let names = cache.withLock({ $0.names }) { return names }
        var unique = Set<String>()
        for row in IconListingRows(bytes) {
            guard let row, row.codepoint != nil else { continue }
            unique.insert(String(decoding: row.name, as: UTF8.self))
        }
        let sorted = unique.sorted()
        cache.withLock { $0.names = sorted }
        return sorted
    }

    func icon(named name: String) throws -> IconGlyph {
        if let hit = cache.withLock({ $0.found[name] }) { return hit }
        guard let row = row(named: name), let codepoint = row.codepoint else {
            throw TextError.unknownIcon(name, suggestions: suggestions(for: name))
        }
        let icon = try resolve(name: name, codepoint: codepoint, row: row)
        cache.withLock { $0.found[name] = icon }
        return icon
    }

    /// The row that names `name`: a scan for "newline, name, tab" finds it without parsing the other
    /// rows (a cold render looks up one or two icons); a row with leading blanks falls back to the
    /// row-by-row reader.
    private func row(named name: String) -> IconListingRows.Row? {
        let pattern = Array(("\n" + name + "\t").utf8)
        let hit: Int? = bytes.withUnsafeBytes { hay in
            pattern.withUnsafeBytes { needle in
                guard let base = hay.baseAddress, let first = needle.baseAddress, needle.count <= hay.count else { return nil }
                let last = hay.count - needle.count
                func matches(_ offset: Int) -> Bool { offset <= last && memcmp(base + offset, first, needle.count) == 0 }
                // Eight positions a step: a candidate is a newline followed by the name's first byte,
                // found as the zero bytes of (word ^ newlines) | (next word ^ that byte), exactly (no
                // false zero: `(x & 0x7F) + 0x7F` sets a byte's high bit unless its low seven bits are
                // zero, and never carries), earliest first; only candidates are compared whole. A
                // `memchr` to each of the 1,650 newlines and a `memcmp` there was 90,000 instructions a
                // lookup (three a cold Text Input render).
                let ones = UInt64(0x0101_0101_0101_0101), highs = ones &* 0x80, lows = ones &* 0x7F
                let newlines = ones &* 0x0A, second = ones &* UInt64(needle[1])
                var at = 0
                while at + 9 <= hay.count {
                    let word = UInt64(littleEndian: hay.loadUnaligned(fromByteOffset: at, as: UInt64.self)) ^ newlines
                    let next = UInt64(littleEndian: hay.loadUnaligned(fromByteOffset: at + 1, as: UInt64.self)) ^ second
                    let both = word | next
                    var zeros = ~(((both & lows) &+ lows) | both) & highs
                    while zeros != 0 {
                        let offset = at + zeros.trailingZeroBitCount / 8
                        if matches(offset) { return offset }
                        zeros &= zeros - 1
                    }
                    at += 8
                }
                while at <= last {
                    if hay[at] == 0x0A, matches(at) { return at }
                    at += 1
                }
                return nil
            }
        }
        if let hit, let row = IconListingRows.row(in: bytes, from: hit + 1) { return row }
        let needle = Array(name.utf8)
        for row in IconListingRows(bytes) where row?.name.elementsEqual(needle) == true { return row }
        return nil
    }

    /// The three names nearest `name` by Levenshtein distance (ties alphabetical), plus up to two more
    /// that tie with the third, so an equally good name is never hidden behind an alphabetical accident.
    func suggestions(for name: String) -> [String] {
        // Written with explicit types: the chained closures took the type checker 5 s a build.
        typealias Ranked = (distance: Int, name: String)
        let needle = name.lowercased()
        var ranked: [Ranked] = sortedNames.map { (name: String) -> Ranked in (Suggestions.editDistance(needle, name), name) }
        ranked.sort { (a: Ranked, b: Ranked) -> Bool in a.distance != b.distance ? a.distance < b.distance : a.name < b.name }
        guard ranked.count > 3 else { return ranked.map { $0.name } }
        let third = ranked[2].distance
        var nearest: [String] = []
        for (offset, entry) in ranked.prefix(5).enumerated() where offset < 3 || entry.distance == third {
            nearest.append(entry.name)
        }
        return nearest
    }

    private func resolve(name: String, codepoint: UInt32, row: IconListingRows.Row) throws -> IconGlyph {
        let glyph = face.glyphIndex(for: codepoint)
        guard glyph != 0 else {
            throw TextError.badFile(url, "line \(row.line): icon \(name) maps to U+\(String(codepoint, radix: 16, uppercase: true)), which the font has no glyph for")
        }
        return IconGlyph(name: name, codepoint: codepoint, glyphID: glyph)
    }
}
