import SpecimenCatalogue
import SpecimenSupport

/// The checks that need the whole document: node names unique, every name a rule, binding or behaviour
/// gives exists and is of the right kind, every rule's match a valid value.
struct DocumentCheck {
    let document: ComponentDocument
    let reader: DocumentReader

    func run() throws(DocumentError) {
        var names: [String: String] = [:]
        for node in document.allNodes {
            if let first = names[node.id] {
                throw reader.fail(
                    "\(node.path).\(node.id == node.name ? "name" : "id")",
                    "the node id \"\(node.id)\" is used twice (first at \(first)); ids are unique (a node's id is its name unless it gives \"id\")")
            }
            names[node.id] = node.path
        }
        var properties: [String: DocumentProperty] = [:]
        for (i, property) in document.properties.enumerated() {
            guard properties[property.name] == nil else { throw reader.fail("$.properties[\(i)].name", "the property \"\(property.name)\" is defined twice") }
            properties[property.name] = property
        }
        for node in document.allNodes { try bindings(node.properties, at: node.path, properties: properties) }
        // An instance's overrides bind to this document's properties: the instance reads them before
        // the component it shows is laid out.
        func overrides(_ table: [String: InstanceOverride], at path: String) throws(DocumentError) {
            for (id, over) in table.sorted(by: { $0.key < $1.key }) {
                try bindings(over.patch, at: "\(path).\(id)", properties: properties)
                try overrides(over.overrides, at: "\(path).\(id).overrides")
            }
        }
        for node in document.allNodes where !node.overrides.isEmpty { try overrides(node.overrides, at: "\(node.path).overrides") }
        let lists = document.behaviour?.pattern.lists ?? []
        for node in document.allNodes {
            if let list = node.forEach, !lists.contains(list) {
                throw reader.fail(
                    "\(node.path).forEach", "list \"\(list)\" is not one the behaviour holds (valid: \(lists.isEmpty ? "none for this behaviour" : lists.joined(separator: ", ")))")
            }
        }
        let states = document.behaviour?.pattern.contentStates ?? []
        for rule in document.rules {
            for (name, values) in rule.when.sorted(by: { $0.key < $1.key }) {
                guard let property = properties[name] else {
                    throw reader.fail(
                        "\(rule.path).when.\(name)",
                        "no property \"\(name)\"\(Self.near(name, Array(properties.keys))) (valid: \(document.properties.map(\.name).joined(separator: ", ")))")
                }
                let valid = property.kind == .variant ? property.options : property.kind == .boolean ? ["on", "off"] : []
                for value in values where !valid.isEmpty && !valid.contains(value) {
                    throw reader.fail("\(rule.path).when.\(name)", "\"\(value)\" is not a value of \(name) (valid: \(valid.joined(separator: ", ")))")
                }
            }
            try defaults(of: rule, properties: properties)
            for state in rule.whileStates where !states.contains(state) {
                throw reader.fail(
                    "\(rule.path).while",
                    "content state \"\(state)\" is not one the behaviour reports (valid: \(states.isEmpty ? "none without a behaviour" : states.joined(separator: ", ")))")
            }
            for (name, patch) in rule.patches.sorted(by: { $0.key < $1.key }) {
                guard names[name] != nil else {
                    throw reader.fail("\(rule.path).set.\(name)", "no node \"\(name)\"\(Self.near(name, Array(names.keys)))")
                }
                try bindings(patch, at: "\(rule.path).set.\(name)", properties: properties)
            }
        }
        if let behaviour = document.behaviour {
            for (slot, target) in behaviour.bind.sorted(by: { $0.key < $1.key }) where properties[target] == nil && names[target] == nil {
                throw reader.fail("$.behaviour.bind.\(slot)", "\"\(target)\" is neither a property nor a node of \(document.name)")
            }
        }
    }

    private func bindings(_ patch: NodePatch, at path: String, properties: [String: DocumentProperty]) throws(DocumentError) {
        func check(_ name: String, key: String, kinds: [DocumentProperty.Kind]) throws(DocumentError) {
            guard let property = properties[name] else {
                throw reader.fail("\(path).\(key).property", "no property \"\(name)\"\(Self.near(name, Array(properties.keys)))")
            }
            guard kinds.contains(property.kind) else {
                throw reader.fail(
                    "\(path).\(key).property", "\(key) binds to a \(kinds.map(\.rawValue).joined(separator: " or ")) property; \"\(name)\" is \(property.kind.rawValue)")
            }
        }
        if case .property(let name)? = patch.visible { try check(name, key: "visible", kinds: [.boolean]) }
        if case .property(let name)? = patch.characters { try check(name, key: "characters", kinds: [.text, .number]) }
        if case .property(let name)? = patch.icon { try check(name, key: "icon", kinds: [.instanceSwap]) }
        let content = document.behaviour?.pattern.contentValues ?? []
        for (key, bound) in [("visible", patch.visible.flatMap(Self.content)), ("characters", patch.characters.flatMap(Self.content)), ("icon", patch.icon.flatMap(Self.content))] {
            if let bound, !content.contains(bound) {
                throw reader.fail(
                    "\(path).\(key).content",
                    "content \"\(bound)\" is not one the behaviour holds (valid: \(content.isEmpty ? "none without a behaviour" : content.joined(separator: ", ")))")
            }
        }
    }

    static func content<T>(_ binding: Binding<T>) -> String? { if case .content(let name) = binding { name } else { nil } }

    static func near(_ name: String, _ candidates: [String]) -> String {
        let close = Suggestions.closest(to: name, in: candidates.sorted(), limit: 3)
        return close.isEmpty ? "" : "; did you mean \(close.map { "\"\($0)\"" }.joined(separator: " or "))?"
    }
}
