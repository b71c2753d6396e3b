import Geometry
import Pixels
import SpecimenLayout
import SpecimenText
import SpecimenTokens

/// Turns a measured layout into a display list: every token resolved against a theme, every shape
/// outlined, every glyph outlined, every blur computed, so consumers only fill paths and place images.
package struct SceneBuilder: Sendable {
    /// Where glyph and icon outlines come from: the engine that shaped the layout's text.
    package let text: TextEngine
    /// The backdrop pictures and blurs drawn so far (the renderer's, shared by its threads).
    package let backdrops: BuiltInBackdrops

    /// A builder drawing glyphs from `text` and backdrop pictures into `backdrops` (its own, empty,
    /// unless one is passed).
    package init(text: TextEngine, backdrops: BuiltInBackdrops = BuiltInBackdrops()) {
        self.text = text
        self.backdrops = backdrops
    }

    /// The display list of `tree` in `theme` at `options.scale`.
    ///
    /// The tree is snapped to the scale's pixel grid first, so the edges of rect-like shapes land on
    /// device pixel boundaries. Each layout node becomes a group named after it holding its paints, in
    /// order, then its children's groups.
    ///
    /// Throws the theme's `TokenError` (naming the path) when a token a paint uses is missing or of the
    /// wrong type, and `SceneError.invalidScale` for a scale that is not positive or is too large.
    package func build(_ tree: LayoutTree, theme: Theme, options: SceneOptions) throws -> DisplayList {
        try build(snapped: tree.snapped(toScale: options.scale), theme: theme, options: options)
    }

    /// The display list of a layout already snapped to `options.scale` (what `Renderer.rendering` made
    /// once, so the scene and the redlines read the same snapped frames).
    package func build(snapped: LayoutTree, theme: Theme, options: SceneOptions) throws -> DisplayList {
        try options.validate()
        var pass = ScenePass(text: text, theme: theme, options: options, backdrops: backdrops)
        let nodes = try pass.groups(for: snapped.nodes)
        // A focus ring the layout forgot to count in its bounds would be cut off, so the list covers it too.
        let bounds = pass.outsideExtents.reduce(snapped.bounds) { $0.union($1) }
        let background: Color? =
            switch options.background {
            case .surface: try theme.color(PageToken.background)
            case .transparent: nil
            }
        let configuration = snapped.configuration
        return DisplayList(
            bounds: bounds, scale: options.scale,
            pixelWidth: SceneBuilder.pixels(bounds.width, options.scale),
            pixelHeight: SceneBuilder.pixels(bounds.height, options.scale),
            background: background,
            title: "\(configuration.set.name) / \(configuration.variant.name)",
            nodes: nodes)
    }

    /// Device pixels needed to hold `length` points: rounded up, but a length that is a whole number of
    /// pixels give or take floating-point noise does not gain an empty column.
    package static func pixels(_ length: Double, _ scale: Double) -> Int {
        max(0, Int((length * scale - 1e-9).rounded(.up)))
    }
}

/// One run of `SceneBuilder.build`: the state that lives only while a tree is turned into a list.
struct ScenePass {
    let text: TextEngine
    let theme: Theme
    let options: SceneOptions
    let backdrops: BuiltInBackdrops
    /// The most recent backdrop photo drawn, which a later `backdropBlur` blurs.
    private(set) var backdrop: BackdropLayer?
    /// What paints draw outside their node's frame (focus rings), in points.
    private(set) var outsideExtents: [Rect] = []
    /// Everything drawn so far, in order (finished nodes as their groups): what a background blur blurs.
    var drawn: [SceneNode] = []
    /// The linear part of the transforms of the nodes being drawn (the node's own, then its ancestors'):
    /// from the current node's space to the list's, which its shadows' offsets are given in.
    var turn = AffineTransform.identity

    init(text: TextEngine, theme: Theme, options: SceneOptions, backdrops: BuiltInBackdrops) {
        self.text = text
        self.theme = theme
        self.options = options
        self.backdrops = backdrops
    }

