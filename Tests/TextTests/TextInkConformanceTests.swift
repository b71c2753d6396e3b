import Foundation
import Geometry
import Pixels
import SpecimenRaster
import SpecimenScene
import SpecimenTokens
import Testing

@testable import SpecimenText

/// Rasterised glyph ink against Chromium's (README "Text conformance"): one line of text per case, drawn
/// black on white at 2x by headless Chromium (`Tests/Conformance/Tools/text_ink_conformance.py`, a
/// screenshot) and by Specimen's own rasterizer, each measured the same way from its pixels: the ink's
/// bounds, centroid and mass, horizontally from the line's start and vertically from each renderer's own
/// baseline (so what is compared is the glyphs on their baseline, not the two baseline rules). `make test`
/// checks the committed sample (`Conformance/text-ink.sample.json`); `make text-conformance` screenshots
/// every case afresh and sets `SPECIMEN_TEXT_INK` to that file.
@Suite struct TextInkConformanceTests {
    struct Ink {
        var left: Double, right: Double, top: Double, bottom: Double, cx: Double, cy: Double, mass: Double
        /// The centroid across the line of each stretch of columns with ink (a glyph, or glyphs that touch).
        var groups: [Double] = []
    }

    struct Case {
        let text: String, family: String, face: String?, size: Double, spacing: Double, lineHeight: Double
        let weight: FontWeight
        let ink: Ink
    }

