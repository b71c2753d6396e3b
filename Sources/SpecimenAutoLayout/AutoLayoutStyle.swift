import Geometry

/// How one node lays itself and its children out: Figma's auto-layout fields, typed. The layout
/// INPUT; `AutoLayoutFrame` is the output, a different type (as Yoga's style and result are).
///
/// Defaults are Figma's for a new auto-layout frame: horizontal, gap 0, no padding, hug on both
/// axes, start alignment, no wrap, in the flow.
package struct AutoLayoutStyle: Hashable, Sendable {
    /// Figma's `layoutMode`: how the children are placed.
    package var direction: AutoLayoutDirection
    /// Figma's `itemSpacing`: between adjacent in-flow children on the primary axis. May be negative
    /// (children overlap), unlike CSS `gap`. Ignored by `.spaceBetween`.
    package var gap: Double
    /// Figma's `counterAxisSpacing`: between wrapped lines (only when `wrap`).
    package var crossGap: Double
    /// Figma's `paddingTop/Left/Bottom/Right`.
    package var padding: Insets
    /// Figma's `layoutSizingHorizontal`.
    package var width: AxisSizing
    /// Figma's `layoutSizingVertical`.
    package var height: AxisSizing
    /// Figma's `minWidth`/`maxWidth`/`minHeight`/`maxHeight`; nil is no limit. Min wins over max.
    package var minWidth: Double?
    /// Figma's `maxWidth` in points; nil for no limit. A larger `minWidth` wins.
    package var maxWidth: Double?
    /// Figma's `minHeight` in points; nil for no limit. Wins over `maxHeight`.
    package var minHeight: Double?
    /// Figma's `maxHeight` in points; nil for no limit. A larger `minHeight` wins.
    package var maxHeight: Double?
    /// Figma's `primaryAxisAlignItems`.
    package var primaryAlignment: PrimaryAlignment
    /// Figma's `counterAxisAlignItems`.
    package var counterAlignment: CounterAlignment
    /// Figma's `layoutWrap: WRAP`; honoured in horizontal frames only, as in Figma.
    package var wrap: Bool
    /// Figma's `counterAxisAlignContent`: how wrapped lines share the cross axis.
    package var alignContent: ContentAlignment
    /// Figma's `layoutPositioning`: in the parent's flow, or absolute with `constraints`.
    package var positioning: Positioning
    /// Figma's `constraints`: where an absolute child (or any child of a `.none` frame) sits.
    package var constraints: Constraints
    /// Not Figma's: a hugging child that gives up room when its line overflows its parent's decided
    /// primary size, down to zero, and is then measured again within what is left (a title cut with
    /// "…" so the items after it still fit). Shrinking children give room in the order they appear, or by `shrinkOrder`.
    /// Off by default, as Figma never shrinks; CSS's `flex-shrink: 1; min-width: 0` is the nearest.
    package var shrinks: Bool
    /// Not Figma's: at most a share of the room its line leaves (`RoomShare`); nil for no such cap.
    package var roomShare: RoomShare? = nil
    /// Not Figma's: when shrinking children give up room, a lower order gives first (equal orders in
    /// the order they appear): "(Optional)" (0) is cut before the title (1) it qualifies.
    package var shrinkOrder: Int = 0

    /// A style with Figma's defaults for every field not given (`roomShare` nil, `shrinkOrder` 0: Specimen's own).
    package init(
        direction: AutoLayoutDirection = .horizontal, gap: Double = 0, crossGap: Double = 0,
        padding: Insets = .zero, width: AxisSizing = .hug, height: AxisSizing = .hug,
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        primaryAlignment: PrimaryAlignment = .start, counterAlignment: CounterAlignment = .start,
        wrap: Bool = false, alignContent: ContentAlignment = .auto,
        positioning: Positioning = .auto, constraints: Constraints = Constraints(), shrinks: Bool = false,
        roomShare: RoomShare? = nil, shrinkOrder: Int = 0
    ) {
        self.direction = direction
        self.gap = gap
        self.crossGap = crossGap
        self.padding = padding
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.primaryAlignment = primaryAlignment
        self.counterAlignment = counterAlignment
        self.wrap = wrap
        self.alignContent = alignContent
        self.positioning = positioning
        self.constraints = constraints
        self.shrinks = shrinks
        self.roomShare = roomShare
        self.shrinkOrder = shrinkOrder
    }
}

