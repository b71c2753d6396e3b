import Foundation
import SpecimenSupport
import TestSupport
import Testing

/// The one JSON writer must write exactly `JSONEncoder`'s bytes (the bytes `results.json`, `audit
/// --json` and `tokens --dtcg` had when Foundation wrote them), for any value.
@Suite struct JSONWriterTests {
    /// `JSONValue` through `Codable`, so `JSONEncoder` writes the same value as the reference.
    struct Encoded: Encodable {
        let value: JSONValue

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch value {
            case .string(let s):
                var container = encoder.singleValueContainer()
                try container.encode(s)
            case .number(let n):
                var container = encoder.singleValueContainer()
                if let whole = Int(n.text), String(whole) == n.text { try container.encode(whole) } else { try container.encode(n.value) }
            case .bool(let b):
                var container = encoder.singleValueContainer()
                try container.encode(b)
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .array(let items):
                var container = encoder.unkeyedContainer()
                for item in items { try container.encode(Encoded(value: item)) }
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for member in members { try container.encode(Encoded(value: member.value), forKey: Key(stringValue: member.key)) }
            }
        }
    }

    static func encoder(_ formatting: JSONEncoder.OutputFormatting) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        return encoder
    }

    static let keys = ["a", "B", "b", "a10", "a9", "_x", "$type", "é", "日本", "a b", "a/b", "", "z"]
    static let strings = ["", "plain", "a/b", "quote \" backslash \\", "\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}", "é 日本 \u{1F600} \u{2028}"]
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 2.5, 0.1, 1e-7, 1.5e-07, 1e15, 1e16, 9_007_199_254_740_992, 1e20, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.012, 123.456,
    ]

    /// A random value at most `depth` deep, members with distinct keys (as `Codable` keeps one per key).
    static func value(_ random: inout SplitMix64, depth: Int) -> JSONValue {
        switch random.below(depth > 0 ? 7 : 4) {
        case 0: return .string(strings[random.below(strings.count)])
        case 1: return random.below(2) == 0 ? .number(numbers[random.below(numbers.count)]) : .number(random.below(2_000_001) - 1_000_000)
        case 2: return .bool(random.below(2) == 0)
        case 3: return .string(String(random.below(100)))
        case 4: return .array((0..<random.below(4)).map { _ in value(&random, depth: depth - 1) })
        default:
            var chosen: [String] = []
            for _ in 0..<random.below(5) {
                let key = keys[random.below(keys.count)]
                if !chosen.contains(key) { chosen.append(key) }
            }
            return .object(chosen.map { ($0, value(&random, depth: depth - 1)) })
        }
    }

    @Test func prettyAndCompactAreJSONEncodersBytes() throws {
        var random = SplitMix64(seed: 24)
        let pretty = Self.encoder([.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let compact = Self.encoder([.sortedKeys, .withoutEscapingSlashes])
        for _ in 0..<400 {
            let value = JSONValue.object([("v", Self.value(&random, depth: 4))])
            let expected = try pretty.encode(Encoded(value: value))
            #expect(JSONWriter.pretty(value) == Array(expected), "\(String(decoding: expected, as: UTF8.self))")
            #expect(JSONWriter.compact(value) == Array(try compact.encode(Encoded(value: value))))
        }
    }

    @Test func emptyContainersAreWrittenAsJSONEncoderDoes() {
        #expect(String(decoding: JSONWriter.pretty(.object([("a", .array([])), ("o", .object([]))])), as: UTF8.self) == "{\n  \"a\" : [\n\n  ],\n  \"o\" : {\n\n  }\n}")
    }

    @Test func aDoubleIsSpelledAsFoundationSpellsIt() throws {
        var random = SplitMix64(seed: 8259)
        var values = Self.numbers
        for _ in 0..<2000 {
            let mantissa = Double(random.below(2_000_000_001)) / 1e9 - 1
            values.append(mantissa * pow(10, Double(random.below(61) - 30)))
            values.append(Double(random.below(1_000_000)) / 1000)
        }
        for value in values {
            let encoded = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
            let serialized = String(decoding: try JSONSerialization.data(withJSONObject: [value]), as: UTF8.self)
            #expect("[\(JSONWriter.spelling(of: value))]" == encoded)
            #expect(encoded == serialized)
        }
    }

    @Test func whatIsWrittenReadsBackAsTheSameValue() throws {
        var random = SplitMix64(seed: 5)
        for _ in 0..<200 {
            let value = JSONValue.array([Self.value(&random, depth: 4)])
            #expect(try JSONReader.parse(JSONWriter.pretty(value, keys: .asGiven), dialect: .strict) == value)
            #expect(try JSONReader.parse(JSONWriter.compact(value, keys: .asGiven), dialect: .strict) == value)
            #expect(try JSONReader.parse(Array(JSONWriter.document(value).utf8), dialect: .strict) == value)
        }
    }

    @Test func theDocumentLayoutKeepsShortScalarsOnOneLine() {
        let value = JSONValue.object([
            ("frame", .object([("x", .number(0)), ("y", .number(1.5))])), ("list", .array([.string("a"), .bool(true)])),
            ("nested", .array([.object([("k", .array([.number(1)]))])])), ("empty", .object([])),
        ])
        #expect(
            JSONWriter.document(value)
                == "{\n  \"frame\": {\"x\": 0, \"y\": 1.5},\n  \"list\": [\"a\", true],\n  \"nested\": [\n    {\n      \"k\": [1]\n    }\n  ],\n  \"empty\": {}\n}\n")
    }
}