    static func cases() throws -> (cases: [Case], scale: Double, source: String) {
        let url =
            ProcessInfo.processInfo.environment["SPECIMEN_TEXT_INK"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance/text-ink.sample.json")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let weights: [String: FontWeight] = ["regular": .regular, "medium": .medium, "semiBold": .semiBold]
        let cases = (root?["cases"] as? [[String: Any]] ?? []).compactMap { c -> Case? in
            guard let text = c["text"] as? String, let family = c["family"] as? String, let size = c["size"] as? Double,
                let lineHeight = c["lineHeight"] as? Double, let raw = c["ink"] as? [String: Any],
                let weight = (c["weight"] as? String).flatMap({ weights[$0] })
            else { return nil }
            func v(_ key: String) -> Double { raw[key] as? Double ?? .nan }
            return Case(
                text: text, family: family, face: c["face"] as? String, size: size, spacing: c["spacing"] as? Double ?? 0, lineHeight: lineHeight,
                weight: weight,
                ink: Ink(
                    left: v("left"), right: v("right"), top: v("top"), bottom: v("bottom"), cx: v("cx"), cy: v("cy"), mass: v("mass"),
                    groups: raw["groups"] as? [Double] ?? []))
        }
        return (cases, root?["scale"] as? Double ?? 2, url.path)
    }

    /// The ink of the grey image `pixmap` (black on white): bounds, centroid and mass, in device pixels.
    static func ink(_ pixmap: Pixmap) -> Ink? {
        var mass = 0.0, sx = 0.0, sy = 0.0
        var left = Int.max, right = Int.min, top = Int.max, bottom = Int.min
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let d = 255 - Double(pixmap[x, y].red)
                guard d > 0 else { continue }
                mass += d
                sx += d * (Double(x) + 0.5)
                sy += d * (Double(y) + 0.5)
                left = min(left, x)
                right = max(right, x + 1)
                top = min(top, y)
                bottom = max(bottom, y + 1)
            }
        }
        guard mass > 0 else { return nil }
        // Each stretch of columns with ink and its own centroid across the line.
        var groups: [Double] = [], group: (mass: Double, moment: Double)?
        for x in 0..<pixmap.width {
            var column = 0.0
            for y in 0..<pixmap.height { column += 255 - Double(pixmap[x, y].red) }
            if column > 0 {
                group = ((group?.mass ?? 0) + column, (group?.moment ?? 0) + column * (Double(x) + 0.5))
            } else if let done = group {
                groups.append(done.moment / done.mass)
                group = nil
            }
        }
        if let done = group { groups.append(done.moment / done.mass) }
        return Ink(
            left: Double(left), right: Double(right), top: Double(top), bottom: Double(bottom), cx: sx / mass, cy: sy / mass, mass: mass / 255,
            groups: groups)
    }

    /// Specimen's ink of `c` at `scale`: the line shaped in its style, drawn with its pen start at x 4 pt
    /// and its baseline at `4 + size * 2` pt, measured, and given back in points from the pen start and
    /// the baseline.
    static func specimenInk(_ c: Case, scale: Double, engine: TextEngine) -> Ink? {
        let family = c.face.flatMap { TextConformanceGroupsTests.families[$0] }
        let style = TextStyle(name: "ink", size: c.size, lineHeight: c.lineHeight, weight: c.weight, family: family, letterSpacing: c.spacing)
        let run = engine.shape(c.text, style: style)
        let origin = Point(x: 4, y: 4 + c.size * 2)
        let glyphs = run.glyphs.map { SceneGlyph(shaped: $0, outline: engine.outline(of: $0, in: run), origin: Point(x: origin.x + $0.x, y: origin.y + $0.y)) }
        let width = run.width + 8, height = c.size * 3 + 8
        let list = DisplayList(
            bounds: Rect(x: 0, y: 0, width: width, height: height), scale: scale,
            pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)),
            background: Color(red: 255, green: 255, blue: 255), title: c.text,
            nodes: [.text(SceneText(text: c.text, color: Color(red: 0, green: 0, blue: 0), glyphs: glyphs))])
        guard let found = ink(Rasterizer().render(list)) else { return nil }
        let ox = origin.x * scale, oy = origin.y * scale
        return Ink(
            left: (found.left - ox) / scale, right: (found.right - ox) / scale, top: (found.top - oy) / scale, bottom: (found.bottom - oy) / scale,
            cx: (found.cx - ox) / scale, cy: (found.cy - oy) / scale, mass: found.mass / scale / scale, groups: found.groups.map { ($0 - ox) / scale })
    }

    /// Every line's ink bounds within one device pixel of Chromium's (the faintest edge pixel one
    /// renderer's antialiasing keeps and the other's drops); its centroid within 1/64 pt or for the
    /// reason below, else a known issue, held to the bounds the whole run measured (`make
    /// text-conformance`, 90 lines: vertical within 0.081 pt, horizontal within 0.33). Tallies printed.
    @Test func inkMatchesChromiumsRaster() throws {
        let engine = try TextConformanceGroupsTests.engine()
        let (cases, scale, source) = try Self.cases()
        #expect(cases.count >= 12, "\(source): \(cases.count) cases")
        var centroidsX = 0, centroidsY = 0, boundsWithin = 0, byDarkness = 0, worstX = 0.0, worstY = 0.0, worstBounds = 0.0, worstMass = 0.0
        var worstGroup = 0.0
        for c in cases {
            let what = "\"\(c.text)\" \(c.family) \(c.size) spacing \(c.spacing)"
            let ours = try #require(Self.specimenInk(c, scale: scale, engine: engine), "\(what): no ink")
            let dx = abs(ours.cx - c.ink.cx), dy = abs(ours.cy - c.ink.cy)
            worstX = max(worstX, dx)
            worstY = max(worstY, dy)
            if dx <= 1.0 / 64 { centroidsX += 1 }
            if dy <= 1.0 / 64 { centroidsY += 1 }
            let bounds = [abs(ours.left - c.ink.left), abs(ours.right - c.ink.right), abs(ours.top - c.ink.top), abs(ours.bottom - c.ink.bottom)].max() ?? 0
            worstBounds = max(worstBounds, bounds)
            if bounds <= 1 / scale + 1e-9 { boundsWithin += 1 }
            worstMass = max(worstMass, abs(ours.mass / c.ink.mass - 1))
            let said = "\(what): centroid off by (\(dx), \(dy)) pt, bounds by \(bounds) pt, mass \(ours.mass) vs \(c.ink.mass) px²"
            #expect(bounds <= 1 / scale + 1e-9, "\(said)")
            #expect(dx <= 0.35 && dy <= 0.1, "\(said)")
            // A line's centroid weighs each glyph by its darkness, which Skia's glyph masks (their gamma
            // and contrast, at each quarter-pixel phase) make a little different per glyph, so a wide line's
            // centroid moves though no glyph does: the reason holds when every stretch of ink (a glyph, or
            // glyphs that touch) has its own centroid within Skia's quarter-device-pixel glyph positions
            // (1/16 pt at 2x) and a LayoutUnit of Specimen's.
            let groupsOff = zip(ours.groups, c.ink.groups).map { abs($0 - $1) }.max() ?? 0
            let weighed = dx > 1.0 / 64 && ours.groups.count == c.ink.groups.count && groupsOff <= 1.0 / 16 + 1.0 / 64
            if weighed {
                byDarkness += 1
                worstGroup = max(worstGroup, groupsOff)
            }
            if (dx > 1.0 / 64 && !weighed) || dy > 1.0 / 64 {
                withKnownIssue(Comment(rawValue: Self.knownDifference)) { Issue.record(Comment(rawValue: said + ", its stretches of ink off by up to \(groupsOff)")) }
            }
        }
        print(
            "text ink vs Chromium (\(source)): \(cases.count) lines; centroid x within 1/64 pt \(centroidsX) (worst \(worstX)), "
                + "\(byDarkness) more by the darkness of Skia's masks (every stretch of ink within \(worstGroup) pt), "
                + "y \(centroidsY) (worst \(worstY)); bounds within a device pixel \(boundsWithin) (worst \(worstBounds)); mass worst \(worstMass)")
    }

    static let knownDifference = "issue 38: an ink centroid more than 1/64 pt from Chromium's, not explained yet (TextInkConformanceTests)"
}
