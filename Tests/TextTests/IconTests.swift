import Geometry
import SpecimenCatalogue
import SpecimenSupport
import Testing
@testable import SpecimenText

@Suite struct IconTests {
    @Test(arguments: Fixture.specIcons)
    func specIconsExistAndFitTheirBox(name: String) throws {
        let engine = try Fixture.engine()
        let icon = try engine.icon(named: name)
        #expect(icon.name == name)
        #expect(icon.glyphID != 0)
        for size in [16.0, 20.0, 24.0] {
            let bounds = try #require(OutlineBounds.of(engine.iconOutline(icon, size: size)))
            #expect(bounds.width > size / 3 || bounds.height > size / 3)
            #expect(Rect(x: 0, y: 0, width: size, height: size).outset(by: 1e-9).contains(bounds))
        }
    }

    /// MDI's 24-unit design grid: these icons' extremes are known from MDI's own SVG paths. Edges on
    /// whole multiples of 8/3 font units are exact in the file; `lock`'s 4 and 20 are 85.33 and 426.67
    /// units, stored rounded, so it gets one font unit (24/512 pt) of slack.
    @Test(arguments: [
        ("checkbox-blank-outline", Rect(x: 3, y: 3, width: 18, height: 18), 0.01),
        ("checkbox-blank", Rect(x: 3, y: 3, width: 18, height: 18), 0.01),
        ("stop", Rect(x: 6, y: 6, width: 12, height: 12), 0.01),
        ("phone", Rect(x: 3, y: 3, width: 18, height: 18), 0.01),
        ("lock", Rect(x: 4, y: 1, width: 16, height: 21), 24.0 / 512),
    ])
    func theDesignGridFillsTheBox(name: String, grid: Rect, tolerance: Double) throws {
        let engine = try Fixture.engine()
        let icon = try engine.icon(named: name)
        for size in [24.0, 16.0, 48.0] {
            let bounds = try #require(OutlineBounds.of(engine.iconOutline(icon, size: size)))
            let k = size / 24, slack = tolerance * max(1, k)
            #expect(abs(bounds.minX - grid.minX * k) < slack && abs(bounds.minY - grid.minY * k) < slack)
            #expect(abs(bounds.maxX - grid.maxX * k) < slack && abs(bounds.maxY - grid.maxY * k) < slack)
        }
    }

    @Test func iconsAreQuadraticAndKeyedBySize() throws {
        let engine = try Fixture.engine()
        let icon = try engine.icon(named: "chevron-down")
        #expect(icon.codepoint == 0xF140)
        #expect(icon.key(size: 24) == "mdi-g\(icon.glyphID)-s24")
        #expect(icon.key(size: 24) != icon.key(size: 20))
        #expect(engine.iconOutline(icon, size: 24) == engine.iconOutline(icon, size: 24))
        let circle = try engine.icon(named: "close-circle")
        #expect(engine.iconOutline(circle, size: 24).elements.contains { if case .quad = $0 { true } else { false } })
    }

    @Test(arguments: [("phon", "phone"), ("chevron-dwn", "chevron-down"), ("eye-of", "eye-off"), ("Lock", "lock")])
    func unknownNamesSuggestTheClosest(typo: String, intended: String) throws {
        let engine = try Fixture.engine()
        do {
            _ = try engine.icon(named: typo)
            Issue.record("\(typo) should not be an icon")
        } catch let error as TextError {
            #expect(error.kind == .unknownIcon)
            #expect(error.suggestions.first == intended)
            #expect((3...5).contains(error.suggestions.count))
            #expect(error.description.contains(intended))
            #expect(error.description.contains(typo))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func suggestionTiesAreAlphabetical() throws {
        let engine = try Fixture.engine()
        let suggestions = engine.iconCatalogue.suggestions(for: "phon")
        let distances = suggestions.map { Suggestions.editDistance("phon", $0) }
        #expect(distances == distances.sorted())
        for (a, b) in zip(suggestions, suggestions.dropFirst()) where Suggestions.editDistance("phon", a) == Suggestions.editDistance("phon", b) {
            #expect(a < b)
        }
    }

    @Test func namesAreSortedAndComplete() throws {
        let names = try Fixture.engine().iconNames
        #expect(names.count == 1650)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
    }

    /// Lookup is lazy, so opening the engine no longer checks every row against the font: this does.
    @Test func everyListedIconHasAGlyphAndLooksUpToItsRow() throws {
        let engine = try Fixture.engine()
        for name in engine.iconNames {
            let icon = try engine.icon(named: name)
            #expect(icon.name == name && icon.glyphID != 0)
        }
        #expect(try engine.icon(named: "access-point").codepoint == 0xF002)
    }
}
