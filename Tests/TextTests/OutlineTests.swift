import Geometry
import SpecimenTokens
import Testing
@testable import SpecimenText

@Suite struct OutlineTests {
    @Test func equalKeysGiveEqualOutlines() throws {
        let engine = try Fixture.engine()
        let first = engine.shape("Title", style: Fixture.title)
        let second = engine.shape("Total", style: Fixture.title)
        let t1 = try #require(first.glyphs.first), t2 = try #require(second.glyphs.first)
        #expect(t1.key == t2.key)
        #expect(engine.outline(of: t1, in: first) == engine.outline(of: t2, in: second))
        // And a different size is a different key with a proportionally scaled outline.
        var doubled = Fixture.title
        doubled.size = 36
        let big = engine.shape("Title", style: doubled)
        let t3 = try #require(big.glyphs.first)
        #expect(t3.key != t1.key)
        let scaled = engine.outline(of: t1, in: first).transformed(by: .scale(2, 2))
        let bigOutline = engine.outline(of: t3, in: big)
        #expect(scaled.elements.count == bigOutline.elements.count)
        let a = try #require(OutlineBounds.of(scaled)), b = try #require(OutlineBounds.of(bigOutline))
        #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9 && abs(a.width - b.width) < 1e-9)
    }

    @Test func interOutlinesAreCubicAndUpright() throws {
        let engine = try Fixture.engine()
        let run = engine.shape("H", style: Fixture.body)
        let glyph = try #require(run.glyphs.first)
        let outline = engine.outline(of: glyph, in: run)
        #expect(!outline.isEmpty)
        let o = engine.shape("o", style: Fixture.body)
        let oOutline = engine.outline(of: try #require(o.glyphs.first), in: o)
        #expect(oOutline.elements.contains { if case .cubic = $0 { true } else { false } })
        #expect(!oOutline.elements.contains { if case .quad = $0 { true } else { false } })
        // y down: the H stands above its baseline origin, from -capHeight to 0.
        let bounds = try #require(OutlineBounds.of(outline))
        let cap = engine.fontMetrics(.regular).capHeight(at: 16)
        #expect(abs(bounds.minY + cap) < 1e-9)
        #expect(abs(bounds.maxY) < 1e-9)
    }

    @Test func inkBoundsAreTheUnionOfPlacedOutlines() throws {
        let engine = try Fixture.engine()
        let run = engine.shape("Quiet jog", style: Fixture.label)
        var union: Rect?
        for glyph in run.glyphs {
            guard let box = OutlineBounds.of(engine.outline(of: glyph, in: run)) else { continue }
            let placed = box.offsetBy(dx: glyph.x, dy: glyph.y)
            union = union.map { $0.union(placed) } ?? placed
        }
        let expected = try #require(union)
        #expect(abs(expected.minX - run.inkBounds.minX) < 1e-9 && abs(expected.maxX - run.inkBounds.maxX) < 1e-9)
        #expect(abs(expected.minY - run.inkBounds.minY) < 1e-9 && abs(expected.maxY - run.inkBounds.maxY) < 1e-9)
        // "Q", "j" and "g" descend below the baseline.
        #expect(run.inkBounds.maxY > 2)
    }

    @Test func spacesHaveNoOutline() throws {
        let engine = try Fixture.engine()
        let run = engine.shape(" ", style: Fixture.body)
        let glyph = try #require(run.glyphs.first)
        #expect(engine.outline(of: glyph, in: run).isEmpty)
        #expect(glyph.advance > 0)
    }
}
