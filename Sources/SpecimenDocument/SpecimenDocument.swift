/// SpecimenDocument: a component set as data, read and checked once into typed values.
///
/// What this module promises:
/// 1. A component document (JSON, or JSON5 as token files are) is parsed and checked once into a
///    `ComponentDocument`; nothing downstream sees a key or a string where a typed value belongs.
/// 2. Every error is one line naming the file, the line, the JSON path, what is wrong and what is
///    valid; an unknown key is an error with the closest valid keys; an instance cycle is refused; sizes
///    are bounded by `Limits` (bytes, depth, nodes).
/// 3. The vocabulary is Figma's (component properties of four kinds, frames with auto layout, fills,
///    strokes, text, instances), so a designer recognises every word.
/// What it must never do: lay out, shape text, resolve a token, or name a design system or a set.
