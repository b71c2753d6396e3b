import SpecimenLimits
import SpecimenSupport
import Testing

/// The streaming tokenizer: its values are `JSONReader`'s (strict dialect) whatever the chunk size, so
/// every token kind split at every byte reads the same, and a refusal names the same line and column
/// whether the bytes before it were dropped or not.
@Suite struct JSONTokenStreamTests {
    /// A stream over `text`, `chunk` bytes at a time.
    static func stream(_ text: String, chunk: Int, depthLimit: Int = 64) -> JSONTokenStream {
        let bytes = Array(text.utf8)
        var offset = 0
        return JSONTokenStream(chunk: chunk, depthLimit: depthLimit) { (buffer) throws(JSONSyntaxError) -> Int in
            let count = min(buffer.count, bytes.count - offset)
            for i in 0..<count { buffer[i] = bytes[offset + i] }
            offset += count
            return count
        }
    }

    static func read(_ text: String, chunk: Int) -> Result<JSONValue, JSONSyntaxError> {
        var tokens = stream(text, chunk: chunk)
        return Result { () throws(JSONSyntaxError) in
            let value = try tokens.value()
            guard try tokens.next() == .end else { throw tokens.error("more after the value") }
            return value
        }
    }

    /// Every token kind: strings with each escape, a surrogate pair and raw multi-byte UTF-8 (split
    /// inside a character by a one-byte chunk), numbers with sign, fraction and exponent, the three
    /// literals, empty and nested containers, white space of each kind.
    static let everyKind = """
        \u{FEFF}{"escapes": "a\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\u20AC\\ud83d\\ude00end",
         "raw": "é€😀 ok", "empty": "", "numbers": [0, -0, 12, -3.25, 6.02e23, 1E-7, -0.5e+10, 123456789012345678901234567890],
         "literals": [true, false, null], "nested": {"a": [[], {}, [{"b": [null]}]], "c": {"d": "e"}},
        \t"last": 1.0}\r\n
        """

    @Test(arguments: [1, 2, 3, 5, 7, 64, 1 << 20])
    func everyTokenKindAtEveryChunkBoundary(_ chunk: Int) throws {
        let whole = try JSONReader.parse(Array(Self.everyKind.utf8), dialect: .strict)
        let streamed = try Self.read(Self.everyKind, chunk: chunk).get()
        #expect(streamed == whole)
        // Numbers keep the text they were written in, as the reader's do.
        guard case .array(let numbers)? = streamed["numbers"], case .number(let big) = numbers[7] else {
            Issue.record("no numbers")
            return
        }
        #expect(big.text == "123456789012345678901234567890")
        #expect(streamed["escapes"] == .string("a\"b\\c/d\u{8}\u{C}\n\r\té€😀end"))
    }

    /// The tokens themselves, in order, with keys apart from values.
    @Test func tokensInOrder() throws {
        var tokens = Self.stream(#"{"a": [1, "x", true], "b": {}}"#, chunk: 3)
        var seen: [JSONTokenStream.Token] = []
        while true {
            let token = try tokens.next()
            seen.append(token)
            if token == .end { break }
        }
        #expect(
            seen == [
                .beginObject, .key("a"), .beginArray, .number(JSONNumber(text: "1", value: 1)), .string("x"), .bool(true), .endArray,
                .key("b"), .beginObject, .endObject, .endObject, .end,
            ])
    }

