import Foundation
import SpecimenFigma
import SpecimenSupport
import Testing

/// The streamed reading of Figma responses: on every kept file the same nodes, fields, envelope and
/// notes as reading the file whole first, at any chunk size; `check figma` and `import figma` through
/// their sinks give what they gave from the whole tree; bad input stays one line.
@Suite struct FigmaStreamReaderTests {
    static let fixtures = [
        "code-connect/dummy_api_response_for_wizard.json", "figma-export/figma.fileNodes.json", "grida/767544357629075510.file.json",
        "grida/radix-icons.trimmed.json", "grida/torii-gate.file.json", "grida/vector-frame.response.json",
        "piglovesyou-fig/MhB9ljAxaGlIk1IttXa09f.file.json", "piglovesyou-fig/QAIja81RKgYhQnIIJ0h9PJ.file.json",
        "piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json", "unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json",
    ]

    static func withoutChildren(_ fields: JSONValue) -> JSONValue {
        guard case .object(let members) = fields else { return fields }
        return .object(members.filter { $0.key != "children" })
    }

    /// Whether two trees hold the same nodes: typed fields, JSON fields (the whole reading's copy of
    /// `children` aside) and children, in order.
    static func same(_ a: FigmaNode, _ b: FigmaNode) -> Bool {
        a.id == b.id && a.name == b.name && a.type == b.type && a.visible == b.visible && a.box == b.box
            && withoutChildren(a.fields) == withoutChildren(b.fields) && a.children.count == b.children.count
            && zip(a.children, b.children).allSatisfy { same($0, $1) }
    }

    static func sameFile(_ streamed: FigmaFile, _ whole: FigmaFile) -> Bool {
        let envelope = ["name", "styles", "components", "componentSets"].allSatisfy { streamed.envelope[$0] == whole.envelope[$0] }
        var entries = true
        if case .object(let a)? = streamed.envelope["nodes"], case .object(let b)? = whole.envelope["nodes"] {
            entries =
                a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value["styles"] == $1.value["styles"] && $0.value["components"] == $1.value["components"] }
        }
        return streamed.name == whole.name && streamed.shape == whole.shape && streamed.nodeCount == whole.nodeCount
            && streamed.notes == whole.notes && envelope && entries && streamed.roots.count == whole.roots.count
            && zip(streamed.roots, whole.roots).allSatisfy { same($0, $1) }
    }

    @Test(arguments: fixtures)
    func everyKeptFileReadsAsTheWholeReadingDoes(_ name: String) throws {
        let bytes = try FigmaFixtures.bytes(name)
        let whole = try FigmaFile.parseWhole(bytes, source: name)
        #expect(Self.sameFile(try FigmaFile.read(path: FigmaFixtures.path(name)), whole))
        // A small chunk: thousands of refills, tokens cut at every kind of place.
        #expect(Self.sameFile(try FigmaFile.parse(bytes, source: name, chunk: 257), whole))
    }

    @Test func theExampleReadsAsTheWholeReadingDoes() throws {
        let path = FigmaFixtures.root.appendingPathComponent("Examples/figma/toggle-switch.figma.json").path
        let whole = try FigmaFile.parseWhole(try Data(contentsOf: URL(fileURLWithPath: path)), source: path)
        #expect(Self.sameFile(try FigmaFile.read(path: path), whole))
    }

    /// `check figma` checks each page's frame as it is read and keeps nothing: the same report.
    @Test(arguments: ["piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json", "figma-export/figma.fileNodes.json"])
    func checkThroughItsSinkIsTheWholeCheck(_ name: String) throws {
        var sink = FigmaLayoutCheck.Sink(FigmaFixtures.check)
        let file = try FigmaFile.read(path: FigmaFixtures.path(name), into: &sink)
        #expect(file.roots.allSatisfy { $0.children.allSatisfy { $0.type == .canvas && $0.children.isEmpty } })
        let streamed = sink.report(file).json, whole = FigmaFixtures.check.check(try FigmaFile.read(path: FigmaFixtures.path(name))).json
        let same = streamed == whole
        #expect(same)
    }

    /// `import figma` keeps only the components as it reads: the same folder.
    @Test func importThroughItsSinkIsTheWholeImport() throws {
        let name = "piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json"
        let importer = FigmaImporter(fontFolders: [FigmaFixtures.root.appendingPathComponent("Fonts")])
        let streamed = try importer.run(try FigmaImporter.read(path: FigmaFixtures.path(name)), only: [], variables: nil)
        let whole = try importer.run(try FigmaFile.read(path: FigmaFixtures.path(name)), only: [], variables: nil)
        #expect(streamed.documents == whole.documents && streamed.notes == whole.notes && streamed.dropped == whole.dropped)
        let same = streamed.files.map(\.text) == whole.files.map(\.text)
        #expect(same)
    }

    /// A file with no component keeps its frames: the second, whole reading imports them as pages.
    @Test func aFileOfFramesIsReadWhole() throws {
        let text = #"""
            {"name": "Page file", "document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "name": "P", "children": [
              {"id": "1:1", "type": "FRAME", "name": "Screen", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10}, "children": []}]}]}}
            """#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("figma-frames-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.utf8).write(to: url)
        let file = try FigmaImporter.read(path: url.path)
        #expect(file.roots.first?.children.first?.children.map(\.id) == ["1:1"])
    }

    /// A file cut, or broken, far past its first chunk is one line naming the place, and nothing read.
    @Test(arguments: [0.3, 0.97])
    func brokenFarIntoTheFileIsOneLine(_ fraction: Double) throws {
        var bytes = [UInt8](try FigmaFixtures.bytes("piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json"))
        let at = Int(Double(bytes.count) * fraction)
        // A stray brace where a value or a member ends: wrong at that byte whatever surrounds it.
        let comma = bytes[at...].firstIndex(of: UInt8(ascii: ",")) ?? at
        bytes.insert(contentsOf: Array(",}".utf8), at: comma)
        let line = 1 + bytes[..<comma].filter { $0 == 0x0A }.count
        do {
            _ = try FigmaFile.parse(Data(bytes), source: "broken.json", chunk: 4096)
            Issue.record("read")
        } catch {
            #expect(error.description.hasPrefix("broken.json: is not JSON ("), "\(error.description)")
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("(line \(line), column "), "\(error.description)")
        }
    }
}
