#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The rows of an icon listing, read straight from its bytes (which start with an added newline, so
/// every row follows one): `nil` for a blank or `#` comment line, else the name's bytes and the code
/// point (`nil` when the row is not `name<TAB>hex`).
package struct IconListingRows: Sequence, IteratorProtocol {
    package struct Row {
        /// 1-based, in the file as written.
        package var line: Int {
            switch number {
            case .known(let line): line
            case .counted(let bytes, let start): IconListingRows.newlines(in: bytes, before: start)
            }
        }
        package let number: LineNumber
        package let name: ArraySlice<UInt8>
        package let codepoint: UInt32?
    }

    /// A row's line number, known when the rows are read in order, else counted when asked for: a
    /// lookup jumps straight to its row, and only an error names the line (counting the newlines
    /// before each of a cold render's five icons cost 374,000 instructions).
    package enum LineNumber {
        case known(Int)
        case counted(bytes: [UInt8], start: Int)
    }

    private let bytes: [UInt8]
    private var start = 1
    private var line = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package mutating func next() -> Row?? {
        guard start < bytes.count else { return nil }
        line += 1
        let end = Self.lineEnd(bytes, from: start)
        defer { start = end + 1 }
        return .some(Self.parse(bytes, start, end, line: .known(line)))
    }

    /// What a whole listing holds: its number of rows, or the first line that is not a row.
    package enum Check: Equatable {
        case rows(Int)
        case malformed(line: Int)
    }

    /// Every line read as `next()` reads it, without making a `Row` for each (a cold render opens
    /// the catalogue: this pass over 1,650 rows was 3% of it). Each line's end is found by `memchr`,
    /// the C library's vectorised search, rather than byte by byte (480,000 instructions to 260,000).
    package static func check(_ bytes: [UInt8]) -> Check {
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

    /// What is wrong with a whole listing's bytes (which start with the added newline), in the words
    /// the icon catalogue reports it with; nil when nothing is. The catalogue asks it at start, and the
    /// build tool before it stamps the shipped listing (`ShippedFileStamps.unchangedFont`).
    package static func problem(_ bytes: [UInt8]) -> String? {
        guard String(validating: bytes, as: UTF8.self) != nil else { return "it is not readable UTF-8 text" }
        switch check(bytes) {
        case .malformed(let line): return "line \(line) is not `name<TAB>hex code point`"
        case .rows(0): return "it lists no icons"
        case .rows: return nil
        }
    }

    /// The row starting at `start`, numbered by counting the newlines before it when its line is asked for.
    package static func row(in bytes: [UInt8], from start: Int) -> Row? {
        guard start < bytes.count else { return nil }
        return parse(bytes, start, lineEnd(bytes, from: start), line: .counted(bytes: bytes, start: start))
    }

    /// How many newlines `bytes[..<end]` holds, eight bytes a step (a byte by byte count was 75,000
    /// instructions for a row near the end).
    package static func newlines(in bytes: [UInt8], before end: Int) -> Int {
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
