import SpecimenTokens

extension TextEngine {
    /// `text` broken into lines no wider than `maxWidth`, for Text Area.
    ///
    /// Newlines always break. Each paragraph's bidi levels are resolved first, over the whole paragraph
    /// (UAX #9), and every line keeps them (`BidiLine`). Within a paragraph lines break greedily where
    /// UAX #14 allows (ICU's line break iterator, `BreakOpportunities`): each line takes as many
    /// pieces as fit, keeps the spacing between them and drops the spaces at the break. A piece that
    /// overflows a line on its own is cut between clusters (at least one cluster per line, so a
    /// `maxWidth` narrower than one letter still makes progress). Every line is shaped on its own, so
    /// its width includes exactly the kerning it draws. An empty paragraph gives one empty line, so the
    /// line count is the number of line boxes to stack. `firstLineIndent` narrows the text's first line
    /// (Figma's paragraph indent; a word too long for that line is cut to its width).
    package func lines(
        _ text: String, style: TextStyle, maxWidth: Double, environment: TextEnvironment = .standard, firstLineIndent: Double = 0
    ) -> [ShapedText] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().flatMap { index, segment in
            wrap(Array(segment.utf8), style: style, maxWidth: maxWidth, environment: environment, firstLineIndent: index == 0 ? firstLineIndent : 0)
        }
    }

    private func wrap(_ bytes: [UInt8], style: TextStyle, maxWidth: Double, environment: TextEnvironment, firstLineIndent: Double) -> [ShapedText] {
        guard !bytes.isEmpty else { return [shape("", style: style, environment: environment)] }
        let paragraph = WrappedParagraph(bytes, direction: environment.direction)
        func shaped(_ range: Range<Int>) -> ShapedText {
            shape(Self.string(bytes, range), style: style, environment: environment, disabling: [], bidi: paragraph.bidi(range))
        }
        // Leading spaces are indentation the author typed, so they stay with the first piece.
        let indent = bytes.prefix { $0 == Self.space || $0 == Self.tab }.count
        let breaks = BreakOpportunities.offsets(bytes).filter { $0 > indent || $0 == bytes.count }
        func trimmed(_ start: Int, _ end: Int) -> Range<Int> {
            var end = end
            while end > start, bytes[end - 1] == Self.space || bytes[end - 1] == Self.tab { end -= 1 }
            return start..<end
        }

        var lines: [ShapedText] = []
        var start = 0
        // The longest stretch from `start` known to fit: where it may break, and its run.
        var fit: (end: Int, run: ShapedText)?
        var next = 0
        // The first line is narrower by the indent.
        func room() -> Double { lines.isEmpty ? maxWidth - firstLineIndent : maxWidth }
        while next < breaks.count {
            let end = breaks[next]
            let run = shaped(trimmed(start, end))
            if Self.fits(run, room()) {
                fit = (end, run)
                next += 1
                continue
            }
            if let done = fit {
                // The line ends at the last break that fitted; the same piece is tried on the next line.
                lines.append(done.run)
                start = done.end
                fit = nil
                continue
            }
            var pieces = splitWord(
                bytes, trimmed(start, end), style: style, maxWidth: room(), environment: environment,
                paragraph: paragraph)
            // The last piece may have room left, so the next piece gets a chance to join it.
            if let last = pieces.popLast() {
                start = last.start
                fit = (end, last.run)
            }
            lines += pieces.map(\.run)
            next += 1
        }
        if let fit { lines.append(fit.run) }
        return lines
    }

    /// `word` cut into pieces that each fit, the last one possibly with room to spare.
    private func splitWord(
        _ bytes: [UInt8], _ word: Range<Int>, style: TextStyle, maxWidth: Double,
        environment: TextEnvironment, paragraph: WrappedParagraph
    ) -> [(start: Int, run: ShapedText)] {
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
                pieces.append((start, inParagraph(run, start..<start + rest.count, bytes, paragraph, maxWidth, environment)))
                break
            }
            let cut =
                longestFittingPrefix(rest, run: run, suffix: "", maxWidth: maxWidth, environment: environment)
                ?? Self.firstClusterEnd(run, byteCount: rest.count).map { ($0, shape(Self.string(rest, 0..<$0), style: style, environment: environment)) }
            guard let (length, piece) = cut, length > 0 else {
                pieces.append((start, run))
                break
            }
            pieces.append((start, inParagraph(piece, start..<start + length, bytes, paragraph, maxWidth, environment)))
            start += length
        }
        return pieces
    }

    /// `piece`, found by shaping `bytes[range]` alone, shaped again with the levels its paragraph gave
    /// it, so a piece of a right-to-left or overridden paragraph reads as the paragraph does; the
    /// alone-shaped piece when the paragraph is plain left to right or the reshaped one would not fit.
    private func inParagraph(
        _ piece: ShapedText, _ range: Range<Int>, _ bytes: [UInt8], _ paragraph: WrappedParagraph,
        _ maxWidth: Double, _ environment: TextEnvironment
    ) -> ShapedText {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == Self.space || bytes[end - 1] == Self.tab { end -= 1 }
        guard let bidi = paragraph.bidi(range.lowerBound..<end) else { return piece }
        let reshaped = shape(piece.text, style: piece.style, environment: environment, disabling: [], bidi: bidi)
        return Self.fits(reshaped, maxWidth) ? reshaped : piece
    }

    /// The longest prefix of `bytes` (ending on a cluster boundary of `run`, trailing spaces dropped)
    /// that still fits in `maxWidth` once `suffix` is appended: its byte length and its shaped run.
    /// `nil` when not even one cluster fits.
    func longestFittingPrefix(
        _ bytes: [UInt8], run: ShapedText, suffix: String, maxWidth: Double,
        environment: TextEnvironment = .standard
    ) -> (Int, ShapedText)? {
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
