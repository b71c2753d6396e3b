/// The version of Specimen, the library and the `specimen` tool (`specimen --version`).
///
/// Semantic versioning: stated here once, recorded in every golden's manifest fingerprint so a golden
/// says which release made it. Pixels are tracked separately by the renderer version (see
/// `SpecimenRendererVersion`), so a release that draws the same pixels does not invalidate goldens.
public enum SpecimenVersion {
    /// The version `specimen --version` prints.
    public static let current = "0.1.0"
}
