import Foundation
import Geometry
import Pixels
import SpecimenRaster
import SpecimenScene
import SpecimenTokens
import TestSupport
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

    /// `c` drawn at `scale`: the line shaped in its style, its pen start at x 4 pt and its baseline at
    /// `4 + size * 2` pt, black on white; `asSkia` draws it as Skia does (`SkiaGlyphModel`: glyph
    /// origins on quarter device pixels, edges on quarter device rows, the coverage pre-blended), without
    /// it as Specimen draws; `lead` (device pixels) moves every pen position on before it is rounded
    /// and `exactLines` snaps lines from their exact ends (`SkiaGlyphModel`). With the pen start and the
    /// baseline in device pixels.
    static func drawn(_ c: Case, scale: Double, engine: TextEngine, asSkia: Bool, lead: Double = 0, exactLines: Bool = false) -> (Pixmap, x: Int, y: Int)? {
        let family = c.face.flatMap { TextConformanceGroupsTests.families[$0] }
        let style = TextStyle(name: "ink", size: c.size, lineHeight: c.lineHeight, weight: c.weight, family: family, letterSpacing: c.spacing)
        let run = engine.shape(c.text, style: style)
        let origin = Point(x: 4, y: 4 + c.size * 2)
        let glyphs = run.glyphs.map { g -> SceneGlyph in
            let outline = engine.outline(of: g, in: run), x = origin.x + g.x
            guard asSkia else { return SceneGlyph(shaped: g, outline: outline, origin: Point(x: x, y: origin.y + g.y)) }
            return SceneGlyph(
                shaped: g, outline: SkiaGlyphModel.snapped(outline, scale: scale, exactLines: exactLines),
                origin: Point(x: SkiaGlyphModel.position(x * scale, lead: lead) / scale, y: origin.y + g.y))
        }
        let width = run.width + 8, height = c.size * 3 + 8
        let list = DisplayList(
            bounds: Rect(x: 0, y: 0, width: width, height: height), scale: scale,
            pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)),
            background: Color(red: 255, green: 255, blue: 255), title: c.text,
            nodes: [.text(SceneText(text: c.text, color: Color(red: 0, green: 0, blue: 0), glyphs: glyphs))])
        let pixmap = Rasterizer().render(list)
        return (asSkia ? SkiaGlyphModel.preBlended(pixmap) : pixmap, Int((origin.x * scale).rounded()), Int((origin.y * scale).rounded()))
    }

    /// Specimen's ink of `c` at `scale` (`drawn`), in points from the pen start and the baseline.
    static func specimenInk(_ c: Case, scale: Double, engine: TextEngine, asSkia: Bool = true, lead: Double = 0, exactLines: Bool = false) -> Ink? {
        guard let (pixmap, x, y) = drawn(c, scale: scale, engine: engine, asSkia: asSkia, lead: lead, exactLines: exactLines), let found = ink(pixmap)
        else { return nil }
        let ox = Double(x), oy = Double(y)
        return Ink(
            left: (found.left - ox) / scale, right: (found.right - ox) / scale, top: (found.top - oy) / scale, bottom: (found.bottom - oy) / scale,
            cx: (found.cx - ox) / scale, cy: (found.cy - oy) / scale, mass: found.mass / scale / scale, groups: found.groups.map { ($0 - ox) / scale })
    }

    /// Every line's ink bounds within one device pixel of Chromium's (the faintest edge pixel one
    /// renderer's antialiasing keeps and the other's drops), Specimen's glyphs drawn as Skia draws them
    /// (`SkiaGlyphModel`); its centroid within 1/64 pt down the line, and across it within 1/64 pt or for
    /// the reason below (`make text-conformance`, 90 lines, 2026-12-07: all 90 down, worst 0.013 pt; 48
    /// across and the other 42 by darkness, every stretch of their ink within 0.052 pt). Tallies printed,
    /// and those of Specimen's own raster.
    @Test func inkMatchesChromiumsRaster() throws {
        let engine = try TextConformanceGroupsTests.engine()
        let (cases, scale, source) = try Self.cases()
        #expect(cases.count >= 12, "\(source): \(cases.count) cases")
        var centroidsX = 0, centroidsY = 0, boundsWithin = 0, byDarkness = 0, worstX = 0.0, worstY = 0.0, worstBounds = 0.0, worstMass = 0.0
        var worstGroup = 0.0, stretches = 0, stretchesWithin = 0, rawX = 0, rawY = 0, rawStretches = 0
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
            let offs = ours.groups.count == c.ink.groups.count ? zip(ours.groups, c.ink.groups).map { abs($0 - $1) } : []
            stretches += offs.count
            stretchesWithin += offs.filter { $0 <= 1.0 / 64 }.count
            // A line's centroid across weighs each glyph by its darkness, and a glyph's darkness is not
            // quite Chromium's where the model stops (along curved edges), so a wide line's centroid moves
            // though no glyph does ("l", twenty spaces and "l" was 0.115 pt off as a line, each "l" within
            // 0.04): the reason holds when every stretch of ink (a glyph, or glyphs that touch) has its own
            // centroid within 1/16 pt (an eighth of a device pixel at 2x) of Chromium's.
            let groupsOff = offs.max() ?? .infinity
            let weighed = dx > 1.0 / 64 && groupsOff <= 1.0 / 16
            if weighed {
                byDarkness += 1
                worstGroup = max(worstGroup, groupsOff)
            }
            let said = "\(what): centroid off by (\(dx), \(dy)) pt, bounds by \(bounds) pt, mass \(ours.mass) vs \(c.ink.mass) px², stretches of ink off by up to \(groupsOff)"
            #expect(bounds <= 1 / scale + 1e-9, "\(said)")
            #expect(dy <= 1.0 / 64 && (dx <= 1.0 / 64 || weighed), "\(said)")
            // Specimen's own raster, for the tallies: what the model explains.
            if let raw = Self.specimenInk(c, scale: scale, engine: engine, asSkia: false) {
                if abs(raw.cx - c.ink.cx) <= 1.0 / 64 { rawX += 1 }
                if abs(raw.cy - c.ink.cy) <= 1.0 / 64 { rawY += 1 }
                if raw.groups.count == c.ink.groups.count { rawStretches += zip(raw.groups, c.ink.groups).filter { abs($0 - $1) <= 1.0 / 64 }.count }
            }
        }
        print(
            "text ink vs Chromium (\(source)): \(cases.count) lines, drawn as Skia does; centroid x within 1/64 pt \(centroidsX) (worst \(worstX)), "
                + "\(byDarkness) more by darkness (every stretch of ink within \(worstGroup) pt), stretches of ink within 1/64 pt "
                + "\(stretchesWithin) of \(stretches); y within 1/64 pt \(centroidsY) (worst \(worstY)); bounds within a device pixel "
                + "\(boundsWithin) (worst \(worstBounds)); mass worst \(worstMass). Specimen's own raster: x \(rawX), y \(rawY), stretches \(rawStretches)")
    }

    /// The case of `cases` with this text, family, size and letter spacing.
    static func witness(_ cases: [Case], _ text: String, _ family: String, _ size: Double, _ spacing: Double) throws -> Case {
        try #require(cases.first { $0.text == text && $0.family == family && $0.size == size && $0.spacing == spacing }, "no \(text) \(family) \(size) in the sample")
    }

    /// A named reason, proven: a glyph origin at a quarter pixel's rounding tie. "Wafflé naïve" in Inter
    /// SemiBold at 12 px with 0.32 px letter spacing has its "n" at 93.62489 device pixels, 1.1e-4 below
    /// the midpoint between two of Skia's quarter-pixel positions, so exact arithmetic rounds it down a
    /// quarter, and Chromium, whose pen runs 1.14e-4 to 1.28e-4 device pixel ahead there (bisected:
    /// Chromium rounds it up from a letter spacing of 0.320000 px, exact arithmetic from 0.320008),
    /// rounds it up: that stretch of ink (the "n") was 0.119 pt off, every other within 0.01 pt. The test
    /// finds the one glyph of the line within 2e-4 device pixel below a tie, checks that its stretch is
    /// one quarter pixel (0.125 pt) off Chromium's drawn exactly, and that with the pen 1.2e-4 device
    /// pixel ahead every stretch is within 1/64 pt.
    @Test func aGlyphAtAQuarterPixelTieRoundsWhereChromiumsPenRunsAhead() throws {
        let engine = try TextConformanceGroupsTests.engine()
        let (cases, scale, _) = try Self.cases()
        let c = try Self.witness(cases, "Wafflé naïve", "SpecimenInter600", 12, 0.32)
        let run = engine.shape(c.text, style: TextStyle(name: "ink", size: c.size, lineHeight: c.lineHeight, weight: c.weight, letterSpacing: c.spacing))
        // How far below a tie each origin lies, in device pixels (`drawn` starts the pen at x 4 pt).
        let belowTie = run.glyphs.map { g -> Double in
            let quarters = (4 + g.x) * scale * 4 + 0.5
            return (quarters.rounded(.up) - quarters) / 4
        }
        let atTie = belowTie.indices.filter { belowTie[$0] > 0 && belowTie[$0] < 2e-4 }
        #expect(atTie.count == 1, "glyphs within 2e-4 device px below a tie: \(atTie) of \(belowTie)")
        let exact = try #require(Self.specimenInk(c, scale: scale, engine: engine))
        let ahead = try #require(Self.specimenInk(c, scale: scale, engine: engine, lead: 1.2e-4))
        try #require(exact.groups.count == c.ink.groups.count && ahead.groups.count == c.ink.groups.count)
        let exactOffs = zip(exact.groups, c.ink.groups).map { $0 - $1 }, aheadOffs = zip(ahead.groups, c.ink.groups).map { $0 - $1 }
        let off = exactOffs.filter { abs($0) > 1.0 / 64 }
        #expect(off.count == 1 && abs(abs(off[0]) - 0.125) <= 0.01, "drawn exactly, stretches off by \(exactOffs)")
        #expect(aheadOffs.allSatisfy { abs($0) <= 1.0 / 64 }, "with the pen 1.2e-4 device px ahead, stretches off by \(aheadOffs)")
    }

    /// Named reasons, proven, for the CJK line (once a known issue: 0.062 pt down at 16 px, 0.052 at 24).
    /// Specimen shapes Han beside kana as Japanese (`TextItemizer`), so Noto Sans CJK's 本 and 語 are its
    /// Japanese forms, which Chromium draws only when the page says `lang="ja"` (without it, its default
    /// Simplified Chinese forms: `text_conformance.language` now says it). And Skia truncates a line's
    /// ends toward zero before it snaps them (`SkiaGlyphModel.edgeUnits`): snapped from their exact ends,
    /// three edges of 語 at 24 px fall a quarter row off and the line is more than 1/64 pt off down the
    /// line (0.021 measured); truncated, within 1/64 at both sizes.
    @Test func theCJKLineIsJapanesesFormsWithTruncatedEdges() throws {
        let engine = try TextConformanceGroupsTests.engine()
        let (cases, scale, _) = try Self.cases()
        let family = TextConformanceGroupsTests.families["cjk"]
        let style = TextStyle(name: "ink", size: 24, lineHeight: 36, weight: .regular, family: family)
        let line = engine.shape("日本語のテキスト", style: style), alone = engine.shape("本語", style: style, environment: TextEnvironment(language: "zh-CN"))
        #expect(Array(line.glyphs[1...2].map(\.glyphID)) != alone.glyphs.map(\.glyphID), "本 and 語 beside kana are their Japanese forms")
        for size in [16.0, 24] {
            let c = try Self.witness(cases, "日本語のテキスト", "SpecimenCJK", size, 0)
            let ours = try #require(Self.specimenInk(c, scale: scale, engine: engine)), exact = try #require(Self.specimenInk(c, scale: scale, engine: engine, exactLines: true))
            #expect(abs(ours.cy - c.ink.cy) <= 1.0 / 64, "\(size) px: \(ours.cy) down, Chromium's \(c.ink.cy)")
            if size == 24 { #expect(abs(exact.cy - c.ink.cy) > 1.0 / 64, "snapped from exact ends: \(exact.cy), Chromium's \(c.ink.cy)") }
        }
    }

    /// One glyph of Chromium's, every pixel kept: darkness rows from `left`, `top` (device pixels from
    /// the pen start and the baseline).
    struct GlyphPixels {
        let text: String, size: Double, left: Int, top: Int, rows: [[Int]]
    }

    static func glyphPixels() throws -> [GlyphPixels] {
        let url =
            ProcessInfo.processInfo.environment["SPECIMEN_TEXT_INK"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance/text-ink.sample.json")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return (root?["glyphs"] as? [[String: Any]] ?? []).compactMap { g in
            guard let text = g["text"] as? String, let size = g["size"] as? Double, let left = g["left"] as? Int, let top = g["top"] as? Int,
                let rows = g["rows"] as? [String]
            else { return nil }
            let bytes = rows.map { row in
                stride(from: 0, to: row.count, by: 2).map { i in
                    Int(row[row.index(row.startIndex, offsetBy: i)..<row.index(row.startIndex, offsetBy: i + 2)], radix: 16) ?? -1
                }
            }
            return GlyphPixels(text: text, size: size, left: left, top: top, rows: bytes)
        }
    }

    /// The model's evidence, pixel by pixel: a glyph with straight edges only (Inter's H, E, T, L and I
    /// at 12 and 24 px) drawn through `SkiaGlyphModel` is Chromium's to 3 levels of 255 at every pixel,
    /// its ink in the very same box, where Specimen's own raster is up to 29 levels off; a curved one
    /// ("O", "o") within 20 levels, Skia's edges modelled but not its trapezoids' arithmetic, which is
    /// where the known issue below lies.
    @Test func skiaModelDrawsChromiumsStraightGlyphs() throws {
        let engine = try TextConformanceGroupsTests.engine()
        let glyphs = try Self.glyphPixels()
        #expect(glyphs.count >= 10, "\(glyphs.count) glyphs")
        var curved: [String] = []
        for g in glyphs {
            let c = Case(
                text: g.text, family: "SpecimenInter400", face: nil, size: g.size, spacing: 0, lineHeight: (g.size * 1.5).rounded(),
                weight: .regular, ink: Ink(left: 0, right: 0, top: 0, bottom: 0, cx: 0, cy: 0, mass: 0))
            let (pixmap, ox, oy) = try #require(Self.drawn(c, scale: 2, engine: engine, asSkia: true))
            let height = g.rows.count, width = g.rows.first?.count ?? 0
            var worst = 0, outside = 0
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width {
                    let dark = 255 - Int(pixmap[x, y].red), i = x - ox - g.left, j = y - oy - g.top
                    if (0..<width).contains(i), (0..<height).contains(j) {
                        worst = max(worst, abs(dark - g.rows[j][i]))
                    } else if dark > 0 {
                        outside += 1
                    }
                }
            }
            if "HETLI".contains(g.text) {
                #expect(worst <= 3 && outside == 0, "\(g.text) at \(g.size) px: \(worst) levels off, \(outside) pixels of ink outside Chromium's box")
            } else {
                // Along a curve the model is Skia's edges (`SkiaCubicEdge`) but not its trapezoid
                // arithmetic: Inter's "O" and "o" at 24 px came within 19 and 20 levels (64 and 53 before).
                #expect(worst <= 20 && outside == 0, "\(g.text) at \(g.size) px: \(worst) levels off, \(outside) pixels of ink outside Chromium's box")
                curved.append("\(g.text) \(g.size) px: \(worst) levels off")
            }
        }
        print("Skia model against Chromium's pixels: straight glyphs within 3 levels; curved: \(curved.joined(separator: ", "))")
    }
}
