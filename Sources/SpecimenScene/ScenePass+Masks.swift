import Pixels
import SpecimenLayout

/// Figma's masks: a mask layer draws nothing of its own; it masks the siblings drawn after it.
extension ScenePass {
    /// The groups of sibling `nodes`, in drawing order. A mask node (`Paint.mask`) draws nothing
    /// itself: the siblings after it, up to the next mask node, are drawn as one group shown through
    /// the mask node's picture (its alpha, its outline or its luminance). A mask with nothing after it
    /// draws nothing.
    mutating func groups(for nodes: [LayoutNode]) throws -> [SceneNode] {
        var out: [SceneNode] = []
        out.reserveCapacity(nodes.count)
        var i = 0
        while i < nodes.count {
            guard let type = nodes[i].maskType else {
                out.append(.group(try group(for: nodes[i])))
                i += 1
                continue
            }
            // What lies under a background blur in the masked layers is never the mask itself.
            let mark = drawn.count
            let mask = try group(for: nodes[i])
            drawn.removeSubrange(mark...)
            i += 1
            var masked: [SceneNode] = []
            while i < nodes.count, nodes[i].maskType == nil {
                masked.append(.group(try group(for: nodes[i])))
                i += 1
            }
            guard !masked.isEmpty else { continue }
            let group = SceneGroup(id: nil, mask: SceneMask(type: type, nodes: [.group(mask)]), children: masked)
            drawn.removeSubrange(mark...)
            drawn.append(.group(group))
            out.append(.group(group))
        }
        return out
    }
}

extension LayoutNode {
    /// How the node masks the siblings after it, when it is a mask layer.
    var maskType: MaskType? {
        for case .mask(let type) in paints { return type }
        return nil
    }
}
