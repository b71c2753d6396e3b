import SpecimenSupport
import Geometry
import SpecimenLimits
import SpecimenTokens

/// Turns a response's JSON into `FigmaNode`s, checking each node's few typed fields and counting nodes
/// against `Limits.figmaNodeCount`. Nesting is already bounded by the JSON reader's depth limit.
struct FigmaNodeReader {
    let source: String
    private(set) var count = 0
    /// One line per node of a type this reader does not know, naming the node and the kind it was read as.
    private(set) var notes: [String] = []

    init(source: String) { self.source = source }

    mutating func file(_ json: JSONValue) throws(FigmaError) -> FigmaFile {
        guard case .object = json else {
            throw .file(source, "the top level is not an object; a Figma response is an object with \"document\" (files) or \"nodes\" (nodes)")
        }
        if case .number(let status)? = json["status"], let err = json["err"] {
            let text = if case .string(let s) = err { s } else { "an error" }
            throw .file(source, "is Figma's error response (status \(FigmaJSONWriter.number(status.value)): \(text)), not a file")
        }
        let name = if case .string(let s)? = json["name"] { s } else { source }
        if let document = json["document"] {
            let root = try node(document, path: "document")
            return FigmaFile(name: name, shape: .file, roots: [root], nodeCount: count, source: source, envelope: json, notes: notes)
        }
        if let nodes = json["nodes"] {
            guard case .object(let entries) = nodes else { throw .file(source, "\"nodes\" is not an object of node ids") }
            var roots: [FigmaNode] = []
            for (id, entry) in entries {
                if case .null = entry { continue }
                guard let document = entry["document"] else {
                    throw .file(source, "nodes[\"\(id)\"] has no \"document\"; each entry of a nodes response is {\"document\": node, ...}")
                }
                roots.append(try node(document, path: "nodes[\"\(id)\"].document"))
            }
            guard !roots.isEmpty else { throw .file(source, "\"nodes\" holds no node (every id was null: Figma found none of them)") }
            return FigmaFile(name: name, shape: .nodes, roots: roots, nodeCount: count, source: source, envelope: json, notes: notes)
        }
        if json["id"] != nil, json["type"] != nil {
            let root = try node(json, path: "$")
            return FigmaFile(name: root.name, shape: .node, roots: [root], nodeCount: count, source: source, envelope: json, notes: notes)
        }
        throw .file(source, "has neither \"document\" (GET /v1/files/:key), \"nodes\" (GET /v1/files/:key/nodes) nor a node's \"id\" and \"type\"")
    }

    mutating func node(_ json: JSONValue, path: String) throws(FigmaError) -> FigmaNode {
        count += 1
        guard count <= Limits.figmaNodeCount else {
            throw .file(source, "holds more than \(Limits.figmaNodeCount) nodes (Limits.figmaNodeCount); fetch only the components with GET /v1/files/:key/nodes?ids=...")
        }
        guard case .object = json else { throw .file(source, "\(path) is not a node object") }
        guard case .string(let id)? = json["id"] else { throw .file(source, "\(path) has no string \"id\"") }
        guard case .string(let typeName)? = json["type"] else { throw .file(source, "node \(id) (\(path)) has no string \"type\"") }
        let name = if case .string(let s)? = json["name"] { s } else { "" }
        // Figma adds node types (SLOT came in 2025): one it has that this reader does not know is read
        // as the nearest kind its fields show, and said, rather than refusing the whole file.
        let type = FigmaNodeType(rawValue: typeName) ?? FigmaNodeType.nearest(to: json)
        if type.rawValue != typeName {
            notes.append("\(name) (\(id)): node type \(typeName) is not one Specimen knows; read as \(type.rawValue)")
        }
        try requireNumbersInRange(json, id: id)
        let visible = if case .bool(let b)? = json["visible"] { b } else { true }
        var children: [FigmaNode] = []
        if let list = json["children"] {
            guard case .array(let items) = list else { throw .file(source, "node \(id)'s \"children\" is not an array") }
            children.reserveCapacity(items.count)
            for (i, item) in items.enumerated() {
                children.append(try node(item, path: "\(path).children[\(i)]"))
            }
        }
        return FigmaNode(
            id: id, name: name, type: type, visible: visible, children: children,
            box: try box(json["absoluteBoundingBox"], id: id), fields: json)
    }

    /// Refuses a node whose own fields (not its children, read in turn) hold a number past
    /// `Limits.figmaNumberMagnitude`: each becomes a size or an integer, and `1e308` or `-1e300` would
    /// trap there or run the layout out of range.
    func requireNumbersInRange(_ json: JSONValue, id: String) throws(FigmaError) {
        guard let (path, value) = Self.numberOutOfRange(json, top: true) else { return }
        throw .file(
            source,
            "node \(id)'s \"\(path)\" is \(FigmaJSONWriter.number(value)), past what a design holds; valid: numbers from -10000000 to 10000000 (Limits.figmaNumberMagnitude)")
    }

    /// The first number past the limit in `json` and where it is (`paddingTop`, `fills[0].opacity`);
    /// the path's text is made only for the one found.
    static func numberOutOfRange(_ json: JSONValue, top: Bool = false) -> (path: String, value: Double)? {
        switch json {
        case .number(let number):
            return abs(number.value) <= Limits.figmaNumberMagnitude || !number.value.isFinite ? nil : ("", number.value)
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = numberOutOfRange(item) { return ("[\(index)]" + (found.path.isEmpty ? "" : "." + found.path), found.value) }
            }
        case .object(let members):
            for member in members where !(top && member.key == "children") {
                if let found = numberOutOfRange(member.value) { return (member.key + (found.path.hasPrefix("[") || found.path.isEmpty ? "" : ".") + found.path, found.value) }
            }
        default: break
        }
        return nil
    }

    /// A `Rectangle` ({x, y, width, height}), nil when absent or null; anything else is an error.
    func box(_ json: JSONValue?, id: String) throws(FigmaError) -> Rect? {
        guard let json else { return nil }
        if case .null = json { return nil }
        guard let x = json["x"].flatMap(FigmaNode.double), let y = json["y"].flatMap(FigmaNode.double),
            let w = json["width"].flatMap(FigmaNode.double), let h = json["height"].flatMap(FigmaNode.double), w >= 0, h >= 0
        else {
            throw .file(source, "node \(id)'s \"absoluteBoundingBox\" is not {x, y, width, height} with finite numbers and a size of at least 0")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }
}
