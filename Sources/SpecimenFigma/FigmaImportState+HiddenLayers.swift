import SpecimenSupport

/// A component layer Figma hides (`visible: false`) that an instance shows (its own copy of the layer
/// visible), or that another variant of its set shows (the same layer by its names from the variant
/// down): such a layer is imported with `"visible": false`, so the instance's override or the
/// variant's rule can show it. Every other hidden layer is left out, as before (it takes no space and
/// draws nothing).
extension ImportState {
    /// The ids of the components' hidden layers that an instance inside `roots` shows.
    func layersShownByInstances(in roots: [FigmaNode]) -> Set<String> {
        var shown: Set<String> = []
        func layers(_ node: FigmaNode, into index: inout [String: FigmaNode]) {
            index[node.id] = node
            for child in node.children { layers(child, into: &index) }
        }
        func walk(_ node: FigmaNode) {
            if node.type == .instance, let id = node.string("componentId"), let target = components[id] {
                var index: [String: FigmaNode] = [:]
                layers(target.main, into: &index)
                let prefix = (node.id.hasPrefix("I") ? node.id : "I" + node.id) + ";"
                func compare(_ copy: FigmaNode) {
                    for child in copy.children {
                        if child.id.hasPrefix(prefix), let layer = index[String(child.id.dropFirst(prefix.count))], !layer.visible, child.visible {
                            shown.insert(layer.id)
                        }
                        compare(child)
                    }
                }
                compare(node)
            }
            for child in node.children { walk(child) }
        }
        roots.forEach(walk)
        return shown
    }

    /// The ids of the hidden layers of a component set's variants that another variant of the set shows:
    /// layers matched by their names (and, among siblings of one name, their order) from the variant down.
    func layersShownByVariants(in roots: [FigmaNode]) -> Set<String> {
        var kept: Set<String> = []
        func sets(_ node: FigmaNode) {
            if node.type == .componentSet {
                var seen: [[String]: (hidden: [String], shown: Bool)] = [:]
                func walk(_ layer: FigmaNode, path: [String]) {
                    var counts: [String: Int] = [:]
                    for child in layer.children {
                        let n = counts[child.name, default: 0]
                        counts[child.name] = n + 1
                        let key = path + ["\(n)/\(child.name)"]
                        if child.visible { seen[key, default: ([], false)].shown = true } else { seen[key, default: ([], false)].hidden.append(child.id) }
                        walk(child, path: key)
                    }
                }
                for variant in node.children where variant.type == .component { walk(variant, path: []) }
                for (_, entry) in seen where entry.shown { kept.formUnion(entry.hidden) }
            }
            for child in node.children { sets(child) }
        }
        roots.forEach(sets)
        return kept
    }
}
