import Testing

/// Text Input's layout is its recorded snapshot (`LayoutSnapshot`): all 30 variants with the
/// rows and icons on and off, other icons, long and empty texts, Arabic.
@Suite struct TextInputDocumentTests {
    static let properties: [[String]] = [
        [], ["Input Label=off", "Help=off", "Icon Left=off", "Icon Right=off"], ["Optional=off", "Tooltip=off", "Icon Left Swap=email", "Icon Right Swap=magnify"],
        ["Input Text=\(String(repeating: "Wide content ", count: 12))", "Prefix Text=https://www.", "Suffix Text=kilograms"],
        ["Input Text=", "Password Text=", "Input Label Text=\(String(repeating: "Wide content ", count: 12))", "Help Text=\(String(repeating: "Wide content ", count: 12))"],
    ]

    @Test func theLayoutIsTheRecordedSnapshot() throws {
        try LayoutSnapshot.check(set: "Text Input", properties: Self.properties)
    }
}