    /// A node's paints, then its children, as one group named after the node. A node that clips its
    /// content holds its children in a clipped group of their own; a layer blur blurs the whole group.
    mutating func group(for node: LayoutNode) throws -> SceneGroup {
        let mark = drawn.count
        var children: [SceneNode] = []
        var clip: Path?, blur: Double?, transform: AffineTransform?, opacity = 1.0, blend = BlendMode.normal
        // What a text's or vector's shadows are cast by: the node's own drawing, its effects aside.
        var shadows: [ContentShadow] = [], content: [SceneNode] = []
        // A box's drop shadows not shown behind it: where each lies among the node's primitives.
        var cutOuts: [Range<Int>] = []
        // Figma moves a turned layer's shadows in the canvas's directions, not the layer's: each offset is
        // taken back through the turn the node and its ancestors are drawn in.
        let outer = turn
        defer { turn = outer }
        for case .transform(let map) in node.paints { turn = AffineTransform(a: map.a, b: map.b, c: map.c, d: map.d, tx: 0, ty: 0).concatenating(outer) }
        let paints = turn == .identity ? node.paints : turn.inverted.map { back in node.paints.map { Self.shadowMoved($0, by: back) } } ?? node.paints
        for paint in paints {
            switch paint {
            case .clipsChildren(let shape): clip = shape.path(in: node.frame)
            case .layerBlur(let radius): blur = PaintEffects.sigma(radius: radius)
            case .layer(let alpha, let mode): (opacity, blend) = (alpha.isFinite ? min(1, max(0, alpha)) : 1, mode)
            case .transform(let map): transform = map.placed(in: node.frame)
            case .contentShadow(let token, let offset, let radius, let inner, let mode, let behind):
                shadows.append(
                    ContentShadow(
                        index: children.count, color: try theme.color(token), offset: offset, radius: radius, inner: inner, blend: mode, behind: behind))
            default:
                let made = try primitives(for: paint, in: node.frame)
                if Self.isCutOut(paint) { cutOuts.append(children.count..<children.count + made.count) }
                children += made
                drawn += made
                if !Self.isEffect(paint) { content += made }
            }
        }
        if !cutOuts.isEmpty {
            // Cut out by the node's own paints (not its children's), as Figma hides a box's shadow behind its fills.
            let area = paints.reduce(node.frame) { $0.union($1.reach(in: node.frame)) }.outset(by: 1)
            for range in cutOuts.reversed() where !range.isEmpty {
                children.replaceSubrange(range, with: [.group(SceneGroup(id: nil, mask: Self.cutOut(by: content, area: area), children: Array(children[range])))])
            }
        }
        let inner = try groups(for: node.children)
        if let clip, !inner.isEmpty { children.append(.group(SceneGroup(id: nil, clip: clip, children: inner))) } else { children += inner }
        if !shadows.isEmpty {
            content += clip.map { inner.isEmpty ? [] : [.group(SceneGroup(id: nil, clip: $0, children: inner))] } ?? inner
            // Drop shadows under the paints listed after them; inner shadows over everything the node draws.
            let reach = paints.reduce(node.frame) { $0.union($1.reach(in: node.frame)) }
            for shadow in shadows.reversed() where !shadow.inner {
                let margin = abs(shadow.offset.x) + abs(shadow.offset.y) + PaintEffects.spill(radius: shadow.radius) + node.frame.height / 2 + 1
                children.insert(Self.dropShadow(of: content, shadow, area: reach.outset(by: margin)), at: shadow.index)
            }
            for shadow in shadows where shadow.inner {
                let margin = abs(shadow.offset.x) + abs(shadow.offset.y) + PaintEffects.spill(radius: shadow.radius) + node.frame.height / 2 + 1
                children.append(Self.innerShadow(of: content, shadow, area: reach.outset(by: margin)))
            }
        }
        let group = SceneGroup(
            id: node.name, role: node.role.name, accessibilityKey: node.accessibilityKey,
            accessibilityArguments: node.accessibilityArguments, blur: blur.flatMap { $0 > 0 ? $0 : nil }, transform: transform,
            opacity: opacity, blend: blend, children: children)
        // What is drawn so far, for a background blur: this node now stands as one finished group.
        drawn.removeSubrange(mark...)
        drawn.append(.group(group))
        return group
    }

