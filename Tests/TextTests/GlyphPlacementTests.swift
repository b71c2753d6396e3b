import Foundation
import SpecimenTokens
import Testing

@testable import SpecimenText

/// Where a line's glyphs sit in its line box, against the two references (`FontMetrics.baselineOffset`
/// states the rule Specimen follows):
/// - Figma: the hhea ascender + descender box centred in the line height, unrounded. Figma's own
///   render bounds of Inter text in a real file (`absoluteRenderBounds` of the Radix Icons labels,
///   Inter Medium 11/20, in `Tests/FigmaTests/Fixtures/grida/`) put the ink where that baseline does.
/// - Chromium: ascent and descent each rounded to whole pixels, the leading split with the half above
///   floored (`baselines.chromium.json`, measured by `text_conformance.py baselines`): every one of the
///   132 measured baselines is that formula's. The two differ by up to 0.77 px (Inter 20/25, 24/24, 24/30,
///   24/36: Chromium's glyphs sit higher), which the test prints per font.
@Suite struct GlyphPlacementTests {
    /// Chromium's baseline: `round(ascent) + floor((lineHeight - round(ascent) - round(descent)) / 2)`.
    static func chromiumBaseline(_ metrics: FontMetrics, size: Double, lineHeight: Double) -> Double {
        let ascent = metrics.ascender(at: size).rounded(), descent = metrics.descender(at: size).rounded()
        return ascent + ((lineHeight - ascent - descent) / 2).rounded(.down)
    }

    static func metrics(_ file: String, engine: TextEngine) throws -> FontMetrics {
        let tags = [
            "Inter-Regular.otf": "inter-regular", "Inter-SemiBold.otf": "inter-semibold",
            "NotoSansArabic-Regular.ttf": "noto-arabic", "NotoSansHebrew-Regular.ttf": "noto-hebrew",
        ]
        return try #require(tags[file].flatMap { engine.faces.named($0) }, "\(file)").metrics
    }

    @Test func chromiumsBaselinesAreItsRoundedRuleAndSpecimensDifferenceIsKnown() throws {
        let engine = try TextEngine.shared()
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance/baselines.chromium.json")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let rows = root?["baselines"] as? [[Any]] ?? []
        #expect(rows.count == 132)
        var worst: [String: Double] = [:]
        for row in rows {
            guard let file = row[0] as? String, let size = row[1] as? Double, let line = row[2] as? Double, let measured = row[3] as? Double else { continue }
            let metrics = try Self.metrics(file, engine: engine)
            #expect(Self.chromiumBaseline(metrics, size: size, lineHeight: line) == measured, "\(file) \(size)/\(line)")
            let specimen = metrics.baselineOffset(size: size, lineHeight: line)
            #expect(abs(specimen - measured) < 1, "\(file) \(size)/\(line): Specimen \(specimen), Chromium \(measured)")
            worst[file] = max(worst[file] ?? 0, abs(specimen - measured))
        }
        print("baseline, Specimen (Figma's rule) vs Chromium, worst per font: " + worst.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value) px" }.joined(separator: ", "))
    }

    /// Figma's render bounds of three Inter Medium 11/20 labels, relative to their text box's top and
    /// left (y of the ink's top and bottom): Specimen's ink, placed by its rule, lands within 0.02 px.
    @Test(arguments: [("Abstract", 6.0, 14.1328), ("Alignment", 5.6797, 16.3633), ("Music", 5.6797, 14.1211)])
    func inkLandsWhereFigmasRenderPutsIt(text: String, top: Double, bottom: Double) throws {
        let engine = try TextEngine.shared()
        let style = TextStyle(name: "label", size: 11, lineHeight: 20, weight: .medium)
        let run = engine.shape(text, style: style)
        let ink = run.inkBounds.offsetBy(dx: 0, dy: run.baselineOffset)
        #expect(abs(ink.minY - top) < 0.02, "\(text): ink top \(ink.minY), Figma's \(top)")
        #expect(abs(ink.maxY - bottom) < 0.02, "\(text): ink bottom \(ink.maxY), Figma's \(bottom)")
    }
}
