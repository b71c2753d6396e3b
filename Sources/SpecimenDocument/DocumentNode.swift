import Geometry
import SpecimenAutoLayout

/// One node of a component's tree: a frame with auto layout, a shape, a text, an icon or an instance
/// of another component, with its properties (`NodePatch`, the same type a rule patches it with).
public struct DocumentNode: Hashable, Sendable {
    /// Figma's node types that Specimen draws.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case frame, text, icon, rectangle, ellipse, instance, vector
    }

    /// What the layout tree calls it (`caret`); several nodes may share a name, as Figma layers do.
    public var name: String
    /// Unique within its document: what rules and behaviour target. The name unless given (`"id"`).
    public var id: String
    public var kind: Kind
    public var properties: NodePatch
    /// For an instance: the component it shows and the properties it sets on it.
    public var component: String?
    public var componentProperties: [String: String]
    public var children: [DocumentNode]
    /// The JSON path it was read from (`$.root.children[1]`).
    public var path: String
    /// A frame whose children are drawn once per item of the behaviour's list of this name (`chips`):
    /// `{n}` in a copied node's name is the item's number from 1, `{"content": "item"}` its text.
    public var forEach: String? = nil

    var flattened: [DocumentNode] { [self] + children.flatMap(\.flattened) }
}

/// Every property a node has, each optional, so a node and a rule's patch are the same type: applying a
/// patch overwrites what it sets and keeps the rest.
public struct NodePatch: Hashable, Sendable {
    public var role: DocumentRole?
    public var accessibilityKey: String?
    /// The string `accessibilityKey` names until a `--strings` file gives another: what the control
    /// does ("Decrease", "Remove tag %@"). `%@` (or `%1$@`, `%2$@`) takes `accessibilityArguments` in
    /// order, as an app's `Localizable.strings` formats do.
    public var accessibilityDefault: String?
    /// The values the accessible name interpolates: a property's value, a content value or a literal.
    public var accessibilityArguments: [Binding<String>]?
    /// Why a tappable node smaller than the platforms' 44 pt target is fine: the spec's own advice for
    /// the code ("give it a larger hit area in code"); the audit reports the node with the note.
    public var hitAreaNote: String?
    /// The node cannot act now (a button at its bound, a dormant Send, a Disabled component's root):
    /// it and what it holds are inactive, which the audit exempts as WCAG exempts inactive components.
    /// Data, so any design system's disabled controls are known without guessing from their colours.
    public var inactive: Bool?
    public var visible: Binding<Bool>?
    // Auto layout (Figma's names, typed by the engine's own enums).
    public var direction: AutoLayoutDirection?
    public var gap: Double?
    public var crossGap: Double?
    public var padding: DocumentInsets?
    public var width: DocumentSize?
    public var height: DocumentSize?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var primaryAlignment: PrimaryAlignment?
    public var counterAlignment: CounterAlignment?
    public var wrap: Bool?
    public var alignContent: ContentAlignment?
    public var positioning: Positioning?
    public var constraints: Constraints?
    /// Gives up room when its row overflows (`AutoLayoutStyle.shrinks`).
    public var shrinks: Bool?
    /// At most a share of the room its row leaves (`RoomShare`).
    public var roomShare: RoomShare?
    /// When shrinking children give up room, a lower order gives first (`AutoLayoutStyle.shrinkOrder`).
    public var shrinkOrder: Int?
    public var clipsContent: Bool?
    /// A frame that only arranges its children: it is not a node of the layout tree, its children take
    /// its place (a nested auto-layout frame that gives one pair of children a gap of their own).
    public var layoutOnly: Bool?
    // Paint.
    public var fills: [DocumentFill]?
    public var strokes: [DocumentStroke]?
    // Text and icons.
    public var characters: Binding<String>?
    public var textStyle: String?
    public var color: String?
    public var textAlign: TextAlign?
    public var icon: Binding<String>?
    /// Draws every character of the text as this one (a password's bullets).
    public var mask: String?
    /// Shapes the text in this direction whatever the UI's (a dial code reads "+1" in Arabic too).
    public var textDirection: DocumentTextDirection?
    /// The text is the behaviour's editable text and shows its caret (`DocumentCaret`).
    public var caret: DocumentCaret?
    /// The text wraps at its width into lines, at most so many shown (`DocumentParagraph`).
    public var paragraph: DocumentParagraph?
    // Effects.
    public var effects: [DocumentEffect]?
    /// A vector's filled paths, in its own coordinates (Figma's `fillGeometry` and `strokeGeometry`).
    public var paths: [DocumentPath]?

