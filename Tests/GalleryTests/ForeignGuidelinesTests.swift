import Foundation
import Testing
import TestSupport
@testable import SpecimenGallery

/// Issue 36: a user's design system without guidelines (a Carbon-like one, `CarbonLikeDesignSystem`)
/// gets only the universal checks, in WCAG's words, and never another system's words: its 32 pt
/// button is not held to a shipped system's 36 or 44 pt, its red-rule-alone error is not held to a
/// shipped system's "red is not a message".
@Suite struct ForeignGuidelinesTests {
    /// A renderer of the fixture written into a folder of the calling test's own: the suite's tests run
    /// in parallel, and one folder shared was emptied by one test while the other read it.
    static func renderer(_ test: String = #function) throws -> Renderer {
        let folder = try CarbonLikeDesignSystem.write(to: try Fixtures.scratchFolder("carbon-like-\(test.prefix { $0 != "(" })"))
        return try Renderer(home: SpecimenHome.locate(), designSystems: [DesignSystemFolder(url: folder)])
    }

    @Test func aCarbonLikeSystemGetsOnlyTheUniversalChecksInWCAGsWords() throws {
        let renderer = try Self.renderer()
        #expect(try renderer.guidelines(of: CarbonLikeDesignSystem.name) == .none)
        // Every word any shipped system's guidelines hold: none may reach a Carbon-like finding.
        let shippedWords = try Set(Catalogue.standard.sets.map(\.designSystem)).flatMap { try renderer.guidelines(of: $0).entries.values.map(\.quote) }
        #expect(!shippedWords.isEmpty, "the shipped guidelines are read, so the test can see them missing")

        let audit = AccessibilityAudit(renderer: renderer)
        var findings: [AuditFinding] = []
        for set in renderer.ownSets {
            for variant in set.variants { findings += try audit.audit(ComponentConfiguration(set: set, variant: variant)) }
        }
        #expect(Set(findings.map(\.set)) == ["Carbon Button", "Carbon Field"])
        #expect(Set(findings.map(\.check)).isSubset(of: Guidelines.universal), "\(Set(findings.map(\.check)))")
        #expect(findings.allSatisfy { $0.guideline == $0.check.universalGuideline && !$0.guideline.isEmpty })
        for finding in findings {
            #expect(!shippedWords.contains { finding.summary.contains($0) }, "\(finding.summary)")
            #expect(!finding.summary.contains("the spec"), "\(finding.summary)")
        }
        // The 32 pt button against WCAG 2.5.8's 24 pt, passed; no platform's 44 or 48 pt.
        let target = try #require(findings.first { $0.set == "Carbon Button" && $0.check == .targetSize })
        #expect(target.outcome == .pass && target.measured == CarbonLikeDesignSystem.buttonHeight && target.required == 24)
        #expect(findings.contains { $0.check == .textContrast })
        // The layout's universal checks (overflow, overlap, truncation under long text, right to left
        // and large text) speak in geometry, never in a guideline's words.
        let stress = try StressTest(renderer: renderer).run(sets: renderer.ownSets)
        #expect(!stress.contains { finding in shippedWords.contains { finding.line.contains($0) } })
    }

    /// The fixture does exercise the guidelines it is spared: its Error variant is the red rule alone,
    /// which the error-message check fails when a system's guidelines ask it.
    @Test func theFixturesErrorIsTheRedRuleAlone() throws {
        let renderer = try Self.renderer()
        let configuration = try renderer.catalogue.configuration(set: "Carbon Field", variant: "State=Error")
        let flagged = GuidelineAudit.errorMessage(try renderer.layout(configuration))
        #expect(flagged.map(\.outcome) == [.fail])
    }
}
