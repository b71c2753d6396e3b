import Foundation
import SpecimenLimits

/// Options the scene builder cannot draw with. Token problems come out as the theme's `TokenError`,
/// which names the missing path.
package enum SceneError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The device scale is not a positive number up to `SceneOptions.maximumScale`.
    case invalidScale(Double)
    /// An image paint names a file the renderer did not supply (`SceneOptions.images`).
    case missingImage(String)
    /// A tiled image fill would draw more copies than `Limits.imageTiles`.
    case tooManyTiles(file: String, count: Double)

    /// One line naming what cannot be drawn and what is valid.
    package var description: String {
        switch self {
        case .invalidScale(let scale):
            "scale \(scale) cannot be drawn; use a number greater than 0 and at most \(SceneOptions.maximumScale) (1, 2 or 3 for screens)"
        case .missingImage(let file):
            "the image \(file) was not read; a design system's images are PNG files in its folder, read before the scene is built"
        case .tooManyTiles(let file, let count):
            "the tiled image \(file) would draw \(count.formatted(.number.grouping(.never))) tiles, more than the \(Limits.imageTiles) a node may hold (Limits.imageTiles); give a larger tileScale or a smaller node"
        }
    }
}
