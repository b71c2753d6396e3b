import Geometry
import Pixels
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// A shape drawn in a node's frame.
public enum Shape: Hashable, Sendable {
    case rect
    /// Corners of this radius, clamped to half the shorter side (so 9999 is a pill).
    case roundedRect(radius: Double)
    /// The circle inscribed in the (square) frame.
    case circle
    /// A radius per corner (Figma's `rectangleCornerRadii`), each clamped to half the shorter side.
    case corners(CornerRadii)
}

/// What a node draws, by token name: the scene resolves each against the theme.
public enum Paint: Sendable {
    /// The shape filled with a colour token.
    case fill(Shape, color: TokenPath)
    /// A stroke of `width` points on the shape's edge: inside it by default, as Figma aligns strokes on
    /// frames (so a 1 pt stroke on a snapped frame covers whole device pixels), else straddling it or
    /// wholly outside (`align`). `widths`, when set, gives each side of a rectangle its own width
    /// (Figma's `individualStrokeWeights`) in place of `width`. `style` dashes it, caps its dashes and
    /// joins its corners (a solid style draws the band strokes always were); a styled stroke inside or
    /// outside the edge is the edge's centred stroke of twice the width, cut to the inside or outside
    /// of the shape, as Figma's own SVG export draws one.
    case stroke(Shape, width: Double, color: TokenPath, align: StrokeAlign = .inside, widths: SideWidths? = nil, style: StrokeStyle = .solid)
    /// A shaped text run; `origin` is the left end of its baseline, in component coordinates.
    case text(ShapedText, origin: Point, color: TokenPath)
    /// An icon glyph filling `box` (component coordinates).
    case icon(IconGlyph, box: Rect, color: TokenPath)
    /// The `focusRing/brand` effect. The node's frame is the ring's OUTER box (the focused shape's frame
    /// outset by gap + width, so `LayoutTree.bounds` holds it) and the shape is that outer outline: from
    /// the outside in, a band of `focusRing/brand/width` in `focusRing/brand/color`, then a band of
    /// `focusRing/brand/gap` in `focusRing/brand/gap-color`; the focused shape itself lies inside.
    /// The two widths arrive resolved (the document's design system's theme gave them), so no later stage reads them again;
    /// the two colours are the design system's tokens (its document names them, or the engine takes the
    /// tokens beside the width's). `gapToken` and `widthToken` are the tokens the widths were read from,
    /// as the document names them, so every list of the tokens a variant draws with names those and
    /// no guessed sibling of a colour (nil: no token, for a ring made in code).
    case focusRing(Shape, gap: Double, width: Double, color: TokenPath, gapColor: TokenPath, gapToken: TokenPath? = nil, widthToken: TokenPath? = nil)
    /// The photo an Overlay bar floats over, filling the node's frame.
    case backdropImage
    /// Blur whatever lies under the shape by the given blur token (`backdropBlur/sm`).
    case backdropBlur(Shape, radius: TokenPath)
    /// Figma's drop shadow (`inner` false, drawn under the node's other paints) or inner shadow (`inner`
    /// true, drawn over its fills and strokes, inside the shape): the shape grown by `spread`, moved by
    /// `offset`, in the colour, blurred by Figma's blur `radius` (a Gaussian of sigma radius / 2,
    /// `PaintEffects.sigma`). `behind` false cuts a drop shadow out where the node's own paints are drawn
    /// (Figma's showShadowBehindNode false), so a translucent box does not show its own shadow. `offset`
    /// (here and in a content shadow) is in the picture's directions: a node drawn through a `transform`,
    /// its own or an ancestor's, still casts its shadow that way, as Figma does.
    case shadow(Shape, color: TokenPath, offset: Point, radius: Double, spread: Double, inner: Bool, behind: Bool = true)
    /// Figma's drop shadow (`inner` false) or inner shadow of a text, a vector or an image layer: cast by the alpha of
    /// everything the node draws (its glyphs or paths, its children), moved by `offset`, in the colour,
    /// blurred by Figma's `radius`; a drop shadow under the paints listed after it, an inner one over all
    /// the node draws, inside its alpha. Figma grows no such shadow by a spread. `blend` lays the shadow
    /// over what lies under it; `behind` false cuts a drop shadow out where the node itself is drawn
    /// (Figma's showShadowBehindNode false), so a translucent node does not show its own shadow.
    case contentShadow(color: TokenPath, offset: Point, radius: Double, inner: Bool, blend: BlendMode = .normal, behind: Bool = true)
    /// Figma's layer blur: the node, its paints and its children, blurred by Figma's `radius`.
    case layerBlur(radius: Double)
    /// Figma's background blur: what lies under the shape (everything drawn before the node) blurred by
    /// Figma's `radius`, inside the shape.
    case backgroundBlur(Shape, radius: Double)
    /// Figma's `clipsContent`: the node's children show only inside the shape.
    case clipsChildren(Shape)
    /// A PNG file (an absolute path, read by the renderer) filling the shape as Figma's scale mode does.
    case image(Shape, file: String, fit: ImageFit)
    /// A vector path in the node's own coordinates (its frame's top-left is the origin), filled.
    case path(Path, color: TokenPath, rule: FillRule)
    /// A vector path in the node's own coordinates, stroked along its line: `width` points wide,
    /// in `style` (a vector whose file gave no stroke outline of its own). Centred on the line, or
    /// (`align`) only inside or outside the path as filled by `rule`: the line at twice the width, cut
    /// to that side, as Figma draws an inside or outside stroke.
    /// `markers` are drawn at the ends of its open contours, in its colour (Figma's arrow caps).
    case strokedPath(
        Path, width: Double, color: TokenPath, style: StrokeStyle, align: StrokeAlign = .center, rule: FillRule = .nonZero, markers: StrokeMarkers = .none)
    /// A vector path in the node's own coordinates, filled by `rule`, and drawn only inside the union of
    /// `outline` (each outline by its own fill rule) or, `align` outside, only outside it: Figma's
    /// strokeGeometry of an inside or outside stroke, the band of a centred stroke twice as wide, cut to
    /// the vector's fill geometry as Figma draws it (or a fill cut outside an opaque inside stroke's band).
    /// Cut outside, it keeps a device pixel of itself under the outlines' edges.
    case cutPath(Path, color: TokenPath, rule: FillRule, align: StrokeAlign, outline: [PathOutline])
    /// The paint composited onto what lies under it in `BlendMode` (Figma's blend mode of one fill or
    /// stroke, not of the layer): drawn as a layer of its own, blended as a group is.
    indirect case blended(Paint, BlendMode)
    /// The shape filled with a gradient (its kind, stops by colour token, and Figma's handles).
    case gradient(Shape, DocumentGradient)
    /// What the paint covers, painted with the gradient in place of its colour (a gradient stroke, a
    /// vector path filled or stroked with one), placed in the node's frame as a gradient fill is. The
    /// inner paint's colour token is the gradient's last stop, so it names a token the theme has.
    indirect case gradientPainted(Paint, DocumentGradient)
    /// The node's group as a whole at `opacity` and in `blend` (Figma's layer opacity and blend mode).
    case layer(opacity: Double, blend: BlendMode)
    /// The node and its children drawn through this linear map (Figma's `relativeTransform` without
    /// its move: rotation, flips, skew), placed so that the turned frame's bounding box starts at the
    /// frame's top-left, as Figma's `absoluteBoundingBox` places a turned layer.
    case transform(AffineTransform)
    /// The node is a mask layer (Figma's `isMask`): it draws nothing itself, and the siblings after it,
    /// up to the next mask, show only through its picture, by its alpha, its outline or its luminance.
    case mask(MaskType)
}

/// How an image fills its node: Figma's scale modes.
public enum ImageFit: Hashable, Sendable {
    /// Scaled to cover the node, centred, the overflow cut (Figma's FILL).
    case fill
    /// Scaled to fit inside the node, centred (Figma's FIT).
    case fit
    /// Scaled to the node's size exactly, each axis on its own (Figma's STRETCH).
    case stretch
    /// Repeated from the node's top-left, each tile the image's pixel size in points times `scale`
    /// (Figma's TILE and its `scalingFactor`), the last row and column cut by the node's shape.
    case tile(scale: Double)
    /// The part of the image `transform` names, stretched over the node: the map from the node's unit
    /// square to the image's (Figma's CROP and its `imageTransform`).
    case crop(AffineTransform)
}

extension Paint {
    /// The tokens a focus ring draws with, in the order `specimen tokens` lists them: the gap, its
    /// colour, the width, its colour. The widths are the tokens the layout read them from (a ring made
    /// in code with none lists its colours only).
    package static func focusRingTokens(color: TokenPath, gapColor: TokenPath, gapToken: TokenPath?, widthToken: TokenPath?) -> [TokenPath] {
        [gapToken, gapColor, widthToken, color].compactMap { $0 }
    }
}
