import Testing

/// Digit Input's layout is its recorded snapshot (`LayoutSnapshot`): every state at text scales 1 and 3,
/// both directions (the code keeps its order in right to left).
@Suite struct DigitInputDocumentTests {
    static let properties: [[String]] = [[]]

    @Test func theLayoutIsTheRecordedSnapshot() throws {
        try LayoutSnapshot.check(set: "Digit Input", properties: Self.properties)
    }
}
