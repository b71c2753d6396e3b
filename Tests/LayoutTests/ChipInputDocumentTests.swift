import Testing

/// Chip Input's layout is its recorded snapshot (`LayoutSnapshot`): every state with the rows
/// and the tag icon on and off, long texts.
@Suite struct ChipInputDocumentTests {
    static let properties: [[String]] = [
        [], ["Input Label=off", "Help=off"], ["Icon Left=off"], ["Optional=off", "Tooltip=off"],
        ["Input Placeholder Text=\(String(repeating: "Wide content ", count: 12))", "Input Label Text=\(String(repeating: "Wide content ", count: 12))"],
        ["Input Placeholder Text=", "Help Text=عربي"],
    ]

    @Test func theLayoutIsTheRecordedSnapshot() throws {
        try LayoutSnapshot.check(set: "Chip Input", properties: Self.properties)
    }
}
