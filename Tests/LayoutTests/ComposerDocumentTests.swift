import Testing

/// Composer's layout is its recorded snapshot (`LayoutSnapshot`): every variant with the
/// avatar, action and accessory on and off, other icons, an empty and a long message.
@Suite struct ComposerDocumentTests {
    static let properties: [[String]] = [
        [], ["Avatar=on", "Action=on"], ["Accessory=off"], ["Avatar=on", "Action=on", "Accessory=off", "Action Icon=image", "Accessory Icon=microphone"],
        ["Value="], ["Value=\(String(repeating: "Wide content ", count: 12))"], ["Placeholder=\(String(repeating: "Wide content ", count: 12))"], ["Value=مرحبا بالعالم"],
    ]

    @Test func theLayoutIsTheRecordedSnapshot() throws {
        try LayoutSnapshot.check(set: "Composer", properties: Self.properties)
    }
}
