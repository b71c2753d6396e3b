/// SpecimenSnapshot: the product a user's tests depend on, an umbrella over SpecimenSnapshotTesting.
///
/// `import SpecimenSnapshot` brings the test API (`assertSnapshot`, `verifySnapshot`, `Snapshotting`,
/// `Diffing`, `Tolerance`) and Specimen itself, and nothing of the repository's golden store or its
/// reports (SpecimenGoldens, SpecimenReports), which only Specimen's own CLI and tests use.
@_exported import SpecimenSnapshotTesting
