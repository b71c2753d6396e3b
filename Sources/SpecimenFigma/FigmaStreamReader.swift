import SpecimenSupport
import SpecimenLimits
import SpecimenTokens

/// Builds a `FigmaFile` from a `JSONTokenStream` as its tokens pass: each node's own fields (without
/// `children` and `FigmaFile.omitted`) into its `fields`, its children into nodes, and every node on
/// a page handed to the sink, which says what of it is kept. Only the kept nodes and the envelope's
/// small maps (`components`, `styles`) are ever held, whatever the file's size.
///
/// The checks are `FigmaNodeReader`'s, in its words: one line naming the node and what is wrong.
struct FigmaStreamReader<Sink: FigmaNodeSink> {
    private var tokens: JSONTokenStream
    private let checks: FigmaNodeReader
    let source: String
    var sink: Sink
    /// Nodes read, and nodes held now (read minus those the sink dropped), which
    /// `Limits.figmaNodeCount` bounds.
    private(set) var count = 0
    private var held = 0
    private(set) var notes: [String] = []

    init(tokens: JSONTokenStream, source: String, sink: Sink) {
        self.tokens = tokens
        self.source = source
        self.sink = sink
        checks = FigmaNodeReader(source: source)
    }

    /// The response, read to its end.
    mutating func file() throws(FigmaError) -> FigmaFile {
        let first = try next()
        guard first == .beginObject else {
            throw .file(source, "the top level is not an object; a Figma response is an object with \"document\" (files) or \"nodes\" (nodes)")
        }
        var members: [(key: String, value: JSONValue)] = []
        var document: [FigmaNode]?
        var entries: (found: Int, kept: [FigmaNode])?
        var children: [FigmaNode] = []
        var hasChildren = false
        while case .key(let key) = try next() {
            switch key {
            case "document":
                document = rooted(try node(path: "document", parent: nil))
            case "nodes":
                let (found, roots, kept) = try nodesResponse()
                entries = (found, roots)
                members.append((key, kept))
            case "children" where Self.isNode(members):
                hasChildren = true
                children = try childNodes(of: members, path: "$")
            default:
                if FigmaFile.omitted.contains(key) { try skip() } else { members.append((key, try value())) }
            }
        }
        guard case .end = try next() else { throw .file(source, "is not JSON (unexpected text after the top-level value)") }
        let envelope = JSONValue.object(members)
        if case .number(let status)? = envelope["status"], let err = envelope["err"] {
            let text = if case .string(let s) = err { s } else { "an error" }
            throw .file(source, "is Figma's error response (status \(FigmaJSONWriter.number(status.value)): \(text)), not a file")
        }
        let name = if case .string(let s)? = envelope["name"] { s } else { source }
        if let document {
            return FigmaFile(name: name, shape: .file, roots: document, nodeCount: count, source: source, envelope: envelope, notes: notes)
        }
        if let entries {
            guard entries.found > 0 else { throw .file(source, "\"nodes\" holds no node (every id was null: Figma found none of them)") }
            return FigmaFile(name: name, shape: .nodes, roots: entries.kept, nodeCount: count, source: source, envelope: envelope, notes: notes)
        }
        if envelope["id"] != nil, envelope["type"] != nil {
            count += 1
            held += 1
            let root = try finish(members, children: children, hasChildren: hasChildren, path: "$")
            return FigmaFile(name: root.name, shape: .node, roots: rooted(root), nodeCount: count, source: source, envelope: envelope, notes: notes)
        }
        throw .file(source, "has neither \"document\" (GET /v1/files/:key), \"nodes\" (GET /v1/files/:key/nodes) nor a node's \"id\" and \"type\"")
    }

    /// A nodes response's `nodes`: each entry's `document` read as a root, the rest of the entry kept.
    private mutating func nodesResponse() throws(FigmaError) -> (found: Int, roots: [FigmaNode], kept: JSONValue) {
        guard try next() == .beginObject else { throw .file(source, "\"nodes\" is not an object of node ids") }
        var roots: [FigmaNode] = []
        var found = 0
        var kept: [(key: String, value: JSONValue)] = []
        while case .key(let id) = try next() {
            let path = "nodes[\"\(id)\"].document"
            switch try next() {
            case .null:
                kept.append((id, .null))
            case .beginObject:
                var entry: [(key: String, value: JSONValue)] = []
                var root: FigmaNode?
                while case .key(let key) = try next() {
                    if key == "document" {
                        root = try node(path: path, parent: nil)
                    } else if FigmaFile.omitted.contains(key) {
                        try skip()
                    } else {
                        entry.append((key, try value()))
                    }
                }
                guard let root else {
                    throw .file(source, "nodes[\"\(id)\"] has no \"document\"; each entry of a nodes response is {\"document\": node, ...}")
                }
                found += 1
                roots += rooted(root)
                kept.append((id, .object(entry)))
            default:
                throw .file(source, "nodes[\"\(id)\"] has no \"document\"; each entry of a nodes response is {\"document\": node, ...}")
            }
        }
        return (found, roots, .object(kept))
    }

