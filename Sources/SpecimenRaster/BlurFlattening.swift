import Geometry
import Pixels
import SpecimenScene

extension DisplayList {
    /// The list as a PDF can draw it: every blurred or composited group (`SceneGroup.isComposited`) and
    /// every gradient the PDF writer has no shading for (angular, diamond, stops of varying opacity:
    /// `SceneGradient.isVectorShading`) replaced by an image of it, drawn by this rasterizer at the list's scale over the
    /// list's bounds, so a writer with no blur, no group opacity and no gradient of its own places the
    /// very pixels the PNG has. A composited group keeps its opacity and blend mode around its image
    /// (the layer's pixels, composited by the PDF viewer as the rasterizer composites them). `rasterizer`
    /// draws them (a renderer passes its own, so the masks it has filled are reused).
    package func flatteningBlurs(rasterizer: Rasterizer = Rasterizer()) -> DisplayList {
        flattening(composited: true, gradients: { !$0.isVectorShading }, rasterizer: rasterizer)
    }

    /// The list as an SVG can draw it: angular and diamond gradients (SVG has neither) replaced by the
    /// rasterizer's image of them, clipped to nothing more than their shape already is.
    package func flatteningForSVG(rasterizer: Rasterizer = Rasterizer()) -> DisplayList {
        flattening(composited: false, gradients: { $0.kind == .angular || $0.kind == .diamond }, rasterizer: rasterizer)
    }

    private func flattening(composited: Bool, gradients: @escaping (SceneGradient) -> Bool, rasterizer: Rasterizer) -> DisplayList {
        var list = self
        let pass = Flattening(list: self, composited: composited, gradients: gradients, rasterizer: rasterizer)
        list.nodes = nodes.map { pass.flattened($0, at: .identity) }
        return list
    }
}

/// One flattening of a list: which nodes become images, and how each is drawn.
private struct Flattening {
    let list: DisplayList
    let composited: Bool
    /// Whether a gradient becomes pixels.
    let gradients: (SceneGradient) -> Bool
    let rasterizer: Rasterizer

    /// `node` with what this pass flattens replaced; `placed` maps the node's coordinates to the list's.
    func flattened(_ node: SceneNode, at placed: AffineTransform) -> SceneNode {
        switch node {
        case .group(var group):
            if group.blur != nil || (composited && group.isComposited) {
                var alone = group
                alone.opacity = 1
                alone.blend = .normal
                let image = picture(of: .group(alone), at: placed)
                return .group(
                    SceneGroup(
                        id: group.id, role: group.role, accessibilityKey: group.accessibilityKey,
                        transform: Self.undoing(placed), opacity: group.opacity, blend: group.blend, children: [image]))
            }
            let inner = group.transform.map { $0.concatenating(placed) } ?? placed
            group.children = group.children.map { flattened($0, at: inner) }
            if var mask = group.mask {
                // The mask layer is drawn in the group's coordinates too.
                mask.nodes = mask.nodes.map { flattened($0, at: inner) }
                group.mask = mask
            }
            return .group(group)
        case .path(let path):
            guard let gradient = path.gradient, gradients(gradient) else { return node }
            let image = picture(of: node, at: placed)
            guard let undo = Self.undoing(placed) else { return image }
            return .group(SceneGroup(id: nil, transform: undo, children: [image]))
        case .image, .text:
            return node
        }
    }

    /// `node`, drawn where it lies in the list, as an image over the list's bounds.
    private func picture(of node: SceneNode, at placed: AffineTransform) -> SceneNode {
        let drawn: SceneNode = placed == .identity ? node : .group(SceneGroup(id: nil, transform: placed, children: [node]))
        let alone = DisplayList(
            bounds: list.bounds, scale: list.scale, pixelWidth: list.pixelWidth, pixelHeight: list.pixelHeight,
            background: nil, title: list.title, nodes: [drawn])
        let pixels = rasterizer.render(alone)
        let frame = Rect(x: list.bounds.minX, y: list.bounds.minY, width: Double(pixels.width) / list.scale, height: Double(pixels.height) / list.scale)
        return .image(SceneImage(pixmap: pixels, frame: frame))
    }

    /// The map back from the list's coordinates to a node's, for an image drawn in the list's; `nil`
    /// when the node's are the list's.
    private static func undoing(_ placed: AffineTransform) -> AffineTransform? {
        placed == .identity ? nil : placed.inverted
    }
}
