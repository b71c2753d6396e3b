import SpecimenTokens

/// Paragraphs of mixed styles (a text's runs): shaped and broken as one paragraph, whatever run a
/// character is in.
///
/// The rule, written once here: the spans' characters are one text. Its hard line breaks, its bidi
/// levels (per paragraph, as `lines` resolves them) and its break opportunities (UAX #14, over the
/// whole text, so a line may break at a space in one run before a word in the next) are the text's;
/// a line takes as many pieces as fit, as `lines` does, and drops the spaces at a break. Each line is
/// then shaped run by run: the part of each span on the line is one `shape` call in the span's style,
/// so kerning and ligatures never reach across a change of style (as browsers shape a `<span>` apart
/// when its font differs), and cut again where the bidi level changes; the pieces are placed in the
/// visual order of their levels (UAX #9 L2 across runs, `shaped`). A word wider than a line is cut
/// between characters. A line's height and baseline are its tallest run's (`StyledLine`).
extension TextEngine {
    /// `spans` as one text broken into lines no wider than `maxWidth` (`lines`' rule, across spans);
    /// `paragraphIndent` narrows the first line of each paragraph (`StyledLine.opens`). An empty
    /// paragraph gives one empty line in the style of the span it is in.
    package func styledLines(
        _ spans: [TextSpan], maxWidth: Double, environment: TextEnvironment = .standard, paragraphIndent: Double = 0
    ) -> [StyledLine] {
        let text = SpanText(spans)
        var lines: [StyledLine] = []
        for segment in text.segments() {
            var wrapped = wrap(text, segment.range, maxWidth: maxWidth, environment: environment, firstLineIndent: segment.opens ? paragraphIndent : 0)
            if segment.opens, !wrapped.isEmpty { wrapped[0].opens = true }
            lines += wrapped
        }
        return lines
    }

    /// `spans` as one line per hard line break, never wrapped or cut (a text that hugs).
    package func styledUnwrapped(_ spans: [TextSpan], environment: TextEnvironment = .standard) -> [StyledLine] {
        let text = SpanText(spans)
        return text.segments().map { segment in
            let paragraph = WrappedParagraph(Array(text.bytes[segment.range]), direction: environment.direction)
            var line = shaped(text, segment.range, paragraph: paragraph, offset: segment.range.lowerBound, environment: environment)
            line.opens = segment.opens
            return line
        }
    }

    /// `spans` on one line, cut and ended with "…" (in the style of the last character kept) to at most
    /// `maxWidth`, as `truncated` cuts a text of one style; the whole line when it fits.
    package func styledLine(_ spans: [TextSpan], maxWidth: Double, environment: TextEnvironment = .standard) -> StyledLine {
        let text = SpanText(spans)
        let whole = 0..<text.bytes.count
        let paragraph = WrappedParagraph(text.bytes, direction: environment.direction)
        return truncated(text, whole, maxWidth: maxWidth, paragraph: paragraph, offset: 0, environment: environment)
    }

    /// The line `range` of `text` ended with "…" when it is wider than `maxWidth`: the longest prefix
    /// (its trailing spaces dropped) that fits with the "…", else "…" alone, else nothing.
    package func styledTruncated(_ spans: [TextSpan], _ range: Range<Int>, maxWidth: Double, environment: TextEnvironment = .standard) -> StyledLine {
        let text = SpanText(spans)
        let paragraph = WrappedParagraph(text.bytes, direction: environment.direction)
        return truncated(text, range, maxWidth: maxWidth, paragraph: paragraph, offset: 0, environment: environment, always: true)
    }

    private func truncated(
        _ text: SpanText, _ range: Range<Int>, maxWidth: Double, paragraph: WrappedParagraph, offset: Int, environment: TextEnvironment,
        always: Bool = false
    ) -> StyledLine {
        let whole = shaped(text, range, paragraph: paragraph, offset: offset, environment: environment)
        if !always, Self.fits(whole, maxWidth) { return whole }
        // The longest prefix that fits with the "…": prefixes widen as they lengthen, so halve the range of ends.
        let ends = text.characterEnds(in: range)
        var low = 0, high = ends.count, best: StyledLine?
        while low < high {
            let mid = (low + high) / 2
            let candidate = shaped(text, text.trimmed(range.lowerBound..<ends[mid]), paragraph: paragraph, offset: offset, environment: environment, suffix: Self.ellipsis)
            if Self.fits(candidate, maxWidth) {
                best = candidate
                low = mid + 1
            } else {
                high = mid
            }
        }
        if let best { return best }
        let alone = shaped(text, range.lowerBound..<range.lowerBound, paragraph: paragraph, offset: offset, environment: environment, suffix: Self.ellipsis)
        return Self.fits(alone, maxWidth) ? alone : shaped(text, range.lowerBound..<range.lowerBound, paragraph: paragraph, offset: offset, environment: environment)
    }

