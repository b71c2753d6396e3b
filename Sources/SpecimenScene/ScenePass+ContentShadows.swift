import Geometry
import Pixels
import SpecimenLayout

/// Figma's shadows of a text or a vector: cast by the alpha of what the node draws (its glyphs, its
/// paths and lines, its children), not by a box. Figma's engineers describe a drop shadow as the
/// object's geometry copied, filled with one colour, blurred and drawn under the node; an inner shadow is
/// that copy's complement, moved, blurred and shown inside the node's alpha.
extension ScenePass {
    /// One `Paint.contentShadow` of a node, and where among the node's own primitives it was listed.
    struct ContentShadow {
        let index: Int
        let color: Color
        let offset: Point
        let radius: Double
        let inner: Bool
        let blend: BlendMode
        /// Figma's showShadowBehindNode: false cuts a drop shadow out under the node's own alpha.
        let behind: Bool
    }

    /// A drop shadow of `content`: every node of it in the shadow's colour at its own alpha, moved by the
    /// offset, on one layer blurred and laid over what lies under at the colour's alpha (so where two
    /// shapes overlap the shadow is their union, as the node's own alpha is), in the shadow's blend mode.
    /// Not shown behind the node, it is cut out by the node's alpha (a luminance mask: white over `area`,
    /// the content black over it).
    static func dropShadow(of content: [SceneNode], _ shadow: ContentShadow, area: Rect) -> SceneNode {
        let sigma = PaintEffects.sigma(radius: shadow.radius)
        let solid = Color(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue)
        let moved = SceneGroup(id: nil, transform: .translation(x: shadow.offset.x, y: shadow.offset.y), children: content.map { tinted($0, solid) })
        let alpha = Double(shadow.color.alpha) / 255
        let cast = SceneGroup(id: nil, blur: sigma > 0 ? sigma : nil, opacity: alpha, blend: shadow.blend, children: [.group(moved)])
        guard !shadow.behind else { return .group(cast) }
        var blurred = cast
        (blurred.opacity, blurred.blend) = (1, .normal)
        return .group(SceneGroup(id: nil, opacity: alpha, blend: shadow.blend, mask: cutOut(by: content, area: area), children: [.group(blurred)]))
    }

    /// The mask of a drop shadow not shown behind its node (Figma's showShadowBehindNode false): what it
    /// masks shows everywhere in `area` but where `content` is drawn, and as much less where the content
    /// is translucent as the content covers (a luminance mask: white over `area`, the content black over it).
    static func cutOut(by content: [SceneNode], area: Rect) -> SceneMask {
        let page = SceneNode.path(ScenePath(path: .rect(area), color: .white))
        return SceneMask(type: .luminance, nodes: [page] + content.map { tinted($0, Color(red: 0, green: 0, blue: 0)) })
    }

    /// An inner shadow of `content`: the shadow's colour everywhere but under the moved content (a
    /// luminance mask: white, the moved content black over it), blurred, then shown only through the
    /// content's own alpha, at the colour's alpha. `area` holds the content and the blur's reach.
    static func innerShadow(of content: [SceneNode], _ shadow: ContentShadow, area: Rect) -> SceneNode {
        let sigma = PaintEffects.sigma(radius: shadow.radius)
        let solid = Color(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue)
        let page = SceneNode.path(ScenePath(path: .rect(area), color: .white))
        let hole = SceneNode.group(
            SceneGroup(id: nil, transform: .translation(x: shadow.offset.x, y: shadow.offset.y), children: content.map { tinted($0, Color(red: 0, green: 0, blue: 0)) }))
        let outside = SceneGroup(id: nil, mask: SceneMask(type: .luminance, nodes: [page, hole]), children: [.path(ScenePath(path: .rect(area), color: solid))])
        let blurred: SceneNode = sigma > 0 ? .group(SceneGroup(id: nil, blur: sigma, children: [.group(outside)])) : .group(outside)
        return .group(
            SceneGroup(id: nil, opacity: Double(shadow.color.alpha) / 255, blend: shadow.blend, mask: SceneMask(type: .alpha, nodes: content), children: [blurred]))
    }

    /// `paint` with a shadow's offset mapped by `map` (a linear map); any other paint as it is.
    static func shadowMoved(_ paint: Paint, by map: AffineTransform) -> Paint {
        switch paint {
        case .shadow(let shape, let color, let offset, let radius, let spread, let inner, let behind):
            .shadow(shape, color: color, offset: map.apply(offset), radius: radius, spread: spread, inner: inner, behind: behind)
        case .contentShadow(let color, let offset, let radius, let inner, let blend, let behind):
            .contentShadow(color: color, offset: map.apply(offset), radius: radius, inner: inner, blend: blend, behind: behind)
        case .blended(let inner, let mode): .blended(shadowMoved(inner, by: map), mode)
        default: paint
        }
    }

    /// Whether `paint` is a box's drop shadow not shown behind the node (alone or in a blend mode of its own).
    static func isCutOut(_ paint: Paint) -> Bool {
        switch paint {
        case .shadow(_, _, _, _, _, let inner, let behind): !inner && !behind
        case .blended(let inner, _): isCutOut(inner)
        default: false
        }
    }

    /// Whether `paint` is an effect (a shadow or a blur, alone or blended), which no shadow is cast by and
    /// no cut-out hides: not part of the node's own picture.
    static func isEffect(_ paint: Paint) -> Bool {
        switch paint {
        case .shadow, .backgroundBlur, .backdropBlur: true
        case .blended(let inner, _): isEffect(inner)
        default: false
        }
    }

    /// `node` painted in `color` (opaque), each part keeping its own alpha: a path's colour's or its
    /// gradient stops', a run's, an image's pixels'. Groups keep their clips, masks and opacity (what
    /// shapes the alpha) and draw in normal mode, which changes only colour.
    static func tinted(_ node: SceneNode, _ color: Color) -> SceneNode {
        switch node {
        case .group(var group):
            group.blend = .normal
            group.children = group.children.map { tinted($0, color) }
            return .group(group)
        case .path(var path):
            path.color = Color(red: color.red, green: color.green, blue: color.blue, alpha: path.color.alpha)
            if var gradient = path.gradient {
                gradient.stops = gradient.stops.map {
                    SceneGradient.Stop(offset: $0.offset, color: Color(red: color.red, green: color.green, blue: color.blue, alpha: $0.color.alpha))
                }
                path.gradient = gradient
            }
            return .path(path)
        case .text(var run):
            run.color = Color(red: color.red, green: color.green, blue: color.blue, alpha: run.color.alpha)
            return .text(run)
        case .image(var image):
            var data = image.pixmap.data
            for i in stride(from: 0, to: data.count, by: 4) {
                let alpha = UInt32(data[i + 3])
                for (c, channel) in [color.red, color.green, color.blue].enumerated() { data[i + c] = UInt8((UInt32(channel) * alpha + 127) / 255) }
            }
            if let pixmap = Pixmap(width: image.pixmap.width, height: image.pixmap.height, premultipliedRGBA: data) { image.pixmap = pixmap }
            return .image(image)
        }
    }
}
