import Testing

/// InputPassword's layout is its recorded snapshot (`LayoutSnapshot`): all 12 variants with
/// empty and long texts and an error text set outside Error.
@Suite struct InputPasswordDocumentTests {
    static let properties: [[String]] = [
        [], ["Text=", "Label Secondary="],
        [
            "Text=\(String(repeating: "Wide content ", count: 12))", "Label Primary=\(String(repeating: "Wide content ", count: 12))",
            "Helper Text=\(String(repeating: "Wide content ", count: 12))",
        ],
        ["Error Text=Too short", "Placeholder=\(String(repeating: "Wide content ", count: 12))"], ["Text=كلمة", "Label Secondary=مطلوب"],
    ]

    @Test func theLayoutIsTheRecordedSnapshot() throws {
        try LayoutSnapshot.check(set: "InputPassword", properties: Self.properties)
    }
}