    private func wrap(_ text: SpanText, _ segment: Range<Int>, maxWidth: Double, environment: TextEnvironment, firstLineIndent: Double) -> [StyledLine] {
        let bytes = Array(text.bytes[segment])
        let paragraph = WrappedParagraph(bytes, direction: environment.direction)
        let base = segment.lowerBound
        func line(_ range: Range<Int>) -> StyledLine { shaped(text, range, paragraph: paragraph, offset: base, environment: environment) }
        guard !bytes.isEmpty else { return [line(segment)] }
        // Leading spaces are indentation the author typed, so they stay with the first piece.
        let indent = bytes.prefix { $0 == Self.space || $0 == Self.tab }.count
        let breaks = BreakOpportunities.offsets(bytes).filter { $0 > indent || $0 == bytes.count }.map { $0 + base }
        var lines: [StyledLine] = []
        var start = base
        var fit: (end: Int, line: StyledLine)?
        var next = 0
        func room() -> Double { lines.isEmpty ? maxWidth - firstLineIndent : maxWidth }
        while next < breaks.count {
            let end = breaks[next]
            let candidate = line(text.trimmed(start..<end))
            if Self.fits(candidate, room()) {
                fit = (end, candidate)
                next += 1
                continue
            }
            if let done = fit {
                lines.append(done.line)
                start = done.end
                fit = nil
                continue
            }
            // A word wider than the line: as many characters as fit on each line, at least one.
            let word = text.trimmed(start..<end)
            var from = word.lowerBound
            while true {
                let ends = text.characterEnds(in: from..<word.upperBound)
                guard !ends.isEmpty else { break }
                var low = 1, high = ends.count
                while low < high {
                    let mid = (low + high + 1) / 2
                    if Self.fits(line(from..<ends[mid - 1]), room()) { low = mid } else { high = mid - 1 }
                }
                let piece = line(from..<ends[low - 1])
                if ends[low - 1] == word.upperBound {
                    // The word's last piece may have room left for the next piece to join it.
                    start = from
                    fit = (end, piece)
                    break
                }
                lines.append(piece)
                from = ends[low - 1]
            }
            next += 1
        }
        if let fit { lines.append(fit.line) }
        return lines
    }

    /// The line showing `range` of `text`, each span's part of it shaped in its style, `suffix` after
    /// the last part in that part's style (the span `range` starts in when it is empty).
    ///
    /// Mixed directions are reordered across runs by UAX #9 (rules L1 and L2 on the line's levels, cut
    /// from the paragraph's): each span's part is cut where its level changes, each piece of one run
    /// and one level is shaped alone in its direction, and the pieces are placed in the visual order of
    /// their levels, so a Hebrew phrase set in two styles inside an English sentence reads from the
    /// right across both styles, as browsers place `<span>`s. A line of one level is its spans' parts
    /// in logical order (reversed in a right-to-left paragraph), as before.
    private func shaped(
        _ text: SpanText, _ range: Range<Int>, paragraph: WrappedParagraph, offset: Int, environment: TextEnvironment, suffix: String = ""
    ) -> StyledLine {
        var parts: [(range: Range<Int>, span: Int)] = []
        for (index, span) in text.ranges.enumerated() {
            let lower = max(span.lowerBound, range.lowerBound), upper = min(span.upperBound, range.upperBound)
            if lower < upper { parts.append((lower..<upper, index)) }
        }
        if parts.isEmpty { parts = [(range, text.span(at: range.lowerBound))] }
        let line = paragraph.bidi((range.lowerBound - offset)..<(range.upperBound - offset))
        var pieces: [(range: Range<Int>, span: Int, level: Int8, levels: [Int8]?)] = []
        for part in parts {
            guard let line else {
                pieces.append((part.range, part.span, 0, nil))
                continue
            }
            let cut = Self.levelPieces(text.bytes, part.range, lineStart: range.lowerBound, levels: line.levels)
            // An empty line still has its span's line box (and the "…" of a cut line), at the paragraph's level.
            if cut.isEmpty { pieces.append((part.range, part.span, paragraph.bidi.level, [])) }
            pieces += cut.map { ($0.range, part.span, $0.level, $0.levels) }
        }
        var runs: [(run: ShapedText, span: Int, start: Int)] = []
        for (index, piece) in pieces.enumerated() {
            let last = index == pieces.count - 1
            let string = Self.string(text.bytes, piece.range) + (last ? suffix : "")
            // The suffix ("…") is a neutral the piece's own resolution places; every other piece keeps its line's levels.
            let bidi = piece.levels.flatMap { last && !suffix.isEmpty ? nil : BidiLine(levels: $0, isRightToLeft: paragraph.bidi.isRightToLeft) }
            runs.append((shape(string, style: text.spans[piece.span].style, environment: environment, disabling: [], bidi: bidi), piece.span, piece.range.lowerBound))
        }
        let rightToLeft = runs.first?.run.isRightToLeft ?? (environment.direction == .rightToLeft)
        guard line != nil else { return StyledLine(runs: rightToLeft ? runs.reversed() : runs, range: range, isRightToLeft: rightToLeft) }
        let order = BidiParagraph.visualOrder(levels: pieces.map(\.level))
        return StyledLine(runs: order.map { runs[$0] }, range: range, isRightToLeft: rightToLeft)
    }

