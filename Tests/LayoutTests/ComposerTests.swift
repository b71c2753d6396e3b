import Geometry
import Testing
import SpecimenLayout

/// Composer: "361 x 40, field 313 x 40, gap 8, avatar, action and send 40".
@Suite struct ComposerTests {
    static let circles: [(avatar: Bool, action: Bool, fieldX: Double, fieldWidth: Double)] = [
        (false, false, 0, 313), (true, false, 48, 265), (false, true, 0, 265), (true, true, 48, 217),
    ]
    static let variants = Fixtures.variants("Composer")

    @Test(arguments: circles)
    func barStays361AndTheFieldGivesUp48PerCircle(avatar: Bool, action: Bool, fieldX: Double, fieldWidth: Double) throws {
        for variant in Self.variants {
            let tree = try Fixtures.layout("Composer", variant, ["Avatar=\(avatar ? "on" : "off")", "Action=\(action ? "on" : "off")"])
            #expect(tree.frame == Rect(0, 0, 361, 40))
            #expect(tree.bounds == tree.frame)
            #expect(try Fixtures.node(tree, "field").frame == Rect(fieldX, 0, fieldWidth, 40))
            #expect(try Fixtures.node(tree, "send").frame == Rect(321, 0, 40, 40))
            #expect((tree.node(named: "avatar")?.frame) == (avatar ? Rect(0, 0, 40, 40) : nil))
            #expect((tree.node(named: "action")?.frame) == (action ? Rect(fieldX + fieldWidth + 8, 0, 40, 40) : nil))
        }
    }

    @Test func accessoryIsOnByDefaultInsideTheField() throws {
        let tree = try Fixtures.layout("Composer")
        let field = try Fixtures.node(tree, "field")
        let accessory = try Fixtures.node(tree, "accessory")
        #expect(accessory.iconName == "paperclip")
        #expect(field.frame.contains(accessory.frame))
        let off = try Fixtures.layout("Composer", nil, ["Accessory=off"])
        #expect(off.node(named: "accessory") == nil)
    }

    @Test(arguments: variants)
    func overlayHasABackdropUnderEverything(variant: String) throws {
        let tree = try Fixtures.layout("Composer", variant)
        let overlay = variant.contains("Overlay")
        #expect((tree.nodes.first?.name == "backdrop") == overlay)
        if overlay { #expect(tree.nodes.first?.frame == tree.frame) }
    }
}
