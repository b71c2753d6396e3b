import Foundation
import SpecimenTokens
import Testing

@testable import SpecimenText

/// Issue 38's further text conformance groups against Chromium, from the same font files (README "Text
/// conformance"): line heights, OpenType features, small caps, text case, paragraph spacing and indent,
/// Inter's italic, and faces beyond Inter as the first family (a serif, a CJK face, an Arabic face, and
/// Inter's variable font at weights and slants between its files). Measured by
/// `Tests/Conformance/Tools/text_conformance.py` (`Range.getClientRects`); `make test` checks the committed
/// sample, `make text-conformance` every case.
///
/// For every line: its break (where it starts), its box width, where its box starts (the indent) and
/// where its line box lies (the pitch of line heights and paragraph spacing), within one LayoutUnit
/// (1/64 px) of Chromium's; and each character that starts a cluster in a left-to-right line, where its
/// glyph's pen position is, within the same. A difference is allowed only for a named reason the test
/// recomputes (`reason`); none is left unexplained.
@Suite struct TextConformanceGroupsTests {
    struct Line {
        let start: Int, width: Double, top: Double, left: Double
        /// Code point index, left and right of its box, from the line's left.
        let xs: [(index: Int, left: Double, right: Double)]
    }

    struct Case {
        let group: String, text: String, face: String, size: Double, spacing: Double, width: Double?
        let lineHeight: Double?, features: [String: Int], smallCaps: Bool, textCase: String?, italic: Bool
        let variations: [String: Double], paragraphSpacing: Double, indent: Double
        let lines: [Line]
    }

    static func cases() throws -> (cases: [Case], source: String) {
        let url = try TextBoxConformanceTests.source()
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let raw = root?["cases"] as? [[String: Any]] ?? []
        let cases = raw.compactMap { c -> Case? in
            guard let group = c["group"] as? String, let text = c["text"] as? String, let face = c["face"] as? String,
                let size = c["size"] as? Double, let spacing = c["spacing"] as? Double, let lines = c["lines"] as? [[String: Any]]
            else { return nil }
            return Case(
                group: group, text: text, face: face, size: size, spacing: spacing, width: c["width"] as? Double,
                lineHeight: c["lineHeight"] as? Double, features: c["features"] as? [String: Int] ?? [:], smallCaps: c["smallCaps"] as? Bool ?? false,
                textCase: c["textCase"] as? String, italic: c["italic"] as? Bool ?? false, variations: c["variations"] as? [String: Double] ?? [:],
                paragraphSpacing: c["paragraphSpacing"] as? Double ?? 0, indent: c["indent"] as? Double ?? 0,
                lines: lines.map { l in
                    Line(
                        start: l["start"] as? Int ?? 0, width: l["width"] as? Double ?? 0, top: l["top"] as? Double ?? 0, left: l["left"] as? Double ?? 0,
                        xs: (l["xs"] as? [[Double]] ?? []).map { (Int($0[0]), $0[1], $0[2]) })
                })
        }
        return (cases, url.path)
    }

    /// The faces beyond Inter, as a design system's folder gives them: the serif from the tests' fixtures,
    /// the Arabic and CJK faces from `Fonts/` (so each is the first family, as in Chromium's case).
    static func engine() throws -> TextEngine {
        let fonts = try Fixture.fonts()
        let serif = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance/Fonts/DejaVuSerif.subset.ttf")
        return try TextEngine(
            fonts: fonts,
            extraFonts: [serif, fonts.appendingPathComponent("NotoSansArabic-Regular.ttf"), fonts.appendingPathComponent("NotoSansCJKsc-Regular.subset.otf")])
    }

    static let families = ["serif": "DejaVu Serif", "arabic": "Noto Sans Arabic", "cjk": "Noto Sans CJK SC"]

    static func style(_ c: Case) -> TextStyle {
        var features = c.features
        if c.smallCaps { features["smcp"] = 1 }
        return TextStyle(
            name: "case", size: c.size, lineHeight: c.lineHeight ?? c.size * 2, weight: .regular, family: families[c.face],
            letterSpacing: c.spacing, features: features, italic: c.italic, variations: c.variations)
    }

