import Geometry
import Pixels
import SpecimenAutoLayout

/// One node of a component's tree: a frame with auto layout, a shape, a text, an icon or an instance
/// of another component, with its properties (`NodePatch`, the same type a rule patches it with).
package struct DocumentNode: Hashable, Sendable {
    /// Figma's node types that Specimen draws.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case frame, text, icon, rectangle, ellipse, instance, vector
    }

    /// What the layout tree calls it (`caret`); several nodes may share a name, as Figma layers do.
    package var name: String
    /// Unique within its document: what rules and behaviour target. The name unless given (`"id"`).
    package var id: String
    /// Figma's node type (JSON `type`).
    package var kind: Kind
    /// Its own properties (JSON keys beside `type`, such as `gap` and `fills`), before any rule patches them.
    package var properties: NodePatch
    /// For an instance: the component it shows and the properties it sets on it.
    package var component: String?
    /// For an instance: the component's properties it sets (JSON `properties`), Booleans as `on`/`off`; empty otherwise.
    package var componentProperties: [String: String]
    /// The nodes inside it, in drawing order (JSON `children`); empty for a leaf.
    package var children: [DocumentNode]
    /// The JSON path it was read from (`$.root.children[1]`).
    package var path: String
    /// A frame whose children are drawn once per item of the behaviour's list of this name (`chips`):
    /// `{n}` in a copied node's name is the item's number from 1, `{"content": "item"}` its text.
    package var forEach: String? = nil
    /// For an instance: what it changes in the component's layers, by their ids (JSON `overrides`).
    package var overrides: [String: InstanceOverride] = [:]

    /// A node with every field given.
    package init(
        name: String, id: String, kind: Kind, properties: NodePatch, component: String?, componentProperties: [String: String],
        children: [DocumentNode], path: String, forEach: String? = nil
    ) {
        self.name = name
        self.id = id
        self.kind = kind
        self.properties = properties
        self.component = component
        self.componentProperties = componentProperties
        self.children = children
        self.path = path
        self.forEach = forEach
    }

    var flattened: [DocumentNode] { [self] + children.flatMap(\.flattened) }
}

