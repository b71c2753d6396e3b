import CFriBidi

/// One paragraph's resolved embedding levels by the Unicode bidi algorithm (UAX #9), from FriBidi.
///
/// HarfBuzz shapes a run in one direction; deciding which runs are right to left and in what order
/// they show is this type's job. Even levels read left to right, odd levels right to left.
struct BidiParagraph {
    /// One level per code point of the paragraph.
    let levels: [Int8]
    let isRightToLeft: Bool

    /// How a paragraph's own direction is found (UAX #9 rules P2 and P3, or a higher-level protocol).
    enum Base: Int32 {
        /// Forced left to right (level 0), whatever the text.
        case leftToRight = 0
        /// Forced right to left (level 1).
        case rightToLeft = 1
        /// The first strong character's direction, else left to right.
        case firstStrongElseLeftToRight = 2
        /// The first strong character's direction, else right to left.
        case firstStrongElseRightToLeft = 3
    }

    /// The levels of `scalars`; a paragraph with no strong character takes `fallback`'s direction.
    init(_ scalars: [UInt32], fallback: TextDirection) {
        self.init(scalars, base: fallback == .rightToLeft ? .firstStrongElseRightToLeft : .firstStrongElseLeftToRight)
    }

    /// The levels of `scalars` with the paragraph direction found as `base` says.
    init(_ scalars: [UInt32], base: Base) {
        let fallbackRTL = base == .rightToLeft || base == .firstStrongElseRightToLeft
        // Text without a right-to-left character or control in a left-to-right UI is all level 0:
        // the common case skips FriBidi.
        if base != .rightToLeft, !fallbackRTL, !scalars.contains(where: BidiParagraph.mayBeRightToLeft) {
            levels = [Int8](repeating: 0, count: scalars.count)
            isRightToLeft = false
            return
        }
        var levels = [Int8](repeating: 0, count: scalars.count)
        let result = scalars.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { out in
                specimen_bidi_levels_based(text.baseAddress, Int32(text.count), base.rawValue, out.baseAddress)
            }
        }
        if result < 0 {
            // FriBidi only fails when out of memory; one run in the UI's direction is the safe answer.
            levels = [Int8](repeating: fallbackRTL ? 1 : 0, count: scalars.count)
        }
        self.levels = levels
        isRightToLeft = result < 0 ? fallbackRTL : result == 1
    }

    /// The levels of the paragraph as one line: FriBidi has applied rule L1 at its end already.
    var wholeLine: BidiLine { BidiLine(levels: levels, isRightToLeft: isRightToLeft) }

    /// The paragraph's level: 1 when it reads right to left, else 0.
    var level: Int8 { isRightToLeft ? 1 : 0 }

    /// The levels of one line of the paragraph, `scalars[range]`, as rule L1 leaves them: the
    /// paragraph's levels (resolved before the paragraph was broken into lines, so an embedding or
    /// override that spans a line break holds on both lines), with segment separators, and the
    /// whitespace and isolate controls before them or at the line's end, reset to the paragraph level.
    func line(_ range: Range<Int>, of scalars: [UInt32]) -> BidiLine {
        var line = Array(levels[range])
        var trailing = true
        for i in range.reversed() {
            switch specimen_bidi_line_end_class(scalars[i]) {
            case 2:
                line[i - range.lowerBound] = level
                trailing = true
            case 1 where trailing:
                line[i - range.lowerBound] = level
            default:
                trailing = false
            }
        }
        return BidiLine(levels: line, isRightToLeft: isRightToLeft)
    }

    /// Whether rule X9 removes `scalar` (embedding and override controls, boundary neutrals), so it has
    /// no level of its own.
    static func isRemoved(_ scalar: UInt32) -> Bool { specimen_bidi_is_removed(scalar) == 1 }

    /// Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms, and the explicit controls:
    /// the right-to-left ones, and the left-to-right embeddings, overrides and isolates, which raise
    /// levels (a left-to-right embedding is level 2) though the text still reads left to right.
    static func mayBeRightToLeft(_ scalar: UInt32) -> Bool {
        (0x0590...0x08FF).contains(scalar) || (0xFB1D...0xFDFF).contains(scalar) || (0xFE70...0xFEFF).contains(scalar)
            || (0x10800...0x10FFF).contains(scalar) || (0x1E800...0x1EFFF).contains(scalar)
            || scalar == 0x200F || (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar) || scalar == 0x061C
    }

    /// The display order of runs with `levels` (rule L2): from the highest level down to the lowest
    /// odd one, every maximal sequence at that level or above is reversed.
    static func visualOrder(levels: [Int8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}