    /// The text as drawn: upper or lower case as Figma's `textCase` (and CSS's `text-transform`) make it.
    static func drawn(_ c: Case) -> String {
        switch c.textCase {
        case "upper": c.text.uppercased(with: Locale(identifier: "en_US_POSIX"))
        case "lower": c.text.lowercased(with: Locale(identifier: "en_US_POSIX"))
        default: c.text
        }
    }

    /// Specimen's lines of `c`: each paragraph wrapped at the case's width (its first line `indent` in)
    /// or one line, with the code point each starts at, the x its box starts at and the top of its line box.
    static func lines(_ c: Case, engine: TextEngine) -> [(run: ShapedText, start: Int, left: Double, top: Double)] {
        let style = style(c)
        var out: [(ShapedText, Int, Double, Double)] = []
        var at = 0, top = 0.0
        let pieces = drawn(c).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (p, piece) in pieces.enumerated() {
            let runs = c.width.map { engine.lines(piece, style: style, maxWidth: $0, firstLineIndent: c.indent) } ?? [engine.shape(piece, style: style)]
            let starts = TextBoxConformanceTests.starts(runs, in: piece)
            for (i, run) in runs.enumerated() {
                out.append((run, at + starts[i], i == 0 ? c.indent : 0, top))
                top += style.lineHeight
            }
            at += piece.unicodeScalars.count + 1
            if p < pieces.count - 1 { top += c.paragraphSpacing }
        }
        return out
    }

    static let unit = TextBoxConformanceTests.unit

    /// Chromium's top of a line's text (`getClientRects`), made the top of its line box: Chromium puts the
    /// text's ascent, rounded to a whole pixel, `floor((line height - ascent - descent) / 2)` below the
    /// line box's top, with ascent and descent each rounded (README "Glyphs in the line box").
    static func lineTop(_ chromiumTop: Double, metrics: FontMetrics, size: Double, lineHeight: Double) -> Double {
        let ascent = metrics.ascender(at: size).rounded(), descent = metrics.descender(at: size).rounded()
        return chromiumTop - ((lineHeight - ascent - descent) / 2).rounded(.down)
    }

    /// The pen position of each cluster's first glyph in a left-to-right `run`, by the code point (from
    /// the run's start) the cluster begins at.
    static func pens(_ run: ShapedText) -> [Int: Double] {
        var byteToScalar: [Int: Int] = [:], byte = 0
        for (i, scalar) in run.text.unicodeScalars.enumerated() {
            byteToScalar[byte] = i
            byte += UTF8.width(scalar)
        }
        var out: [Int: Double] = [:]
        for glyph in run.glyphs {
            guard let scalar = byteToScalar[glyph.cluster], out[scalar] == nil else { continue }
            out[scalar] = glyph.x
        }
        return out
    }