/// Every property a node has, each optional, so a node and a rule's patch are the same type: applying a
/// patch overwrites what it sets and keeps the rest.
package struct NodePatch: Hashable, Sendable {
    /// What the node is for (JSON `role`, with `action` for a button); nil: text for a text, icon for an icon, else group.
    package var role: NodeRole?
    /// The key of its accessible name in a `--strings` file (JSON `accessibilityKey`); nil for a node with no name of its own.
    package var accessibilityKey: String?
    /// The string `accessibilityKey` names until a `--strings` file gives another: what the control
    /// does ("Decrease", "Remove tag %@"). `%@` (or `%1$@`, `%2$@`) takes `accessibilityArguments` in
    /// order, as an app's `Localizable.strings` formats do.
    package var accessibilityDefault: String?
    /// The values the accessible name interpolates: a property's value, a content value or a literal.
    package var accessibilityArguments: [Binding<String>]?
    /// Why a tappable node smaller than the platforms' 44 pt target is fine: the spec's own advice for
    /// the code ("give it a larger hit area in code"); the audit reports the node with the note.
    package var hitAreaNote: String?
    /// The node cannot act now (a button at its bound, a dormant Send, a Disabled component's root):
    /// it and what it holds are inactive, which the audit exempts as WCAG exempts inactive components.
    /// Data, so any design system's disabled controls are known without guessing from their colours.
    package var inactive: Bool?
    /// False (or a bound Boolean property `off`) leaves the node out, drawn and laid out (Figma's visibility; JSON `visible`).
    package var visible: Binding<Bool>?
    // Auto layout: the engine's own style, not a parallel list of its fields.
    /// The node's auto layout (JSON `direction`, `gap`, `crossGap`, `padding`, `minWidth` ... `shrink`,
    /// `roomShare`, `shrinkOrder`), as the engine's own `AutoLayoutStyle`; only `layoutFields` are set,
    /// the rest keep the style's defaults. Its width and height are `width` and `height` below.
    package var layout = AutoLayoutStyle()
    // Spelled by its raw value, not `[]`: the empty literal goes through `SetAlgebra`'s generic
    // `init(_:)` unspecialized, its associated types looked up at run time (0.26 M instructions of a
    // cold render, which builds a patch per node and rule).
    /// The fields of `layout` this patch sets: applied, only they overwrite.
    package var layoutFields = AutoLayoutStyle.Fields(rawValue: 0)
    /// Horizontal sizing: fixed points, hug contents or fill the parent (Figma's resizing; JSON `width`),
    /// kept apart from `layout` because it may name a text style (`DocumentSize`).
    package var width: DocumentSize?
    /// Vertical sizing: fixed points, hug contents or fill the parent (Figma's resizing; JSON `height`).
    package var height: DocumentSize?
    /// Children are cut to the frame's shape (Figma's clip content; JSON `clipsContent`).
    package var clipsContent: Bool?
    /// A frame that only arranges its children: it is not a node of the layout tree, its children take
    /// its place (a nested auto-layout frame that gives one pair of children a gap of their own).
    package var layoutOnly: Bool?
    // Paint.
    /// Fills, painted first to last (JSON `fills`); nil draws none.
    package var fills: [DocumentFill]?
    /// Strokes, painted after the fills (JSON `strokes`); nil draws none.
    package var strokes: [DocumentStroke]?
    // Text and icons.
    /// A text's string (Figma's characters; JSON `characters`): literal, or bound to a property or content.
    package var characters: Binding<String>?
    /// The text style's token path (JSON `textStyle`, `text/label-md`): font, size and line height.
    package var textStyle: String?
    /// The colour token of a text or an icon (JSON `color`, `text/strong-950`).
    package var color: String?
    /// A text's gradient in place of its colour (JSON `gradient` on a text; Figma's GRADIENT_* fill of a
    /// TEXT), placed in the text node's frame as a gradient fill is, over every glyph and decoration.
    package var gradient: DocumentGradient?
    /// Where the text sits across its node's width (JSON `textAlign`).
    package var textAlign: TextAlign?
    /// Where the text's lines sit in its box's height (JSON `textAlignVertical`, Figma's TOP, CENTER, BOTTOM).
    package var textAlignVertical: DocumentTextAlignVertical?
    /// The icon's name (JSON `icon`): literal, or bound to an Instance swap property.
    package var icon: Binding<String>?
    /// Draws every character of the text as this one (a password's bullets).
    package var mask: String?
    /// Shapes the text in this direction whatever the UI's (a dial code reads "+1" in Arabic too).
    package var textDirection: DocumentTextDirection?
    /// The text is the behaviour's editable text and shows its caret (`DocumentCaret`).
    package var caret: DocumentCaret?
    /// The text wraps at its width into lines, at most so many shown (`DocumentParagraph`).
    package var paragraph: DocumentParagraph?
    /// The text's letter spacing in place of its style's (JSON `letterSpacing`).
    package var letterSpacing: DocumentLetterSpacing?
    /// How the text's box follows its text (JSON `textAutoResize`, Figma's field); nil: one line cut to its room.
    package var textAutoResize: DocumentTextResize?
    /// Whether a line's last letter spacing counts in the width it aligns by (JSON `trailingLetterSpacing`); nil: included.
    package var trailingLetterSpacing: DocumentTrailingSpacing?
    /// The most lines a wrapping text shows, its last cut with "…" (JSON `maxLines`, Figma's).
    package var maxLines: Int?
    /// The case the text is drawn in (JSON `textCase`, Figma's).
    package var textCase: DocumentTextCase?
    /// A line drawn with the text (JSON `textDecoration`, Figma's).
    package var textDecoration: DocumentTextDecoration?
    /// OpenType features added to the style's (JSON `fontFeatures`, `{"tnum": 1}`; Figma's `opentypeFlags`),
    /// a tag given here winning over the style's.
    package var fontFeatures: [String: Int]?
    /// The text's line height in place of its style's (JSON `lineHeight`: points, `"150%"` or `"auto"`).
    package var lineHeight: DocumentLineHeight?
    /// Points after each paragraph but the last of a text that wraps or hugs (JSON `paragraphSpacing`, Figma's).
    package var paragraphSpacing: Double?
    /// Points each paragraph's first line starts in (JSON `paragraphIndent`, Figma's).
    package var paragraphIndent: Double?
    /// Italic or upright in place of the style's (JSON `fontStyle`: `"italic"` or `"normal"`; Figma's `italic`).
    package var italic: Bool?
    /// Variable-font axes added to the style's (JSON `fontVariations`, `{"wdth": 87.5}`), a tag given
    /// here winning over the style's.
    package var fontVariations: [String: Double]?
    /// The text in stretches of their own style, shaped and broken as one paragraph (JSON `runs`; `DocumentTextRun`).
    package var runs: [DocumentTextRun]?
    // Effects.
    /// Focus rings, blurs and shadows drawn with the node (JSON `effects`); nil for none.
    package var effects: [DocumentEffect]?
    /// A vector's filled paths, in its own coordinates (Figma's `fillGeometry` and `strokeGeometry`).
    package var paths: [DocumentPath]?
    // Compositing.
    /// The node and its children as one layer at this opacity, 0...1 (JSON `opacity`, Figma's layer opacity).
    package var opacity: Double?
    /// How that layer combines with what lies under it (JSON `blendMode`, CSS's names: `multiply`...).
    package var blendMode: BlendMode?
    /// The node and its children drawn through this linear map, placed so that the turned frame's
    /// bounding box starts at the frame's top-left (JSON `transform`, `[[a, c], [b, d]]` as Figma's
    /// `relativeTransform` rows without their move, or `rotation` in degrees, counter-clockwise).
    package var transform: AffineTransform?
    /// The node is a mask layer of this type (JSON `maskType`: `alpha`, `vector` or `luminance`, Figma's
    /// `isMask` with its `maskType`): it draws nothing itself, and the siblings after it, up to the next
    /// mask, show only through its picture.
    package var maskType: MaskType?

    /// A patch that sets nothing: applied, it changes nothing.
    package init() {}

    /// Sets the `field` of `layout` at `key` to `value`.
    package mutating func setLayout<V>(_ key: WritableKeyPath<AutoLayoutStyle, V>, _ field: AutoLayoutStyle.Fields, _ value: V) {
        layout[keyPath: key] = value
        layoutFields.insert(field)
    }

    /// This patch with every property `patch` sets overwritten.
    package func applying(_ patch: NodePatch) -> NodePatch {
        // Property by property, not through key paths: a generic key-path read and write per property
        // cost 49,000 instructions a patch, most of a layout's rule resolution.
        var out = self
        if let value = patch.role { out.role = value }
        if let value = patch.accessibilityKey { out.accessibilityKey = value }
        if let value = patch.accessibilityDefault { out.accessibilityDefault = value }
        if let value = patch.accessibilityArguments { out.accessibilityArguments = value }
        if let value = patch.hitAreaNote { out.hitAreaNote = value }
        if let value = patch.inactive { out.inactive = value }
        if let value = patch.visible { out.visible = value }
        out.layout = out.layout.overwriting(patch.layoutFields, from: patch.layout)
        out.layoutFields.formUnion(patch.layoutFields)
        if let value = patch.width { out.width = value }
        if let value = patch.height { out.height = value }
        if let value = patch.textDirection { out.textDirection = value }
        if let value = patch.clipsContent { out.clipsContent = value }
        if let value = patch.layoutOnly { out.layoutOnly = value }
        if let value = patch.fills { out.fills = value }
        if let value = patch.strokes { out.strokes = value }
        if let value = patch.characters { out.characters = value }
        if let value = patch.textStyle { out.textStyle = value }
        if let value = patch.color { out.color = value }
        if let value = patch.gradient { out.gradient = value }
        if let value = patch.textAlign { out.textAlign = value }
        if let value = patch.textAlignVertical { out.textAlignVertical = value }
        if let value = patch.icon { out.icon = value }
        if let value = patch.mask { out.mask = value }
        if let value = patch.caret { out.caret = value }
        if let value = patch.effects { out.effects = value }
        if let value = patch.paragraph { out.paragraph = value }
        if let value = patch.letterSpacing { out.letterSpacing = value }
        if let value = patch.textAutoResize { out.textAutoResize = value }
        if let value = patch.trailingLetterSpacing { out.trailingLetterSpacing = value }
        if let value = patch.maxLines { out.maxLines = value }
        if let value = patch.textCase { out.textCase = value }
        if let value = patch.textDecoration { out.textDecoration = value }
        if let value = patch.fontFeatures { out.fontFeatures = value }
        if let value = patch.lineHeight { out.lineHeight = value }
        if let value = patch.paragraphSpacing { out.paragraphSpacing = value }
        if let value = patch.paragraphIndent { out.paragraphIndent = value }
        if let value = patch.italic { out.italic = value }
        if let value = patch.fontVariations { out.fontVariations = value }
        if let value = patch.runs { out.runs = value }
        if let value = patch.paths { out.paths = value }
        if let value = patch.opacity { out.opacity = value }
        if let value = patch.blendMode { out.blendMode = value }
        if let value = patch.transform { out.transform = value }
        if let value = patch.maskType { out.maskType = value }
        return out
    }
}

