import Foundation
import SpecimenSupport
import Testing
import SpecimenCatalogue
@testable import SpecimenTokens

/// The shipped themes compiled to Swift data equal parsing their files, and are used only for the
/// exact bytes they were compiled from.
@Suite struct CompiledThemeTests {
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
        let compiled = try #require(CompiledThemes.theme(named: name, mode: mode, fileBytes: try Self.file(name)))
        let parsed = try Self.parsed(name, mode: mode)
        #expect(compiled.name == parsed.name)
        #expect(compiled.values == parsed.values)
        #expect(compiled.aliases == parsed.aliases)
        #expect(compiled.warnings == parsed.warnings)
        #expect(compiled.deprecations == parsed.deprecations)
    }

    @Test func aChangedFileIsNotServedFromTheCompiledData() throws {
        var bytes = try Self.file("appetite-light")
        #expect(CompiledThemes.theme(named: "appetite-light", mode: "light", fileBytes: bytes) != nil)
        bytes.append(UInt8(ascii: "\n"))
        #expect(CompiledThemes.theme(named: "appetite-light", mode: "light", fileBytes: bytes) == nil)
        #expect(CompiledThemes.theme(named: "no-such-theme", mode: "light", fileBytes: bytes) == nil)
    }

    /// The data file is what the generator writes for today's files. A test run never writes into
    /// `Sources/`: when the file is stale the fresh source is written to `.build/compiled-themes/` and
    /// the failure says to copy it over (set SPECIMEN_RECORD_THEMES=1 to have it written there even when
    /// nothing changed).
    @Test func theDataFileIsUpToDate() throws {
        let themes = try Self.names.map { name in
            (name: name, bytes: try Self.file(name), theme: try Self.parsed(name, mode: String(name.split(separator: "-").last ?? Substring(name))))
        }
        let source = try #require(CompiledThemeSource.source(themes))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SpecimenTokens/CompiledThemes+Data.swift")
        let committed = try String(contentsOf: url, encoding: .utf8)
        if committed != source || ProcessInfo.processInfo.environment["SPECIMEN_RECORD_THEMES"] != nil {
            let fresh = url.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/compiled-themes/CompiledThemes+Data.swift")
            try FileManager.default.createDirectory(at: fresh.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: fresh)
            #expect(committed == source, "Sources/SpecimenTokens/CompiledThemes+Data.swift is stale: copy \(fresh.path) over it")
        }
    }
}
