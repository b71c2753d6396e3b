import Geometry
import SpecimenTokens
import Testing
@testable import SpecimenText

@Suite struct ConcurrencyTests {
    static let texts = (0..<64).map { "Field \($0): Placeholder text, Title of input AV To \($0 * 7)" }

    @Test func concurrentShapingMatchesSerial() async throws {
        // A fresh engine, so the threads race on cold caches and on FreeType loading outlines.
        let engine = try TextEngine(fonts: Fixture.fonts())
        let styles = [Fixture.body, Fixture.label, Fixture.title]
        let results = await withTaskGroup(of: (Int, ShapedText, [Path]).self) { group in
            for (i, text) in Self.texts.enumerated() {
                group.addTask {
                    let run = engine.shape(text, style: styles[i % 3])
                    return (i, run, run.glyphs.map { engine.outline(of: $0, in: run) })
                }
            }
            var all: [Int: (ShapedText, [Path])] = [:]
            for await (i, run, outlines) in group { all[i] = (run, outlines) }
            return all
        }
        let serial = try TextEngine(fonts: Fixture.fonts())
        for (i, text) in Self.texts.enumerated() {
            let expected = serial.shape(text, style: styles[i % 3])
            let got = try #require(results[i])
            #expect(got.0 == expected)
            #expect(got.1 == expected.glyphs.map { serial.outline(of: $0, in: expected) })
        }
    }

    @Test func sharedIsOneEngine() throws {
        #expect(try TextEngine.shared() === TextEngine.shared())
    }
}
