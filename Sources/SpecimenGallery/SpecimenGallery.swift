/// SpecimenGallery: what Specimen shows people, built on the public `Specimen` API.
///
/// What this module promises:
/// 1. `Gallery` writes one static site (index, a page per set in the spec's order, a token page, a
///    type page) that opens from the file system: relative links, inline CSS, no network, no server.
/// 2. `ContactSheet` lays every variant of a set on one display list, `TokenReview` renders every
///    variant before and after a token change and keeps exactly those that changed, and
///    `AccessibilityAudit` reports contrast, hit targets and field text size from the resolved tokens
///    and the real layout.
/// 3. Output is deterministic: the same catalogue and tokens give the same bytes, whatever the number
///    of workers that rendered them.
///
/// What it must never do: lay out, resolve or draw by itself. It only calls forward into the pipeline.
@_exported import Specimen
