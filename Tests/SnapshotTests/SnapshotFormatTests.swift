import TestSupport
import Foundation
import Testing
@testable import SpecimenDiffing
import SpecimenGoldens

/// `SnapshotFormat.number` must spell every value exactly as `%.6f` with its trailing zeros cut,
/// whichever way it gets there: the manifest's bytes and the reports depend on it.
@Suite struct SnapshotFormatTests {
    static func reference(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static let values: [Double] = [
        0, 1, 2, 1.5, 0.1, 0.2, 0.3, 0.001, 0.0005, 0.0000005, 0.0000004, 0.123456, 0.1234565,
        1.0 / 3, 2.0 / 3, -1.25, -0.000001, 12.33, 999_999_999.5, 1e9 + 0.25, 123_456.789012,
        0.7000000000000001, 1e-7, 4.35, 1.005, 2.675,
    ]

    @Test(arguments: values)
    func spellsAsPrintfDoes(_ value: Double) {
        #expect(SnapshotFormat.number(value) == Self.reference(value))
    }

    @Test func spellsRandomTimesAndRatiosAsPrintfDoes() {
        var generator = SplitMix64(seed: 0x5EED)  // seeded: a failure names a value that fails again
        for _ in 0..<20_000 {
            let millis = Double(Int.random(in: 0...10_000_000, using: &generator)) / 1000
            #expect(SnapshotFormat.number(millis) == Self.reference(millis))
            let any = Double.random(in: -1e6...1e6, using: &generator)
            #expect(SnapshotFormat.number(any) == Self.reference(any))
            let small = Double.random(in: 0...0.01, using: &generator)
            #expect(SnapshotFormat.number(small) == Self.reference(small))
        }
    }
}

/// `ByteOrder` sorts as the UTF-8 bytes do, whatever the strings hold.
@Suite struct ByteOrderTests {
    static let pairs: [(String, String)] = [
        ("", ""), ("", "a"), ("a", ""), ("a", "b"), ("b", "a"), ("ab", "a"), ("a", "ab"), ("Z", "a"), ("é", "f"), ("f", "é"),
        ("Text Input/x", "Text Input/x "), ("日本", "日"), ("😀", "\u{FFFF}"), ("a\u{0}b", "a\u{0}"), ("Chip Input/a", "Chip Input/a"),
    ]

    @Test(arguments: pairs)
    func ordersAsTheBytesDo(_ a: String, _ b: String) {
        #expect(ByteOrder.precedes(a, b) == Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)))
    }
}