/// A value given in the document, bound to a component property (`{"property": "Value"}`), or bound to
/// content the behaviour pattern holds (`{"content": "digit-1"}`).
package enum Binding<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value)
    case property(String)
    case content(String)
}

/// An effect drawn with a node.
package enum DocumentEffect: Hashable, Sendable {
    /// The 2 + 2 focus ring: outside the node's shape, a band of `gap` (token path) in the gap colour,
    /// then a band of `width` (token path) in the ring colour; drawn just before the node. The colours
    /// are token paths too: `color` and `gapColor` when the document names them, else the tokens beside
    /// the width's (`focusRing/brand/width` -> `focusRing/brand/color` and `focusRing/brand/gap-color`).
    case focusRing(gap: String, width: String, color: String?, gapColor: String?)
    /// Figma's background blur: whatever lies under the node's shape (its first fill's) is blurred by
    /// the blur token `radius` (`backdropBlur/sm`), drawn as the node's first paint, under its fills.
    case backgroundBlur(radius: String)
    /// Figma's DROP_SHADOW (`inner` false) or INNER_SHADOW: the node's shape (its first fill's, else first
    /// stroke's, else its frame) grown by `spread`, moved by `x`, `y`, in the colour token, blurred by
    /// Figma's blur radius `blur` (a Gaussian of deviation blur / 2); a text's or vector's is cast by its
    /// glyphs or paths instead, and grows by no spread, as is one without a spread of a childless node
    /// whose fills are all images (by their pixels). `blendMode` (JSON `blendMode`) lays the shadow over
    /// what lies under it in that mode; `behind` false (JSON `showBehind`, Figma's showShadowBehindNode)
    /// cuts a drop shadow out where the node itself is drawn (a box's, where its own fills and strokes are).
    case shadow(inner: Bool, color: String, x: Double, y: Double, blur: Double, spread: Double, blendMode: BlendMode? = nil, behind: Bool = true)
    /// Figma's LAYER_BLUR: the node and its children blurred by Figma's radius.
    case layerBlur(radius: Double)
    /// Figma's BACKGROUND_BLUR as Figma's radius (a number): everything drawn under the node's shape
    /// blurred, not only the backdrop photo (`backgroundBlur` with a blur token).
    case blurBehind(radius: Double)
}

