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

    /// Reads `path`, within `Limits.figmaFileBytes`.
    package static func read(path: String) throws(FigmaError) -> FigmaFile {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .file(path, "no such file") }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .file(path, "is not a regular file; give the JSON of a Figma REST response") }
        guard Int(status.st_size) <= Limits.figmaFileBytes else {
            throw .file(
                path,
                "is \(megabytes(Int(status.st_size))), past the \(megabytes(Limits.figmaFileBytes)) Specimen reads (Limits.figmaFileBytes); fetch only the components with GET /v1/files/:key/nodes?ids=..."
            )
        }
        // Mapped, not copied: the bytes are the file's pages, which the kernel drops under pressure, and
        // only the parsed tree (without `omitted` fields) is Specimen's own memory.
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { throw .file(path, "is not readable") }
        return try parse(data, source: path)
    }

    /// Parses a response's bytes; `source` names it in errors.
    package static func parse(_ data: Data, source: String) throws(FigmaError) -> FigmaFile {
        guard data.count <= Limits.figmaFileBytes else {
            throw .file(source, "is \(megabytes(data.count)), past the \(megabytes(Limits.figmaFileBytes)) Specimen reads (Limits.figmaFileBytes)")
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
