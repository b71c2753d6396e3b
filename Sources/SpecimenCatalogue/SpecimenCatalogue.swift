/// SpecimenCatalogue: the properties, options and variants of component sets, with the spec's defaults.
/// The set itself (`ComponentSet`, holding the `ComponentDocument` it was read from), `ComponentConfiguration`
/// and `Catalogue` live one stage up, in SpecimenDocument, so that a set can hold its document's type.
///
/// What this module promises:
/// 1. The sets and their properties are exactly the spec's Properties tables: names, types, options
///    and defaults, in the spec's order; variants are the product of a set's Variant properties,
///    named as Figma names them (`Type=Password, State=Error`).
/// 2. A `ComponentConfiguration` is always valid: every way of making or changing one checks the input
///    and throws a `CatalogueError` that names the bad part and lists what is valid.
///
/// What it must never do: measure, colour or draw.
