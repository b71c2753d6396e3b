import Testing

/// Chip Input's document draws what its Swift layout drew (`DocumentParity`): every state with the rows
/// and the tag icon on and off, long texts.
@Suite struct ChipInputDocumentTests {
    static let properties: [[String]] = [
        [], ["Input Label=off", "Help=off"], ["Icon Left=off"], ["Optional=off", "Tooltip=off"],
        ["Input Placeholder Text=\(String(repeating: "Wide content ", count: 12))", "Input Label Text=\(String(repeating: "Wide content ", count: 12))"],
        ["Input Placeholder Text=", "Help Text=عربي"],
    ]

    @Test func theDocumentDrawsWhatTheSwiftLayoutDrew() throws {
        try DocumentParity.check(set: "Chip Input", properties: Self.properties)
    }
}
