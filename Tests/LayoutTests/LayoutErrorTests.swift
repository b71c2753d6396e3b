import Testing
import SpecimenLayout

@Suite struct LayoutErrorTests {
    static let badIcons: [(set: String, property: String, value: String, suggestion: String)] = [
        ("Text Input", "Icon Left Swap", "phnoe", "phone"),
        ("Text Input", "Icon Right Swap", "chevron-dwn", "chevron-down"),
        ("Composer", "Action Icon", "camra", "camera"),
        ("Composer", "Accessory Icon", "paperclp", "paperclip"),
    ]

    @Test(arguments: badIcons)
    func unknownIconNamesThePropertyAndTheClosestIcons(set: String, property: String, value: String, suggestion: String) throws {
        let error = #expect(throws: LayoutError.self) { try Fixtures.layout(set, nil, ["\(property)=\(value)"]) }
        #expect(error?.kind == .unknownIcon)
        #expect(error?.suggestions.contains(suggestion) == true)
        #expect(error?.message.contains("'\(property)'") == true)
        #expect(error?.message.contains(value) == true)
        #expect(error?.message.contains(suggestion) == true)
    }

    @Test func aBadIconIsReportedEvenWhileItsIconIsOff() {
        #expect(throws: LayoutError.self) { try Fixtures.layout("Text Input", nil, ["Icon Left=off", "Icon Left Swap=phnoe"]) }
    }
}
