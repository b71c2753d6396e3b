import Foundation
import SpecimenDocument
import SpecimenFigma
import Testing

/// `import figma` on the real files: every document it writes is one Specimen reads, variants become
/// rules, and what the format cannot hold is listed node by node.
@Suite struct FigmaImportTests {
    static let fonts = [FigmaFixtures.root.appendingPathComponent("Fonts")]

    static func run(_ name: String, only: [String] = [], variables: FigmaVariables? = nil) throws -> FigmaImporter.Result {
        try FigmaImporter(fontFolders: fonts).run(try FigmaFile.read(path: FigmaFixtures.path(name)), only: only, variables: variables)
    }

    static func documents(_ result: FigmaImporter.Result) throws -> [ComponentDocument] {
        try result.files.filter { $0.name.hasSuffix(".component.json") }.map { try DocumentReader.read(Array($0.text.utf8), file: $0.name) }
    }

    /// The 2021 toggle switch set has no component properties: its variant property comes from the
    /// variant names. Of its six variants, the three "On" ones change the label (a rule each); Hover and
    /// Press differ from Default only inside the Switch group, which is kept as an empty frame (and
    /// reported), so they need no rule.
    @Test func toggleSwitchSet() throws {
        let result = try Self.run("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json")
        let documents = try Self.documents(result)
        let set = try #require(documents.first { $0.name == "Generic Toggle Switch" })
        #expect(set.properties.map(\.name) == ["State"])
        #expect(set.properties[0].options.count == 6)
        #expect(set.properties[0].defaultValue == "Default/Off")
        #expect(set.rules.map { $0.when["State"] ?? [] } == [["Default/On"], ["Hover/On"], ["Press/On"]])
        #expect(set.rules.allSatisfy { $0.when.keys.sorted() == ["State"] })
        #expect(result.missingFonts.count == 1, "one line per family")
        #expect(result.missingFonts.first?.hasPrefix("font Segoe UI SemiBold (600) is not in Fonts; drawn in Inter Semi Bold; used by ") == true)
        #expect(result.missingFonts.first?.hasSuffix("provide its files in the design system's fonts/ folder or with --fonts DIR") == true)
        #expect(result.dropped.contains { $0.contains("(4:17): group with 3 layers kept as an empty frame") })
    }

    /// Figma's own code-connect fixture: four sets with `Property 1` variants, three components.
    @Test func codeConnectSets() throws {
        let result = try Self.run("code-connect/dummy_api_response_for_wizard.json")
        let documents = try Self.documents(result)
        #expect(documents.count == 7)
        let header = try #require(documents.first { $0.name == "Header" })
        #expect(header.properties.map(\.name) == ["Property 1"])
        #expect(header.properties[0].options == ["Default", "Variant2"])
        #expect(Set(documents.map(\.designSystem)) == ["Wizard demo"])
    }

