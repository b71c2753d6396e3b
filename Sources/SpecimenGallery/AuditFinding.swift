import Foundation
import SpecimenSupport

/// One accessibility check of one node of one variant, and what it found.
package struct AuditFinding: Sendable, Hashable, Codable {
    /// What was checked.
    package enum Check: String, Sendable, Hashable, Codable, CaseIterable {
        /// WCAG 1.4.3: text against what lies under it.
        case textContrast = "text-contrast"
        /// WCAG 1.4.11: an icon against what lies under it.
        case iconContrast = "icon-contrast"
        /// WCAG 1.4.11: a rule, stroke or focus ring (a boundary that identifies a control) against
        /// what lies under it.
        case nonTextContrast = "non-text-contrast"
        /// Apple's Human Interface Guidelines: 44 x 44 pt for anything tappable.
        case hitTargetIOS = "hit-target-ios"
        /// Material 3: 48 x 48 dp for anything tappable.
        case hitTargetAndroid = "hit-target-android"
        /// iOS Safari zooms a page when a field's text is smaller than 16 pt.
        case fieldTextSize = "field-text-size"
        /// The spec's guideline: an error is said in words, never by the red rule alone.
        case errorMessage = "error-message"
        /// The spec's guideline: a field is named by its label, not by its placeholder.
        case fieldLabel = "field-label"
        /// The spec: a tappable node under 44 pt carries the spec's note for a larger hit area in code.
        case hitAreaNote = "hit-area-note"
        /// WCAG 2.2, 2.5.8: anything tappable at least 24 x 24 CSS pixels (points), for every design system.
        case targetSize = "target-size"
    }

    /// How the node fared.
    package enum Outcome: String, Sendable, Hashable, Codable {
        case pass
        /// Below the bar: information for the designer, not an error.
        case fail
        /// Not held to the bar: WCAG exempts inactive controls (Disabled, a button at its bound).
        case exempt
    }

    package let set: String
    package let variant: String
    /// `light` or `dark` for colour checks; `nil` for checks of the layout alone.
    package let theme: String?
    /// The node it concerns, with its ancestors: `field/placeholder`.
    package let node: String
    package let check: Check
    package let outcome: Outcome
    /// The ratio (`3.26`, to two decimals) or the size in points (the smaller side for a hit target).
    package let measured: Double
    /// The bar it is held to, in the same unit.
    package let required: Double
    /// What was measured, for a person: `#8E8E93 on #FFFFFF`, `40 x 40 pt`.
    package let detail: String
    /// The guideline the check holds the node to, in its source's words: the design system's own
    /// (`Guidelines`), else WCAG's for a universal check.
    package let guideline: String

    package init(
        set: String, variant: String, theme: String?, node: String, check: Check, outcome: Outcome,
        measured: Double, required: Double, detail: String, guideline: String? = nil
    ) {
        self.set = set
        self.variant = variant
        self.theme = theme
        self.node = node
        self.check = check
        self.outcome = outcome
        self.measured = measured
        self.required = required
        self.detail = detail
        self.guideline = guideline ?? check.universalGuideline ?? ""
    }

    /// This finding quoting `guideline`.
    package func quoting(_ guideline: String) -> AuditFinding {
        AuditFinding(
            set: set, variant: variant, theme: theme, node: node, check: check, outcome: outcome, measured: measured,
            required: required, detail: detail, guideline: guideline)
    }

    /// One line: `Composer/Style=Default, State=Empty  field  hit target (iOS) 40 pt < 44 pt (313 x 40 pt)`.
    package var summary: String {
        let subject = "\(set)/\(variant)" + (theme.map { "  \($0)" } ?? "")
        let relation = outcome == .fail ? "<" : ">="
        let measure: String
        switch check {
        case .textContrast, .iconContrast, .nonTextContrast:
            measure = "\(WCAGContrast.format(measured)) \(relation) \(WCAGContrast.format(required))"
        case .hitTargetIOS, .hitTargetAndroid, .fieldTextSize, .targetSize:
            measure = "\(RedlineOverlay.format(measured)) pt \(relation) \(RedlineOverlay.format(required)) pt"
        case .errorMessage, .fieldLabel, .hitAreaNote:
            // A guideline's finding says what it found and then the guideline's own words.
            let note = outcome == .exempt ? ", exempt: inactive" : ""
            return "\(subject)  \(node)  \(check.title) \(outcome == .fail ? "missing" : "present"): \(detail)\(note); the spec: \"\(guideline)\""
        }
        let note = outcome == .exempt ? ", exempt: inactive" : ""
        return "\(subject)  \(node)  \(check.title) \(measure) (\(detail)\(note))"
    }
}

