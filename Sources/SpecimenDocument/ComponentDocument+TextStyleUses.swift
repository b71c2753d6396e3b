extension ComponentDocument {
    /// Every text style (typography token path) the document's texts name, with the node that names it,
    /// in document order: `Card / title` for a node's own or a run's, `Card / title when size=large` for a
    /// rule's patch, `Card / button / label` for an instance's override of a layer. What a line about a
    /// font nobody provides names as its users.
    package var textStyleUses: [(style: String, node: String)] {
        var out: [(style: String, node: String)] = []
        func add(_ patch: NodePatch, _ node: String) {
            for style in [patch.textStyle] + (patch.runs ?? []).map(\.style.textStyle) {
                if let style, !style.isEmpty { out.append((style, node)) }
            }
        }
        func walk(_ overrides: [String: InstanceOverride], under owner: String) {
            for id in overrides.keys.sorted() {
                guard let over = overrides[id] else { continue }
                add(over.patch, owner + " / " + id)
                walk(over.overrides, under: owner + " / " + id)
            }
        }
        // A node is named by its set and its own name, as the Figma import names it (`Owner / node`).
        func walk(_ node: DocumentNode) {
            let label = name + " / " + node.name
            add(node.properties, label)
            walk(node.overrides, under: label)
            for child in node.children { walk(child) }
        }
        walk(root)
        for rule in rules {
            let when = rule.when.keys.sorted().map { "\($0)=\(rule.when[$0, default: []].joined(separator: "|"))" }.joined(separator: ", ")
            for id in rule.patches.keys.sorted() {
                guard let patch = rule.patches[id] else { continue }
                add(patch, name + " / " + id + (when.isEmpty ? "" : " when " + when))
            }
        }
        return out
    }
}
