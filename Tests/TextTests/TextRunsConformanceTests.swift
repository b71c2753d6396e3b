import Foundation
import SpecimenTokens
import Testing

@testable import SpecimenText

/// Paragraphs of mixed styles (`TextEngine.styledLines`) against Chromium's `<span>`s, from the same font
/// files: each line's start and width, measured by `Tests/Conformance/Tools/text_runs_conformance.py`
/// (`Range.getClientRects` across spans). `make test` checks the committed sample
/// (`Conformance/text-runs.sample.json`); `make text-conformance` measures every case afresh and sets
/// `SPECIMEN_TEXT_RUNS` to that file.
@Suite struct TextRunsConformanceTests {
    struct Case {
        let spans: [TextSpan], width: Double?
        /// Right to left for a `dir="rtl"` paragraph; nil for the left-to-right ones.
        let direction: TextDirection?
        /// Per line: where it starts, its width, and (mixed-direction cases) where each span's characters lie.
        let lines: [(start: Int, width: Double, spans: [Int: (left: Double, right: Double)])]
    }

    static func cases() throws -> (cases: [Case], source: String) {
        let url =
            ProcessInfo.processInfo.environment["SPECIMEN_TEXT_RUNS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance/text-runs.sample.json")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let weights: [String: FontWeight] = ["regular": .regular, "medium": .medium, "semiBold": .semiBold]
        let cases = (root?["cases"] as? [[String: Any]] ?? []).compactMap { c -> Case? in
            guard let spans = c["spans"] as? [[String: Any]], let lines = c["lines"] as? [[String: Any]] else { return nil }
            let made = spans.compactMap { s -> TextSpan? in
                guard let text = s["text"] as? String, let weight = (s["weight"] as? String).flatMap({ weights[$0] }), let size = s["size"] as? Double else { return nil }
                return TextSpan(text, style: TextStyle(name: "case", size: size, lineHeight: size * 2, weight: weight, letterSpacing: s["spacing"] as? Double ?? 0))
            }
            let direction: TextDirection? = c["direction"].map { $0 as? String == "rtl" ? .rightToLeft : .leftToRight }
            return Case(
                spans: made, width: c["width"] as? Double, direction: direction,
                lines: lines.map { line in
                    var extents: [Int: (Double, Double)] = [:]
                    for e in line["spans"] as? [[Double]] ?? [] where e.count == 3 { extents[Int(e[0])] = (e[1], e[2]) }
                    return (line["start"] as? Int ?? 0, line["width"] as? Double ?? 0, extents)
                })
        }
        return (cases, url.path)
    }

    /// Where each line starts in the paragraph's text, in code points.
    static func starts(_ lines: [StyledLine], in text: String) -> [Int] {
        let bytes = Array(text.utf8)
        return lines.map { String(decoding: bytes[..<$0.range.lowerBound], as: UTF8.self).unicodeScalars.count }
    }

    /// Where each span's characters lie on `line` (spaces left out, as the Chromium side leaves them):
    /// the union of their glyphs' advance boxes, from the line's leftmost such box.
    ///
    /// With `engine`, each space Specimen draws in a fallback face (a space between Hebrew or Arabic
    /// words, in the face that draws the words) is given Inter's advance instead, as Chromium gives it
    /// (the first family has the space): the `TextBoxConformanceTests` reason "fallback space", recomputed.
    static func extents(_ line: StyledLine, interSpaces engine: TextEngine? = nil) -> [Int: (left: Double, right: Double)] {
        var boxes: [(span: Int, left: Double, right: Double)] = []
        // Glyphs in visual order across the pieces, each space's correction moving everything right of it.
        var shift = 0.0
        for piece in line.pieces {
            let bytes = Array(piece.run.text.utf8)
            var unspaced = piece.run.style
            unspaced.letterSpacing = 0
            let interSpace = engine.map { $0.shape(" ", style: unspaced).width }
            for glyph in piece.run.glyphs where glyph.cluster < bytes.count {
                let left = piece.x + glyph.x + shift
                guard bytes[glyph.cluster] != 0x20 else {
                    if let interSpace, !glyph.font.hasPrefix("inter-") { shift += interSpace - (glyph.advance - piece.run.style.letterSpacing) }
                    continue
                }
                boxes.append((piece.span, left, left + glyph.advance))
            }
        }
        let origin = boxes.map(\.left).min() ?? 0
        var out: [Int: (left: Double, right: Double)] = [:]
        for box in boxes {
            let known = out[box.span]
            out[box.span] = (min(known?.left ?? .infinity, box.left - origin), max(known?.right ?? -.infinity, box.right - origin))
        }
        return out
    }