extension AuditFinding.Check {
    /// How a report names the check.
    package var title: String {
        switch self {
        case .textContrast: "text contrast"
        case .iconContrast: "icon contrast"
        case .nonTextContrast: "non-text contrast (WCAG 1.4.11)"
        case .hitTargetIOS: "hit target (iOS)"
        case .hitTargetAndroid: "hit target (Android)"
        case .fieldTextSize: "field text size"
        case .errorMessage: "error message"
        case .fieldLabel: "field label"
        case .hitAreaNote: "hit area note"
        case .targetSize: "target size (WCAG 2.5.8)"
        }
    }

    /// The words of a universal check (`Guidelines.universal`), WCAG 2.2's; nil for a check only a
    /// design system's guidelines ask for, whose words are theirs (`guidelines.json` in its folder).
    package var universalGuideline: String? {
        switch self {
        case .textContrast: "WCAG 2.2, 1.4.3 Contrast (Minimum): 4.5 to 1 for text, 3 to 1 for large text"
        case .iconContrast, .nonTextContrast: "WCAG 2.2, 1.4.11 Non-text Contrast: 3 to 1 for the parts of a control a person needs to see"
        case .targetSize: "WCAG 2.2, 2.5.8 Target Size (Minimum): a target a person taps is at least 24 by 24 CSS pixels"
        case .hitTargetIOS, .hitTargetAndroid, .fieldTextSize, .errorMessage, .fieldLabel, .hitAreaNote: nil
        }
    }
}

/// Every finding of an audit, with the counts a summary needs.
package struct AuditReport: Sendable, Codable {
    package let findings: [AuditFinding]

    package init(findings: [AuditFinding]) {
        self.findings = findings
    }

    package var failures: [AuditFinding] { findings.filter { $0.outcome == .fail } }
    package var exemptCount: Int { findings.filter { $0.outcome == .exempt }.count }

    /// The findings of one variant, in the order they were made.
    package func findings(for configuration: ComponentConfiguration) -> [AuditFinding] {
        findings.filter { $0.set == configuration.set.name && $0.variant == configuration.variant.name }
    }

    /// A closing line: `Audit: 1210 checks, 96 below the bar, 140 exempt (inactive controls).`
    package var closingLine: String {
        "Audit: \(findings.count) checks, \(failures.count) below the bar, \(exemptCount) exempt (inactive controls)."
    }

    /// The failing findings, one a line, then the closing line.
    package var text: String {
        (failures.map(\.summary) + [closingLine]).joined(separator: "\n")
    }

    /// Every finding as JSON, keys sorted, so the same audit prints the same bytes: those `JSONEncoder`
    /// wrote pretty-printed with sorted keys and unescaped slashes.
    package func json() -> String {
        let document: JSONValue = .object([
            ("checks", .number(findings.count)), ("exempt", .number(exemptCount)), ("failures", .number(failures.count)),
            ("findings", .array(findings.map(\.json))),
        ])
        return String(decoding: JSONWriter.pretty(document), as: UTF8.self)
    }
}

extension AuditFinding {
    /// The finding as JSON: every field by its name, `theme` left out when there is none.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("set", .string(set)), ("variant", .string(variant)), ("node", .string(node)), ("check", .string(check.rawValue)),
            ("outcome", .string(outcome.rawValue)), ("measured", .number(measured)), ("required", .number(required)),
            ("detail", .string(detail)), ("guideline", .string(guideline)),
        ]
        if let theme { members.append(("theme", .string(theme))) }
        return .object(members)
    }
}
