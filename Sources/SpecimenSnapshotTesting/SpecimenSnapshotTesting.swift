/// SpecimenSnapshotTesting: snapshot tests for a user's own components, in the spirit of
/// swift-snapshot-testing.
///
/// `verifySnapshot(of:as:named:...)` and `assertSnapshot(of:as:named:...)` check one value against a
/// reference file beside the test, with `Snapshotting` strategies (`.png`, `.svg`, `.layoutJSON`)
/// composed by `pullback`; each compares through a SpecimenDiffing `Diffing` value, the one the golden
/// store's `verify` judges pixels with. Record modes (`SPECIMEN_RECORD`, `withSnapshotTesting`, the
/// `.snapshots` trait) decide when a reference is written; under `CI` nothing is.
///
/// Knows no golden folder, manifest or report.
@_exported import SpecimenDiffing
