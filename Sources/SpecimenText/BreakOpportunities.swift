/// Where a line may break inside a paragraph, as UAX #14 allows for the scripts Specimen draws.
///
/// - Spaces and tabs separate words (class SP), as before.
/// - Ideographs, kana and hangul syllables in text with no spaces (class ID, as Chinese and Japanese
///   are written) are each a word of their own, so a line may break between any two of them, except
///   before closing punctuation and small kana (classes CL, NS: "。", "、", "ー", "っ") and after
///   opening punctuation (class OP: "「") — the kinsoku rules UAX #14 encodes.
/// - Thai has no spaces between words and UAX #14 leaves its breaks to a dictionary (class SA). There
///   is no dictionary here: a Thai word that overflows is cut between grapheme clusters (base letter
///   with its vowel and tone marks), the same fallback as any word wider than the line. Marks never
///   separate from their base.
enum BreakOpportunities {
    /// The byte ranges of the paragraph's words: runs of characters other than space and tab, with
    /// every ideographic character a word of its own.
    static func words(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        var previous: UInt32 = 0
        var offset = 0
        for character in String(decoding: bytes, as: UTF8.self) {
            let width = character.utf8.count
            defer { offset += width }
            let first = character.unicodeScalars.first?.value ?? 0
            if first == 0x20 || first == 0x09 {
                if let s = start { ranges.append(s..<offset); start = nil }
                continue
            }
            if let s = start, isIdeographic(previous) || isIdeographic(first), !isNonStarter(first), !isOpening(previous) {
                ranges.append(s..<offset)
                start = nil
            }
            if start == nil { start = offset }
            previous = first
        }
        if let s = start { ranges.append(s..<offset) }
        return ranges
    }

    /// Class ID: CJK ideographs, kana, hangul syllables, emoji.
    static func isIdeographic(_ scalar: UInt32) -> Bool {
        (0x2E80...0x2FFF).contains(scalar) || (0x3040...0x30FF).contains(scalar) || (0x3130...0x318F).contains(scalar)
            || (0x31F0...0x31FF).contains(scalar) || (0x3400...0x4DBF).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar) || (0x20000...0x3FFFF).contains(scalar)
            || (0x1F300...0x1FAFF).contains(scalar)
    }

    /// Classes CL, CP, NS and EX: what may not start a line (closing punctuation, small kana, "ー").
    static func isNonStarter(_ scalar: UInt32) -> Bool {
        [0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0x300D, 0x300F, 0x3011, 0xFF09, 0x3009, 0x300B,
         0x30FC, 0x3005, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x3063, 0x30C3, 0x3083, 0x3085, 0x3087, 0x30E3, 0x30E5, 0x30E7,
         0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x002C, 0x002E, 0x0021, 0x003F,
         0x0029, 0x005D, 0x007D].contains(scalar)
    }

    /// Class OP: what may not end a line (opening brackets).
    static func isOpening(_ scalar: UInt32) -> Bool {
        [0x300C, 0x300E, 0x3010, 0xFF08, 0x3008, 0x300A, 0x0028, 0x005B, 0x007B].contains(scalar)
    }
}