    /// Image fills without their bytes are reported with their node, and Roboto, which Specimen does not ship, is one line
    /// per weight naming the Inter face drawn instead.
    @Test func patagoniaReportsWhatItDrops() throws {
        let result = try Self.run("piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json")
        #expect(try Self.documents(result).count == 3)
        #expect(
            result.dropped.contains {
                $0.hasPrefix("carousel content 2 / carousel content 2 (2:127): image fill ") && $0.contains("dropped (its bytes are not here: give --images DIR")
            })
        let roboto = try #require(result.missingFonts.first { $0.hasPrefix("font Roboto ") }, "\(result.missingFonts)")
        #expect(roboto.contains("Regular (400)") && roboto.contains("drawn in Inter Regular") && roboto.hasSuffix("(Debian's fonts-roboto has it)"))
        #expect(result.missingFonts.filter { $0.hasPrefix("font Roboto ") }.count == 1, "one line per family")
        #expect(result.missingFonts.allSatisfy { $0.hasPrefix("font ") && !$0.contains("\n") })
    }

    /// An auto-layout component keeps its layout: the Button of Patagonia is a hugging row.
    @Test func layoutSurvives() throws {
        let result = try Self.run("piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json", only: ["1:48"])
        let button = try #require(try Self.documents(result).first)
        #expect(button.root.properties.direction == .horizontal)
        #expect(button.root.properties.width == .hug)
        #expect(button.root.children.contains { $0.kind == .text })
    }

    @Test func unknownNodeIsOneLine() throws {
        #expect(throws: FigmaError.self) { try Self.run("code-connect/dummy_api_response_for_wizard.json", only: ["999:1"]) }
        do { _ = try Self.run("code-connect/dummy_api_response_for_wizard.json", only: ["999:1"]) } catch {
            #expect("\(error)".contains("has no component set or component 999:1; valid: "))
        }
    }

    /// The same file imports to the same bytes.
    @Test func deterministic() throws {
        let a = try Self.run("grida/radix-icons.trimmed.json").files.map { $0.name + $0.text }
        let b = try Self.run("grida/radix-icons.trimmed.json").files.map { $0.name + $0.text }
        #expect(a == b)
        #expect(a.count == 86)
    }

    /// Variables (the documented shape of GET /v1/files/:key/variables/local, written by hand: none of
    /// the projects keeps one): a fill bound to a variable names its token, and each mode is a file.
    @Test func variablesBecomeTokenFilesPerMode() throws {
        let variables = #"""
            {"status": 200, "error": false, "meta": {
              "variableCollections": {"VariableCollectionId:1:0": {"id": "VariableCollectionId:1:0", "name": "Colors", "defaultModeId": "1:0",
                "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}]}},
              "variables": {
                "VariableID:1:2": {"id": "VariableID:1:2", "name": "bg/Surface Base", "resolvedType": "COLOR", "variableCollectionId": "VariableCollectionId:1:0",
                  "valuesByMode": {"1:0": {"r": 1, "g": 1, "b": 1, "a": 1}, "1:1": {"r": 0, "g": 0, "b": 0, "a": 1}}},
                "VariableID:1:3": {"id": "VariableID:1:3", "name": "bg/Card", "resolvedType": "COLOR", "variableCollectionId": "VariableCollectionId:1:0",
                  "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}, "1:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}}}}}}
            """#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("variables-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(variables.utf8).write(to: url)
        let parsed = try FigmaVariables.read(path: url.path)
        #expect(parsed.modes.map(\.name) == ["Light", "Dark"])
        let file = try FigmaFile.parse(
            Data(
                #"""
                {"id": "5:1", "type": "COMPONENT", "name": "Card", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 40, "height": 20},
                 "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}, "boundVariables": {"color": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}}}],
                 "effects": [{"type": "DROP_SHADOW", "visible": true}]}
                """#.utf8), source: "card.json")
        let result = try FigmaImporter(fontFolders: Self.fonts).run(file, only: [], variables: parsed)
        #expect(result.files.map(\.name) == ["Card.component.json", "card-light.tokens.json", "card-dark.tokens.json"])
        let card = try #require(try Self.documents(result).first)
        #expect(card.root.properties.fills?.map(\.color) == ["bg/Card"])
        #expect(result.files[1].text.contains("\"Surface-Base\": {\"$type\": \"color\", \"$value\": \"#FFFFFF\"}"))
        #expect(result.files[2].text.contains("\"Surface-Base\": {\"$type\": \"color\", \"$value\": \"#000000\"}"))
        #expect(result.files[2].text.contains("\"Card\": {\"$type\": \"color\", \"$value\": \"{bg.Surface-Base}\"}"))
        #expect(card.root.properties.effects == [.shadow(inner: false, color: "figma/color/000000", x: 0, y: 0, blur: 0, spread: 0)])
        #expect(result.dropped.isEmpty)
    }
}

/// Every imported document of every real file validates against the format's JSON Schema
/// (`Themes/component.schema.json`, python-jsonschema's Draft 2020-12, installed by `make python-deps`).
@Suite struct FigmaImportSchemaTests {
    @Test func importedDocumentsMatchTheSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var count = 0
        for name in [
            "unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json", "code-connect/dummy_api_response_for_wizard.json",
            "piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json", "piglovesyou-fig/QAIja81RKgYhQnIIJ0h9PJ.file.json", "grida/radix-icons.trimmed.json",
        ] {
            for file in try FigmaImportTests.run(name).files where file.name.hasSuffix(".component.json") {
                count += 1
                try Data(file.text.utf8).write(to: folder.appendingPathComponent("\(count)-\(file.name)"))
            }
        }
        #expect(count == 97)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import json, sys, pathlib
            from jsonschema import Draft202012Validator
            validator = Draft202012Validator(json.load(open(sys.argv[1])))
            for path in sorted(pathlib.Path(sys.argv[2]).glob("*.component.json")):
                for error in validator.iter_errors(json.load(open(path))):
                    print(path.name, "/".join(map(str, error.path)), error.message[:160])
            """, FigmaFixtures.root.appendingPathComponent("Themes/component.schema.json").path, folder.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 with jsonschema (make python-deps installs it)")
        #expect(text.isEmpty, "\(text)")
    }
}

/// The README's Figma section states what the code decides.
@Suite struct FigmaReadmeTests {
    @Test func decisionsTableIsTheCodes() throws {
        let readme = try String(contentsOf: FigmaFixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(FigmaDecisions.markdownTable))
    }
}
