import SpecimenSupport
import Foundation
import SpecimenLimits
import SpecimenTokens

/// Figma's variables, as `GET /v1/files/:key/variables/local` returns them: colour and number variables
/// with a value per mode of their collection, written as DTCG tokens, one token file per mode.
///
/// A variable's token path is its name (Figma writes groups with `/`, as token paths do), each segment's
/// spaces turned to `-` (a token path has none). A mode is matched across collections by name; a
/// collection without that mode gives its default mode's value.
package struct FigmaVariables: Sendable {
    package struct Mode: Hashable, Sendable {
        package init(id: String, name: String) { self.id = id; self.name = name }
        package let id: String
        package let name: String
    }

    struct Variable {
        let id: String
        let path: [String]
        let type: String
        let collection: String
        let values: [String: JSONValue]
    }

    struct Collection {
        let modes: [Mode]
        let defaultMode: String
    }

    /// The modes, in the order of the first collection that has colour variables (Light, Dark).
    package let modes: [Mode]
    let variables: [String: Variable]
    let order: [String]
    let collections: [String: Collection]

    /// Reads a variables/local response (with or without its `meta` envelope), or one DTCG export file.
    package static func read(path: String) throws(FigmaError) -> FigmaVariables {
        try read(paths: [path])
    }

    init(modes: [Mode], variables: [String: Variable], order: [String], collections: [String: Collection]) {
        self.modes = modes
        self.variables = variables
        self.order = order
        self.collections = collections
    }

    init(_ json: JSONValue, source: String) throws(FigmaError) {
        let meta = json["meta"] ?? json
        guard case .object(let variableMembers)? = meta["variables"], case .object(let collectionMembers)? = meta["variableCollections"] else {
            throw .file(source, "is not a variables response: it needs \"meta\": {\"variables\": {...}, \"variableCollections\": {...}} (GET /v1/files/:key/variables/local)")
        }
        var collections: [String: Collection] = [:]
        for (id, c) in collectionMembers {
            var modes: [Mode] = []
            if case .array(let list)? = c["modes"] {
                for m in list { if case .string(let mid)? = m["modeId"], case .string(let name)? = m["name"] { modes.append(Mode(id: mid, name: name)) } }
            }
            let defaultMode = if case .string(let d)? = c["defaultModeId"] { d } else { modes.first?.id ?? "" }
            collections[id] = Collection(modes: modes, defaultMode: defaultMode)
        }
        var variables: [String: Variable] = [:]
        var order: [String] = []
        for (id, v) in variableMembers {
            guard case .string(let name)? = v["name"], case .string(let type)? = v["resolvedType"], case .string(let collection)? = v["variableCollectionId"],
                case .object(let values)? = v["valuesByMode"]
            else {
                throw .file(source, "variable \(id) needs name, resolvedType, variableCollectionId and valuesByMode")
            }
            let path = name.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "-") }.filter { !$0.isEmpty }
            guard !path.isEmpty else { throw .file(source, "variable \(id) has an empty name") }
            variables[id] = Variable(id: id, path: path, type: type, collection: collection, values: Dictionary(values.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }))
            order.append(id)
        }
        try Self.requireNoAliasCycle(variables, order: order, source: source)
        let colorCollection = order.compactMap { variables[$0] }.first { $0.type == "COLOR" }?.collection
        modes = colorCollection.flatMap { collections[$0]?.modes } ?? []
        self.variables = variables
        self.order = order
        self.collections = collections
    }

    /// Refuses variables whose aliases go round (a -> b -> a, in any mode): written as tokens, each would
    /// name the next for ever, and the files would be refused only when a later command read them.
    static func requireNoAliasCycle(_ variables: [String: Variable], order: [String], source: String) throws(FigmaError) {
        func target(_ value: JSONValue) -> String? {
            guard case .string("VARIABLE_ALIAS")? = value["type"], case .string(let id)? = value["id"] else { return nil }
            return id
        }
        // Chains already followed to their end, by mode: each variable is walked once, so a chain of
        // thousands costs its length, not its square.
        var settled: [String: Set<String>] = [:]
        for id in order {
            guard let variable = variables[id] else { continue }
            for mode in variable.values.keys.sorted() {
                var chain = [id]
                var next = variable.values[mode].flatMap(target)
                defer { settled[mode, default: []].formUnion(chain) }
                while let current = next, let aliased = variables[current], settled[mode]?.contains(current) != true {
                    if let start = chain.firstIndex(of: current) {
                        let names = (chain[start...] + [current]).map { variables[$0]?.path.joined(separator: "/") ?? $0 }
                        // A long cycle is named by its ends, as a token file's alias cycle is.
                        let shown =
                            names.count > 8
                            ? (names.prefix(5) + ["..."] + names.suffix(2)).joined(separator: " -> ") + ", \(names.count - 1) variables"
                            : names.joined(separator: " -> ")
                        throw .file(
                            source,
                            "variable \(names[0]) is an alias that leads back to itself (\(shown)) in mode \(mode); an alias must end at a colour or a number")
                    }
                    chain.append(current)
                    // A variable of another collection without this mode gives its own first value, as `token` does.
                    next = (aliased.values[mode] ?? aliased.values.first?.value).flatMap(target)
                }
            }
        }
    }

    /// The token path a document names the variable by (`bg/white-0`), or nil for an unknown id.
    func tokenPath(_ id: String) -> String? {
        variables[id].map { $0.path.joined(separator: "/") }
    }

    /// Every colour and number variable as a DTCG token in the mode named as `mode` is, nested by path.
    func tokens(mode: String) -> [(key: String, value: JSONValue)] {
        let modeName = modes.first { $0.id == mode }?.name
        var root: [(key: String, value: JSONValue)] = []
        for id in order {
            guard let variable = variables[id], let token = token(variable, modeName: modeName) else { continue }
            insert(token, at: variable.path[...], into: &root)
        }
        return root
    }

    private func token(_ variable: Variable, modeName: String?) -> JSONValue? {
        let collection = collections[variable.collection]
        let modeID = collection?.modes.first { $0.name == modeName }?.id ?? collection?.defaultMode ?? ""
        guard let value = variable.values[modeID] ?? variable.values.first?.value else { return nil }
        if case .string("VARIABLE_ALIAS")? = value["type"], case .string(let target)? = value["id"], let aliased = variables[target] {
            let type = variable.type == "COLOR" ? "color" : "dimension"
            return .object([("$type", .string(type)), ("$value", .string("{" + aliased.path.joined(separator: ".") + "}"))])
        }
        switch variable.type {
        case "COLOR": return .object([("$type", .string("color")), ("$value", .string(ImportState.hex(value, opacity: 1)))])
        case "FLOAT":
            guard case .number(let n) = value else { return nil }
            return .object([("$type", .string("number")), ("$value", .number(n))])
        default: return nil
        }
    }

    private func insert(_ token: JSONValue, at path: ArraySlice<String>, into group: inout [(key: String, value: JSONValue)]) {
        guard let first = path.first else { return }
        if path.count == 1 { group.append((first, token)); return }
        var members: [(key: String, value: JSONValue)] = []
        let index = group.firstIndex { $0.key == first }
        if let index, case .object(let existing) = group[index].value { members = existing }
        insert(token, at: path.dropFirst(), into: &members)
        if let index { group[index] = (first, .object(members)) } else { group.append((first, .object(members))) }
    }
}
