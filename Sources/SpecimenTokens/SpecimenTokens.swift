/// SpecimenTokens: design tokens as data, aliases resolved to primitives before anyone reads them.
///
/// What this module promises:
/// 1. Themes load from JSON, in the W3C Design Tokens form (`$value`, `$type`, `{alias}`) or as a flat
///    map of token paths (`theme.color.input.default.border`), and every alias is resolved
///    before a `Theme` exists: a consumer only ever sees primitives.
/// 2. A token path reads the same with `/` or `.` between its segments (`brand/base` = `brand.base`).
/// 3. Every error names the token path: an alias cycle, a dangling alias, a malformed value, an
///    override of a path the theme does not have.
///
/// What it must never do: know about layout, pixels or components.
