import Pixels

/// What a masked group shows through: a layer drawn in the group's own coordinates, whose alpha (or
/// luminance) multiplies the group's layer before it is laid over what lies under it. Figma's mask
/// layer (`isMask`) masking the siblings above it; SVG's `<mask>`.
package struct SceneMask: Sendable {
    /// How the drawn layer gives coverage.
    package var type: MaskType
    /// What the mask layer draws (the mask node's group), first at the bottom. For a vector mask every
    /// paint is already opaque, so its alpha is its outline's coverage.
    package var nodes: [SceneNode]

    /// A mask of `type` drawing `nodes`; a vector mask draws them opaque (its outline, not its paint).
    package init(type: MaskType, nodes: [SceneNode]) {
        self.type = type
        self.nodes = type == .vector ? nodes.map(Self.opaque) : nodes
    }

    /// `node` with every colour at full alpha and every group at full opacity: what a shape covers,
    /// whatever it is painted with.
    static func opaque(_ node: SceneNode) -> SceneNode {
        switch node {
        case .group(var group):
            group.opacity = 1
            group.children = group.children.map(opaque)
            return .group(group)
        case .path(var path):
            path.color.alpha = 255
            if var gradient = path.gradient {
                gradient.stops = gradient.stops.map { SceneGradient.Stop(offset: $0.offset, color: Color(red: $0.color.red, green: $0.color.green, blue: $0.color.blue)) }
                path.gradient = gradient
            }
            return .path(path)
        case .text(var run):
            run.color.alpha = 255
            return .text(run)
        case .image:
            return node
        }
    }
}
