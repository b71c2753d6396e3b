/// Options the scene builder cannot draw with. Token problems come out as the theme's `TokenError`,
/// which names the missing path.
public enum SceneError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The device scale is not a positive number up to `SceneOptions.maximumScale`.
    case invalidScale(Double)

    public var description: String {
        switch self {
        case .invalidScale(let scale):
            "scale \(scale) cannot be drawn; use a number greater than 0 and at most \(SceneOptions.maximumScale) (1, 2 or 3 for screens)"
        }
    }
}