/// One filled (or, with a `width`, stroked) path of a vector node: SVG path data (absolute or relative
/// M, L, H, V, C, S, Q, T, Z) in the node's own coordinates, its fill rule and colour token.
package struct DocumentPath: Hashable, Sendable {
    /// SVG path data (JSON `data`), in the node's own coordinates.
    package var data: String
    /// The even-odd fill rule (JSON `rule` `evenodd`); false for nonzero, the default.
    package var evenOdd: Bool
    /// The colour token it is filled with (JSON `color`), or stroked with; empty with a `gradient`.
    package var color: String
    /// A gradient in place of the colour (JSON `gradient`; Figma's GRADIENT_* paint on a vector), its
    /// handles in the vector's unit square, as a fill's are in its node's.
    package var gradient: DocumentGradient?
    /// When set, the path is not filled but stroked along its line, this many points wide (JSON
    /// `width`): a vector whose file gave no stroke outline of its own.
    package var width: Double?
    /// Where a stroked path's line lies against the outline it strokes (JSON `align`, Figma's
    /// `strokeAlign`): centred on it (the default), or only its part inside or outside the outline, as
    /// filled by `evenOdd`'s rule, the line then drawn twice as wide and cut there. On a filled path
    /// (with `outline`), which side of `outline` the filled outline is kept on.
    package var align: DocumentStroke.Align = .center
    /// The outlines a filled path is cut to (JSON `outline`, with `align` inside or outside): it is drawn
    /// only inside their union, or only outside it. Figma's strokeGeometry of an inside or outside
    /// stroke is the band of a centred stroke twice as wide, which Figma cuts to the fill geometry.
    package var outline: [Outline] = []
    /// A stroked path's dashes, caps, joins and miter limit (JSON `dashes`, `cap`, `join`, `miterLimit`).
    package var style: StrokeStyle = .solid
    /// A stroked path's markers at the ends of its open contours (JSON `markers`, `{"start": ..., "end":
    /// ...}`): Figma's arrow and marker caps.
    package var markers: StrokeMarkers = .none
    /// How this path alone combines with what lies under it (JSON `blendMode`); nil draws it normally.
    package var blendMode: BlendMode?

    /// A path from its data, fill rule and colour token.
    package init(data: String, evenOdd: Bool, color: String) {
        self.data = data
        self.evenOdd = evenOdd
        self.color = color
    }

    /// One outline a filled path is cut to (an item of JSON `outline`): SVG path data in the node's own
    /// coordinates and the fill rule its inside follows (JSON `rule`, nonzero unless given).
    package struct Outline: Hashable, Sendable {
        /// SVG path data (JSON `data`), in the node's own coordinates.
        package var data: String
        /// The even-odd fill rule (JSON `rule` `evenodd`); false for nonzero, the default.
        package var evenOdd: Bool

        /// An outline from its data and fill rule.
        package init(data: String, evenOdd: Bool) {
            self.data = data
            self.evenOdd = evenOdd
        }
    }
}

