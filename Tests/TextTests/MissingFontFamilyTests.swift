import Testing

@testable import SpecimenText

/// The one line a family nobody provides is said in (`import figma`'s report and a design system's
/// stderr): three nodes then "and N more", the weights by their style names, and the Debian package
/// from the one table when it knows the family.
@Suite struct MissingFontFamilyTests {
    @Test func theLineNamesThreeNodesThenHowManyMoreAndDebiansPackage() {
        let nodes = (1...5).map { "Card / label \($0)" }
        let line = MissingFontFamily(family: "Roboto", weights: [400, 600], drawn: ["Inter Regular", "Inter Semi Bold"], nodes: nodes, folders: "Fonts").line
        #expect(
            line
                == "font Roboto Regular (400), SemiBold (600) is not in Fonts; drawn in Inter Regular, Inter Semi Bold; "
                + "used by Card / label 1, Card / label 2, Card / label 3 and 2 more; provide its files in the design system's fonts/ folder (Debian's fonts-roboto has it)")
    }

    @Test func aFamilyDebianDoesNotShipNamesNoPackage() {
        let line = MissingFontFamily(family: "Poppins", weights: [700], drawn: ["Inter Bold"], nodes: ["A / b"], folders: "Fonts or x", alternatives: ["with --fonts DIR"]).line
        #expect(line.hasSuffix("used by A / b; provide its files in the design system's fonts/ folder or with --fonts DIR"), "\(line)")
        #expect(MissingFontFamily.debianPackages["poppins"] == nil)
    }
}