    /// Every line breaks where Chromium's does; its width is within a LayoutUnit of Chromium's, or within
    /// 0.5 pt where the line ends in the kerning Chromium keeps with the space at its break (as
    /// `TextBoxConformanceTests` names it); tallies printed.
    @Test func breaksAndWidthsMatchChromium() throws {
        let engine = try TextEngine.shared()
        let (cases, source) = try Self.cases()
        #expect(cases.count >= 16, "\(source): \(cases.count) cases")
        var boxes = 0, within = 0, withinHalf = 0, worst = 0.0, placed = 0, placedWithin = 0, placedFallback = 0, worstPlaced = 0.0, worstFixed = 0.0, brokenByFallbackSpace = 0
        for c in cases {
            let text = c.spans.map(\.text).joined()
            let environment = TextEnvironment(direction: c.direction ?? .leftToRight)
            let lines = c.width.map { engine.styledLines(c.spans, maxWidth: $0, environment: environment) } ?? engine.styledUnwrapped(c.spans, environment: environment)
            let what = "\"\(text)\" in \(c.spans.map { "\($0.style.weight.numericWeight)/\($0.style.size)/\($0.style.letterSpacing)" }) width \(c.width.map { "\($0)" } ?? "none")"
            if Self.starts(lines, in: text) != c.lines.map(\.start) {
                // A line that fits only by the spaces Specimen draws narrower in a fallback face than
                // Chromium's Inter spaces breaks later than Chromium's: the "fallback space" reason, recomputed.
                let widened = lines.contains { line in
                    let fixed = Self.extents(line, interSpaces: engine).values
                    let right: Double = fixed.map(\.right).max() ?? 0, left: Double = fixed.map(\.left).min() ?? 0
                    return right - left > (c.width ?? .infinity) + 1e-9
                }
                #expect(widened, "\(what): lines start at \(Self.starts(lines, in: text)), Chromium \(c.lines.map(\.start))")
                if widened { brokenByFallbackSpace += 1 }
                continue
            }
            guard lines.count == c.lines.count else { continue }
            for (line, chromium) in zip(lines, c.lines) {
                let difference = abs(line.width - chromium.width)
                boxes += 1
                worst = max(worst, difference)
                if difference <= TextBoxConformanceTests.unit { within += 1 }
                if difference <= 0.5 { withinHalf += 1 }
                let ours = Self.extents(line), corrected = Self.extents(line, interSpaces: engine)
                let correctedWidth = (corrected.values.map(\.right).max() ?? 0) - (corrected.values.map(\.left).min() ?? 0)
                // Chromium gives each item of a line (a span's stretch of one bidi level) a whole number of
                // LayoutUnits, its advance rounded up (`NGInlineItemResult`'s inline size), so a span's box
                // may sit one unit further per item before it, and the line's end one per item on it.
                let rounding = Double(line.pieces.count + 1) * TextBoxConformanceTests.unit + 1e-3
                let fallbackSpace = abs(correctedWidth - chromium.width) <= rounding
                #expect(difference <= 0.5 || fallbackSpace, "\(what): line \"\(line.text)\" \(line.width) pt, Chromium \(chromium.width)")
                // Mixed directions: every span's characters where Chromium's are (the visual order across
                // runs), within the items' roundings, or so once the spaces Specimen draws in a fallback
                // face are given Inter's advance.
                guard !chromium.spans.isEmpty else { continue }
                #expect(Set(ours.keys) == Set(chromium.spans.keys), "\(what): line \"\(line.text)\" spans \(ours.keys.sorted()), Chromium \(chromium.spans.keys.sorted())")
                for (span, theirs) in chromium.spans {
                    guard let mine = ours[span], let fixed = corrected[span] else { continue }
                    let off = max(abs(mine.left - theirs.left), abs(mine.right - theirs.right))
                    let offFixed = max(abs(fixed.left - theirs.left), abs(fixed.right - theirs.right))
                    placed += 1
                    worstPlaced = max(worstPlaced, off)
                    worstFixed = max(worstFixed, min(off, offFixed))
                    if off <= TextBoxConformanceTests.unit { placedWithin += 1 } else if offFixed < off { placedFallback += 1 }
                    #expect(
                        min(off, offFixed) <= rounding,
                        "\(what): line \"\(line.text)\" span \(span) at \(mine) (\(fixed) with Inter's spaces), Chromium \(theirs)")
                }
            }
        }
        print("text runs vs Chromium (\(source)): \(boxes) line boxes, \(within) within 1/64 px, \(withinHalf) within 0.5 pt, worst \(worst) pt")
        print(
            "text runs vs Chromium, mixed directions: \(placed) spans on their lines, \(placedWithin) within 1/64 px, \(placedFallback) more "
                + "once fallback spaces take Inter's advance; worst \(worstPlaced) pt, \(worstFixed) pt with that reason; "
                + "\(brokenByFallbackSpace) paragraphs broken elsewhere for that reason")
    }

    /// A paragraph of one span breaks and measures exactly as `lines` does for a text of that style.
    @Test func oneSpanIsTheOneStyleParagraph() throws {
        let engine = try TextEngine.shared()
        let style = TextStyle(name: "case", size: 14, lineHeight: 20, weight: .regular, letterSpacing: 0.32)
        let text = "A product description that runs over several lines when its box has a fixed width."
        for width in [60.0, 120, 200] {
            let one = engine.lines(text, style: style, maxWidth: width), styled = engine.styledLines([TextSpan(text, style: style)], maxWidth: width)
            #expect(styled.map(\.text) == one.map(\.text))
            #expect(styled.map(\.width) == one.map(\.width))
            #expect(styled.allSatisfy { $0.lineHeight == 20 } && styled.map(\.baselineOffset) == one.map(\.baselineOffset))
        }
    }
}