/// The caret of an editable text, drawn as a node of its own just after the text's (name `caret`, role
/// caret, one line of the text tall). At `insertion` the text is the behaviour's value: it is cut so
/// the caret fits, and when it is too long for its room it scrolls, showing "…" and the end of the text
/// before the caret, as a field keeps the caret in view. `before` puts the caret just before the text's
/// start (an empty field's caret before its placeholder).
package struct DocumentCaret: Hashable, Sendable {
    /// Where the caret stands (JSON `place`): at the insertion point (the default) or before the text.
    package enum Place: String, Hashable, Sendable, CaseIterable {
        case insertion, before
    }

    /// The caret's colour token (JSON `color`).
    package var color: String
    /// The caret's width in points (JSON `width`).
    package var width: Double
    /// Where it stands (JSON `place`; `insertion` unless given).
    package var place: Place

    /// A caret of this colour token, width in points and place.
    package init(color: String, width: Double, place: Place) {
        self.color = color
        self.width = width
        self.place = place
    }
}

/// A length per axis: Figma's sizing, and a fixed length that grows with a text style's line at a larger
/// text scale (a row that holds one line of that style).
package enum DocumentSize: Hashable, Sendable {
    case fixed(Double)
    case hug
    case fill
    /// `length` at text scale 1, plus what one line of the text style `growsWith` gains at the scale.
    case grows(Double, with: String)
    /// The line height of a text style (token path), at the text scale: a caret one line tall.
    case lineHeight(String)
}

