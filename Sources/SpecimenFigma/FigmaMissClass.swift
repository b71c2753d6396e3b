/// Why a laid-out node's frame can differ from Figma's box: each a known limit of what Specimen reads or
/// lays out, found on the node or next to it in its tree. A miss with none of them is `unexplained`.
package enum FigmaMissClass: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Text in a font Specimen does not ship: sized from Figma's own box (so its size agrees), but its
    /// baseline is unknown, which baseline alignment needs.
    case fontNotBundled = "text metrics of a font not bundled"
    /// Text measured by Specimen's text engine whose size differs from Figma's box (shaping or line
    /// breaking differs from Figma's renderer).
    case textMetrics = "text metrics of a bundled font differ from Figma's"
    /// A rotated, skewed or flipped node, or a layer inside one: the node's own box is compared as its
    /// turned frame's bounds, but its layers' boxes are in turned space, which the layout does not give.
    case rotated = "inside a rotated or flipped node (its layers' boxes are turned)"
    /// `strokesIncludedInLayout`: Figma gives strokes room in the layout; the engine never does.
    case strokesIncludedInLayout = "strokes included in layout (not in the engine)"
    /// `layoutMode: GRID`: Figma's grid auto layout; the engine has rows and columns only.
    case gridLayout = "grid auto layout (not in the engine)"
    /// The old auto layout's per-child `layoutAlign` MIN / CENTER / MAX, which current Figma replaced.
    case perChildAlignment = "per-child alignment of the old auto layout (layoutAlign MIN/CENTER/MAX)"
    /// No known cause.
    case unexplained = "unexplained"

    package static func < (a: FigmaMissClass, b: FigmaMissClass) -> Bool {
        // Declaration order: every case is in `allCases`, so neither index falls back.
        (allCases.firstIndex(of: a) ?? allCases.endIndex) < (allCases.firstIndex(of: b) ?? allCases.endIndex)
    }
}
