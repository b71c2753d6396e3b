import Testing

/// Composer's document draws what its Swift layout drew (`DocumentParity`): every variant with the
/// avatar, action and accessory on and off, other icons, an empty and a long message.
@Suite struct ComposerDocumentTests {
    static let properties: [[String]] = [
        [], ["Avatar=on", "Action=on"], ["Accessory=off"], ["Avatar=on", "Action=on", "Accessory=off", "Action Icon=image", "Accessory Icon=microphone"],
        ["Value="], ["Value=\(String(repeating: "Wide content ", count: 12))"], ["Placeholder=\(String(repeating: "Wide content ", count: 12))"], ["Value=مرحبا بالعالم"],
    ]

    @Test func theDocumentDrawsWhatTheSwiftLayoutDrew() throws {
        try DocumentParity.check(set: "Composer", properties: Self.properties)
    }
}
