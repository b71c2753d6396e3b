import Testing

/// Text Area's layout is its recorded snapshot (`LayoutSnapshot`): every state with the rows
/// and the counter on and off, one line to past five, empty and Arabic.
@Suite struct TextAreaDocumentTests {
    static let properties: [[String]] = [
        [], ["Input Label=off", "Help=off"], ["Counter=off"], ["Optional=off", "Tooltip=off", "Counter Text=0/20"],
        ["Value Text="], ["Value Text=One line"], ["Value Text=\(String(repeating: "Lines and lines of words ", count: 20))"],
        ["Value Text=هذا نص عربي طويل يلتف على عدة أسطر في المربع", "Help Text=\(String(repeating: "Wide content ", count: 12))"],
    ]

    @Test func theLayoutIsTheRecordedSnapshot() throws {
        try LayoutSnapshot.check(set: "Text Area", properties: Self.properties)
    }
}
