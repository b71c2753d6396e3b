import Testing
@testable import SpecimenGallery

/// Issue 25, item 13 and the guidance list: `audit` flags what the Input page's guidelines forbid,
/// each finding quoting the guideline: an error shown by colour alone ("red is not a message"), a
/// field whose only name is its own text, text under 16 pt in a field, and a hit area under 44 pt
/// with no note for the code.
@Suite struct GuidelineAuditTests {
    static let cases: [(set: String, variant: String, properties: [String], check: AuditFinding.Check, node: String, outcome: AuditFinding.Outcome)] = [
        // The red rule alone, and the red rule with its message.
        ("Text Input", "Type=Default, State=Error", ["Help=off"], .errorMessage, "field/rule", .fail),
        ("Text Input", "Type=Password, State=Error", ["Help Text="], .errorMessage, "field/rule", .fail),
        ("Text Input", "Type=Default, State=Error", [], .errorMessage, "field/rule", .pass),
        ("Counter Input", "State=Error", ["Help=off"], .errorMessage, "pill", .fail),
        ("Counter Input", "State=Error", [], .errorMessage, "pill", .pass),
        ("Text Area", "State=Error", ["Help=off"], .errorMessage, "field/rule", .fail),
        ("Digit Input", "State=Error", [], .errorMessage, "cell1", .fail),
        // A field named by its label, or only by its own text.
        ("Text Input", "Type=Default, State=Placeholder", [], .fieldLabel, "field", .pass),
        ("Text Input", "Type=Default, State=Placeholder", ["Input Label=off"], .fieldLabel, "field", .fail),
        ("Chip Input", "State=Placeholder", ["Input Label=off"], .fieldLabel, "field", .fail),
        ("Composer", "Style=Default, State=Empty", [], .fieldLabel, "field", .fail),
        // A hit area under 44 pt passes only with the spec's note for the code.
        ("Stepper", "Size=sm, State=Default", [], .hitAreaNote, "decrement", .pass),
        ("Counter Input", "State=Filled", [], .hitAreaNote, "pill/decrement", .fail),
        ("Stepper", "Size=sm, State=Min", [], .hitAreaNote, "decrement", .exempt),
    ]

    @Test(arguments: cases)
    func theGuidelinesAreFlagged(
        set: String, variant: String, properties: [String], check: AuditFinding.Check,
        node: String, outcome: AuditFinding.Outcome
    ) throws {
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant, properties: properties)
        let findings = try AccessibilityAudit(renderer: try Fixtures.standardRenderer()).audit(configuration).filter { $0.check == check }
        let finding = try #require(findings.first { $0.node == node }, "\(set) \(variant) \(properties): \(findings.map(\.summary))")
        #expect(finding.outcome == outcome, "\(finding.summary)")
        let quote = try Self.appetite().quote(check)
        #expect(finding.guideline == quote && !finding.guideline.isEmpty)
        #expect(finding.summary.contains("the spec: \"\(quote)\""))
    }

    /// Appetite's guidelines, from its folder's `guidelines.json`.
    static func appetite() throws -> Guidelines { try Fixtures.standardRenderer().guidelines(of: "Appetite UI") }

    /// Issue 36: a design system without guidelines (Backbase's InputPassword page has none) gets the
    /// universal checks only, in WCAG's words, never another system's guideline.
    @Test func aSystemWithoutGuidelinesGetsOnlyTheUniversalChecks() throws {
        let audit = AccessibilityAudit(renderer: try Fixtures.standardRenderer())
        let appetite = try Self.appetite()
        for variant in ["State=Error, Characters=Hidden", "State=Default, Characters=Hidden"] {
            let findings = try audit.audit(try Catalogue.standard.configuration(set: "InputPassword", variant: variant, properties: ["Label Primary="]))
            #expect(!findings.isEmpty)
            #expect(findings.allSatisfy { Guidelines.universal.contains($0.check) }, "\(Set(findings.map(\.check)))")
            #expect(findings.allSatisfy { $0.guideline == $0.check.universalGuideline })
            #expect(!findings.contains { finding in appetite.entries.values.contains { $0.quote == finding.guideline } })
            #expect(findings.contains { $0.check == .targetSize })
        }
    }

    /// Each guideline is quoted in the spec's words.
    static let quotes: [(check: AuditFinding.Check, words: String)] = [
        (.errorMessage, "Do not signal the error with the red rule alone."),
        (.fieldLabel, "because the placeholder disappears as soon as someone types"),
        (.fieldTextSize, "Keep fields at 16 pt text or larger so iOS does not zoom the page on focus."),
        (.hitAreaNote, "so give it a larger hit area in code"),
        (.hitTargetIOS, "44 pt on iOS and 48 dp on Android"),
    ]

    @Test(arguments: quotes)
    func eachGuidelineIsQuoted(check: AuditFinding.Check, words: String) throws {
        #expect(try Self.appetite().quote(check).contains(words))
    }

    /// A layout with no error colour has no error-message finding; the spec's own states keep theirs.
    @Test(arguments: ["Text Input/Type=Default, State=Filled", "Stepper/Size=md, State=Default", "Digit Input/State=Filled"])
    func noErrorNoFinding(name: String) throws {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        let findings = try AccessibilityAudit(renderer: try Fixtures.standardRenderer()).audit(try Fixtures.configuration(parts[0], parts[1]))
        #expect(!findings.contains { $0.check == .errorMessage })
    }
}
