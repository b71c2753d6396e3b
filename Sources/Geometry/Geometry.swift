/// Geometry: Specimen's dependency-free value types.
///
/// What this module promises:
/// 1. Every type is a value type, `Sendable`, and measured in points unless a name says otherwise.
/// 2. Rectangles are origin + size with y growing downward, as in Figma and SVG.
/// 3. Circular arcs stay arcs in a `Path` until a consumer flattens them to the tolerance it needs,
///    so the rasterizer can hold 1/255 coverage at 3x and the SVG writer can emit true `A` commands.
///
/// What it must never do: know about pixels, colours, fonts or components.