    /// What one paint draws in a node's frame.
    mutating func primitives(for paint: Paint, in frame: Rect) throws -> [SceneNode] {
        switch paint {
        case .fill(let shape, let token):
            return [.path(ScenePath(path: shape.path(in: frame), color: try theme.color(token)))]

        case .stroke(let shape, let width, let token, let align, let widths, let style):
            let color = try theme.color(token)
            if !style.isSolid, widths == nil {
                return styledStroke(shape, in: frame, width: width, color: color, align: align, style: style)
            }
            if let widths {
                let all = [widths.top, widths.right, widths.bottom, widths.left]
                guard all.allSatisfy({ $0.isFinite && $0 >= 0 }), all.contains(where: { $0 > 0 }) else { return [] }
                let band = shape.band(in: frame, inner: widths.scaled(1 - align.outward), outer: widths.scaled(align.outward))
                return [.path(ScenePath(path: band, color: color, rule: .evenOdd))]
            }
            // Figma strokes frames inside their edge, so an inside band's outer edge is the frame itself.
            guard width.isFinite, width > 0 else { return [] }
            let outward = width * align.outward
            return [.path(ScenePath(path: shape.band(in: frame, from: outward - width, to: outward), color: color, rule: .evenOdd))]

        case .text(let run, let origin, let token):
            let color = try theme.color(token)
            var glyphs: [SceneGlyph] = []
            var pictures: [SceneNode] = []
            for glyph in run.glyphs {
                let glyphOrigin = Point(x: origin.x + glyph.x, y: origin.y + glyph.y)
                // Colour emoji are pictures, not outlines: they draw in their own colours, on top.
                if let picture = text.colorImage(of: glyph, in: run) {
                    if let image = ColorGlyphPicture.image(picture, at: glyphOrigin, scale: options.scale) { pictures.append(.image(image)) }
                    continue
                }
                glyphs.append(SceneGlyph(shaped: glyph, outline: text.outline(of: glyph, in: run), origin: glyphOrigin))
            }
            return [.text(SceneText(text: run.text, color: color, glyphs: glyphs))] + pictures

        case .icon(let icon, let box, let token):
            let color = try theme.color(token)
            let glyph = SceneGlyph(
                key: icon.key(size: box.width), outline: text.iconOutline(icon, size: box.width),
                origin: box.origin, identity: icon.identity(size: box.width))
            return [.text(SceneText(text: icon.name, color: color, glyphs: [glyph]))]

        case .focusRing(let shape, let gap, let width, let color, let gapColor, _, _):
            return try focusRing(around: shape, in: frame, gap: gap, width: width, color: color, gapColor: gapColor)

        case .backdropImage:
            guard
                let layer = BackdropLayer(
                    frame: frame, scale: options.scale, photo: options.backdrop, picture: options.backdropPicture, backdrops: backdrops)
            else { return [] }
            backdrop = layer
            return [.image(SceneImage(pixmap: layer.pixmap, frame: frame))]

        case .backdropBlur(let shape, let radius):
            let sigma = try theme.dimension(radius) * options.scale
            let outline = shape.path(in: frame)
            // With no photo drawn yet, what lies under the shape is the flat page, which a blur leaves as it is.
            guard let backdrop, let blurred = backdrop.blurred(under: outline.controlBounds, sigma: sigma) else { return [] }
            return [.image(SceneImage(pixmap: blurred.pixmap, frame: blurred.frame, clip: outline))]

        case .shadow(let shape, let token, let offset, let radius, let spread, let inner, _):
            return [try shadow(shape, in: frame, color: theme.color(token), offset: offset, radius: radius, spread: spread, inner: inner)]

        case .backgroundBlur(let shape, let radius):
            return try backgroundBlur(shape, in: frame, radius: radius)

        case .image(let shape, let file, let fit):
            guard let pixmap = options.images[file] else { throw SceneError.missingImage(file) }
            return try SceneImageFill.nodes(pixmap, file: file, fit: fit, in: frame, clip: shape.path(in: frame))

        case .path(let path, let token, let rule):
            return [.path(ScenePath(path: path.transformed(by: .translation(x: frame.minX, y: frame.minY)), color: try theme.color(token), rule: rule))]

        case .cutPath(let path, let token, let rule, let align, let outline):
            let origin = AffineTransform.translation(x: frame.minX, y: frame.minY)
            let drawn = ScenePath(path: path.transformed(by: origin), color: try theme.color(token), rule: rule)
            let placed = outline.map { PathOutline(path: $0.path.transformed(by: origin), rule: $0.rule) }
            // Outside, the cut keeps a device pixel of the path under the outlines' edges: what is cut so
            // lies under what the outlines draw (an outside stroke's band under the fills, a fill under an
            // opaque inside stroke's band), whose antialiased edge then lies over it, not over the page,
            // as in Figma's render of both.
            let under = align == .outside ? 1 / options.scale : 0
            return Self.cut(drawn, reach: drawn.path.controlBounds, to: placed, align: align, under: under)

        case .strokedPath(let path, let width, let token, let style, let align, let rule, let markers):
            guard width.isFinite, width > 0 else { return [] }
            let line = path.transformed(by: .translation(x: frame.minX, y: frame.minY)), color = try theme.color(token)
            return alignedLine(line, width: width, color: color, style: style, align: align, rule: rule)
                + Self.markers(markers, on: line, width: width, color: color, cap: style.cap)

        case .gradientPainted(let inner, let fill):
            let stops = try fill.stops.map { SceneGradient.Stop(offset: $0.offset, color: try theme.color(TokenPath($0.color))) }
            let gradient = SceneGradient(kind: fill.kind, stops: stops, transform: fill.unitTransform(in: frame))
            return try primitives(for: inner, in: frame).map { Self.painting($0, with: gradient) }

        case .blended(let inner, let mode):
            // The paint alone on a layer, laid over what lies under it in the mode, as a group is.
            let made = try primitives(for: inner, in: frame)
            guard mode != .normal else { return made }
            return made.isEmpty ? [] : [.group(SceneGroup(id: nil, blend: mode, children: made))]

        case .gradient(let shape, let fill):
            let stops = try fill.stops.map { SceneGradient.Stop(offset: $0.offset, color: try theme.color(TokenPath($0.color))) }
            let gradient = SceneGradient(kind: fill.kind, stops: stops, transform: fill.unitTransform(in: frame))
            return [.path(ScenePath(path: shape.path(in: frame), color: stops.last?.color ?? .clear, gradient: gradient))]

        case .clipsChildren, .layerBlur, .layer, .transform, .mask, .contentShadow:
            // Properties of the node's group, read by `group(for:)`, not primitives.
            return []
        }
    }

