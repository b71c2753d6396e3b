import Foundation
import Testing
@testable import SpecimenGallery

/// A token change lists exactly the variants that draw with the changed token, and the tokens it changes.
@Suite struct ReviewTests {
    static let brandRed = ##"{"brand": {"base": {"$type": "color", "$value": "#FF0000"}}}"##

    @Test func brandChangeListsExactlyTheVariantsDrawingWithBrand() throws {
        let renderer = try Fixtures.standardRenderer()
        let tokens = try TokenDocument.parse(Data(Self.brandRed.utf8), source: "brand-red.json")
        let review = try TokenReview(current: renderer, tokens: tokens, scale: 1)
        let sets = Catalogue.standard.sets
        let result = try review.run(sets: sets)

        // Expected from the layouts' paints: a variant draws with brand when a token it names is
        // brand/base or resolves through it (focusRing/brand/color does), in either theme.
        var expected: [ComponentConfiguration] = []
        for set in sets {
            for variant in set.variants {
                let configuration = ComponentConfiguration(set: set, variant: variant)
                let tree = try renderer.layout(configuration)
                let draws = try ThemeMode.allCases.contains { mode in
                    TokenUsage.draws(tree, with: "brand/base", in: try renderer.theme(for: set, mode: mode))
                }
                if draws { expected.append(configuration) }
            }
        }
        #expect(!expected.isEmpty)
        #expect(result.changedConfigurations.map(\.name) == expected.map(\.name))
        let total = sets.reduce(0) { $0 + $1.variants.count } * 2
        #expect(result.changed.count + result.unchangedCount == total)

        let light = result.tokenChanges.filter { $0.theme == "appetite-light" }
        #expect(light.contains { $0.path == "brand/base" && $0.before == "#155DFC" && $0.after == "#FF0000" })
        #expect(light.contains { $0.path == "focusRing/brand/color" && $0.after == "#FF0000" })
        #expect(result.tokenChanges.contains { $0.theme == "appetite-dark" && $0.path == "brand/base" && $0.before == "#2B7FFF" })
        let lightTheme = try renderer.theme(for: try Catalogue.standard.set(named: "Text Input"), mode: .light)
        #expect(result.tokenChanges.allSatisfy { TokenUsage.chain(of: $0.path, in: lightTheme).contains("brand/base") })

        // The report shows exactly the changed pictures, each with before, after and difference.
        let folder = try Fixtures.scratchFolder("review")
        let written = try ReviewReport.write(result, to: folder)
        #expect(written.count == result.changed.count * 3 + 1)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"variant\">").count - 1 == result.changed.count)
        for link in Fixtures.links(in: html) where !link.hasPrefix("#") {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(link).path), "missing \(link)")
        }
    }

    /// A token file that changes nothing drawn changes no picture.
    @Test func unusedTokenChangesNothing() throws {
        let renderer = try Fixtures.standardRenderer()
        let json = ##"{"colors": {"blue": {"600": {"$type": "color", "$value": "#155DFC"}}}}"##
        let review = try TokenReview(current: renderer, tokens: try TokenDocument.parse(Data(json.utf8), source: "same.json"), scale: 1)
        let result = try review.run(sets: [(try Catalogue.standard.set(named: "Stepper"))])
        #expect(result.changed.isEmpty)
        #expect(result.unchangedCount == (try Catalogue.standard.set(named: "Stepper")).variants.count * ThemeMode.allCases.count, "every variant in light and dark")
        #expect(result.tokenChanges.isEmpty)
    }
}
