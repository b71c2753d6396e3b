import SpecimenSupport
import Foundation
import Geometry
import SpecimenLimits
import SpecimenTokens

/// A Figma REST response, read: its name and the node trees it holds.
///
/// Accepted shapes (each as Figma's REST API returns it, or as a tool saved part of it):
/// - `GET /v1/files/:key`: an object with `document` (the DOCUMENT node);
/// - `GET /v1/files/:key/nodes?ids=...`: an object with `nodes`, each `{ "document": node, ... }` (a
///   null entry, Figma's answer for an id it does not have, is skipped);
/// - one node on its own (an object with `id` and `type`), as a nodes entry's `document` is saved.
package struct FigmaFile: Sendable {
    /// Which of the accepted shapes the file had.
    package enum Shape: String, Sendable {
        case file = "files response"
        case nodes = "nodes response"
        case node = "a node without its envelope"
    }

    /// The file's `name` (the Figma file's title), or the path it was read from.
    package let name: String
    package let shape: Shape
    /// The trees: the DOCUMENT for a files response, each requested node for a nodes response.
    package let roots: [FigmaNode]
    /// How many nodes were read.
    package let nodeCount: Int
    /// Where the file was read from, as given.
    package let source: String
    /// The response's top-level object (`components`, `componentSets`, `styles` and the tree).
    package let envelope: JSONValue
    /// What reading changed, one line a node (a node type Figma has and Specimen does not know).
    package var notes: [String] = []

    /// Reads `path` whole (every node kept), a chunk at a time.
    package static func read(path: String) throws(FigmaError) -> FigmaFile {
        var all = FigmaKeepAll()
        return try read(path: path, into: &all)
    }

    /// Reads `path` a chunk at a time (`JSONTokenStream`), handing each node on a page to `sink` as
    /// soon as it is read and keeping only what the sink returns: memory is the chunk, the nodes kept
    /// and the envelope's maps, never the file, so a file of any size is read. A file in UTF-16 (with
    /// its byte-order mark, as editors on Windows save JSON; Figma never writes one) is read whole,
    /// within `Limits.figmaFileBytes`.
    package static func read<Sink: FigmaNodeSink>(path: String, into sink: inout Sink) throws(FigmaError) -> FigmaFile {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .file(path, "no such file") }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .file(path, "is not a regular file; give the JSON of a Figma REST response") }
        guard status.st_size > 0 else { throw .file(path, "is empty; give the JSON of a Figma REST response") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .file(path, "is not readable") }
        defer { close(descriptor) }
        var mark: [UInt8] = [0, 0]
        if pread(descriptor, &mark, 2, 0) == 2, mark == [0xFF, 0xFE] || mark == [0xFE, 0xFF] {
            guard Int(status.st_size) <= Limits.figmaFileBytes else {
                throw .file(
                    path,
                    "is \(megabytes(Int(status.st_size))) of UTF-16, past the \(megabytes(Limits.figmaFileBytes)) Specimen reads whole (Limits.figmaFileBytes); save it as UTF-8")
            }
            guard let data = FileManager.default.contents(atPath: path) else { throw .file(path, "is not readable") }
            return try parseWhole(data, source: path)
        }
        let tokens = JSONTokenStream(depthLimit: Limits.figmaNestingDepth) { (buffer) throws(JSONSyntaxError) -> Int in
            while true {
                let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
                if count >= 0 { return count }
                guard errno == EINTR else { throw JSONSyntaxError(reason: "the file could not be read on (errno \(errno))") }
            }
        }
        var reader = FigmaStreamReader(tokens: tokens, source: path, sink: sink)
        let file = try reader.file()
        sink = reader.sink
        return file
    }

    /// Parses a response's bytes as a file of them is read (`chunk` bytes at a time); `source` names it
    /// in errors.
    package static func parse(_ data: Data, source: String, chunk: Int = 1 << 20) throws(FigmaError) -> FigmaFile {
        guard !data.isEmpty else { throw .file(source, "is empty; give the JSON of a Figma REST response") }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return try parseWhole(data, source: source) }
        var offset = 0
        let tokens = JSONTokenStream(chunk: chunk, depthLimit: Limits.figmaNestingDepth) { (buffer) throws(JSONSyntaxError) -> Int in
            let count = min(buffer.count, data.count - offset)
            if count > 0 { data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: offset..<(offset + count)) }
            offset += count
            return count
        }
        var reader = FigmaStreamReader(tokens: tokens, source: source, sink: FigmaKeepAll())
        return try reader.file()
    }

    /// Parses a response's bytes whole into one `JSONValue` first, then its nodes (`FigmaNodeReader`):
    /// for a UTF-16 file, which the stream does not read; the stream's result is the same.
    package static func parseWhole(_ data: Data, source: String) throws(FigmaError) -> FigmaFile {
        guard data.count <= Limits.figmaFileBytes else {
            throw .file(source, "is \(megabytes(data.count)), past the \(megabytes(Limits.figmaFileBytes)) Specimen reads whole (Limits.figmaFileBytes)")
        }
        guard !data.isEmpty else { throw .file(source, "is empty; give the JSON of a Figma REST response") }
        let parsed: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONValue in
                try JSONReader.parse(raw.bindMemory(to: UInt8.self), dialect: .json5, depthLimit: Limits.figmaNestingDepth, omitting: omitted)
            }
        }
        let json: JSONValue
        switch parsed {
        case .success(let value): json = value
        case .failure(let error): throw .file(source, "is not JSON (\(error.reason)); a truncated download ends like this")
        }
        var reader = FigmaNodeReader(source: source)
        return try reader.file(json)
    }

    /// Node fields no stage of Specimen reads, left out as the file is parsed: `background` (Figma's
    /// deprecated copy of `fills`), `absoluteRenderBounds` (the box with effects; Specimen compares
    /// `absoluteBoundingBox`), prototyping (`interactions`, `reactions`, `transitionNodeID`,
    /// `flowStartingPoints`, `prototypeDevice`, `scrollBehavior`), `exportSettings`, plugin data, a text's
    /// list markers (`lineTypes`, `lineIndentations`) and `vectorNetwork` (an undocumented field; the
    /// outlines are `fillGeometry` / `strokeGeometry`). In the 134 MB Community file they are a quarter
    /// of the bytes. A stage that starts reading one takes it off this list.
    static let omitted: Set<String> = [
        "background", "absoluteRenderBounds", "interactions", "reactions", "transitionNodeID", "flowStartingPoints", "prototypeDevice",
        "scrollBehavior", "exportSettings", "pluginData", "sharedPluginData", "lineTypes", "lineIndentations", "vectorNetwork",
    ]

    static func megabytes(_ bytes: Int) -> String {
        let mb = Double(bytes) / 1_048_576
        return mb >= 10 ? "\(Int(mb.rounded())) MB" : "\((mb * 10).rounded() / 10) MB"
    }
}
