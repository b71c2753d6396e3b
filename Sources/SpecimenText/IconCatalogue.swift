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
    init(listing path: String, face: FontFace) throws {
        let url = { URL(fileURLWithPath: path) }
        guard FileManager.default.fileExists(atPath: path) else { throw TextError.missingFile(url()) }
        do { try InputFile.requireRegularFile(path, what: "icon listing") } catch { throw TextError.badFile(url(), error.reason) }
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
        guard String(validating: bytes, as: UTF8.self) != nil else { throw TextError.badFile(url(), "it is not readable UTF-8 text") }
        switch IconListingRows.check(bytes) {
        case .malformed(let line): throw TextError.badFile(url(), "line \(line) is not `name<TAB>hex code point`")
        case .rows(0): throw TextError.badFile(url(), "it lists no icons")
        case .rows: break
        }
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
                var at = 0
                // memchr to each newline, memcmp the rest: the C library's vectorised loops.
                while at + needle.count <= hay.count,
                    let newline = memchr(base + at, 0x0A, hay.count - needle.count + 1 - at)
                {
                    let offset = UnsafeRawPointer(newline) - base
                    if memcmp(newline, first, needle.count) == 0 { return offset }
                    at = offset + 1
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

/// The rows of an icon listing, read straight from its bytes (which start with an added newline, so
/// every row follows one): `nil` for a blank or `#` comment line, else the name's bytes and the code
/// point (`nil` when the row is not `name<TAB>hex`).
struct IconListingRows: Sequence, IteratorProtocol {
    struct Row {
        /// 1-based, in the file as written.
        var line: Int {
            switch number {
            case .known(let line): line
            case .counted(let bytes, let start): IconListingRows.newlines(in: bytes, before: start)
            }
        }
        let number: LineNumber
        let name: ArraySlice<UInt8>
        let codepoint: UInt32?
    }

    /// A row's line number, known when the rows are read in order, else counted when asked for: a
    /// lookup jumps straight to its row, and only an error names the line (counting the newlines
    /// before each of a cold render's five icons cost 374,000 instructions).
    enum LineNumber {
        case known(Int)
        case counted(bytes: [UInt8], start: Int)
    }

    private let bytes: [UInt8]
    private var start = 1
    private var line = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Row?? {
        guard start < bytes.count else { return nil }
        line += 1
        let end = Self.lineEnd(bytes, from: start)
        defer { start = end + 1 }
        return .some(Self.parse(bytes, start, end, line: .known(line)))
    }

    /// What a whole listing holds: its number of rows, or the first line that is not a row.
    enum Check: Equatable {
        case rows(Int)
        case malformed(line: Int)
    }

    /// Every line read as `next()` reads it, without making a `Row` for each (a cold render opens
    /// the catalogue: this pass over 1,650 rows was 3% of it). Each line's end is found by `memchr`,
    /// the C library's vectorised search, rather than byte by byte (480,000 instructions to 260,000).
    static func check(_ bytes: [UInt8]) -> Check {
        bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return .rows(0) }
            var start = 1, line = 0, rows = 0
            while start < all.count {
                line += 1
                let end = memchr(base + start, 0x0A, all.count - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? all.count
                if let fields = fields(all, start, end) {
                    guard hex(all, fields.code.lowerBound, fields.code.upperBound) != nil else { return .malformed(line: line) }
                    rows += 1
                }
                start = end + 1
            }
            return .rows(rows)
        }
    }

    /// The row starting at `start`, numbered by counting the newlines before it when its line is asked for.
    static func row(in bytes: [UInt8], from start: Int) -> Row? {
        guard start < bytes.count else { return nil }
        return parse(bytes, start, lineEnd(bytes, from: start), line: .counted(bytes: bytes, start: start))
    }

    /// How many newlines `bytes[..<end]` holds, eight bytes a step (a byte by byte count was 75,000
    /// instructions for a row near the end).
    static func newlines(in bytes: [UInt8], before end: Int) -> Int {
        bytes.withUnsafeBytes { all in
            let ones = UInt64(0x0101_0101_0101_0101), highs = ones &* 0x80, lows = ones &* 0x7F
            var count = 0, at = 0
            while at + 8 <= end {
                // A byte of `x` is zero exactly where the word held a newline; `(x & 0x7F) + 0x7F`
                // sets a byte's high bit unless its low seven bits are zero, and can never carry into
                // the next byte, so the count is exact.
                let x = UInt64(littleEndian: all.loadUnaligned(fromByteOffset: at, as: UInt64.self)) ^ (ones &* 0x0A)
                count += (~(((x & lows) &+ lows) | x) & highs).nonzeroBitCount
                at += 8
            }
            while at < end {
                if all[at] == UInt8(ascii: "\n") { count += 1 }
                at += 1
            }
            return count
        }
    }

    private static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    private static func parse(_ bytes: [UInt8], _ start: Int, _ end: Int, line: LineNumber) -> Row? {
        bytes.withUnsafeBufferPointer { all in
            guard let fields = fields(all, start, end) else { return nil }
            return Row(number: line, name: bytes[fields.name], codepoint: hex(all, fields.code.lowerBound, fields.code.upperBound))
        }
    }

    /// The name and code point fields of the line `bytes[start..<end]`, trimmed; nil for a blank or
    /// comment line. A line without a tab inside it is all name, with an empty (so invalid) code point.
    private static func fields(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (name: Range<Int>, code: Range<Int>)? {
        var low = start, high = end
        while low < high, isSpace(bytes[low]) { low += 1 }
        while high > low, isSpace(bytes[high - 1]) { high -= 1 }
        if low == high || bytes[low] == UInt8(ascii: "#") { return nil }
        let tab = memchr(bytes.baseAddress! + low, 0x09, high - low).map { UnsafeRawPointer($0) - UnsafeRawPointer(bytes.baseAddress!) } ?? high
        guard tab > low, tab < high else { return (low..<high, high..<high) }
        return (low..<tab, tab + 1..<high)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// `bytes[from..<to]` as hexadecimal, or `nil` unless it is 1 to 8 hex digits.
    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> UInt32? {
        guard to > from, to - from <= 8 else { return nil }
        var value: UInt32 = 0
        for i in from..<to {
            let b = bytes[i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
