import Geometry
import SpecimenSupport
import SpecimenText
import Pixels

/// Everything one picture draws, in points, ready for the rasterizer or the SVG writer.
public struct DisplayList: Sendable {
    /// The area drawn, in points, in the component's coordinates (the frame's top-left is the origin,
    /// so a focus ring outside the frame gives negative `x` and `y`). The SVG `viewBox`.
    public var bounds: Rect
    /// Device pixels per point.
    public var scale: Double
    /// `ceil(bounds.width × scale)` by `ceil(bounds.height × scale)`.
    public var pixelWidth: Int
    /// The height in device pixels (`pixelWidth` says how both are made).
    public var pixelHeight: Int
    /// The page colour under everything, or `nil` for a transparent background.
    public var background: Color?
    /// What the picture shows, for an SVG `<title>` ("Badge / Tone=Quiet").
    public var title: String
    /// Drawn in order, first at the bottom.
    public var nodes: [SceneNode]

    /// A list drawing `nodes` over `bounds` at `scale`, in a `pixelWidth` × `pixelHeight` picture.
    package init(bounds: Rect, scale: Double, pixelWidth: Int, pixelHeight: Int, background: Color?, title: String, nodes: [SceneNode]) {
        self.bounds = bounds
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.background = background
        self.title = title
        self.nodes = nodes
    }

    /// The map from the list's points to device pixels: move `bounds` to the origin, then scale.
    package var deviceTransform: AffineTransform {
        AffineTransform.translation(x: -bounds.minX, y: -bounds.minY).concatenating(.scale(scale, scale))
    }
}

/// One of the four kinds of display-list node.
public indirect enum SceneNode: Sendable {
    case group(SceneGroup)
    case path(ScenePath)
    case image(SceneImage)
    case text(SceneText)
}

/// Nodes drawn together: a named layout node (`field`, `rule`, `cell3`), optionally clipped.
public struct SceneGroup: Sendable {
    /// The layout node's name, or `nil` for an anonymous group.
    public var id: String?
    /// The layout node's role (`button`, `field`, `caret`...), for writers that name what a group is.
    public var role: String?
    /// The `Localizable.strings` key of the group's accessible name, from the layout node.
    public var accessibilityKey: String?
    /// The values the key's string interpolates, from the layout node.
    public var accessibilityArguments: [String]
    /// Children are drawn only inside this shape (non-zero rule), when set.
    public var clip: Path?
    /// When set, the children are drawn together on their own transparent layer, that layer is blurred
    /// by a Gaussian of this standard deviation in points, and only then clipped (`clip`) and laid over
    /// what lies under: SVG's order for an element with both `filter` and `clip-path`. Shadows and blurs
    /// reach every consumer as this one primitive (`feGaussianBlur` in SVG).
    public var blur: Double?
    /// Maps the group's own coordinates (its `clip`, its children, its blur) to its parent's, when set:
    /// Figma's `relativeTransform` (rotation, flips, skew), SVG's `transform` on a `<g>`.
    package var transform: AffineTransform?
    /// The group as a whole at this opacity (0...1): its children drawn together on a layer of their
    /// own, the layer laid over what lies under at this alpha. Figma's layer opacity, SVG's `opacity`.
    package var opacity: Double
    /// How the group's layer combines with what lies under it; any mode but normal (or an opacity
    /// below 1, or a blur) gives the group a layer of its own, as SVG isolates such a group.
    package var blend: BlendMode
    /// When set, the group's layer shows only where the mask's drawn layer covers (its alpha or its
    /// luminance), after the blur and the clip, before the opacity: SVG's order (`SceneMask`).
    package var mask: SceneMask?
    /// What the group draws, first at the bottom.
    public var children: [SceneNode]

    /// A group named `id` drawing `children`, clipped, blurred, moved, faded and blended when those are set.
    package init(
        id: String?, role: String? = nil, accessibilityKey: String? = nil, accessibilityArguments: [String] = [],
        clip: Path? = nil, blur: Double? = nil, transform: AffineTransform? = nil, opacity: Double = 1,
        blend: BlendMode = .normal, mask: SceneMask? = nil, children: [SceneNode]
    ) {
        self.id = id
        self.role = role
        self.accessibilityKey = accessibilityKey
        self.accessibilityArguments = accessibilityArguments
        self.clip = clip
        self.blur = blur
        self.transform = transform
        self.opacity = opacity
        self.blend = blend
        self.mask = mask
        self.children = children
    }

    /// True when the group is drawn on a layer of its own and then composited (blur, opacity, blend or mask).
    package var isComposited: Bool { blur != nil || opacity < 1 || blend != .normal || mask != nil }
}

