import CICU

/// Where a line may break inside a paragraph: ICU's line break iterator (UAX #14), Debian's
/// `libicu-dev` 72.
///
/// ICU's root rules are UAX #14's defaults (its own LineBreakTest.txt passes, `LineBreakConformanceTests`):
/// spaces separate words; a line may break after a hyphen but never before one, so a URL breaks at
/// "design-|system" or after a "/", never inside a word; ideographs, kana and hangul break between any
/// two except before closing punctuation and small kana (CJ resolved to NS, the strict kinsoku) and
/// after opening punctuation; Thai, Lao, Khmer and Burmese, written without spaces, break between
/// words found in ICU's dictionaries. A word still wider than the line is cut between clusters by
/// the line breaker (`TextEngine.lines`).
enum BreakOpportunities {
    /// The UTF-8 offsets after which a line may break, ascending, each greater than 0; the last is
    /// `bytes.count`. Empty for empty text. If ICU fails, the only opportunity is the end, so the text
    /// is cut between clusters as any overlong word is.
    ///
    /// Decision: ICU's root rules for every locale, the ones LineBreakTest.txt checks. Its Japanese
    /// and Chinese tailorings ("normal" kinsoku) would let small kana and "ー" start a line; the root
    /// rules keep the strict kinsoku Specimen drew before, the same in every locale.
    static func offsets(_ bytes: [UInt8]) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        var utf16: [UInt16] = []
        // For each UTF-16 offset that starts a scalar, the UTF-8 offset it starts at.
        var utf8At: [Int] = []
        utf16.reserveCapacity(bytes.count)
        utf8At.reserveCapacity(bytes.count + 1)
        var offset = 0
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            for unit in scalar.utf16 {
                utf16.append(unit)
                utf8At.append(offset)
            }
            offset += UTF8.width(scalar)
        }
        utf8At.append(offset)
        var breaks = [Int32](repeating: 0, count: utf16.count + 1)
        let count = utf16.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { out in
                specimen_line_breaks(text.baseAddress, Int32(text.count), "", out.baseAddress, Int32(out.count))
            }
        }
        guard count > 0 else { return [bytes.count] }
        return breaks.prefix(Int(count)).map { utf8At[Int($0)] }
    }
}
