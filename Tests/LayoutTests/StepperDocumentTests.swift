import Testing

/// Stepper's layout is its recorded snapshot (`LayoutSnapshot`): every variant, with values
/// on and off the bounds, empty, long, negative, not a number and Arabic, at text scales 1 and 3, both
/// directions.
@Suite struct StepperDocumentTests {
    static let properties: [[String]] = [
        [], ["Value=0"], ["Value=10"], ["Value=5", "Minimum=5"], ["Value="], ["Value=\(String(repeating: "1234567890", count: 6))"],
        ["Value=٣٤٥"], ["Value=-3", "Minimum=-5", "Maximum=-3"], ["Value=abc"], ["Value=99", "Maximum=99"],
    ]

    @Test func theLayoutIsTheRecordedSnapshot() throws {
        try LayoutSnapshot.check(set: "Stepper", properties: Self.properties)
    }
}
