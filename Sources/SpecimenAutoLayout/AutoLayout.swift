import Geometry

/// SpecimenAutoLayout: one general layout engine with Figma's auto-layout semantics.
///
/// What this module promises:
/// 1. Input (`AutoLayoutNode` + `AutoLayoutStyle`) and output (`AutoLayoutFrame`) are different types;
///    `AutoLayout.compute` is a pure function of the input tree and the leaves' measure closures.
/// 2. Frames are in points, unrounded: snapping to a pixel grid is a later pass, never the engine's.
/// 3. It knows nothing of text, fonts, tokens, design systems or sets: a leaf's content is measured
///    through its closure (Yoga's `YGMeasureFunc`), and reading direction is a later mirror pass.
/// What it must never do: depend on anything but Geometry, or round.
///
/// ## API note (for adapters and conformance checks)
/// ```swift
/// let tree = AutoLayoutNode(style: AutoLayoutStyle(direction: .horizontal, gap: 8,
///                                                  padding: Insets(top: 4, left: 4, bottom: 4, right: 4),
///                                                  width: .fixed(200), height: .hug,
///                                                  primaryAlignment: .start, counterAlignment: .center),
///                           children: [AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(20), height: .fixed(20))),
///                                      AutoLayoutNode(style: AutoLayoutStyle(width: .fill, height: .hug),
///                                                     measure: { proposal in LeafMeasurement(width: 50, height: 10) })])
/// let result = AutoLayout.compute(tree)          // AutoLayoutFrame, frames relative to the parent
/// let flat = result.absolute()                   // the same, in the root's coordinates
/// ```
/// `compute(_:width:height:)` gives a root that fills its width or height the available size (a root
/// that is fixed or hugs ignores it). Children's frames come back in the input's order, one per child.
/// A CSS flexbox tree maps onto this input as: `flex-direction: row|column` -> `.horizontal|.vertical`;
/// `width: Npx` -> `.fixed(N)`; `flex-grow: 1; flex-basis: 0; min-width: 0` on the main axis -> `.fill`;
/// `align-self: stretch` on the cross axis -> `.fill`; `flex-shrink: 0` on every item (Figma never
/// shrinks); `justify-content` flex-start|center|flex-end|space-between (with `column-gap: 0`);
/// `align-items` flex-start|center|flex-end|baseline; `flex-wrap: wrap` with `row-gap` = `crossGap`
/// and `align-content` = the `align-items` value (or space-between); `position: absolute` with
/// left/right/top/bottom -> `.absolute` with `Constraints`.
///
/// ## Where Figma's auto layout differs from CSS flexbox (this engine follows Figma)
/// 1. Nothing shrinks: a fixed or hugging child keeps its size and overflows (CSS `flex-shrink: 1`
///    and `min-width: auto` would shrink it to its content's minimum).
/// 2. Fill is "grow from zero": fill children share the free space left by the others equally,
///    whatever their content (CSS `flex: 1 1 0` with `min-width: 0`), each from its padding (a
///    border box is never smaller), honouring their min and max by CSS's freeze loop. With no free
///    space a fill child is its min size (or its padding, or 0). A column still to be stretched to
///    its parent's height counts its fill children at that flex basis, as CSS does.
/// 3. Hug is max-content: a hugging text never wraps to its parent; only its own `maxWidth` caps it
///    (and the leaf wraps or truncates at that cap). CSS's shrink-to-fit is followed only where the
///    content can be narrower than it hugs (a wrapping row inside a hugging frame with less room:
///    +FitContent). In an axis where the parent hugs, a fill child hugs too (Figma forbids the pair
///    and turns the parent to fixed; CSS would size it by a flex-basis of 0).
/// 4. `gap` may be negative (children overlap); CSS `gap` cannot. Space-between ignores `gap`, puts a
///    single child at the start, and packs children at the start, no spacing, when they overflow.
/// 5. Wrap exists only in horizontal frames. Lines are `crossGap` apart, and the block of lines is
///    aligned as `counterAlignment` aligns items within each line (CSS would need `align-content` set
///    to match; its default, `normal`/stretch, stretches lines instead).
/// 6. Baseline alignment uses a child's first baseline; a child with none aligns its bottom edge
///    (as Yoga). In vertical frames baseline is start, as Figma offers it only for rows.
/// 7. Absolute children and every child of a `.none` (plain) frame are placed against the parent's
///    frame (padding ignored) by their constraints, and never change the parent's size. A plain frame
///    never hugs (Figma offers hug only to auto-layout frames and text): it is fixed, or the size it
///    fills, or where nothing decides it (it fills a hugging parent, before it is stretched) its min
///    or 0, as CSS sizes a box whose children are all absolutely positioned. A `.group` is the union
///    of its children's boxes (Figma's GROUP).
/// 8. Min and max clamp every size, fixed included; min wins over max (as CSS). No size is ever below
///    0 nor below the node's padding (`Extent`): a stretch whose offsets pass each other is 0 wide, a
///    32 pt frame with 20 + 20 padding 40, as in CSS (issue 37 found no evidence that Figma keeps 32).
///    A counter-axis fill held back by its own min or max sits at its line's start (`align-self: stretch`).
///
/// ## Cost
/// Linear in nodes: each node keeps a cache (`AutoLayoutCache`, Taffy's: one final layout, a few
/// sizes keyed by the sizes already decided and the cap), and a parent sizes its children without
/// placing them (`.size`) before it lays each out once (`.layout`). `compute(_:width:height:statistics:)`
/// counts the visits.
/// Not modelled: `strokesIncludedInLayout` (strokes never take space), aspect ratio, percentages,
/// `layoutGrow` other than 0/1, text-based sizing beyond what the measure closure returns.
package enum AutoLayout {
    /// Lays out `root` and its subtree. `width` and `height` are the space a filling root takes.
    package static func compute(_ root: AutoLayoutNode, width: Double? = nil, height: Double? = nil) -> AutoLayoutFrame {
        var statistics = AutoLayoutStatistics()
        return compute(root, width: width, height: height, statistics: &statistics)
    }

    /// The same layout, adding what the run did (nodes visited, cache hits) to `statistics`.
    package static func compute(_ root: AutoLayoutNode, width: Double? = nil, height: Double? = nil, statistics: inout AutoLayoutStatistics) -> AutoLayoutFrame {
        let run = AutoLayoutComputation(root)
        let frame = run.layoutRoot(width: decided(root.style.width, available: width), height: decided(root.style.height, available: height))
        statistics.visits += run.statistics.visits
        statistics.cacheHits += run.statistics.cacheHits
        return frame
    }

    private static func decided(_ sizing: AxisSizing, available: Double?) -> Double? {
        switch sizing {
        case .fixed(let value): value
        case .fill: available
        case .hug: nil
        }
    }
}
