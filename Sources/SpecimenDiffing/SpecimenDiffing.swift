/// SpecimenDiffing: what "differs" means, once, for every caller.
///
/// `Diffing` values say how a snapshot format is stored as bytes and how two of them are told apart:
/// `.image(tolerance:)` for pixels, `.lines` for text. The test API (SpecimenSnapshotTesting) and the
/// golden store's `verify` (SpecimenGoldens) both judge pixels through `ImageDifference`, which
/// `Diffing.image` is built on, so a golden that passes `specimen snapshot verify` passes
/// `assertSnapshot` and the other way round: a channel off by more than `Tolerance.maxChannelDelta`
/// steps of 1/255 differs, and what differs is grouped into regions named after layout nodes.
/// `specimen diff`'s row-at-a-time comparison (`StreamedComparison`) is held equal to it by tests.
///
/// Knows no golden folder, manifest, report or test framework.
@_exported import Specimen
