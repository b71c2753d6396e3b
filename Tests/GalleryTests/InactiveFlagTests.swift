import Foundation
import Testing
@testable import SpecimenGallery

/// Issue 25: which controls are inactive is data. A document sets `"inactive": true` on a node (or in a
/// rule's patch), and the audit exempts that node and what it holds, whatever its design system calls
/// its colours; a glyph that only happens to use Appetite's disabled colour token is measured like any other.
@Suite struct InactiveFlagTests {
    /// A user's design system with a glyph button: `Busy` flags it inactive; `Dim` only paints its
    /// glyph with a token named as Appetite's disabled colour, and flags nothing.
    static let document = """
        {
          "version": 1, "name": "Busy Button", "description": "A glyph button that waits.", "designSystem": "Flag UI", "position": 1,
          "properties": [{"name": "Mode", "kind": "variant", "options": ["Ready", "Busy", "Dim"], "default": "Ready"}],
          "root": {
            "name": "busyButton", "type": "frame", "width": 48, "height": 48,
            "children": [
              {"name": "go", "type": "frame", "role": "button", "action": "submit", "width": 32, "height": 32,
               "children": [{"name": "goIcon", "type": "icon", "icon": "play", "color": "icon/rest", "width": 24, "height": 24,
                             "accessibilityKey": "Flag.go", "accessibilityDefault": "Go"}]}
            ]
          },
          "rules": [
            {"when": {"Mode": "Busy"}, "set": {"go": {"inactive": true}, "goIcon": {"color": "icon/waiting"}}},
            {"when": {"Mode": "Dim"}, "set": {"goIcon": {"color": "fg/disabled-400"}}}
          ],
          "decisions": [{"decision": "Busy is inactive", "because": "it cannot act while it waits"}]
        }
        """
    static let tokens = """
        {"icon": {"rest": {"$type": "color", "$value": "#1f2328"}, "waiting": {"$type": "color", "$value": "#d0d7de"}},
         "fg": {"disabled-400": {"$type": "color", "$value": "#d0d7de"}}}
        """

    /// A folder per test case: the cases run in parallel, and one emptying a shared folder raced the others.
    static func renderer(_ name: String) throws -> Renderer {
        let folder = try Fixtures.scratchFolder("inactive-flag-\(name)")
        try Data(document.utf8).write(to: folder.appendingPathComponent("BusyButton.component.json"))
        try Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens.json"))
        return try Renderer(home: SpecimenHome.locate(), designSystems: [try DesignSystemFolder(url: folder)])
    }

    static let modes: [(mode: String, outcome: AuditFinding.Outcome)] = [
        ("Ready", .fail), ("Busy", .exempt), ("Dim", .fail),
    ]

    @Test(arguments: modes)
    func theDocumentSaysWhatIsInactive(mode: String, outcome: AuditFinding.Outcome) throws {
        let renderer = try Self.renderer(mode)
        let configuration = try renderer.catalogue.configuration(set: "Busy Button", variant: "Mode=\(mode)")
        #expect(try renderer.layout(configuration).node(named: "go")?.isInactive == (mode == "Busy"))
        let findings = try AccessibilityAudit(renderer: renderer).audit(configuration)
        // The 32 pt button (over WCAG 2.5.8's 24 pt: this folder has no guidelines of its own), and
        // (Busy, Dim) its pale glyph: exempt exactly when the document says so.
        let target = try #require(findings.first { $0.node == "go" && $0.check == .targetSize })
        #expect(target.outcome == (mode == "Busy" ? .exempt : .pass), "\(target.summary)")
        #expect(!findings.contains { $0.check == .hitTargetIOS || $0.check == .errorMessage })
        if mode != "Ready" {
            let glyph = try #require(findings.first { $0.node == "go/goIcon" && $0.check == .iconContrast && $0.theme == "light" })
            #expect(glyph.outcome == outcome, "\(glyph.summary)")
        }
    }

    /// The shipped sets say it in their documents: a Stepper button at its bound, the dormant Send,
    /// and every Disabled variant's root.
    static let shipped: [(set: String, variant: String, node: String, inactive: Bool)] = [
        ("Stepper", "Size=sm, State=Min", "decrement", true),
        ("Stepper", "Size=sm, State=Min", "increment", false),
        ("Stepper", "Size=md, State=Max", "increment", true),
        ("Composer", "Style=Default, State=Empty", "send", true),
        ("Composer", "Style=Default, State=Typing", "send", false),
        ("Text Input", "Type=Default, State=Disabled", "label", false),
        ("InputPassword", "State=Read-only, Characters=Hidden", "field", false),
    ]

    @Test(arguments: shipped)
    func theShippedDocumentsFlagTheirInactiveButtons(set: String, variant: String, node: String, inactive: Bool) throws {
        let tree = try Fixtures.standardRenderer().layout(try Fixtures.configuration(set, variant))
        #expect(tree.node(named: node)?.isInactive == inactive)
    }

    /// A Disabled variant flags its root, so everything in it is exempt by the document's word.
    @Test(arguments: Catalogue.standard.allConfigurations.filter { $0.value("State") == "Disabled" }.map(\.name))
    func aDisabledVariantFlagsItsRoot(name: String) throws {
        let slash = try #require(name.firstIndex(of: "/"))
        let tree = try Fixtures.standardRenderer().layout(try Fixtures.configuration(String(name[..<slash]), String(name[name.index(after: slash)...])))
        #expect(tree.isInactive, "\(name)")
    }

    /// Item 4: Composer's nodes under 44 pt carry the spec's note for the code, so none fails the
    /// hit-area-note guideline (the dormant Send is exempt).
    @Test(arguments: ["Style=Default, State=Empty", "Style=Default, State=Typing", "Style=Overlay, State=Empty", "Style=Overlay, State=Typing"])
    func composerCarriesItsHitAreaNote(variant: String) throws {
        let configuration = try Catalogue.standard.configuration(set: "Composer", variant: variant, properties: ["Avatar=on", "Action=on"])
        let findings = try AccessibilityAudit(renderer: try Fixtures.standardRenderer()).audit(configuration).filter { $0.check == .hitAreaNote }
        #expect(Set(findings.map(\.node)) == ["field", "field/accessory", "action", "send"])
        #expect(findings.allSatisfy { $0.outcome != .fail }, "\(findings.map(\.summary))")
        #expect(findings.filter { $0.outcome == .pass }.allSatisfy { $0.detail.contains("44 pt hit area in code") })
    }
}
