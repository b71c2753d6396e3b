import Foundation
import SpecimenDocument
import SpecimenSupport
import SpecimenTokens
import Testing

/// Every shipped document (and every README example) validates against `Themes/component.schema.json`
/// with python-jsonschema's Draft 2020-12 validator (PyPI `jsonschema`, installed by `make python-deps`):
/// a validator no one here wrote. Documents may be JSON5, so each is first read by Specimen's reader and
/// written back as strict JSON; the schema describes the values, not the spelling.
@Suite struct DocumentSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `*.component.json` under `Themes/` and `Examples/`.
    static func shippedDocuments() -> [URL] { shippedFiles { $0.hasSuffix(".component.json") } }

    /// Every file under `Themes/` and `Examples/` whose name `matches`.
    static func shippedFiles(_ matches: (String) -> Bool) -> [URL] {
        var out: [URL] = []
        for folder in ["Themes", "Examples"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where matches(url.lastPathComponent) { out.append(url) }
        }
        return out.sorted { $0.path < $1.path }
    }

    /// The ```json blocks of the README's "Your own components" section that hold a whole document.
    static func readmeExamples() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```json") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                let text = current!.joined(separator: "\n")
                if text.contains("\"version\"") && text.contains("\"root\"") { blocks.append(text) }
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// `value` as strict JSON on one line, for python's `json.loads`.
    static func strictJSON(_ value: JSONValue) -> String {
        String(decoding: JSONWriter.compact(value, keys: .asGiven), as: UTF8.self)
    }

    /// Each item as strict JSON for python, with its name, once Specimen's own `read` has taken it
    /// (the schema and the reader both accept every shipped file).
    static func strictTexts(_ items: [(name: String, bytes: [UInt8])], read: ([UInt8], String) throws -> Void) throws -> (texts: [String], names: [String]) {
        var texts: [String] = [], names: [String] = []
        for item in items {
            texts.append(Self.strictJSON(try JSONReader.parse(item.bytes, dialect: .json5)))
            names.append(item.name)
            try read(item.bytes, item.name)
        }
        return (texts, names)
    }

    /// Each document's errors by python-jsonschema against `schema` (a path under the root), one line per
    /// document ("ok" when valid).
    static func validate(_ documents: [String], schema: String = "Themes/component.schema.json") throws -> [String] {
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            v = Draft202012Validator(schema)
            for line in sys.stdin:
                errors = sorted(v.iter_errors(json.loads(line)), key=lambda e: list(e.path))
                print("ok" if not errors else "; ".join("%s: %s" % ("/".join(map(str, e.path)), e.message[:200]) for e in errors[:3]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, root.appendingPathComponent(schema).path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data((documents.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 with jsonschema failed (make python-deps installs it)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func everyShippedDocumentAndReadmeExampleValidates() throws {
        let files = Self.shippedDocuments()
        #expect(files.count >= 1)
        let items =
            try files.map { (name: $0.lastPathComponent, bytes: [UInt8](try Data(contentsOf: $0))) }
            + (try Self.readmeExamples()).enumerated().map { (name: "README example \($0.offset + 1)", bytes: Array($0.element.utf8)) }
        // Each shipped document with the roles its folder declares.
        var roles: [String: DeclaredRoles] = [:]
        for file in files {
            let folder = try DeclaredRoles.read(folder: file.deletingLastPathComponent())
            // Keyed by file name, as the items are: one name in two folders would need both folders' roles.
            #expect(roles[file.lastPathComponent].map { $0 == folder } ?? true, "\(file.lastPathComponent) is in two folders declaring different roles")
            roles[file.lastPathComponent] = folder
        }
        // The README's examples take the roles its walkthrough's folder declares (its badge's).
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```json design-system/roles.json\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let walkthrough = try DeclaredRoles.read(Array(readme[start.upperBound..<end.lowerBound].utf8), file: "README's roles.json")
        let (texts, names) = try Self.strictTexts(items) { _ = try DocumentReader.read($0, file: $1, roles: roles[$1] ?? walkthrough) }
        let results = try Self.validate(texts)
        #expect(results.count == texts.count)
        for (name, result) in zip(names, results) { #expect(result == "ok", "\(name): \(result)") }
    }

    /// Every design system's `backdrop.json` (and the README's example of one) validates against
    /// `Themes/backdrop.schema.json`, and the schema refuses what the reader refuses.
    @Test func everyBackdropAndTheReadmeExampleValidate() throws {
        let files = Self.shippedFiles { $0 == "backdrop.json" }
        #expect(!files.isEmpty)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```json\n{\n  \"$schema\": \"../backdrop.schema.json\""))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let example = String(readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let items = try files.map { (name: $0.path, bytes: [UInt8](try Data(contentsOf: $0))) } + [(name: "README's backdrop", bytes: Array(example.utf8))]
        let (texts, names) = try Self.strictTexts(items) { _ = try BackdropPicture.read($0, file: $1) }
        let bad = [
            ##"{"version": 1, "layers": [{"type": "glo"}]}"##, ##"{"version": 1, "layers": [{"type": "disc", "center": [0, 0], "radius": 1, "color": "#FFFFFF80"}]}"##,
            #"{"version": 1, "layers": []}"#,
        ]
        let results = try Self.validate(texts + bad.map { Self.strictJSON(try JSONReader.parse(Array($0.utf8), dialect: .json5)) }, schema: "Themes/backdrop.schema.json")
        #expect(results.count == texts.count + bad.count)
        for (name, result) in zip(names, results) { #expect(result == "ok", "\(name): \(result)") }
        #expect(results.dropFirst(texts.count).allSatisfy { $0 != "ok" }, "\(results)")
        for text in bad { #expect(throws: DocumentError.self) { try BackdropPicture.read(Array(text.utf8), file: "bad.json") } }
    }

    /// Every design system's `roles.json` (and the README's example of one) validates against
    /// `Themes/roles.schema.json`, and the schema refuses what the reader refuses.
    @Test func everyRolesFileAndTheReadmeExampleValidate() throws {
        let files = Self.shippedFiles { $0 == DeclaredRoles.fileName }
        #expect(!files.isEmpty)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```json\n{\n  \"$schema\": \"../roles.schema.json\""))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let example = String(readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let items = try files.map { (name: $0.path, bytes: [UInt8](try Data(contentsOf: $0))) } + [(name: "README's roles", bytes: Array(example.utf8))]
        let (texts, names) = try Self.strictTexts(items) { _ = try DeclaredRoles.read($0, file: $1) }
        let bad = [
            #"{"roles": [{"name": "button"}]}"#, #"{"roles": [{"name": "Chip"}]}"#, #"{"roles": [{"name": "chip", "clickable": true}]}"#,
            #"{"roles": [{"name": "chip", "interactive": "yes"}]}"#, #"{}"#,
        ]
        let results = try Self.validate(texts + bad.map { Self.strictJSON(try JSONReader.parse(Array($0.utf8), dialect: .json5)) }, schema: "Themes/roles.schema.json")
        #expect(results.count == texts.count + bad.count)
        for (name, result) in zip(names, results) { #expect(result == "ok", "\(name): \(result)") }
        #expect(results.dropFirst(texts.count).allSatisfy { $0 != "ok" }, "\(results)")
        for text in bad { #expect(throws: DocumentError.self) { try DeclaredRoles.read(Array(text.utf8), file: "roles.json") } }
    }

    @Test func theSchemaRefusesWhatTheReaderRefuses() throws {
        // An unknown key, a bad enum and a missing root: the schema and the reader both say no.
        let bad = [
            #"{"version": 1, "name": "A", "designSystem": "D", "position": 1, "root": {"name": "a", "type": "frame", "widht": 3}}"#,
            #"{"version": 1, "name": "A", "designSystem": "D", "position": 1, "root": {"name": "a", "type": "frame", "direction": "diagonal"}}"#,
            #"{"version": 1, "name": "A", "designSystem": "D", "position": 1}"#,
        ]
        let results = try Self.validate(bad.map { Self.strictJSON(try JSONReader.parse(Array($0.utf8), dialect: .json5)) })
        #expect(results.allSatisfy { $0 != "ok" }, "\(results)")
        for text in bad { #expect(throws: DocumentError.self) { try DocumentReader.read(Array(text.utf8), file: "bad.json") } }
    }
}
