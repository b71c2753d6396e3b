import Foundation
import SpecimenDocument
@testable import SpecimenFigma
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
    /// variant names. Every variant but the default differs from it: the three "On" ones in the label
    /// and the knob's place, Hover and Press in the colours of the Switch group's layers (a group is a
    /// frame at its box holding its layers), so each is a rule.
    @Test func toggleSwitchSet() throws {
        let result = try Self.run("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json")
        let documents = try Self.documents(result)
        let set = try #require(documents.first { $0.name == "Generic Toggle Switch" })
        #expect(set.properties.map(\.name) == ["State"])
        #expect(set.properties[0].options.count == 6)
        #expect(set.properties[0].defaultValue == "Default/Off")
        #expect(set.rules.map { $0.when["State"] ?? [] } == [["Hover/Off"], ["Press/Off"], ["Default/On"], ["Hover/On"], ["Press/On"]])
        #expect(set.rules.allSatisfy { $0.when.keys.sorted() == ["State"] })
        #expect(result.missingFonts.count == 1, "one line per family")
        #expect(result.missingFonts.first?.hasPrefix("font Segoe UI SemiBold (600) is not in Fonts; drawn in Inter Semi Bold; used by ") == true)
        #expect(result.missingFonts.first?.hasSuffix("provide its files in the design system's fonts/ folder or with --fonts DIR") == true)
        let switchGroup = try #require(set.allNodes.first { $0.name == "Switch" })
        // Its backplate and both knobs: the "On" knob the default hides is kept hidden, and the On
        // variants' rules show it and hide the "Off" one (before, they moved the Off knob instead).
        #expect(switchGroup.kind == .frame && switchGroup.children.map(\.kind) == [.rectangle, .ellipse, .ellipse])
        #expect(switchGroup.children.map(\.name) == ["SwitchBackplate", "Off", "On"])
        #expect(switchGroup.children.map { $0.properties.visible } == [nil, nil, .value(false)])
        let on = try #require(set.rules.first { $0.when["State"] == ["Default/On"] })
        #expect(on.patches["On"]?.visible == .value(true) && on.patches["Off"]?.visible == .value(false))
        #expect(!result.dropped.contains { $0.contains("kept as an empty frame") })
    }

    /// Colours and text styles the designer named are tokens by those names (Figma's `/` groups kept
    /// as token groups); a colour no style names keeps its hex name, and a text style nobody named is
    /// named by what it is.
    @Test func tokensAreNamedAfterTheFilesStyles() throws {
        let toggle = try Self.run("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json")
        let tokens = try #require(toggle.files.first { $0.name.hasSuffix(".tokens.json") }?.text)
        #expect(tokens.contains("\"hololens1\": {\n        \"togglefilldefaultoff\": {\"$type\": \"color\", \"$value\": \"#383734\"}"))
        #expect(tokens.contains("\"labeltextcolor\": {\"$type\": \"color\", \"$value\": \"#FFFFFF\"}"))
        let set = try #require(try Self.documents(toggle).first)
        #expect(set.allNodes.contains { node in node.properties.fills?.contains { $0.color == "figma/color/hololens1/togglefilldefaultoff" } == true })
        // Patagonia names its text styles (h3/bold, body/text) and no colour.
        let patagonia = try #require(try Self.run("piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json").files.first { $0.name.hasSuffix(".tokens.json") }?.text)
        #expect(patagonia.contains("\"h3\": {\n        \"bold\": {") && patagonia.contains("\"ffffff\": {\"$type\": \"color\""))
    }

    /// A style's name as token path segments: Figma's groups, lower case, words joined by `-`; a name
    /// with an empty group gives none (the colour keeps its hex name).
    @Test(
        arguments: [
            ("Brand / Primary 500", ["brand", "primary-500"]), ("HoloLens1/ToggleFillDefaultOff", ["hololens1", "togglefilldefaultoff"]),
            ("Iris/60", ["iris", "60"]), ("a//b", nil), ("—", nil),
        ] as [(String, [String]?)])
    func styleNamesAsTokenSegments(_ name: String, _ segments: [String]?) {
        #expect(ImportState.segments(name) == segments)
    }

    /// A card of 21 nested auto-layout frames, each a column holding a label and the next frame (the
    /// nesting of a real page's sections, cards and rows): the import wrote its documents in time
    /// that grew fourfold with each level (issue 39 reports 154 s for a 260-node page); now in one pass, well inside
    /// the limit (0.1 s here, debug build).
    @Test(.timeLimit(.minutes(1))) func aDeeplyNestedPageImportsInOnePass() throws {
        func frame(_ depth: Int) -> String {
            let y = Double(depth) * 4
            let box = #""absoluteBoundingBox": {"x": \#(y), "y": \#(y), "width": \#(400 - 2 * y), "height": \#(400 - 2 * y)}"#
            let label =
                #"{"id": "9:\#(depth)", "type": "TEXT", "name": "Label \#(depth)", "characters": "Row \#(depth)", "#
                + #""style": {"fontFamily": "Inter", "fontSize": 14, "fontWeight": 400, "lineHeightPx": 20}, \#(box)}"#
            let inner = depth < 20 ? ", " + frame(depth + 1) : ""
            return #"{"id": "1:\#(depth)", "type": "\#(depth == 0 ? "COMPONENT" : "FRAME")", "name": "Row \#(depth)", "layoutMode": "VERTICAL", "#
                + #""itemSpacing": 4, "paddingTop": 2, \#(box), "children": [\#(label)\#(inner)]}"#
        }
        let json = #"{"name": "Deep", "document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "children": [\#(frame(0))]}]}}"#
        let file = try FigmaFile.parse(Data(json.utf8), source: "deep.json")
        let result = try FigmaImporter(fontFolders: Self.fonts).run(file, only: [], variables: nil)
        let document = try #require(try Self.documents(result).first)
        #expect(document.allNodes.filter { $0.kind == .text }.count == 21)
        #expect(document.allNodes.count == 21 + 21)
    }

    /// A page with no component (piglovesyou/fig's "mini" file: one frame, "Home", of texts and
    /// auto-layout frames) imports its top-level frame as a component, and says so in a note.
    @Test func aPageWithoutComponentsImportsItsFrames() throws {
        let result = try Self.run("piglovesyou-fig/MhB9ljAxaGlIk1IttXa09f.file.json")
        #expect(result.documents == ["Home"])
        let home = try #require(try Self.documents(result).first)
        #expect(home.properties.isEmpty)
        #expect(result.notes == ["the file holds no component: its 1 top-level frame imported as components: Home (1:2)"])
        // A file with components imports only those, and notes nothing of pages.
        #expect(try Self.run("code-connect/dummy_api_response_for_wizard.json").notes.isEmpty)
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
        #expect(button.root.properties.layout.direction == .horizontal)
        #expect(button.root.properties.width == .hug)
        #expect(button.root.children.contains { $0.kind == .text })
    }

    /// `layoutMode: NONE` is a plain frame: `direction` none, with or without children, and a size of
    /// its own on both axes (the reader refuses hug on a plain frame, so every document here read).
    @Test func aFrameWithoutAutoLayoutIsAPlainFrame() throws {
        var plain: [DocumentNode] = []
        func walk(_ node: DocumentNode) {
            if node.properties.layout.direction == .none { plain.append(node) }
            node.children.forEach(walk)
        }
        for name in ["unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json", "piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json"] {
            for document in try Self.documents(try Self.run(name)) { walk(document.root) }
        }
        #expect(!plain.isEmpty)
        #expect(plain.allSatisfy { $0.kind == .frame && $0.properties.width != .hug && $0.properties.height != .hug && $0.properties.width != nil })
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
        #expect(card.root.properties.effects == [.shadow(inner: false, color: "figma/color/000000", x: 0, y: 0, blur: 0, spread: 0, behind: false)])
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

/// The README's Figma section and docs/decisions.md (`specimen decisions`) state what the code decides:
/// docs/decisions.md's Figma half had fallen 18 lines behind the code with no test to say so.
@Suite struct FigmaReadmeTests {
    @Test(arguments: ["README.md", "docs/decisions.md"])
    func decisionsTableIsTheCodes(_ file: String) throws {
        let text = try String(contentsOf: FigmaFixtures.root.appendingPathComponent(file), encoding: .utf8)
        #expect(text.contains(FigmaDecisions.markdownTable), "\(file) lacks FigmaDecisions.markdownTable: paste `specimen decisions` into it")
    }
}
