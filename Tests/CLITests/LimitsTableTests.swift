import Foundation
import Testing

/// The README's Limits table names every constant of the `Limits` type, so the table cannot fall behind
/// the code: each `static let` (public or package) of `Sources/SpecimenLimits/Limits.swift` appears in it as `` `name` ``.
@Suite struct LimitsTableTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyLimitIsInTheREADMEsTable() throws {
        let source = try String(contentsOf: Self.repository.appendingPathComponent("Sources/SpecimenLimits/Limits.swift"), encoding: .utf8)
        let names = source.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("public static let ") || line.contains("package static let "),
                let range = line.range(of: "static let ")
            else { return nil }
            return String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
        }
        #expect(names.count >= 20, "\(names)")
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(readme.range(of: "| Limit | Value | Enforced where |")).upperBound
        let rows = readme[table...].prefix { _ in true }.components(separatedBy: "\n\n")[0]
        for name in names { #expect(rows.contains("`\(name)`"), "README's Limits table has no row for Limits.\(name)") }
    }
}