    /// `focusRing/brand`: the layout's `focusRing` node already spans the ring's outer box (the focused
    /// shape grown by gap + width), so the brand band is its outer `width` and the gap band, in the
    /// surface colour, lies inside that, down to the focused shape. Each band is one even-odd path.
    private mutating func focusRing(
        around shape: Shape, in frame: Rect, gap: Double, width: Double,
        color: TokenPath, gapColor: TokenPath
    ) throws -> [SceneNode] {
        let gapColor = try theme.color(gapColor)
        let ringColor = try theme.color(color)
        let gapWidth = gap.isFinite ? max(0, gap) : 0
        let ringWidth = width.isFinite ? max(0, width) : 0
        var nodes: [SceneNode] = []
        // A band of no width draws nothing; leaving it out keeps the SVG free of empty paths.
        if gapWidth > 0 {
            nodes.append(.path(ScenePath(path: shape.band(in: frame, from: -(ringWidth + gapWidth), to: -ringWidth), color: gapColor, rule: .evenOdd)))
        }
        if ringWidth > 0 {
            nodes.append(.path(ScenePath(path: shape.band(in: frame, from: -ringWidth, to: 0), color: ringColor, rule: .evenOdd)))
        }
        outsideExtents.append(frame)
        return nodes
    }
}
