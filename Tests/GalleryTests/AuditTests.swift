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
        // Empty, Send is dormant (fg/disabled-400): an inactive control, exempt; once there is text it is measured.
        let dormant = try #require(findings.first { $0.node == "send" && $0.check == .hitTargetIOS })
        #expect(dormant.measured == 40 && dormant.outcome == .exempt)
        let typing = try audit.audit(try Fixtures.configuration("Composer", "Style=Default, State=Typing"))
        let send = try #require(typing.first { $0.node == "send" && $0.check == .hitTargetIOS })
        #expect(send.measured == 40 && send.outcome == .fail)
    }

    @Test(arguments: [
        ("sm", 36.0, AuditFinding.Outcome.fail, AuditFinding.Outcome.fail),
        ("md", 44.0, AuditFinding.Outcome.pass, AuditFinding.Outcome.fail),
    ])
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
        let report = try audit.audit(sets: [(try Catalogue.standard.set(named: "Stepper"))])
        let json = try report.json()
        #expect(json == (try audit.audit(sets: [(try Catalogue.standard.set(named: "Stepper"))]).json()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == report.findings.count)
        #expect(findings.allSatisfy { ($0["node"] as? String)?.isEmpty == false })
        #expect(report.text.hasSuffix(report.closingLine))
    }
}

/// What the audit promises in its help and the README: inactive controls exempt, every interactive
/// node measured, boundaries held to WCAG 1.4.11, and the JSON documented field by field.
@Suite struct AuditPromiseTests {
    static let audit = Result { AccessibilityAudit(renderer: try Fixtures.standardRenderer()) }

    /// Nothing in a Disabled variant, and no button at its bound, is ever reported below the bar.
    @Test(
        arguments: Catalogue.standard.allConfigurations.filter { $0.value("State") == "Disabled" }.map(\.name)
            + ["Stepper/Size=sm, State=Min", "Stepper/Size=md, State=Max"])
    func inactiveControlsAreExempt(name: String) throws {
        let slash = try #require(name.firstIndex(of: "/"))
        let configuration = try Fixtures.configuration(String(name[..<slash]), String(name[name.index(after: slash)...]))
        let findings = try Self.audit.get().audit(configuration)
        if configuration.value("State") == "Disabled" {
            #expect(findings.allSatisfy { $0.outcome == .exempt }, "\(findings.filter { $0.outcome != .exempt }.map(\.summary))")
        } else {
            let dead = configuration.value("State") == "Min" ? "decrement" : "increment"
            let live = dead == "decrement" ? "increment" : "decrement"
            #expect(findings.filter { $0.node.hasPrefix(dead) }.allSatisfy { $0.outcome == .exempt })
            #expect(findings.contains { $0.node == live && $0.check == .hitTargetAndroid && $0.outcome == .fail })
        }
    }

    /// The 16 pt chip remove and tooltip, the 24 pt eye and the 20 pt clear are all measured.
    @Test(arguments: [
        ("Chip Input", "State=Filled", "chips/chip1/chip1Remove", 16.0),
        ("Text Input", "Type=Default, State=Filled", "label/tooltip", 16.0),
        ("Text Input", "Type=Password, State=Filled", "field/iconRight", 24.0),
        ("Text Input", "Type=Default, State=Focused", "field/clear", 20.0),
        ("InputPassword", "State=Default, Characters=Hidden", "field/trailingIcon", 24.0),
    ])
    func everyInteractiveNodeIsMeasured(set: String, variant: String, node: String, side: Double) throws {
        let findings = try Self.audit.get().audit(try Fixtures.configuration(set, variant))
        // WCAG 2.5.8's 24 pt for every design system; the platforms' 44 and 48 where Appetite's guidelines ask.
        let universal: (AuditFinding.Check, AuditFinding.Outcome) = (.targetSize, side >= 24 ? .pass : .fail)
        let checks = set == "InputPassword" ? [universal] : [(.hitTargetIOS, .fail), (.hitTargetAndroid, .fail), universal]
        for (check, outcome) in checks {
            let finding = try #require(findings.first { $0.node == node && $0.check == check }, "\(set) \(variant): no \(check) for \(node)")
            #expect(finding.measured == side && finding.outcome == outcome)
        }
        if set == "InputPassword" { #expect(!findings.contains { $0.check == .hitTargetIOS }, "Backbase has no touch-target guideline of its own") }
    }

    /// The figures: the rule is 1.52:1 in light and 2.11:1 in dark, below WCAG 1.4.11's 3:1.
    @Test(arguments: [("light", 1.52), ("dark", 2.11)])
    func theRuleIsHeldToNonTextContrast(theme: String, ratio: Double) throws {
        let findings = try Self.audit.get().audit(try Fixtures.configuration("Text Input", "Type=Default, State=Placeholder"))
        let rule = try #require(findings.first { $0.node == "field/rule" && $0.theme == theme && $0.check == .nonTextContrast })
        #expect(rule.measured == ratio && rule.required == 3 && rule.outcome == .fail)
        #expect(rule.summary.contains("WCAG 1.4.11"))
    }

    /// A focused Digit cell's ring is measured against the page and its gap; the brand blue passes.
    @Test func theFocusRingIsMeasured() throws {
        let findings = try Self.audit.get().audit(try Fixtures.configuration("Digit Input", "State=Focused"))
        let rings = findings.filter { $0.check == .nonTextContrast && $0.detail.hasPrefix("focus ring") }
        #expect(rings.count == 2 && rings.allSatisfy { $0.outcome == .pass && $0.measured >= 3 })
    }

    /// Every key `audit --json` writes is explained in the README's field list.
    @Test func theJSONIsDocumentedFieldByField() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### `audit --json`").dropFirst().first?.components(separatedBy: "\n## ").first)
        let json = try Self.audit.get().audit(sets: [(try Catalogue.standard.set(named: "Stepper"))]).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        for key in Array(object.keys) + Array(finding.keys) {
            #expect(section.contains("`\(key)`"), "README does not document \(key)")
        }
        for check in AuditFinding.Check.allCases { #expect(section.contains("`\(check.rawValue)`")) }
        for outcome in ["pass", "fail", "exempt"] { #expect(section.contains("`\(outcome)`")) }
    }
}