/// Figma's `layoutMode`.
package enum AutoLayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Children in a row, left to right (the right-to-left mirror is a later pass, not the engine's).
    case horizontal
    /// Children in a column, top to bottom.
    case vertical
    /// No auto layout (Figma's plain frame, `layoutMode: NONE`): a size of its own (fixed, or the
    /// size it fills), never its children's; every child is placed by its `constraints`.
    case none
    /// Figma's GROUP: no layout and no size of its own, the union of its children's boxes, each child
    /// at its start offsets.
    case group
}

/// Figma's per-axis sizing (`layoutSizingHorizontal` / `layoutSizingVertical`).
package enum AxisSizing: Hashable, Sendable {
    /// A fixed length in points.
    case fixed(Double)
    /// Hug contents: as large as the children (or the measured leaf) need, never wrapped to fit.
    case hug
    /// Fill container: on the parent's primary axis, an equal share of the space the other children
    /// leave; on its counter axis, the parent's inner size.
    case fill
}

/// Figma's `primaryAxisAlignItems`.
package enum PrimaryAlignment: String, Hashable, Sendable, CaseIterable {
    case start, center, end
    /// Figma's "Auto" spacing: free space shared between children; `gap` is ignored.
    case spaceBetween = "space-between"
}

/// Figma's `counterAxisAlignItems`.
package enum CounterAlignment: String, Hashable, Sendable, CaseIterable {
    case start, center, end
    /// First baselines on one line (horizontal frames; in a vertical frame it is `.start`, as in Figma).
    case baseline
}

/// Figma's `counterAxisAlignContent` for wrapped lines.
package enum ContentAlignment: String, Hashable, Sendable, CaseIterable {
    /// The block of lines, `crossGap` apart, aligned as `counterAlignment` aligns items.
    case auto
    /// Lines spread so the first touches the start and the last the end; `crossGap` is ignored.
    case spaceBetween = "space-between"
}

/// Figma's `layoutPositioning`.
package enum Positioning: String, Hashable, Sendable, CaseIterable {
    /// In the parent's auto-layout flow.
    case auto
    /// Out of the flow, placed by `constraints` against the parent's frame; takes no space.
    case absolute
}

/// Figma's `constraints` of an absolute child, with the offsets that place it.
package struct Constraints: Hashable, Sendable {
    /// Where the child sits horizontally against the parent's frame.
    package var horizontal: Constraint
    /// Where the child sits vertically against the parent's frame.
    package var vertical: Constraint

    /// Constraints on both axes; by default pinned to the parent's top-left with no offset.
    package init(horizontal: Constraint = .start(0), vertical: Constraint = .start(0)) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// One axis of a constraint, measured against the parent's frame (its outer edges, padding ignored,
/// as Figma and as CSS's absolute positioning against a padding box with no border).
package enum Constraint: Hashable, Sendable {
    /// Figma `MIN` (left / top): the child's start edge `offset` after the parent's start edge.
    case start(Double)
    /// Figma `MAX` (right / bottom): the child's end edge `offset` before the parent's end edge.
    case end(Double)
    /// Figma `CENTER`: the child's centre `offset` after the parent's centre.
    case center(Double)
    /// Figma `STRETCH` (left and right): both edges inset from the parent's; the size follows.
    case stretch(start: Double, end: Double)
    /// Figma `SCALE`: start and size as fractions of the parent's size.
    case scale(start: Double, size: Double)
}