/// A filled shape, or a line along a path (`stroke`). Solid strokes of shapes and rings reach the scene
/// already as filled outlines (even-odd bands), so a 1 pt stroke covers whole device pixels wherever
/// the layout snapped it; a dashed, capped or joined one, or a vector's stroked line, is a path with
/// its `stroke`, which SVG and PDF draw with their own stroke operators.
public struct ScenePath: Sendable {
    /// The outline filled, in points; with `stroke`, the line stroked.
    public var path: Path
    /// The colour it is filled with.
    public var color: Color
    /// Which regions of the outline are inside.
    public var rule: FillRule
    /// When set, the outline is filled with this gradient in place of `color`.
    package var gradient: SceneGradient?
    /// When set, `path` is not filled but stroked: a line of this width and style, in `color`
    /// (`rule` then plays no part).
    package var stroke: SceneStroke?

    /// `path` filled with `color` under `rule` (or with `gradient`, when given), or stroked (`stroke`).
    package init(path: Path, color: Color, rule: FillRule = .nonZero, gradient: SceneGradient? = nil, stroke: SceneStroke? = nil) {
        self.path = path
        self.color = color
        self.rule = rule
        self.gradient = gradient
        self.stroke = stroke
    }
}

/// A raster image placed over `frame` (points), its pixels premultiplied. Used for the backdrop photo
/// and for the already-blurred backdrop under a floating field; `clip` limits it to a shape.
public struct SceneImage: Sendable {
    /// The image's pixels.
    public var pixmap: Pixmap
    /// Where the image lies, in points.
    public var frame: Rect
    /// The shape the image is limited to, in points; `nil` for the whole `frame`.
    public var clip: Path?

    /// `pixmap` over `frame`, limited to `clip` when set.
    package init(pixmap: Pixmap, frame: Rect, clip: Path? = nil) {
        self.pixmap = pixmap
        self.frame = frame
        self.clip = clip
    }
}

/// A run of glyphs in one colour: text or icons, shaped and outlined before it got here.
public struct SceneText: Sendable {
    /// The real text (or an icon's accessible name), kept for search and screen readers.
    public var text: String
    /// The colour of every glyph in the run (straight alpha).
    public var color: Color
    /// The run's glyphs, each placed.
    public var glyphs: [SceneGlyph]

    /// A run of `glyphs` spelling `text`, in `color`.
    package init(text: String, color: Color, glyphs: [SceneGlyph]) {
        self.text = text
        self.color = color
        self.glyphs = glyphs
    }
}

/// One glyph: its outline in points relative to its origin on the baseline (y down), and where
/// that origin sits. Equal `key`s always carry equal outlines, so a writer may define each once.
public struct SceneGlyph: Sendable {
    /// Spelled when a writer reads it (SVG's and PDF's definitions), not for every picture: the
    /// rasterizer caches by `identity`, and a string per glyph was a tenth of building a display list.
    public var key: String {
        get { spelledKey ?? shaped?.key ?? "" }
        set { spelledKey = newValue; shaped = nil }
    }
    private var spelledKey: String?
    /// The shaped glyph the key is spelled from (`init(shaped:outline:origin:)`).
    private var shaped: ShapedGlyph?
    /// The outline in points, relative to the origin, y down.
    public var outline: Path
    /// Where the glyph's origin sits on the baseline, in points.
    public var origin: Point
    /// The glyph's face, id and size, typed: what caches key its mask and spelled outline by. `nil`
    /// for a glyph that names no font glyph (made by hand), which is then never cached.
    package var identity: GlyphIdentity?

    /// The glyph `key` with `outline`, placed at `origin`; `identity` lets caches keep it.
    package init(key: String, outline: Path, origin: Point, identity: GlyphIdentity? = nil) {
        self.spelledKey = key
        self.outline = outline
        self.origin = origin
        self.identity = identity
    }

    /// A glyph of a shaped run: its key and identity are the shaped glyph's.
    package init(shaped glyph: ShapedGlyph, outline: Path, origin: Point) {
        self.shaped = glyph
        self.outline = outline
        self.origin = origin
        self.identity = glyph.identity
    }
}

/// Described by what it draws, key included, as before the key was computed.
extension SceneGlyph: CustomReflectable {
    /// The key, outline, origin and identity, as before the key was computed.
    public var customMirror: Mirror {
        Mirror(self, children: ["key": key, "outline": outline, "origin": origin, "identity": identity as Any], displayStyle: .struct)
    }
}
