/// Why frames could not become an APNG.
package enum APNGError: Error, Hashable, Sendable, CustomStringConvertible {
    case noFrames
    case sizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    case colourTypeMismatch(frame: Int)
    case badDelay(frame: Int, milliseconds: Int)
    case noHeader

    /// One line naming what cannot be encoded.
    package var description: String {
        switch self {
        case .noFrames: "cannot write an animated PNG without frames"
        case .sizeMismatch(let frame, let width, let height, let expectedWidth, let expectedHeight):
            "animated PNG frame \(frame) is \(width)x\(height) pixels; every frame must be \(expectedWidth)x\(expectedHeight)"
        case .colourTypeMismatch(let frame):
            "animated PNG frame \(frame) is opaque while the first frame is not (or the other way round); draw every frame on the same background"
        case .badDelay(let frame, let milliseconds):
            "animated PNG frame \(frame) has a delay of \(milliseconds) ms; valid: 1 to 65535"
        case .noHeader: "the PNG encoder wrote no IHDR chunk"
        }
    }
}
