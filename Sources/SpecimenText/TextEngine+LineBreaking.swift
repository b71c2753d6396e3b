import SpecimenTokens

extension TextEngine {
    /// `text` broken into lines no wider than `maxWidth`, for Text Area.
    ///
    /// Newlines always break. Within a paragraph lines break greedily at spaces and, as UAX #14 allows,
    /// between ideographs, kana and hangul syllables with no space (`BreakOpportunities`): each line takes
    /// as many words as fit, keeps the spacing between them and drops the spaces at the break. A word that
    /// overflows a line on its own is cut between clusters (at least one cluster per line, so a
    /// `maxWidth` narrower than one letter still makes progress). Every line is shaped on its own, so
    /// its width includes exactly the kerning it draws. An empty paragraph gives one empty line, so the
    /// line count is the number of line boxes to stack.
    public func lines(_ text: String, style: TextStyle, maxWidth: Double, environment: TextEnvironment = .standard) -> [ShapedText] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap {
            wrap(Array($0.utf8), style: style, maxWidth: maxWidth, environment: environment)
        }
    }

    private func wrap(_ bytes: [UInt8], style: TextStyle, maxWidth: Double, environment: TextEnvironment) -> [ShapedText] {
        func shaped(_ range: Range<Int>) -> ShapedText { shape(Self.string(bytes, range), style: style, environment: environment) }
        var words = BreakOpportunities.words(bytes)
        guard let first = words.first else { return [shape("", style: style, environment: environment)] }
        // Leading spaces are indentation the author typed, so they stay with the first word.
        words[0] = 0..<first.upperBound

        var lines: [ShapedText] = []
        var line: (start: Int, run: ShapedText)?
        for word in words {
            if let current = line {
                let longer = shaped(current.start..<word.upperBound)
                if Self.fits(longer, maxWidth) {
                    line = (current.start, longer)
                    continue
                }
                lines.append(current.run)
                line = nil
            }
            let alone = shaped(word)
            if Self.fits(alone, maxWidth) {
                line = (word.lowerBound, alone)
                continue
            }
            var pieces = splitWord(bytes, word, style: style, maxWidth: maxWidth, environment: environment)
            // The last piece may have room left, so the next word gets a chance to join it.
            line = pieces.popLast()
            lines += pieces.map(\.run)
        }
        if let line { lines.append(line.run) }
        return lines
    }

    /// `word` cut into pieces that each fit, the last one possibly with room to spare.
    private func splitWord(_ bytes: [UInt8], _ word: Range<Int>, style: TextStyle, maxWidth: Double,
                           environment: TextEnvironment) -> [(start: Int, run: ShapedText)] {
        var pieces: [(start: Int, run: ShapedText)] = []
        var start = word.lowerBound
        while start < word.upperBound {
            // Shape a window of the rest that is already too wide, not the whole rest, so a word of
            // thousands of characters costs time in proportion to its length, not its square.
            var window = 256
            var rest: [UInt8]
            var run: ShapedText
            while true {
                var end = min(word.upperBound, start + window)
                while end < word.upperBound, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // a UTF-8 boundary
                rest = Array(bytes[start..<end])
                run = shape(Self.string(rest, 0..<rest.count), style: style, environment: environment)
                if end == word.upperBound || !Self.fits(run, maxWidth) { break }
                window *= 2
            }
            if Self.fits(run, maxWidth) {
                pieces.append((start, run))
                break
            }
            let cut = longestFittingPrefix(rest, run: run, suffix: "", maxWidth: maxWidth, environment: environment)
                ?? Self.firstClusterEnd(run, byteCount: rest.count).map { ($0, shape(Self.string(rest, 0..<$0), style: style, environment: environment)) }
            guard let (length, piece) = cut, length > 0 else {
                pieces.append((start, run))
                break
            }
            pieces.append((start, piece))
            start += length
        }
        return pieces
    }

    /// The longest prefix of `bytes` (ending on a cluster boundary of `run`, trailing spaces dropped)
    /// that still fits in `maxWidth` once `suffix` is appended: its byte length and its shaped run.
    /// `nil` when not even one cluster fits.
    func longestFittingPrefix(_ bytes: [UInt8], run: ShapedText, suffix: String, maxWidth: Double,
                              environment: TextEnvironment = .standard) -> (Int, ShapedText)? {
        let ends = Self.clusterEnds(run, byteCount: bytes.count)
        // Estimate each prefix from the whole run, then confirm by shaping: only the kerning (and, in
        // joining scripts, the letter forms) across the cut differ, so start half an em beyond the
        // estimate and walk back to the first real fit. Glyphs sorted into logical (cluster) order
        // make one pass sum each prefix, whatever the direction of the text.
        let logical = run.glyphs.enumerated().sorted { ($0.element.cluster, $0.offset) < ($1.element.cluster, $1.offset) }.map(\.element)
        var candidates: [Int] = []
        var estimate = 0.0
        var next = 0
        for end in ends {
            while next < logical.count, logical[next].cluster < end {
                estimate += logical[next].advance
                next += 1
            }
            guard estimate <= maxWidth + run.style.size / 2 else { break }
            candidates.append(end)
        }
        for end in candidates.reversed() {
            var length = end
            while length > 0, bytes[length - 1] == Self.space || bytes[length - 1] == Self.tab { length -= 1 }
            guard length > 0 else { continue }
            let candidate = shape(Self.string(bytes, 0..<length) + suffix, style: run.style, environment: environment)
            if Self.fits(candidate, maxWidth) { return (end, candidate) }
        }
        return nil
    }

    /// UTF-8 offsets where each cluster of `run` ends, ascending; the last is the text's end.
    static func clusterEnds(_ run: ShapedText, byteCount: Int) -> [Int] {
        let starts = Set(run.glyphs.map(\.cluster)).filter { $0 > 0 && $0 < byteCount }
        return starts.sorted() + [byteCount]
    }

    private static func firstClusterEnd(_ run: ShapedText, byteCount: Int) -> Int? {
        clusterEnds(run, byteCount: byteCount).first
    }

    static func fits(_ run: ShapedText, _ maxWidth: Double) -> Bool { run.width <= maxWidth + 1e-9 }

    static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
}
