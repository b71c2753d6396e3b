import Foundation
import Testing
@testable import SpecimenGallery

/// The audit's numbers: the spec's own contrast figure, the hit targets it warns about, field text.
@Suite struct AuditTests {
    /// The spec: text/soft-500, #8E8E93, "measures 3.26 to 1 on white in Light".
    @Test func specContrastFigure() throws {
        let grey = try #require(Color(hex: "#8E8E93"))
        #expect(WCAGContrast.rounded(WCAGContrast.ratio(grey, .white)) == 3.26)
        #expect(WCAGContrast.format(WCAGContrast.ratio(grey, .white)) == "3.26:1")
        #expect(WCAGContrast.rounded(WCAGContrast.ratio(.black, .white)) == 21)
    }

    @Test func placeholderOnWhiteIsFlaggedAt326() throws {
        let audit = AccessibilityAudit(renderer: try Fixtures.standardRenderer())
        let findings = try audit.audit(try Fixtures.configuration("Text Input", "Type=Default, State=Placeholder"))
        let placeholder = try #require(findings.first { $0.theme == "light" && $0.node.hasSuffix("placeholder") && $0.check == .textContrast })
        #expect(placeholder.measured == 3.26)
        #expect(placeholder.required == 4.5)
        #expect(placeholder.outcome == .fail)
        #expect(placeholder.detail.contains("#8E8E93 on #FFFFFF"))
    }

    @Test func composerIsFlaggedAgainst44() throws {
        let audit = AccessibilityAudit(renderer: try Fixtures.standardRenderer())
        let findings = try audit.audit(try Fixtures.configuration("Composer", "Style=Default, State=Empty"))
        let field = try #require(findings.first { $0.node == "field" && $0.check == .hitTargetIOS })
        #expect(field.measured == 40 && field.required == 44 && field.outcome == .fail)
        let send = try #require(findings.first { $0.node == "send" && $0.check == .hitTargetIOS })
        #expect(send.measured == 40 && send.outcome == .fail)
    }

    @Test(arguments: [("sm", 36.0, AuditFinding.Outcome.fail, AuditFinding.Outcome.fail),
                      ("md", 44.0, AuditFinding.Outcome.pass, AuditFinding.Outcome.fail)])
    func stepperButtonsAgainstTargets(size: String, side: Double, iOS: AuditFinding.Outcome, android: AuditFinding.Outcome) throws {
        let audit = AccessibilityAudit(renderer: try Fixtures.standardRenderer())
        let findings = try audit.audit(try Fixtures.configuration("Stepper", "Size=\(size), State=Default"))
        for button in ["decrement", "increment"] {
            let ios = try #require(findings.first { $0.node == button && $0.check == .hitTargetIOS })
            let material = try #require(findings.first { $0.node == button && $0.check == .hitTargetAndroid })
            #expect(ios.measured == side && ios.outcome == iOS)
            #expect(material.measured == side && material.required == 48 && material.outcome == android)
        }
    }

    /// A 56 pt field row clears both platforms, and its 16 pt text does not make iOS zoom.
    @Test func textInputFieldPasses() throws {
        let audit = AccessibilityAudit(renderer: try Fixtures.standardRenderer())
        let findings = try audit.audit(try Fixtures.configuration("Text Input", "Type=Default, State=Filled"))
        let targets = findings.filter { $0.node == "field" && ($0.check == .hitTargetIOS || $0.check == .hitTargetAndroid) }
        #expect(targets.count == 2 && targets.allSatisfy { $0.outcome == .pass && $0.measured == 56 })
        let text = findings.filter { $0.check == .fieldTextSize }
        #expect(!text.isEmpty && text.allSatisfy { $0.outcome == .pass && $0.measured >= 16 })
    }

    /// Disabled controls are exempt, never failed.
    @Test func disabledIsExempt() throws {
        let audit = AccessibilityAudit(renderer: try Fixtures.standardRenderer())
        let findings = try audit.audit(try Fixtures.configuration("Text Input", "State=Disabled"))
        let contrast = findings.filter { $0.check == .textContrast || $0.check == .iconContrast }
        #expect(!contrast.isEmpty && contrast.allSatisfy { $0.outcome == .exempt })
    }

    /// Translucent colours are composited over what lies under them before the ratio is taken.
    @Test func compositesAlpha() throws {
        let black24 = try #require(Color(hex: "#0000003D"))
        let over = WCAGContrast.composite(black24, over: .white)
        #expect(over == Color(red: 194, green: 194, blue: 194))
        #expect(WCAGContrast.composite(.white, over: .black) == .white)
    }

    /// The Overlay Composer's white text on translucent black is judged at its worst photo.
    @Test func overlayIsJudgedOverTheWorstPhoto() throws {
        let audit = AccessibilityAudit(renderer: try Fixtures.standardRenderer())
        let findings = try audit.audit(try Fixtures.configuration("Composer", "Style=Overlay, State=Typing"))
        let value = try #require(findings.first { $0.theme == "light" && $0.node == "field/value" })
        #expect(value.detail.contains("over the photo"))
        // White over (white photo under 24% black) = #C2C2C2: 1.84:1.
        #expect(value.measured == WCAGContrast.rounded(WCAGContrast.ratio(.white, Color(red: 194, green: 194, blue: 194))))
    }

    /// The JSON lists every check with its node, and is the same on every run.
    @Test func jsonIsCompleteAndStable() throws {
        let audit = AccessibilityAudit(renderer: try Fixtures.standardRenderer())
        let report = try audit.audit(sets: [AppetiteSets.stepper])
        let json = try report.json()
        #expect(json == (try audit.audit(sets: [AppetiteSets.stepper]).json()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == report.findings.count)
        #expect(findings.allSatisfy { ($0["node"] as? String)?.isEmpty == false })
        #expect(report.text.hasSuffix(report.closingLine))
    }
}
