import Foundation
import SpecimenLimits
import SpecimenSupport
import Testing

/// The one JSON reader, in both dialects: what each accepts and refuses, and that a refusal names what
/// is wrong and its line.
@Suite struct JSONReaderTests {
    static func read(_ text: String, _ dialect: JSONDialect) -> Result<JSONValue, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) in try JSONReader.parse(Array(text.utf8), dialect: dialect) }
    }

    /// JSON5's spellings: strict JSON refuses each (with its reason), JSON5 reads each as `expected`.
    static let json5Only: [(text: String, strictReason: String, expected: JSONValue)] = [
        ("{\"a\": // a comment\n1}", "unexpected character '/'", .object([("a", .number(1))])),
        ("/* before */ [1]", "unexpected character '/'", .array([.number(1)])),
        ("{a: 1}", "expected a key in quotes", .object([("a", .number(1))])),
        ("{$value: 'x'}", "expected a key in quotes", .object([("$value", .string("x"))])),
        ("['it''s']".replacingOccurrences(of: "''", with: "\\'"), "unexpected character", .array([.string("it's")])),
        ("{\"a\": 'single'}", "unexpected character", .object([("a", .string("single"))])),
        ("[+1]", "unexpected character '+'", .array([.number(1)])),
        ("[.5]", "unexpected character '.'", .array([.number(0.5)])),
        ("[\"\\x\"]", "an unknown escape '\\x'", .array([.string("x")])),
        ("[\"\\ud83d\"]", "a lone surrogate", .array([.string("\u{FFFD}")])),
    ]

    @Test(arguments: json5Only.indices)
    func strictRefusesWhatOnlyJSON5Reads(_ index: Int) throws {
        let (text, reason, expected) = Self.json5Only[index]
        guard case .failure(let error) = Self.read(text, .strict) else {
            Issue.record("strict read \(text)")
            return
        }
        #expect(error.reason.contains(reason), "\(error.reason)")
        #expect(try Self.read(text, .json5).get() == expected)
    }

    /// Read alike by both dialects: RFC 8259, and the trailing commas `JSONDecoder` accepts too.
    static let both: [(String, JSONValue)] = [
        ("{\"a\": [1, 2,], \"b\": {\"c\": null,},}", .object([("a", .array([.number(1), .number(2)])), ("b", .object([("c", .null)]))])),
        ("  \"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"  ", .string("\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1F600}")),
        ("[-0, 1E2, 2.5e-3, true, false]", .array([.number(0), .number(100), .number(0.0025), .bool(true), .bool(false)])),
        ("\u{FEFF}{}", .object([])),
    ]

    @Test(arguments: both.indices)
    func bothDialectsReadJSON(_ index: Int) throws {
        let (text, expected) = Self.both[index]
        #expect(try Self.read(text, .strict).get() == expected)
        #expect(try Self.read(text, .json5).get() == expected)
    }

    /// What strict JSON refuses that a careless reader might take, each with its reason.
    static let refusedByBoth: [(String, String)] = [
        ("", "the file ends where a value should be (line 1, column 1)"),
        ("[1 2]", "expected ',' or ']' in an array (line 1, column 4)"),
        ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after the member \"a\" (line 1, column 9)"),
        ("{\n\"a\":\n[1,\n", "an array is not closed with ']' (line 4, column 1)"),
        ("{\"a\": \"x\ty\"}", "a control character inside a string (line 1, column 9)"),
        ("[1e999]", "the number 1e999 is too large to be a number (at most about 1.8e308) (line 1, column 2)"),
        ("[tru]", "unexpected character 't' (line 1, column 2)"),
        ("{} {}", "unexpected text after the top-level value (line 1, column 4)"),
        ("[\"\\u12\"]", "a \\u escape needs four hex digits"),
    ]

    @Test(arguments: refusedByBoth)
    func bothRefuseWithTheReasonAndLine(_ text: String, reason: String) {
        for dialect in [JSONDialect.strict, .json5] {
            guard case .failure(let error) = Self.read(text, dialect) else {
                Issue.record("\(dialect) read \(text)")
                continue
            }
            #expect(error.reason.contains(reason), "\(dialect): \(error.reason)")
        }
    }

    @Test func strictNumbersFollowTheGrammar() throws {
        for text in ["[01]", "[1.]", "[1e]", "[-]", "[0x10]"] {
            guard case .failure = Self.read(text, .strict) else {
                Issue.record("strict read \(text)")
                continue
            }
        }
        #expect(try Self.read("[1.]", .json5).get() == .array([.number(1)]))
    }

    @Test func aRepeatedKeyIsRefusedNamingBothPlaces() throws {
        let text = "{\n  \"a\": 1,\n  \"a\": 2\n}"
        for dialect in [JSONDialect.strict, .json5] {
            guard case .failure(let error) = Self.read(text, dialect) else {
                Issue.record("\(dialect) read a repeated key")
                continue
            }
            #expect(error.reason == "the key \"a\" appears twice in one object (first at line 2, column 3); each name may appear once (line 3, column 3)")
        }
        // Past the keys searched one by one, the hashed ones find it too.
        let many = "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k3\": 0}"
        guard case .failure(let error) = Self.read(many, .strict) else {
            Issue.record("strict read a repeated key among many")
            return
        }
        #expect(error.reason.hasPrefix("the key \"k3\" appears twice"))
    }

    @Test func nestingStopsAtTheLimit() throws {
        let limit = Limits.nestingDepth
        for dialect in [JSONDialect.strict, .json5] {
            let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
            #expect(throws: Never.self) { try JSONReader.parse(Array(deepest.utf8), dialect: dialect) }
            let deeper = "[" + deepest + "]"
            let error = #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array(deeper.utf8), dialect: dialect) }
            #expect(error?.reason == "nested deeper than \(limit) levels (line 1, column \(limit + 1))")
            let shallow = #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array("[[[1]]]".utf8), dialect: dialect, depthLimit: 2) }
            #expect(shallow?.reason.hasPrefix("nested deeper than 2 levels") == true)
        }
    }

    @Test func numbersKeepTheirText() throws {
        guard case .array(let items) = try Self.read("[2, 2.0, 2e1, 2.5, 9007199254740993, -0, 1e400]".replacingOccurrences(of: ", 1e400", with: ""), .strict).get() else {
            Issue.record("not an array")
            return
        }
        let numbers = items.compactMap { if case .number(let n) = $0 { n } else { nil } }
        #expect(numbers.map(\.text) == ["2", "2.0", "2e1", "2.5", "9007199254740993", "-0"])
        #expect(numbers.map(\.integer) == [2, 2, 20, nil, 9_007_199_254_740_993, 0])
        #expect(numbers[0] == numbers[1])
        #expect(numbers[3].value == 2.5)
    }

    @Test func membersStayInFileOrder() throws {
        let value = try Self.read("{\"b\": 1, \"a\": 2, \"c\": 3}", .strict).get()
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "c"])
    }

    @Test func linesByPathAndKeyPositions() throws {
        let text = "{\n  \"layout\": {\n    \"children\": [\n      {\"width\": 3}\n    ]\n  }\n}"
        let (_, lines) = try JSONReader.parseWithLines(Array(text.utf8), dialect: .json5)
        #expect(lines["$"] == 1)
        #expect(lines["$.layout"] == 2)
        #expect(lines["$.layout.children[0].width"] == 4)
        let position = Array(text.utf8).withUnsafeBufferPointer { bytes in
            JSONReader.position(ofKey: { $0 == ["layout", "children", "width"] }, in: bytes, dialect: .json5)
        }
        #expect(position == "line 4, column 8")
    }

    /// Whatever `JSONSerialization` reads, the strict reader reads as the same values.
    @Test func readsWhatJSONSerializationReads() throws {
        let text = #"{"s": "a\/b \u00e9 \ud83d\ude00", "n": [0, -1, 1.5, 1e-7, 123456789012], "t": true, "z": null, "o": {"k": []}}"#
        let foundation = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let read = try Self.read(text, .strict).get()
        #expect(read["s"] == .string(try #require(foundation["s"] as? String)))
        let numbers = try #require(foundation["n"] as? [NSNumber]).map { JSONValue.number($0.doubleValue) }
        #expect(read["n"] == .array(numbers))
        #expect(read["t"] == .bool(true))
        #expect(read["z"] == .null)
        #expect(read["o"] == .object([("k", .array([]))]))
    }
}
