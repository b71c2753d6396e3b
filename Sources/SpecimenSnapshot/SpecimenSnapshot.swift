/// SpecimenSnapshot: golden-image testing for Specimen's components, and for users' own tests.
///
/// Two ways in:
/// - `GoldenSuite` verifies, records and prunes the repository's `Snapshots/` tree (what
///   `specimen snapshot verify|record|prune` runs), and writes a report a person and a CI system can read.
/// - `verifySnapshot(of:as:named:...)` and `assertSnapshot(of:as:named:...)` check one value against a
///   reference file in a test, with `Snapshotting` strategies (`.png`, `.svg`, `.layoutJSON`) composed
///   by `pullback`, in the spirit of swift-snapshot-testing.
///
/// Every comparison of pixels goes through `PixelComparison`, so the CLI, the suite and the test API
/// agree on what "differs" means: a channel off by more than `Tolerance.maxChannelDelta` steps of 1/255.
@_exported import Specimen
