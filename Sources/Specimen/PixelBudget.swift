import SpecimenLimits

/// The pixel size of a picture, checked against `Limits.pixelBudget` before anything is allocated.
///
/// Every picture Specimen makes passes here: renders, renders with redlines (whose labels reach past the
/// component, so the budget is checked on the final list), contact sheets. The size is computed without
/// trapping: an infinite or enormous bound is over the budget, not a crash in `Int(_:)`.
package enum PixelBudget {
    /// `ceil(points x scale)` in each direction, or `RenderError.overPixelBudget`.
    package static func pixelSize(width points: Double, height pointsHigh: Double, scale: Double) throws -> (width: Int, height: Int) {
        let width = pixels(points * scale), height = pixels(pointsHigh * scale)
        guard let width, let height, Limits.fitsPixelBudget(width: width, height: height) else {
            throw RenderError.overPixelBudget(width: width ?? Int.max, height: height ?? Int.max)
        }
        return (width, height)
    }

    /// Throws unless a display list's bounds fit the budget at its scale.
    package static func check(_ list: DisplayList) throws {
        _ = try pixelSize(width: list.bounds.width, height: list.bounds.height, scale: list.scale)
    }

    /// Device pixels covering `extent`, the same rounding the rasterizer uses; `nil` past any real size.
    private static func pixels(_ extent: Double) -> Int? {
        guard extent.isFinite, extent < Double(Limits.pixelBudget) else { return nil }
        return max(0, Int((extent - 1e-9).rounded(.up)))
    }
}
