/// A paragraph being broken into lines: its code points, where each starts in its UTF-8 bytes, and its
/// bidi levels, resolved once for the whole paragraph before any line is cut from it.
struct WrappedParagraph {
    let scalars: [UInt32]
    /// For each UTF-8 offset that starts a code point (and the end), that code point's index; -1 inside one.
    private let scalarIndex: [Int]
    let bidi: BidiParagraph

    init(_ bytes: [UInt8], direction: TextDirection) {
        var scalars: [UInt32] = []
        var index = [Int](repeating: -1, count: bytes.count + 1)
        var offset = 0
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            index[offset] = scalars.count
            scalars.append(scalar.value)
            offset += UTF8.width(scalar)
        }
        index[min(offset, bytes.count)] = scalars.count
        self.scalars = scalars
        scalarIndex = index
        bidi = BidiParagraph(scalars, fallback: direction)
    }

    /// True when every level is 0 in a left-to-right paragraph: each line then resolves to the same
    /// levels on its own, and is shaped exactly as any one-line text is.
    var isPlainLeftToRight: Bool { !bidi.isRightToLeft && !bidi.levels.contains { $0 != 0 } }

    /// The levels of the line `bytes[range]` as its paragraph resolved them; `nil` for a plain
    /// left-to-right paragraph, or a range that does not start and end on code points.
    func bidi(_ range: Range<Int>) -> BidiLine? {
        guard !isPlainLeftToRight, range.upperBound < scalarIndex.count else { return nil }
        let first = scalarIndex[range.lowerBound], end = scalarIndex[range.upperBound]
        guard first >= 0, end >= first else { return nil }
        return bidi.line(first..<end, of: scalars)
    }
}
