/// The version of Specimen's drawing, recorded with every golden.
///
/// The one place it is stated. Bump it in the same change as anything meant to move pixels (the
/// rasterizer's coverage rules, snapping, a token's meaning), so goldens that then fail are reported
/// as "environment changed" and re-recorded on purpose, not mistaken for a regression.
package enum SpecimenRendererVersion {
    package static let current = "1"
}
