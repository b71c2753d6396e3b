/// Why a PNG could not be encoded or decoded, as one line a user can act on.
///
/// Every failure of ``PNGEncoder`` and ``PNGDecoder`` is one of these; neither ever traps on bad
/// input. The messages name what is wrong with the data, so a CLI can print `description` as is.
package enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There were no bytes to decode.
    case emptyInput
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The data ends before the image does.
    case truncated
    /// libpng rejected the data; the payload is its message (`IDAT: CRC error`, say).
    case corrupt(String)
    /// The image is larger than the decoder's `maximumPixelCount`, so it was not allocated.
    case tooLarge(width: Int, height: Int, maximumPixelCount: Int)
    /// The pixels-per-point scale is not a positive finite number that a pHYs chunk can hold.
    case invalidScale(Double)
    /// The pixmap is wider or taller than a PNG can be (2³¹−1 pixels a side).
    case imageTooLargeToEncode(width: Int, height: Int)
    /// libpng refused to write the image; the payload is its message.
    case encodingFailed(String)
    /// Memory ran out while encoding or decoding.
    case outOfMemory

    /// One line naming the file's problem.
    package var description: String {
        switch self {
        case .emptyInput:
            return "not a PNG file (empty input)"
        case .notPNG:
            return "not a PNG file (bad signature)"
        case .truncated:
            return "truncated PNG data"
        case .corrupt(let message):
            return "corrupt PNG: \(message)"
        case .tooLarge(let width, let height, let maximum):
            return "PNG too large: \(width)x\(height) exceeds the limit of \(maximum) pixels"
        case .invalidScale(let scale):
            return "cannot encode PNG: pixels-per-point scale \(scale) is not a positive finite number"
        case .imageTooLargeToEncode(let width, let height):
            return "cannot encode PNG: \(width)x\(height) exceeds the format's 2147483647-pixel side"
        case .encodingFailed(let message):
            return "cannot encode PNG: \(message)"
        case .outOfMemory:
            return "PNG: out of memory"
        }
    }
}