    /// What strict JSON refuses, refused with the reader's own reason, at the same line and column for
    /// a chunk of one byte as for one holding the whole text.
    static let refused: [(text: String, reason: String)] = [
        ("{\"a\": // a comment\n1}", "unexpected character '/' (line 1, column 7)"),
        ("{a: 1}", "expected a key in quotes (line 1, column 2)"),
        ("[+1]", "unexpected character '+' (line 1, column 2)"),
        ("[.5]", "unexpected character '.' (line 1, column 2)"),
        ("[\"\\x\"]", "an unknown escape '\\x'"),
        ("[\"\\ud83d\"]", "a lone surrogate"),
        ("[\"\\ud83d\\u0041\"]", "a lone surrogate"),
        ("[\"\\u12\"]", "a \\u escape needs four hex digits"),
        ("[01]", "a number may not start with 0 and another digit (line 1, column 2)"),
        ("[1.]", "a number's fraction has no digits"),
        ("[1e]", "a number's exponent has no digits"),
        ("[1e999]", "too large to be a number"),
        ("[tru]", "unexpected character ']'"),
        ("[nul", "the file ends inside null"),
        ("\n\n  [1, 2", "an array is not closed with ']' (line 3, column 8)"),
        ("{\"a\": 1", "an object is not closed with '}'"),
        ("{\"a\" 1}", "expected ':' after the key \"a\""),
        ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after the member \"a\""),
        ("[1 2]", "expected ',' or ']' in an array"),
        ("{\"a\": 1, \"a\": 2}", "the key \"a\" appears twice in one object; each name may appear once (line 1, column 10)"),
        ("[\"tab\there\"]", "a control character inside a string"),
        ("[\"open", "a string is not closed"),
        ("[1] [2]", "unexpected text after the top-level value (line 1, column 5)"),
        ("", "the file ends where a value should be"),
        ("{\"é\": 1,\n \"line\": [1,, 2]}", "unexpected character ',' (line 2, column 13)"),
    ]

    @Test(arguments: refused.indices)
    func refusalsNameTheirPlaceAtAnyChunk(_ index: Int) {
        let (text, reason) = Self.refused[index]
        var reasons: [String] = []
        for chunk in [1, 2, 5, 4096] {
            switch Self.read(text, chunk: chunk) {
            case .success: Issue.record("\(text) was read at chunk \(chunk)")
            case .failure(let error):
                #expect(error.reason.contains(reason), "\(error.reason)")
                #expect(!error.reason.contains("\n"))
                reasons.append(error.reason)
            }
        }
        #expect(Set(reasons).count == 1, "\(reasons)")
    }

    /// Invalid UTF-8 bytes in text read from a byte array (not a Swift string, which cannot hold them).
    @Test func notUTF8IsNamedByItsByte() {
        var offset = 0
        let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        var tokens = JSONTokenStream(chunk: 2, depthLimit: 8) { (buffer) throws(JSONSyntaxError) -> Int in
            let count = min(buffer.count, bytes.count - offset)
            for i in 0..<count { buffer[i] = bytes[offset + i] }
            offset += count
            return count
        }
        do {
            _ = try tokens.value()
            Issue.record("read")
        } catch {
            #expect(error.reason.contains("the file is not UTF-8 (byte 0xC3"), "\(error.reason)")
        }
    }

    @Test func nestingPastTheLimit() {
        var tokens = Self.stream(String(repeating: "[", count: 9) + String(repeating: "]", count: 9), chunk: 4, depthLimit: 8)
        do {
            _ = try tokens.value()
            Issue.record("read")
        } catch {
            #expect(error.reason == "nested deeper than 8 levels (line 1, column 9)")
        }
    }

    /// Members left out are read for their syntax (an error inside one is still found) and not kept.
    @Test func omittedMembersAreCheckedAndDropped() throws {
        var tokens = Self.stream(#"{"keep": 1, "drop": {"x": [1, 2]}, "also": 2}"#, chunk: 3)
        #expect(try tokens.value(omitting: ["drop"]) == .object([("keep", .number(1)), ("also", .number(2))]))
        var bad = Self.stream(#"{"drop": [1 2], "keep": 1}"#, chunk: 3)
        #expect(throws: JSONSyntaxError.self) { _ = try bad.value(omitting: ["drop"]) }
    }

    /// A string longer than a chunk grows the buffer to hold it, and is read whole.
    @Test func aTokenLongerThanTheChunk() throws {
        let long = String(repeating: "abcdefghij", count: 500)
        #expect(try Self.read("[\"\(long)\", 1]", chunk: 16).get() == .array([.string(long), .number(1)]))
    }
}
