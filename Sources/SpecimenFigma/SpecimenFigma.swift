/// SpecimenFigma: Figma's REST JSON read, laid out with Specimen's auto-layout engine, and compared with
/// Figma's own answer.
///
/// What this module promises:
/// 1. A Figma response (`GET /v1/files/:key` or `/v1/files/:key/nodes`, with or without its envelope) is
///    read within `Limits` (bytes, nesting, node count); anything else is one `FigmaError` line naming
///    the file, what is wrong and what is valid. It never crashes on any input.
/// 2. Figma's auto-layout fields map onto `AutoLayoutStyle` as Figma's own documentation defines them
///    (figma/rest-api-spec), in one place (`FigmaLayoutMapping`); text is measured by Specimen's text
///    engine when the font is one it ships, and otherwise sized from Figma's own box, and said so.
/// 3. `FigmaLayoutCheck` compares every laid-out node with Figma's `absoluteBoundingBox`, relative to its
///    component, and explains every miss by a class; it never adjusts the engine's answer to agree.
///
/// What it must never do: read system fonts, write files, or name a design system.
enum SpecimenFigma {}
