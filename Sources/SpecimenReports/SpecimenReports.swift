/// SpecimenReports: a verification told to people and to CI systems.
///
/// From a `VerificationResult`, `ReportWriter` writes `results.json` (`VerificationDocument`, in bytes
/// equal to `JSONEncoder`'s sorted, pretty form, through SpecimenSupport's `JSONWriter`), an HTML page with each failure's images, a JUnit XML
/// file, and GitHub Actions annotations; shards' documents merge into one. Reads goldens only through
/// SpecimenGoldens' results and draws nothing.
@_exported import SpecimenGoldens
