import Testing

/// Counter Input's layout is its recorded snapshot (`LayoutSnapshot`): every state with the
/// title and hint rows on and off, values on and off the bounds, empty, long and Arabic.
@Suite struct CounterInputDocumentTests {
    static let properties: [[String]] = [
        [], ["Input Label=off", "Help=off"], ["Optional=off", "Tooltip=off"], ["Input Number=0"], ["Input Number=999"],
        ["Input Number="], ["Input Number=\(String(repeating: "9", count: 60))"], ["Input Number=٣٤٥", "Input Label Text=\(String(repeating: "Wide content ", count: 12))"],
        ["Input Number=5", "Minimum=5", "Help Text=\(String(repeating: "Wide content ", count: 12))"],
    ]

    @Test func theLayoutIsTheRecordedSnapshot() throws {
        try LayoutSnapshot.check(set: "Counter Input", properties: Self.properties)
    }
}
