import Foundation
import SpecimenLimits
import SpecimenTokens
import Testing

/// Issue 35, item 10, as a table, in process and at a small scale: a command's `--tokens` files are
/// counted as each is read, and the file that brings them past the limit is refused by name, with the
/// total so far and the limit; files within it are all accepted. The rule is the one
/// `Limits.tokenCountAllFiles` (1,000,000) applies, checked here with a limit of 100, so each row
/// parses a few files of tens of tokens; `HostileTokenCases` runs it at full size (thirty files of 199,000).
@Suite struct TokenTotalTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        /// Tokens in each file, in the order given.
        let files: [Int]
        let limit: Int
        /// The first file (0-based) whose total passes the limit; nil when all are accepted.
        var refusedAt: Int? {
            var total = 0
            for (index, count) in files.enumerated() {
                total += count
                if total > limit { return index }
            }
            return nil
        }
        var testDescription: String { "\(files) tokens under a limit of \(limit): \(refusedAt.map { "file \($0 + 1) refused" } ?? "accepted")" }
    }

    static let rows: [Row] = [
        Row(files: [100], limit: 100), Row(files: [101], limit: 100), Row(files: [50, 50], limit: 100), Row(files: [50, 51], limit: 100),
        Row(files: [99, 1], limit: 100), Row(files: [99, 2], limit: 100), Row(files: Array(repeating: 20, count: 5), limit: 100),
        Row(files: Array(repeating: 20, count: 6), limit: 100), Row(files: Array(repeating: 34, count: 30), limit: 100),
        Row(files: [1, 1, 1, 98], limit: 100), Row(files: [0, 0, 100], limit: 100), Row(files: [0, 101, 0], limit: 100),
        Row(files: Array(repeating: 1, count: 100), limit: 100), Row(files: Array(repeating: 1, count: 101), limit: 100),
    ]

    /// A token file of `count` dimension tokens, distinct across files by `prefix`.
    static func file(_ count: Int, prefix: String) -> Data {
        Data(("{" + (0..<count).map { #""\#(prefix)\#($0)": {"$type": "dimension", "$value": "\#($0)px"}"# }.joined(separator: ", ") + "}").utf8)
    }

    @Test(arguments: rows)
    func theFileThatPassesTheLimitIsRefusedByName(_ row: Row) throws {
        var read: [TokenDocument] = []
        var refused: (index: Int, message: String)?
        for (index, count) in row.files.enumerated() {
            read.append(try TokenDocument.parse(Self.file(count, prefix: "f\(index)-"), source: "f\(index).json"))
            do { try TokenDocument.checkTotalTokens(read, limit: row.limit) } catch {
                refused = (index, "\(error)")
                break
            }
        }
        #expect(refused?.index == row.refusedAt, "\(refused?.message ?? "accepted")")
        if let refused, let at = row.refusedAt {
            let total = row.files.prefix(at + 1).reduce(0, +)
            #expect(refused.message.contains("f\(at).json"), "\(refused.message)")
            #expect(refused.message.contains("brings the --tokens files to \(total) tokens together"), "\(refused.message)")
            #expect(refused.message.contains("the limit is \(row.limit) tokens in all files (Limits.tokenCountAllFiles)"), "\(refused.message)")
            #expect(!refused.message.contains("\n"))
            #expect(read.count == at + 1, "no file after the refused one is read")
        }
    }

    @Test func theDefaultLimitIsTheOneInLimits() throws {
        let one = try TokenDocument.parse(Self.file(3, prefix: "t"), source: "t.json")
        try TokenDocument.checkTotalTokens(Array(repeating: one, count: Limits.tokenCountAllFiles / 3))
        #expect(throws: TokenError.self) { try TokenDocument.checkTotalTokens(Array(repeating: one, count: Limits.tokenCountAllFiles / 3 + 1)) }
    }
}