/// Padding per side.
package struct DocumentInsets: Hashable, Sendable {
    /// Each side in points.
    package var top: Double, left: Double, bottom: Double, right: Double

    /// The same sides as the engine's `Insets`.
    package var insets: Insets { Insets(top: top, left: left, bottom: bottom, right: right) }

    /// Insets of these sides, in points.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No padding on any side.
    package static let zero = DocumentInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The shape a fill or stroke paints in its node's frame.
package enum DocumentShape: Hashable, Sendable {
    case rectangle(radius: Double)
    /// A rectangle with a radius per corner (Figma's `rectangleCornerRadii`); four equal radii read as
    /// `rectangle(radius:)`.
    case corners(CornerRadii)
    /// Half the shorter side: a pill.
    case pill
    case ellipse
}

/// A solid fill by colour token, or an image fill (`image` names a built-in picture, `imageFile` a PNG
/// of the design-system folder; then `color` is empty).
package struct DocumentFill: Hashable, Sendable {
    /// The shape it paints (JSON `shape` and `radius`; a rectangle unless given).
    package var shape: DocumentShape
    /// The colour token; empty for an image fill.
    package var color: String
    /// An image fill by name: `backdrop` is the photo the scene supplies for a bar that floats over one.
    package var image: String?
    /// A PNG file of the design-system folder (Figma's IMAGE fill).
    package var imageFile: DocumentImage?
    /// A gradient in place of the colour (JSON `gradient`; Figma's GRADIENT_* fills).
    package var gradient: DocumentGradient?
    /// How this fill alone combines with what lies under it (JSON `blendMode`, Figma's paint blend
    /// mode); nil draws it normally.
    package var blendMode: BlendMode?

    /// A solid fill of a colour token, or, with `image`, a built-in picture (then `color` is empty);
    /// every field given, as the compiled documents write it.
    package init(shape: DocumentShape, color: String, image: String? = nil, imageFile: DocumentImage? = nil) {
        self.shape = shape
        self.color = color
        self.image = image
        self.imageFile = imageFile
    }

    /// A gradient fill of the shape.
    package init(shape: DocumentShape, gradient: DocumentGradient) {
        self.shape = shape
        self.color = ""
        self.gradient = gradient
    }

    /// An image fill from a PNG of the design-system folder.
    package init(shape: DocumentShape, imageFile: DocumentImage) {
        self.shape = shape
        self.color = ""
        self.imageFile = imageFile
    }

    /// The images a fill may name.
    package static let images = ["backdrop"]
}

/// An image fill: a PNG file named relative to the document's folder (`images/avatar.png`), and how it
/// fills the node (Figma's scale modes FILL, FIT, STRETCH, TILE and CROP).
package struct DocumentImage: Hashable, Sendable {
    /// How the picture fills the node (JSON `fit`; Figma's scale modes FILL, FIT, STRETCH, TILE, CROP);
    /// `fill` unless given.
    package enum Fit: String, Hashable, Sendable, CaseIterable {
        case fill, fit, stretch, tile, crop
    }

    /// The PNG's path relative to the document's folder (JSON `image`, `images/avatar.png`).
    package var file: String
    /// How it fills the node (JSON `fit`).
    package var fit: Fit
    /// `tile` only: each tile is the image's pixel size in points times this (JSON `tileScale`, Figma's
    /// `scalingFactor`); 1 unless given.
    package var tileScale: Double?
    /// `crop` only: the map from the node's unit square to the image's (JSON `imageTransform`, Figma's
    /// rows `[[a, c, tx], [b, d, ty]]`): the part of the image the node shows; the whole image unless given.
    package var transform: AffineTransform?

    /// An image fill of this file and fit, with a tile's scale or a crop's transform.
    package init(file: String, fit: Fit, tileScale: Double? = nil, transform: AffineTransform? = nil) {
        self.file = file
        self.fit = fit
        self.tileScale = tileScale
        self.transform = transform
    }
}

/// A stroke by colour token: inside the shape by default, as Figma aligns strokes on frames, else
/// straddling its edge or outside it; on a rectangle, optionally a width per side.
package struct DocumentStroke: Hashable, Sendable {
    /// Figma's `strokeAlign`.
    package enum Align: String, Hashable, Sendable, CaseIterable {
        case inside, center, outside
    }

    /// The shape it outlines (JSON `shape` and `radius`; a rectangle unless given).
    package var shape: DocumentShape
    /// The line's width in points (Figma's stroke weight; JSON `width`).
    package var width: Double
    /// The colour token (JSON `color`); empty with a `gradient`.
    package var color: String
    /// A gradient in place of the colour (JSON `gradient`; Figma's GRADIENT_* stroke paint), placed in
    /// the node's frame as a gradient fill is.
    package var gradient: DocumentGradient?
    /// Where the line lies against the shape's edge (JSON `align`; `inside` unless given).
    package var align: Align
    /// Figma's `individualStrokeWeights`: a width per side in place of `width` (rectangles only).
    package var widths: DocumentInsets?
    /// Dashes, caps, joins and miter limit (JSON `dashes`, `cap`, `join`, `miterLimit`); solid by default.
    package var style: StrokeStyle = .solid
    /// How this stroke alone combines with what lies under it (JSON `blendMode`); nil draws it normally.
    package var blendMode: BlendMode?

    /// A stroke of this shape, width in points, colour token and alignment, optionally a width per side.
    package init(shape: DocumentShape, width: Double, color: String, align: Align = .inside, widths: DocumentInsets? = nil) {
        self.shape = shape
        self.width = width
        self.color = color
        self.align = align
        self.widths = widths
    }
}

/// Where a text run sits across its node's width.
package enum TextAlign: String, Hashable, Sendable, CaseIterable {
    case start, center, end
}

/// A text that wraps at its node's width into lines of its style's line height, showing at most
/// `maxLines` of them: past that it scrolls inside its box, keeping its start or its end in view (a
/// field that follows the typing keeps the end, where the caret is). Its node is a group of `line1`...
/// text nodes, with its caret (if it has one) inside it after the last line.
package struct DocumentParagraph: Hashable, Sendable {
    /// Which end stays in view when the text has more lines than `maxLines` (JSON `keep`).
    package enum Keep: String, Hashable, Sendable, CaseIterable {
        case start, end
    }

    /// The most lines shown (JSON `maxLines`), a whole number from 1.
    package var maxLines: Int
    /// Which end stays in view past that (JSON `keep`; `start` unless given).
    package var keep: Keep

    /// False for a text that hugs (`textAutoResize` WIDTH_AND_HEIGHT): only hard line breaks make lines.
    package var wraps: Bool
    /// The last line shown ends with "…" when lines are left out (`textAutoResize` TRUNCATE, or a
    /// `maxLines` of a wrapping text), rather than scrolling out of view.
    package var ends: Bool
    /// Cut to the lines its box's height holds (TRUNCATE with no `maxLines`).
    package var fitsHeight: Bool

    /// A paragraph of at most `maxLines` lines, keeping `keep` in view.
    package init(maxLines: Int, keep: Keep, wraps: Bool = true, ends: Bool = false, fitsHeight: Bool = false) {
        self.maxLines = maxLines
        self.keep = keep
        self.wraps = wraps
        self.ends = ends
        self.fitsHeight = fitsHeight
    }
}
