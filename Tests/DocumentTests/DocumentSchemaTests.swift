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
    static func shippedDocuments() -> [URL] {
        var out: [URL] = []
        for folder in ["Themes", "Examples"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent.hasSuffix(".component.json") { out.append(url) }
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

    /// Each document's errors by python-jsonschema, one line per document ("ok" when valid).
    static func validate(_ documents: [String]) throws -> [String] {
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
        process.arguments = ["python3", "-c", script, root.appendingPathComponent("Themes/component.schema.json").path]
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
        var texts: [String] = [], names: [String] = []
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            texts.append(Self.strictJSON(try JSONReader.parse(bytes, dialect: .json5)))
            names.append(url.lastPathComponent)
            // Specimen's own reader accepts it too.
            _ = try DocumentReader.read(bytes, file: url.lastPathComponent)
        }
        for (i, example) in try Self.readmeExamples().enumerated() {
            texts.append(Self.strictJSON(try JSONReader.parse(Array(example.utf8), dialect: .json5)))
            names.append("README example \(i + 1)")
            _ = try DocumentReader.read(Array(example.utf8), file: "README example \(i + 1)")
        }
        let results = try Self.validate(texts)
        #expect(results.count == texts.count)
        for (name, result) in zip(names, results) { #expect(result == "ok", "\(name): \(result)") }
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
