import SpecimenSupport

/// A component layer Figma hides (`visible: false`) that an instance shows (its own copy of the layer
/// visible): such a layer is imported with `"visible": false`, so the instance's override can show it.
/// Every other hidden layer is left out, as before (it takes no space and draws nothing).
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
}
