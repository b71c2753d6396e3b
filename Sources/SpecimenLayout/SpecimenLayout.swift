/// SpecimenLayout: the exact frame of every node of every variant, and what each node paints.
///
/// What this module promises:
/// 1. Input (a `ComponentConfiguration`) and output (a `LayoutTree`) are different types; a layout is
///    a pure function of the configuration and the text engine's measurements.
/// 2. Frames are in points, relative to the component's top-left, absolute within the component (not
///    relative to a parent), and every number the spec gives comes out exactly.
/// 3. Paints name tokens (`brand/base`), never colours: the scene resolves them against a theme.
/// 4. Snapping to a device pixel grid is its own pass (`PixelGrid`), run after layout, never inside it.
/// 5. Where the spec is silent, each set's decisions live in one place, its component document, beside
///    the nodes they concern, with a one-line reason; `LayoutDecisions.all` lists them for the README.
/// 6. Sizes that are tokens (text styles, the focus ring's widths) are read by token path from the theme
///    of the set's design system (`LayoutContext.theme`); no stage names a design system or a set.
///
/// What it must never do: resolve a colour, rasterize, or read anything from a theme but typography and
/// the focus ring's widths.
