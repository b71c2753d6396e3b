import Foundation
import SpecimenAutoLayout
import SpecimenCatalogue
import SpecimenLimits
import SpecimenSupport
import SpecimenTokens

/// Reads a component document from bytes: JSON5-tolerant parsing (the token files' reader), then every
/// key checked against the format and every value turned into its type, then the cross-checks that
/// need the whole document (unique node names, rules and bindings naming what exists, limits).
package struct DocumentReader {
    let file: String
    let lines: [String: Int]
    /// The roles the document's folder declares beyond the generic ones (its `roles.json`).
    var roles: DeclaredRoles = .none

    /// The document in `bytes`, read from `file` (the name errors give), its `role`s the generic ones
    /// or one of `roles` (what its folder declares; a document read outside a folder has none).
    package static func read(_ bytes: [UInt8], file: String, roles: DeclaredRoles = .none) throws(DocumentError) -> ComponentDocument {
        guard bytes.count <= Limits.documentBytes else {
            throw DocumentError(file: file, line: 0, path: "", reason: "the file is \(bytes.count) bytes; a component document is at most \(Limits.documentBytes)")
        }
        // Lines are needed only for an error's `file:line:`, and the table of them is most of the JSON
        // reader's cost (a path string and a dictionary entry per value): a document is read without
        // it, and only when something is wrong read again with it, which meets the same error (reading is
        // a pure function of the bytes) and so names its line.
        if let value = try? JSONReader.parse(bytes, dialect: .json5), let document = try? read(value, file: file, lines: [:], roles: roles) { return document }
        let parsed = try parseWithLines(bytes, file: file)
        return try read(parsed.value, file: file, lines: parsed.lines, roles: roles)
    }

    /// `bytes` parsed (JSON5 accepted) with the line of every value, for a file's errors; a syntax error
    /// is a `DocumentError` with its line where every document error puts it (`file:line:`).
    static func parseWithLines(_ bytes: [UInt8], file: String) throws(DocumentError) -> (value: JSONValue, lines: [String: Int]) {
        do { return try JSONReader.parseWithLines(bytes, dialect: .json5) } catch {
            var reason = error.reason
            var line = 0
            // The JSON reader ends its reason with "(line 4, column 3)": the line goes where every document
            // error puts it (file:line:), the column stays with the reason.
            if let open = reason.range(of: " (line ", options: .backwards) {
                let place = reason[open.upperBound...].dropLast().split(separator: ",")
                if let n = place.first.flatMap({ Int($0) }) {
                    line = n
                    let column = place.dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) }
                    reason = String(reason[..<open.lowerBound]) + (column.map { " (\($0))" } ?? "")
                }
            }
            throw DocumentError(file: file, line: line, path: "", reason: "not JSON: " + reason)
        }
    }

    /// The document in a parsed `value`, its errors naming lines from `lines` (none: line 0).
    private static func read(_ value: JSONValue, file: String, lines: [String: Int], roles: DeclaredRoles) throws(DocumentError) -> ComponentDocument {
        let reader = DocumentReader(file: file, lines: lines, roles: roles)
        let document = try reader.document(value)
        try DocumentCheck(document: document, reader: reader).run()
        return document
    }

    /// The document in the file at `url`, its roles the generic ones and those `roles` declares: by
    /// default, what the `roles.json` beside it declares (a folder reading many documents reads it once).
    package static func read(contentsOf url: URL, roles: DeclaredRoles? = nil) throws(DocumentError) -> ComponentDocument {
        let name = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DocumentError(file: url.path, line: 0, path: "", reason: "cannot be read (no such file, or not readable)")
        }
        var declared = roles ?? .none
        if roles == nil { declared = try DeclaredRoles.read(folder: url.deletingLastPathComponent()) }
        var document = try read([UInt8](data), file: name, roles: declared)
        document.folder = url.deletingLastPathComponent().path
        return document
    }

    // MARK: Errors

    func fail(_ path: String, _ reason: String) -> DocumentError {
        // A missing member has no line of its own: its object's line is the nearest.
        var probe = path
        while lines[probe] == nil, let cut = probe.lastIndex(where: { $0 == "." || $0 == "[" }) { probe = String(probe[..<cut]) }
        return DocumentError(file: file, line: lines[probe] ?? 0, path: path, reason: reason)
    }

    /// The members of an object, every key checked against `keys` (an unknown one names the closest).
    func object(_ value: JSONValue, _ path: String, keys: [String], what: String) throws(DocumentError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw fail(path, "\(what) must be an object") }
        var out: [String: JSONValue] = [:]
        for (key, member) in members {
            guard keys.contains(key) else {
                let near = Suggestions.closest(to: key, in: keys, limit: 3)
                let hint = near.isEmpty ? "" : "; did you mean \(near.map { "\"\($0)\"" }.joined(separator: " or "))?"
                throw fail("\(path).\(key)", "unknown key \"\(key)\" in \(what)\(hint) (valid: \(keys.joined(separator: ", ")))")
            }
            guard out[key] == nil else { throw fail("\(path).\(key)", "the key \"\(key)\" appears twice") }
            out[key] = member
        }
        return out
    }

    func string(_ value: JSONValue?, _ path: String, what: String) throws(DocumentError) -> String {
        guard case .string(let s)? = value else { throw fail(path, value == nil ? "\(what) is missing (a string)" : "\(what) must be a string") }
        return s
    }

    func number(_ value: JSONValue?, _ path: String, what: String, range: ClosedRange<Double> = Limits.dimensionRange) throws(DocumentError) -> Double {
        guard case .number(let number)? = value else { throw fail(path, value == nil ? "\(what) is missing (a number)" : "\(what) must be a number") }
        let n = number.value
        guard range.contains(n) else { throw fail(path, "\(what) is \(n); valid: \(range.lowerBound) to \(range.upperBound)") }
        return n
    }

    func optionalNumber(_ value: JSONValue?, _ path: String, what: String) throws(DocumentError) -> Double? {
        value == nil ? nil : try number(value, path, what: what)
    }

    func bool(_ value: JSONValue?, _ path: String, what: String) throws(DocumentError) -> Bool {
        guard case .bool(let b)? = value else { throw fail(path, "\(what) must be true or false") }
        return b
    }

    func choice<E: RawRepresentable & CaseIterable>(_ value: JSONValue?, _ path: String, what: String, as type: E.Type) throws(DocumentError) -> E where E.RawValue == String {
        let text = try string(value, path, what: what)
        guard let made = E(rawValue: text) else {
            throw fail(path, "\(what) \"\(text)\" is not one of \(E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
        }
        return made
    }

    func array(_ value: JSONValue?, _ path: String, what: String) throws(DocumentError) -> [JSONValue] {
        guard let value else { return [] }
        guard case .array(let items) = value else { throw fail(path, "\(what) must be an array") }
        return items
    }

    // MARK: The document

    static let documentKeys = [
        "$schema", "version", "name", "description", "designSystem", "position", "properties", "behaviour", "root", "rules", "decisions", "captions", "live",
        "keepsOrderInRightToLeft",
    ]

    func document(_ value: JSONValue) throws(DocumentError) -> ComponentDocument {
        let top = try object(value, "$", keys: Self.documentKeys, what: "a component document")
        let version = try number(top["version"], "$.version", what: "version", range: 0...1_000_000)
        guard version == Double(ComponentDocument.version) else {
            throw fail("$.version", "version \(NumberFormat.text(version)) is not read by this Specimen; valid: \(ComponentDocument.version)")
        }
        var properties: [DocumentProperty] = []
        for (i, item) in try array(top["properties"], "$.properties", what: "properties").enumerated() {
            properties.append(try property(item, "$.properties[\(i)]"))
        }
        var nodeCount = 0
        let root = try node(top["root"] ?? .null, "$.root", depth: 1, count: &nodeCount)
        var rules: [DocumentRule] = []
        let ruleItems = try array(top["rules"], "$.rules", what: "rules")
        guard ruleItems.count <= Limits.documentRules else { throw fail("$.rules", "\(ruleItems.count) rules; at most \(Limits.documentRules)") }
        for (i, item) in ruleItems.enumerated() { rules.append(try rule(item, "$.rules[\(i)]")) }
        var decisions: [DocumentDecision] = []
        for (i, item) in try array(top["decisions"], "$.decisions", what: "decisions").enumerated() {
            let path = "$.decisions[\(i)]"
            let d = try object(item, path, keys: ["decision", "because"], what: "a decision")
            decisions.append(
                DocumentDecision(
                    decision: try string(d["decision"], "\(path).decision", what: "decision"),
                    because: try string(d["because"], "\(path).because", what: "because")))
        }
        return ComponentDocument(
            version: Int(version), name: try string(top["name"], "$.name", what: "name"),
            description: top["description"] == nil ? "" : try string(top["description"], "$.description", what: "description"),
            designSystem: try string(top["designSystem"], "$.designSystem", what: "designSystem"),
            position: Int(try number(top["position"], "$.position", what: "position", range: 0...1_000_000)),
            properties: properties,
            behaviour: try top["behaviour"].map { value throws(DocumentError) in try behaviour(value, "$.behaviour", properties: properties) },
            root: root, rules: rules, decisions: decisions, file: file, captions: try captions(top["captions"], properties: properties),
            live: try top["live"].map { value throws(DocumentError) in try live(value, "$.live") },
            keepsOrderInRightToLeft: top["keepsOrderInRightToLeft"] == nil
                ? false : try bool(top["keepsOrderInRightToLeft"], "$.keepsOrderInRightToLeft", what: "keepsOrderInRightToLeft"))
    }

    /// `captions`: each a `text` and the Variant options (`when`) of the variants it describes.
    func captions(_ value: JSONValue?, properties: [DocumentProperty]) throws(DocumentError) -> [DocumentCaption] {
        var captions: [DocumentCaption] = []
        for (i, item) in try array(value, "$.captions", what: "captions").enumerated() {
            let path = "$.captions[\(i)]"
            let c = try object(item, path, keys: ["when", "text"], what: "a caption")
            var when: [String: String] = [:]
            if let raw = c["when"] {
                for (name, option) in try object(raw, "\(path).when", keys: properties.filter { $0.kind == .variant }.map(\.name), what: "a caption's variant options") {
                    when[name] = try string(option, "\(path).when.\(name)", what: "an option")
                }
            }
            captions.append(DocumentCaption(when: when, text: try string(c["text"], "\(path).text", what: "a caption's text")))
        }
        return captions
    }

    /// `live`: the script its specimen plays, from a `variant` with `properties` set.
    func live(_ value: JSONValue, _ path: String) throws(DocumentError) -> DocumentLiveSpecimen {
        let l = try object(value, path, keys: ["variant", "properties", "script"], what: "a live specimen")
        var properties: [String] = []
        for (i, item) in try array(l["properties"], "\(path).properties", what: "properties").enumerated() {
            properties.append(try string(item, "\(path).properties[\(i)]", what: "a Name=Value property"))
        }
        return DocumentLiveSpecimen(
            variant: l["variant"] == nil ? nil : try string(l["variant"], "\(path).variant", what: "a variant name"),
            properties: properties, script: try string(l["script"], "\(path).script", what: "a script"))
    }

    func property(_ value: JSONValue, _ path: String) throws(DocumentError) -> DocumentProperty {
        let p = try object(value, path, keys: ["name", "kind", "options", "default"], what: "a property")
        let name = try string(p["name"], "\(path).name", what: "name")
        let kind = try choice(p["kind"], "\(path).kind", what: "kind", as: DocumentProperty.Kind.self)
        var options: [String] = []
        for (i, option) in try array(p["options"], "\(path).options", what: "options").enumerated() {
            let name = try string(option, "\(path).options[\(i)]", what: "an option")
            guard !options.contains(name) else {
                throw fail("\(path).options[\(i)]", "the option \"\(name)\" is listed twice; list each option once")
            }
            options.append(name)
        }
        let defaultValue: String
        switch kind {
        case .boolean: defaultValue = try bool(p["default"], "\(path).default", what: "a Boolean's default") ? "on" : "off"
        case .number:
            let n = try number(p["default"], "\(path).default", what: "a number's default", range: -1e9...1e9)
            guard n == n.rounded() else { throw fail("\(path).default", "a number property holds whole numbers; \(n) is not one") }
            defaultValue = String(Int(n))
        case .variant:
            guard !options.isEmpty else { throw fail("\(path).options", "a variant property needs its options (a list of names)") }
            defaultValue = p["default"] == nil ? options[0] : try string(p["default"], "\(path).default", what: "default")
            guard options.contains(defaultValue) else {
                throw fail("\(path).default", "the default \"\(defaultValue)\" is not one of the options (\(options.joined(separator: ", ")))")
            }
        case .text, .instanceSwap: defaultValue = try string(p["default"], "\(path).default", what: "default")
        }
        if kind != .variant, p["options"] != nil { throw fail("\(path).options", "only a variant property has options") }
        return DocumentProperty(name: name, kind: kind, options: options, defaultValue: defaultValue)
    }

    func rule(_ value: JSONValue, _ path: String) throws(DocumentError) -> DocumentRule {
        let r = try object(value, path, keys: ["when", "while", "set", "defaults"], what: "a rule")
        let when = try self.when(r["when"], "\(path).when")
        var states: [String] = []
        switch r["while"] {
        case nil: break
        case .string(let s)?: states = [s]
        case let other?:
            for (i, item) in try array(other, "\(path).while", what: "while").enumerated() { states.append(try string(item, "\(path).while[\(i)]", what: "a content state")) }
        }
        let defaults = try ruleDefaults(r["defaults"], "\(path).defaults")
        let set = r["set"] ?? (defaults.isEmpty ? nil : .object([]))
        guard let set, case .object(let members) = set else {
            throw fail("\(path).set", "a rule needs \"set\": an object of node names and the properties they take (or \"defaults\")")
        }
        var patches: [String: NodePatch] = [:]
        for (name, patch) in members {
            let at = "\(path).set.\(name)"
            patches[name] = try self.patch(try object(patch, at, keys: Self.patchKeys, what: "a rule's node properties"), at)
        }
        return DocumentRule(when: when, whileStates: states, patches: patches, defaults: defaults, path: path)
    }
}

/// Whole numbers without a decimal point, for messages.
enum NumberFormat {
    static func text(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value) }
}