    /// What is kept of a response's root: a DOCUMENT or CANVAS whole (its children went to the sink as
    /// they were read), any other node as the sink says.
    private mutating func rooted(_ root: FigmaNode) -> [FigmaNode] {
        root.type == .document || root.type == .canvas ? [root] : sink.take(root, parent: nil)
    }

    /// The node that starts next; `parent` is the type of the node it hangs from (nil for a root).
    /// A child of a DOCUMENT or CANVAS, and a root that is neither, goes to the sink; the kept nodes
    /// are returned.
    private mutating func node(path: String, parent: FigmaNodeType?) throws(FigmaError) -> FigmaNode {
        count += 1
        held += 1
        guard held <= Limits.figmaNodeCount else {
            throw .file(source, "holds more than \(Limits.figmaNodeCount) nodes (Limits.figmaNodeCount); fetch only the components with GET /v1/files/:key/nodes?ids=...")
        }
        guard try next() == .beginObject else { throw .file(source, "\(path) is not a node object") }
        var members: [(key: String, value: JSONValue)] = []
        var children: [FigmaNode] = []
        var hasChildren = false
        while case .key(let key) = try next() {
            if key == "children" {
                hasChildren = true
                children = try childNodes(of: members, path: path)
            } else if FigmaFile.omitted.contains(key) {
                try skip()
            } else {
                members.append((key, try value()))
            }
        }
        return try finish(members, children: children, hasChildren: hasChildren, path: path)
    }

    /// A node's `children`, read in turn; on a page (the node is a DOCUMENT or CANVAS) each goes to
    /// the sink as it is read.
    private mutating func childNodes(of members: [(key: String, value: JSONValue)], path: String) throws(FigmaError) -> [FigmaNode] {
        let fields = JSONValue.object(members)
        let id = if case .string(let s)? = fields["id"] { s } else { path }
        guard try next() == .beginArray else { throw .file(source, "node \(id)'s \"children\" is not an array") }
        let type: FigmaNodeType? = if case .string(let s)? = fields["type"] { FigmaNodeType(rawValue: s) } else { nil }
        let page = type == .document || type == .canvas
        var children: [FigmaNode] = []
        var i = 0
        while try tokens.peekIsNotArrayEnd(source: source) {
            let before = count
            let child = try node(path: "\(path).children[\(i)]", parent: type)
            i += 1
            guard page, child.type != .canvas, child.type != .document else {
                children.append(child)
                continue
            }
            let kept = sink.take(child, parent: type)
            held -= count - before
            for one in kept { held += Self.size(of: one) }
            children += kept
        }
        return children
    }

    /// The node made of its members once its object is read, checked as `FigmaNodeReader` checks it.
    private mutating func finish(
        _ members: [(key: String, value: JSONValue)], children: [FigmaNode], hasChildren: Bool, path: String
    ) throws(FigmaError) -> FigmaNode {
        let fields = JSONValue.object(members)
        guard case .string(let id)? = fields["id"] else { throw .file(source, "\(path) has no string \"id\"") }
        guard case .string(let typeName)? = fields["type"] else { throw .file(source, "node \(id) (\(path)) has no string \"type\"") }
        let name = if case .string(let s)? = fields["name"] { s } else { "" }
        let type =
            FigmaNodeType(rawValue: typeName) ?? FigmaNodeType.nearest(to: hasChildren ? .object(members + [("children", .array([]))]) : fields)
        if type.rawValue != typeName {
            notes.append("\(name) (\(id)): node type \(typeName) is not one Specimen knows; read as \(type.rawValue)")
        }
        try checks.requireNumbersInRange(fields, id: id)
        let visible = if case .bool(let b)? = fields["visible"] { b } else { true }
        return FigmaNode(
            id: id, name: name, type: type, visible: visible, children: children, box: try checks.box(fields["absoluteBoundingBox"], id: id),
            fields: fields)
    }

    private static func isNode(_ members: [(key: String, value: JSONValue)]) -> Bool {
        members.contains { $0.key == "id" } && members.contains { $0.key == "type" }
    }

    private static func size(of node: FigmaNode) -> Int { node.children.reduce(1) { $0 + size(of: $1) } }

    // MARK: - Tokens, their errors as the file's

    private mutating func next() throws(FigmaError) -> JSONTokenStream.Token {
        do { return try tokens.next() } catch { throw Self.notJSON(source, error) }
    }

    private mutating func value() throws(FigmaError) -> JSONValue {
        do { return try tokens.value(omitting: FigmaFile.omitted) } catch { throw Self.notJSON(source, error) }
    }

    private mutating func skip() throws(FigmaError) {
        do { try tokens.skipValue() } catch { throw Self.notJSON(source, error) }
    }

    static func notJSON(_ source: String, _ error: JSONSyntaxError) -> FigmaError {
        .file(source, "is not JSON (\(error.reason)); a truncated download ends like this")
    }
}

extension JSONTokenStream {
    /// Whether an array's next item follows (false: its `]` was read).
    fileprivate mutating func peekIsNotArrayEnd(source: String) throws(FigmaError) -> Bool {
        do { return try !atArrayEnd() } catch { throw FigmaStreamReader<FigmaKeepAll>.notJSON(source, error) }
    }
}
