/// SpecimenGoldens: the repository's golden images: what to draw, where each is stored, what produced it,
/// and whether each still matches.
///
/// `GoldenSuite` verifies, records and prunes a `Snapshots/` tree (what `specimen snapshot
/// verify|record|prune` runs) from the subjects `GoldenSubject` names; `GoldenManifest` records each
/// golden's digest, fingerprint and settings, in bytes that are the same on every platform. Pixels are
/// judged by SpecimenDiffing's `ImageDifference`, the rule the test API's `Diffing.image` uses.
///
/// Writes no report: SpecimenReports turns a `VerificationResult` into files a person and CI read.
@_exported import SpecimenDiffing
