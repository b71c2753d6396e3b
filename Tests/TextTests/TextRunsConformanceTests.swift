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
        let lines: [(start: Int, width: Double)]
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
            return Case(spans: made, width: c["width"] as? Double, lines: lines.map { ($0["start"] as? Int ?? 0, $0["width"] as? Double ?? 0) })
        }
        return (cases, url.path)
    }

    /// Where each line starts in the paragraph's text, in code points.
    static func starts(_ lines: [StyledLine], in text: String) -> [Int] {
        let bytes = Array(text.utf8)
        return lines.map { String(decoding: bytes[..<$0.range.lowerBound], as: UTF8.self).unicodeScalars.count }
    }

    /// Every line breaks where Chromium's does; its width is within a LayoutUnit of Chromium's, or within
    /// 0.5 pt where the line ends in the kerning Chromium keeps with the space at its break (as
    /// `TextBoxConformanceTests` names it); tallies printed.
    @Test func breaksAndWidthsMatchChromium() throws {
        let engine = try TextEngine.shared()
        let (cases, source) = try Self.cases()
        #expect(cases.count >= 16, "\(source): \(cases.count) cases")
        var boxes = 0, within = 0, withinHalf = 0, worst = 0.0
        for c in cases {
            let text = c.spans.map(\.text).joined()
            let lines = c.width.map { engine.styledLines(c.spans, maxWidth: $0) } ?? engine.styledUnwrapped(c.spans)
            let what = "\"\(text)\" in \(c.spans.map { "\($0.style.weight.numericWeight)/\($0.style.size)/\($0.style.letterSpacing)" }) width \(c.width.map { "\($0)" } ?? "none")"
            #expect(Self.starts(lines, in: text) == c.lines.map(\.start), "\(what): lines start at \(Self.starts(lines, in: text)), Chromium \(c.lines.map(\.start))")
            guard lines.count == c.lines.count else { continue }
            for (line, chromium) in zip(lines, c.lines) {
                let difference = abs(line.width - chromium.width)
                boxes += 1
                worst = max(worst, difference)
                if difference <= TextBoxConformanceTests.unit { within += 1 }
                if difference <= 0.5 { withinHalf += 1 }
                #expect(difference <= 0.5, "\(what): line \"\(line.text)\" \(line.width) pt, Chromium \(chromium.width)")
            }
        }
        print("text runs vs Chromium (\(source)): \(boxes) line boxes, \(within) within 1/64 px, \(withinHalf) within 0.5 pt, worst \(worst) pt")
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