    public init() {}

    /// This patch with every property `patch` sets overwritten.
    public func applying(_ patch: NodePatch) -> NodePatch {
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
        if let value = patch.direction { out.direction = value }
        if let value = patch.gap { out.gap = value }
        if let value = patch.crossGap { out.crossGap = value }
        if let value = patch.padding { out.padding = value }
        if let value = patch.width { out.width = value }
        if let value = patch.height { out.height = value }
        if let value = patch.minWidth { out.minWidth = value }
        if let value = patch.maxWidth { out.maxWidth = value }
        if let value = patch.minHeight { out.minHeight = value }
        if let value = patch.maxHeight { out.maxHeight = value }
        if let value = patch.primaryAlignment { out.primaryAlignment = value }
        if let value = patch.counterAlignment { out.counterAlignment = value }
        if let value = patch.wrap { out.wrap = value }
        if let value = patch.alignContent { out.alignContent = value }
        if let value = patch.positioning { out.positioning = value }
        if let value = patch.constraints { out.constraints = value }
        if let value = patch.shrinks { out.shrinks = value }
        if let value = patch.roomShare { out.roomShare = value }
        if let value = patch.shrinkOrder { out.shrinkOrder = value }
        if let value = patch.textDirection { out.textDirection = value }
        if let value = patch.clipsContent { out.clipsContent = value }
        if let value = patch.layoutOnly { out.layoutOnly = value }
        if let value = patch.fills { out.fills = value }
        if let value = patch.strokes { out.strokes = value }
        if let value = patch.characters { out.characters = value }
        if let value = patch.textStyle { out.textStyle = value }
        if let value = patch.color { out.color = value }
        if let value = patch.textAlign { out.textAlign = value }
        if let value = patch.icon { out.icon = value }
        if let value = patch.mask { out.mask = value }
        if let value = patch.caret { out.caret = value }
        if let value = patch.effects { out.effects = value }
        if let value = patch.paragraph { out.paragraph = value }
        if let value = patch.paths { out.paths = value }
        return out
    }
}

/// A value given in the document, bound to a component property (`{"property": "Value"}`), or bound to
/// content the behaviour pattern holds (`{"content": "digit-1"}`).
public enum Binding<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value)
    case property(String)
    case content(String)
}

/// An effect drawn with a node.
public enum DocumentEffect: Hashable, Sendable {
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
    /// Figma's blur radius `blur` (a Gaussian of deviation blur / 2).
    case shadow(inner: Bool, color: String, x: Double, y: Double, blur: Double, spread: Double)
    /// Figma's LAYER_BLUR: the node and its children blurred by Figma's radius.
    case layerBlur(radius: Double)
    /// Figma's BACKGROUND_BLUR as Figma's radius (a number): everything drawn under the node's shape
    /// blurred, not only the backdrop photo (`backgroundBlur` with a blur token).
    case blurBehind(radius: Double)
}

/// One filled path of a vector node: SVG path data (absolute or relative M, L, H, V, C, S, Q, T, Z) in
/// the node's own coordinates, its fill rule and colour token.
public struct DocumentPath: Hashable, Sendable {
    public var data: String
    public var evenOdd: Bool
    public var color: String

    public init(data: String, evenOdd: Bool, color: String) {
        self.data = data
        self.evenOdd = evenOdd
        self.color = color
    }
}

/// The caret of an editable text, drawn as a node of its own just after the text's (name `caret`, role
/// caret, one line of the text tall). At `insertion` the text is the behaviour's value: it is cut so
/// the caret fits, and when it is too long for its room it scrolls, showing "…" and the end of the text
/// before the caret, as a field keeps the caret in view. `before` puts the caret just before the text's
/// start (an empty field's caret before its placeholder).
public struct DocumentCaret: Hashable, Sendable {
    public enum Place: String, Hashable, Sendable, CaseIterable {
        case insertion, before
    }