    @Test func linesBreaksAndGlyphsMatchChromium() throws {
        let engine = try Self.engine()
        let (cases, source) = try Self.cases()
        #expect(cases.count >= 100, "\(source): \(cases.count) further cases")
        struct Tally { var boxes = 0, within = 0, withinHalf = 0, glyphs = 0, glyphsWithin = 0, tops = 0, topsWithin = 0, worst = 0.0, worstGlyph = 0.0 }
        var tallies: [String: Tally] = [:]
        var reasons: [String: Int] = [:]
        for c in cases {
            let what = "[\(c.group)] \"\(c.text)\" \(c.size) spacing \(c.spacing) width \(c.width.map { "\($0)" } ?? "none")"
            let ours = Self.lines(c, engine: engine)
            var tally = tallies[c.group] ?? Tally()
            defer { tallies[c.group] = tally }
            #expect(ours.count == c.lines.count, "\(what): \(ours.count) lines, Chromium \(c.lines.count)")
            guard ours.count == c.lines.count else { continue }
            let breaks = "\(what): lines start at \(ours.map(\.start)), Chromium \(c.lines.map(\.start))"
            if ours.map(\.start) != c.lines.map(\.start) { Issue.record(Comment(rawValue: breaks)) }
            let style = Self.style(c), metrics = engine.metrics(for: style)
            let scalars = Array(Self.drawn(c).unicodeScalars)
            for (line, chromium) in zip(ours, c.lines) {
                tally.boxes += 1
                let difference = abs(line.run.width - chromium.width)
                tally.worst = max(tally.worst, difference)
                if difference <= 0.5 { tally.withinHalf += 1 }
                if difference <= Self.unit {
                    tally.within += 1
                } else {
                    let end = line.start + line.run.text.unicodeScalars.count
                    let reason = TextBoxConformanceTests.reason(
                        line.run, chromium: chromium.width, next: end < scalars.count ? scalars[end] : nil, engine: engine)
                    let message = "\(what): line \"\(line.run.text)\" \(line.run.width) pt wide, Chromium \(chromium.width), for no reason named"
                    // Chromium's box is two LayoutUnit edges apart, each rounded: together up to two units.
                    let rounded = difference <= 2.0 / 64 + 1e-3 ? "two LayoutUnit roundings (the box's edges)" : nil
                    if let reason = reason ?? rounded {
                        reasons[reason, default: 0] += 1
                    } else {
                        Issue.record(Comment(rawValue: message))
                    }
                }
                // Where the box starts (the indent) and where its line box lies.
                tally.tops += 1
                let top = Self.lineTop(chromium.top, metrics: metrics, size: c.size, lineHeight: style.lineHeight)
                let placed = abs(top - line.top) <= Self.unit && abs(chromium.left - (line.left + Self.inkStart(line.run))) <= Self.unit
                #expect(placed, "\(what): line \"\(line.run.text)\" at x \(line.left) y \(line.top), Chromium's box at x \(chromium.left) line top \(top)")
                if placed { tally.topsWithin += 1 }
                // Each cluster's pen position, left-to-right lines only.
                guard !line.run.isRightToLeft else { continue }
                let pens = Self.pens(line.run)
                for x in chromium.xs {
                    guard let pen = pens[x.index - line.start] else { continue }
                    tally.glyphs += 1
                    let off = abs(pen - Self.inkStart(line.run) - x.left)
                    tally.worstGlyph = max(tally.worstGlyph, off)
                    if off <= Self.unit {
                        tally.glyphsWithin += 1
                    } else {
                        let reason = Self.glyphReason(off) ?? "unnamed"
                        reasons["glyph: " + reason, default: 0] += 1
                    }
                }
            }
        }
        #expect(reasons.keys.allSatisfy { !$0.hasSuffix("unnamed") }, "glyph positions off for no reason named: \(reasons)")
        for (group, t) in tallies.sorted(by: { $0.key < $1.key }) {
            print(
                "text conformance [\(group)]: \(t.boxes) line boxes, \(t.within) within 1/64 px, \(t.withinHalf) within 0.5 pt (worst \(t.worst)); "
                    + "\(t.topsWithin) of \(t.tops) line positions; \(t.glyphsWithin) of \(t.glyphs) glyph positions within 1/64 px (worst \(t.worstGlyph))")
        }
        print("text conformance further groups (\(source)): reasons \(reasons.sorted { $0.key < $1.key })")
    }

    /// Where Chromium's box of a line starts relative to Specimen's run origin: the first character's pen
    /// position (0 unless the line starts with a space Chromium leaves out of the box).
    static func inkStart(_ run: ShapedText) -> Double { 0 }

    /// Why a glyph's pen position differs from Chromium's by more than a LayoutUnit: Chromium gives a
    /// character's box in whole LayoutUnits measured from the line's box, itself rounded to one, so the two
    /// roundings together may reach two units (the worst seen in every group is 0.027 pt).
    static func glyphReason(_ off: Double) -> String? {
        off <= 2.0 / 64 + 1e-3 ? "two LayoutUnit roundings (the character's edge and the line's)" : nil
    }

    // The three differences once kept here as known issues are explained and gone: Korean with the CJK
    // face first (Specimen shapes Hangul as Korean, so Noto Sans CJK's `locl` space of 280 units; the
    // Chromium page now says `lang="ko"`, and without it draws the 224-unit space), the long Arabic line
    // (its final U+002E, which neither Noto face has: Chromium drew it in a system font fontconfig found,
    // 0.25 em, Specimen in Inter, 0.2756 em; the page now falls back to Inter as Specimen does), and
    // Inter's synthesised small capitals (Chromium makes them at `lroundf(0.7 x size)` and shapes each
    // stretch of one size alone, which `SmallCaps` now does too).
}
