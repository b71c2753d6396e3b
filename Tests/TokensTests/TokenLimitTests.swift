import Foundation
import Testing
import SpecimenLimits
@testable import SpecimenTokens

/// The parser enforces `Limits` (size, nesting depth, token count) with one-line errors, and refuses
/// an oversized file by its size before reading it.
@Suite struct TokenLimitTests {
    static func error(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return "\(error)" }
        return nil
    }

    @Test func anOversizedFileIsRefusedByItsSize() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-oversized-\(UUID().uuidString).json")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(Limits.tokenFileBytes + 1))  // sparse: nothing is written
        try handle.close()
        defer { try? FileManager.default.removeItem(at: url) }
        let start = Date()
        let message = Self.error { _ = try TokenDocument.load(contentsOf: url) }
        #expect(message == "token file \(url.path) is 16.0 MB; the limit is 16.0 MB (Limits.tokenFileBytes)")
        #expect(Date().timeIntervalSince(start) < 1, "refused by its size, unread")
        #expect(Self.error { _ = try TokenDocument.parse(Data(count: Limits.tokenFileBytes + 1), source: "big.json") }?.contains("the limit is 16.0 MB") == true)
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let deep = String(repeating: #"{"a":"#, count: Limits.nestingDepth + 1) + "1" + String(repeating: "}", count: Limits.nestingDepth + 1)
        let message = Self.error { _ = try TokenDocument.parse(Data(deep.utf8), source: "deep.json") }
        #expect(message == "token file deep.json is not valid token JSON: not JSON: nested deeper than 64 levels (line 1, column 321)")
        let fine = String(repeating: #"{"a":"#, count: Limits.nestingDepth) + "1" + String(repeating: "}", count: Limits.nestingDepth)
        #expect(Self.error { _ = try TokenDocument.parse(Data(fine.utf8), source: "fine.json") } == nil)
    }

    @Test func moreTokensThanTheLimitAreRefused() {
        var text = "{"
        text.reserveCapacity(Limits.tokenCount * 12)
        for i in 0...Limits.tokenCount { text += "\"t\(i)\":1," }
        text += "\"end\":1}"
        let message = Self.error { _ = try TokenDocument.parse(Data(text.utf8), source: "many.json") }
        #expect(message == "token file many.json is not valid token JSON: more than 200000 tokens and groups (Limits.tokenCount)")
    }

    @Test(arguments: [
        (#"{"a": "#, "the file ends where a value should be (line 1, column 7)"),
        (#"{"a": 1 "b": 2}"#, "expected ',' or '}' after the member \"a\" (line 1, column 9)"),
        ("{\n\"a\": \"x}", "a string is not closed (line 2, column 9)"),
        (#"[1, 2]"#, "the top level must be an object of token groups"),
    ])
    func malformedJSONIsOneLineWithTheLineAndColumn(_ json: String, reason: String) {
        let message = Self.error { _ = try TokenDocument.parse(Data(json.utf8), source: "bad.json") }
        #expect(message?.hasSuffix(reason) == true, "\(message ?? "no error")")
        #expect(message?.contains("\n") == false)
    }
}
