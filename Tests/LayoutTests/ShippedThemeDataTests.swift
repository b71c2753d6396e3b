import Foundation
import SpecimenSupport
import SpecimenTokens
import Testing

@testable import SpecimenLayout

/// The shipped themes compiled to Swift data at build time (the ShippedDataPlugin) equal parsing their
/// files, and are used only for the exact bytes they were compiled from.
@Suite struct ShippedThemeDataTests {
    static let names = ["appetite-light", "appetite-dark", "backbase-light", "backbase-dark"]

    static func file(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: SpecimenHome.locate().themes.appendingPathComponent("\(name).tokens.json")))
    }

    static func parsed(_ name: String, mode: String) throws -> Theme {
        let document = try ThemeLibrary.document(named: name, home: SpecimenHome.locate())
        return try Theme(name: mode, document: document, required: Set(document.entries.keys)).validated()
    }

    @Test(arguments: names)
    func theCompiledThemeEqualsTheParsedFile(_ name: String) throws {
        let mode = String(name.split(separator: "-").last!)
        let compiled = try #require(ShippedThemeData.theme(named: name, mode: mode, fileBytes: try Self.file(name)))
        let parsed = try Self.parsed(name, mode: mode)
        #expect(compiled.name == parsed.name)
        #expect(compiled.values == parsed.values)
        #expect(compiled.aliases == parsed.aliases)
        #expect(compiled.warnings == parsed.warnings)
        #expect(compiled.deprecations == parsed.deprecations)
    }

    @Test func aChangedFileIsNotServedFromTheCompiledData() throws {
        var bytes = try Self.file("appetite-light")
        #expect(ShippedThemeData.theme(named: "appetite-light", mode: "light", fileBytes: bytes) != nil)
        bytes.append(UInt8(ascii: "\n"))
        #expect(ShippedThemeData.theme(named: "appetite-light", mode: "light", fileBytes: bytes) == nil)
        #expect(ShippedThemeData.theme(named: "no-such-theme", mode: "light", fileBytes: bytes) == nil)
    }
}
