import Testing
import SpecimenCatalogue
import SpecimenLayout

/// Issue 25, item 2: InputPassword's primary label is the field's name, so it keeps its whole width
/// whatever the secondary label says (it was shrunk to 0 by a long secondary label). A secondary label
/// that does not fit beside it starts a second 20 pt line under it; a label longer than the 343 pt
/// row is cut with "…"; nothing leaves the component.
@Suite struct PasswordLabelTests {
    static let labels: [(primary: String, secondary: String, secondLine: Bool)] = [
        ("Password", "Required", false),
        ("Passwort", "Erforderlich, mindestens acht Zeichen und eine Ziffer", true),
        ("Mot de passe", "Obligatoire : au moins huit caractères, dont un chiffre", true),
        ("كلمة المرور", "مطلوب، ثمانية أحرف على الأقل ورقم واحد على الأقل من فضلك", true),
        ("パスワード", "必須", false),
        (String(repeating: "Passwort ", count: 12), "Erforderlich", true),
    ]

    @Test(arguments: labels)
    func thePrimaryLabelKeepsItsWidth(primary: String, secondary: String, secondLine: Bool) throws {
        let properties = ["Label Primary=\(primary)", "Label Secondary=\(secondary)"]
        let tree = try Fixtures.layout("InputPassword", "State=Default, Characters=Hidden", properties)
        let alone = try Fixtures.layout("InputPassword", "State=Default, Characters=Hidden", ["Label Primary=\(primary)", "Label Secondary="])
        let label = try Fixtures.node(tree, "labelPrimary"), note = try Fixtures.node(tree, "labelSecondary")
        #expect(label.frame.width > 0)
        #expect(label.frame.width == (try Fixtures.node(alone, "labelPrimary")).frame.width, "the primary label is as wide as it is alone")
        #expect(label.frame.minY == 0 && label.frame.height == 20)
        #expect(note.frame.width > 0)
        #expect(note.frame.minY == (secondLine ? 20 : 0), "\(note.frame)")
        let overlap = label.frame.intersection(note.frame)
        #expect(overlap == nil || overlap!.width * overlap!.height == 0, "the labels do not overlap")
        for node in [label, note] { #expect(node.frame.minX >= 0 && node.frame.maxX <= 343 + 1e-9, "\(node.name) \(node.frame)") }
        // The field and the message move down exactly by the second line.
        let field = try Fixtures.node(tree, "field")
        #expect(field.frame.minY == (secondLine ? 48 : 28) && field.frame.height == 48)
        #expect(tree.frame.height == (secondLine ? 116 : 96))
    }
}
