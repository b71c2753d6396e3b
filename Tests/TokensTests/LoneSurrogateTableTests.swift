import Foundation
import SpecimenTokens
import Testing

/// Issue 35's silent case "a lone \ud800 escape", as a table: token files are read as JSON5, and a
/// lone surrogate escape is read as U+FFFD, the README's documented rule (never a crash, never a
/// byte that is not UTF-8); a whole pair is the character it spells. Each row is one token's value.
@Suite struct LoneSurrogateTableTests {
    static let rows: [(escaped: String, read: String)] = [
        (#"\ud800"#, "\u{FFFD}"), (#"\udbff"#, "\u{FFFD}"), (#"\udc00"#, "\u{FFFD}"), (#"\udfff"#, "\u{FFFD}"),
        (#"a\ud800b"#, "a\u{FFFD}b"), (#"\ud800\ud800"#, "\u{FFFD}\u{FFFD}"), (#"\udc00\ud800"#, "\u{FFFD}\u{FFFD}"),
        (#"\ud83d\ude00"#, "\u{1F600}"), (#"\ud83d"#, "\u{FFFD}"), (#"\ud800\u0041"#, "\u{FFFD}A"),
    ]

    @Test(arguments: rows.indices)
    func aLoneSurrogateIsTheReplacementCharacter(_ row: Int) throws {
        let (escaped, read) = Self.rows[row]
        for key in ["plain", "in \(escaped) a key"] {
            let json = #"{"font": {"family": {"$type": "fontFamily", "$value": "\#(escaped)"}}, "\#(key)": {"$value": 1}}"#
            let document = try TokenDocument.parse(Data(json.utf8), source: "t.json")
            #expect(document.entries[TokenPath("font/family")]?.value == .string(read), "\(escaped)")
        }
    }
}
