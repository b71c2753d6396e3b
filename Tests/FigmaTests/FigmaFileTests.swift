import Foundation
import SpecimenFigma
import SpecimenLimits
import Testing

/// Reading Figma responses: every accepted shape, and every bad input as one line that says what is
/// wrong and what is valid.
@Suite struct FigmaFileTests {
    @Test func filesResponse() throws {
        let file = try FigmaFile.read(path: FigmaFixtures.path("code-connect/dummy_api_response_for_wizard.json"))
        #expect(file.shape == .file)
        #expect(file.name == "Wizard demo")
        #expect(file.roots.map(\.type) == [.document])
        #expect(file.nodeCount > 20)
    }

    @Test func nodesResponse() throws {
        let file = try FigmaFile.read(path: FigmaFixtures.path("figma-export/figma.fileNodes.json"))
        #expect(file.shape == .nodes)
        #expect(!file.roots.isEmpty)
        let vector = try FigmaFile.read(path: FigmaFixtures.path("grida/vector-frame.response.json"))
        #expect(vector.roots.map(\.id) == ["1038:24"])
    }

    /// A nodes entry's `document` saved on its own reads as a node; a null entry (an id Figma does not
    /// have) is skipped.
    @Test func bareNodeAndNullEntries() throws {
        let bare = try FigmaFile.parse(Data(#"{"id": "1:2", "type": "FRAME", "name": "Card", "children": []}"#.utf8), source: "card.json")
        #expect(bare.shape == .node)
        #expect(bare.roots.first?.name == "Card")
        let nodes = try FigmaFile.parse(Data(#"{"nodes": {"9:9": null, "1:2": {"document": {"id": "1:2", "type": "TEXT"}}}}"#.utf8), source: "n.json")
        #expect(nodes.roots.map(\.id) == ["1:2"])
    }

    /// A node type Figma has and this reader does not (SLOT came in 2025) never refuses the file: it is
    /// read as the nearest kind its fields show, and each such node is one line of the file's notes.
    @Test(arguments: [
        (#"{"id": "1:1", "type": "SLOT", "name": "Body", "layoutMode": "VERTICAL", "children": []}"#, FigmaNodeType.frame),
        (#"{"id": "1:1", "type": "SLOT", "name": "Body", "children": [{"id": "1:2", "type": "TEXT", "name": "t"}]}"#, .frame),
        (#"{"id": "1:1", "type": "HOLOGRAM", "name": "Body", "characters": "Hi"}"#, .text),
        (#"{"id": "1:1", "type": "HOLOGRAM", "name": "Body", "fillGeometry": []}"#, .vector),
        (#"{"id": "1:1", "type": "HOLOGRAM", "name": "Body"}"#, .rectangle),
    ])
    func anUnknownTypeIsReadAsTheNearestKind(_ node: String, _ kind: FigmaNodeType) throws {
        let file = try FigmaFile.parse(Data(#"{"document": {"id": "0:0", "type": "DOCUMENT", "children": [\#(node)]}}"#.utf8), source: "new.json")
        let read = try #require(file.roots.first?.children.first)
        #expect(read.type == kind)
        #expect(file.notes.count == 1)
        #expect(file.notes.first?.hasPrefix("Body (1:1): node type ") == true)
        #expect(file.notes.first?.hasSuffix("is not one Specimen knows; read as \(kind.rawValue)") == true)
        #expect(try FigmaFile.parse(Data(#"{"document": {"id": "0:0", "type": "DOCUMENT"}}"#.utf8), source: "old.json").notes.isEmpty)
    }

    static let bad: [(String, String, String)] = [
        ("", "is empty", "the empty file"),
        ("[1, 2]", "the top level is not an object", "an array"),
        (#"{"status": 403, "err": "Invalid token"}"#, "Figma's error response (status 403: Invalid token)", "Figma's error"),
        (#"{"name": "x"}"#, "has neither \"document\"", "no tree"),
        (#"{"document": {"type": "DOCUMENT"}}"#, "document has no string \"id\"", "no id"),
        (#"{"document": {"id": "0:0", "type": "DOCUMENT", "children": {}}}"#, "\"children\" is not an array", "children not an array"),
        (
            #"{"document": {"id": "0:0", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": -4, "height": 1}}}"#,
            "\"absoluteBoundingBox\" is not {x, y, width, height}", "a negative box"
        ),
        (#"{"nodes": {"1:2": {"components": {}}}}"#, "nodes[\"1:2\"] has no \"document\"", "an entry without document"),
        (#"{"nodes": {"1:2": null}}"#, "\"nodes\" holds no node", "only null entries"),
        (#"{"document": {"id": "0:0", "type": "DOCUMENT""#, "is not JSON (", "truncated"),
    ]

    @Test(arguments: bad) func badInputIsOneLine(_ text: String, _ expected: String, _ what: String) {
        do {
            _ = try FigmaFile.parse(Data(text.utf8), source: "bad.json")
            Issue.record("\(what) was read")
        } catch {
            #expect(error.description.hasPrefix("bad.json: "))
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    /// A real file cut anywhere is one line naming it, never a crash or a partial tree.
    @Test(arguments: [0.1, 0.5, 0.999]) func truncatedRealFile(_ fraction: Double) throws {
        let whole = try FigmaFixtures.bytes("piglovesyou-fig/QAIja81RKgYhQnIIJ0h9PJ.file.json")
        let cut = whole.prefix(Int(Double(whole.count) * fraction))
        #expect(throws: FigmaError.self) { try FigmaFile.parse(Data(cut), source: "cut.json") }
        do { _ = try FigmaFile.parse(Data(cut), source: "cut.json") } catch {
            #expect(error.description.contains("cut.json: is not JSON"))
            #expect(error.description.contains("truncated"))
        }
    }

    @Test func nestingPastTheLimitIsRefused() {
        let deep = String(repeating: "[", count: Limits.figmaNestingDepth + 1) + String(repeating: "]", count: Limits.figmaNestingDepth + 1)
        let text = #"{"document": {"id": "0:0", "type": "DOCUMENT", "deep": "# + deep + "}}"
        do { _ = try FigmaFile.parse(Data(text.utf8), source: "deep.json"); Issue.record("read") } catch {
            #expect(error.description.contains("nested deeper than \(Limits.figmaNestingDepth) levels"))
        }
    }

    /// Fields no stage reads are left out as the file is parsed (a large file's memory), the rest kept.
    @Test func unreadFieldsAreNotKept() throws {
        let text = #"""
            {"id": "1:1", "type": "FRAME", "name": "F", "background": [{"type": "SOLID"}], "absoluteRenderBounds": {"x": 0, "y": 0, "width": 1, "height": 1},
             "interactions": [], "fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}]}
            """#
        let file = try FigmaFile.parse(Data(text.utf8), source: "f.json")
        let node = try #require(file.roots.first)
        #expect(node.fields["background"] == nil && node.fields["absoluteRenderBounds"] == nil && node.fields["interactions"] == nil)
        #expect(node.fields["fills"] != nil && node.name == "F")
    }

    /// A file past the old 256 MB limit is read as a stream, not refused for its size: 300 MB of zero
    /// bytes is refused at its first byte, with nothing past the first chunk read.
    @Test func aLargeFileIsStreamedNotRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("figma-large-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 300 * 1024 * 1024)
        try handle.close()
        do { _ = try FigmaFile.read(path: url.path); Issue.record("read") } catch {
            #expect(error.description.hasSuffix("is not JSON (unexpected character U+0000 (line 1, column 1)); a truncated download ends like this"))
            #expect(!error.description.contains("MB"))
        }
    }

    @Test func missingFileAndFolder() {
        #expect(throws: FigmaError("nowhere.json: no such file")) { try FigmaFile.read(path: "nowhere.json") }
        #expect(throws: FigmaError("\(FigmaFixtures.folder.path): is not a regular file; give the JSON of a Figma REST response")) {
            try FigmaFile.read(path: FigmaFixtures.folder.path)
        }
    }
}
