import Geometry
import Pixels
import SpecimenScene

extension DisplayList {
    /// The list with every blurred group (`SceneGroup.blur`) replaced by an image of it: the group
    /// drawn by this rasterizer at the list's scale over the list's bounds (blurred, then clipped),
    /// so a writer with no blur of its own (PDF) places the very pixels the PNG has. `rasterizer` draws
    /// them (a renderer passes its own, so the masks it has filled are reused).
    package func flatteningBlurs(rasterizer: Rasterizer = Rasterizer()) -> DisplayList {
        var list = self
        list.nodes = nodes.map { flattened($0, rasterizer) }
        return list
    }

    private func flattened(_ node: SceneNode, _ rasterizer: Rasterizer) -> SceneNode {
        guard case .group(var group) = node else { return node }
        guard group.blur != nil else {
            group.children = group.children.map { flattened($0, rasterizer) }
            return .group(group)
        }
        let alone = DisplayList(
            bounds: bounds, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            background: nil, title: title, nodes: [.group(group)])
        let pixels = rasterizer.render(alone)
        let frame = Rect(x: bounds.minX, y: bounds.minY, width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        return .group(
            SceneGroup(
                id: group.id, role: group.role, accessibilityKey: group.accessibilityKey,
                children: [.image(SceneImage(pixmap: pixels, frame: frame))]))
    }
}
