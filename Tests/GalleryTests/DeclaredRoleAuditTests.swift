import Foundation
import Testing
import TestSupport
@testable import SpecimenGallery

/// The audit reads a declared role's behaviour from its folder's `roles.json`, never from its name: the
/// same 16 pt `knob` is measured against WCAG 2.5.8's 24 pt when the folder says a person presses it,
/// and left alone when it says not.
@Suite struct DeclaredRoleAuditTests {
    static let knob = """
        {
          "version": 1, "name": "Carbon Knob", "description": "A 16 pt dot.", "designSystem": "\(CarbonLikeDesignSystem.name)", "position": 3,
          "root": {"name": "knob", "type": "frame", "role": "knob", "width": 16, "height": 16,
                   "fills": [{"shape": "ellipse", "color": "button/primary"}]}
        }
        """

    static func findings(interactive: Bool) throws -> [AuditFinding] {
        let folder = try CarbonLikeDesignSystem.write(to: try Fixtures.scratchFolder("declared-role-\(interactive)"))
        try Data(knob.utf8).write(to: folder.appendingPathComponent("Knob.component.json"))
        try Data(#"{"roles": [{"name": "knob", "interactive": \#(interactive)}]}"#.utf8).write(to: folder.appendingPathComponent("roles.json"))
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [DesignSystemFolder(url: folder)])
        let set = try #require(renderer.ownSets.first { $0.name == "Carbon Knob" })
        return try AccessibilityAudit(renderer: renderer).audit(ComponentConfiguration(set: set, variant: try #require(set.variants.first)))
    }

    @Test func anInteractiveDeclaredRoleIsMeasuredAgainstTheTargetSize() throws {
        let target = try #require(try Self.findings(interactive: true).first { $0.check == .targetSize })
        #expect(target.node == "knob" && target.outcome == .fail && target.measured == 16 && target.required == 24)
        #expect(try Self.findings(interactive: false).allSatisfy { $0.check != .targetSize })
    }
}