    public var color: String
    public var width: Double
    public var place: Place

    public init(color: String, width: Double, place: Place) {
        self.color = color
        self.width = width
        self.place = place
    }
}

/// What a node is for later stages (the scene, SVG, strings and audit read it, never the name).
public enum DocumentRole: Hashable, Sendable {
    case group, text, value, icon, field, chip, caret, rule, focusRing, backdrop, avatar
    /// A button and the action pressing it performs (`decrement`, `send`...).
    case button(String)

    public static let names = ["group", "text", "value", "icon", "field", "chip", "caret", "rule", "focus-ring", "backdrop", "avatar", "button"]
}

/// A length per axis: Figma's sizing, and a fixed length that grows with a text style's line at a larger
/// text scale (a row that holds one line of that style).
public enum DocumentSize: Hashable, Sendable {
    case fixed(Double)
    case hug
    case fill
    /// `length` at text scale 1, plus what one line of the text style `growsWith` gains at the scale.
    case grows(Double, with: String)
    /// The line height of a text style (token path), at the text scale: a caret one line tall.
    case lineHeight(String)
}

/// Padding per side.
public struct DocumentInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = DocumentInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The shape a fill or stroke paints in its node's frame.
public enum DocumentShape: Hashable, Sendable {
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
public struct DocumentFill: Hashable, Sendable {
    public var shape: DocumentShape
    /// The colour token; empty for an image fill.
    public var color: String
    /// An image fill by name: `backdrop` is the photo the scene supplies for a bar that floats over one.
    public var image: String?
    /// A PNG file of the design-system folder (Figma's IMAGE fill).
    public var imageFile: DocumentImage?

    public init(shape: DocumentShape, color: String, image: String? = nil) {
        self.shape = shape
        self.color = color
        self.image = image
    }

    public init(shape: DocumentShape, imageFile: DocumentImage) {
        self.shape = shape
        self.color = ""
        self.imageFile = imageFile
    }

    /// The images a fill may name.
    public static let images = ["backdrop"]
}

/// An image fill: a PNG file named relative to the document's folder (`images/avatar.png`), and how it
/// fills the node (Figma's scale modes FILL, FIT, STRETCH).
public struct DocumentImage: Hashable, Sendable {
    public enum Fit: String, Hashable, Sendable, CaseIterable {
        case fill, fit, stretch
    }

    public var file: String
    public var fit: Fit

    public init(file: String, fit: Fit) {
        self.file = file
        self.fit = fit
    }
}

/// A stroke by colour token: inside the shape by default, as Figma aligns strokes on frames, else
/// straddling its edge or outside it; on a rectangle, optionally a width per side.
public struct DocumentStroke: Hashable, Sendable {
    /// Figma's `strokeAlign`.
    public enum Align: String, Hashable, Sendable, CaseIterable {
        case inside, center, outside
    }

    public var shape: DocumentShape
    public var width: Double
    public var color: String
    public var align: Align
    /// Figma's `individualStrokeWeights`: a width per side in place of `width` (rectangles only).
    public var widths: DocumentInsets?

    public init(shape: DocumentShape, width: Double, color: String, align: Align = .inside, widths: DocumentInsets? = nil) {
        self.shape = shape
        self.width = width
        self.color = color
        self.align = align
        self.widths = widths
    }
}

/// Where a text run sits across its node's width.
public enum TextAlign: String, Hashable, Sendable, CaseIterable {
    case start, center, end
}

/// A text that wraps at its node's width into lines of its style's line height, showing at most
/// `maxLines` of them: past that it scrolls inside its box, keeping its start or its end in view (a
/// field that follows the typing keeps the end, where the caret is). Its node is a group of `line1`...
/// text nodes, with its caret (if it has one) inside it after the last line.
public struct DocumentParagraph: Hashable, Sendable {
    public enum Keep: String, Hashable, Sendable, CaseIterable {
        case start, end
    }

    public var maxLines: Int
    public var keep: Keep

    public init(maxLines: Int, keep: Keep) {
        self.maxLines = maxLines
        self.keep = keep
    }
}