    /// `range` of `bytes` (a span's part of the line starting at `lineStart`) cut where the line's
    /// `levels` (one per code point of the line) change: each piece's range, level and levels.
    static func levelPieces(_ bytes: [UInt8], _ range: Range<Int>, lineStart: Int, levels: [Int8]) -> [(range: Range<Int>, level: Int8, levels: [Int8])] {
        // The code point index of the part's first scalar within the line.
        var index = String(decoding: bytes[lineStart..<range.lowerBound], as: UTF8.self).unicodeScalars.count
        var out: [(range: Range<Int>, level: Int8, levels: [Int8])] = [], offset = range.lowerBound
        for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
            let level = index < levels.count ? levels[index] : (out.last?.level ?? 0)
            let width = UTF8.width(scalar)
            if let last = out.last, last.level == level {
                out[out.count - 1].range = last.range.lowerBound..<(offset + width)
                out[out.count - 1].levels.append(level)
            } else {
                out.append((offset..<(offset + width), level, [level]))
            }
            offset += width
            index += 1
        }
        return out
    }

    static func fits(_ line: StyledLine, _ maxWidth: Double) -> Bool { line.width <= maxWidth + 1e-9 }
}

/// Spans as one text: its UTF-8 bytes and the range each span covers.
struct SpanText {
    let spans: [TextSpan]
    let bytes: [UInt8]
    let ranges: [Range<Int>]

    init(_ spans: [TextSpan]) {
        self.spans = spans.isEmpty ? [TextSpan("", style: TextStyle(name: "", size: 0, lineHeight: 0, weight: .regular))] : spans
        var bytes: [UInt8] = [], ranges: [Range<Int>] = []
        for span in self.spans {
            let start = bytes.count
            bytes += Array(span.text.utf8)
            ranges.append(start..<bytes.count)
        }
        self.bytes = bytes
        self.ranges = ranges
    }

    /// The span the character at `offset` is in; at the end, the last span that is not empty (the first for an empty text).
    func span(at offset: Int) -> Int {
        if let found = ranges.firstIndex(where: { $0.contains(offset) }) { return found }
        return ranges.lastIndex { !$0.isEmpty && $0.upperBound <= offset } ?? 0
    }

    /// The stretches between hard line breaks (`lines`' split), as ranges of `bytes`, each saying
    /// whether it opens a paragraph (the first, and any after a break other than U+2028).
    func segments() -> [(range: Range<Int>, opens: Bool)] {
        var out: [(range: Range<Int>, opens: Bool)] = [], start = 0, offset = 0, opens = true
        for character in String(decoding: bytes, as: UTF8.self) {
            let width = character.utf8.count
            if character.isNewline {
                out.append((start..<offset, opens))
                start = offset + width
                opens = character != "\u{2028}"
            }
            offset += width
        }
        out.append((start..<bytes.count, opens))
        return out
    }

    /// The UTF-8 offsets where each character (grapheme cluster) of `range` ends, ascending.
    func characterEnds(in range: Range<Int>) -> [Int] {
        var out: [Int] = [], offset = range.lowerBound
        for character in String(decoding: bytes[range], as: UTF8.self) {
            offset += character.utf8.count
            out.append(offset)
        }
        return out
    }

    /// `range` with its trailing spaces and tabs dropped.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == TextEngine.space || bytes[end - 1] == TextEngine.tab { end -= 1 }
        return range.lowerBound..<end
    }
}
