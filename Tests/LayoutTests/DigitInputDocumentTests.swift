import Testing

/// Digit Input's document draws what its Swift layout drew (`DocumentParity`): every state at text scales 1 and 3,
/// both directions (the code keeps its order in right to left).
@Suite struct DigitInputDocumentTests {
    static let properties: [[String]] = [[]]

    @Test func theDocumentDrawsWhatTheSwiftLayoutDrew() throws {
        try DocumentParity.check(set: "Digit Input", properties: Self.properties)
    }
}
