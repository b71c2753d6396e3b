import SpecimenPNG

/// Why a display list could not be written as SVG, as one line a user can act on.
///
/// A display list from Specimen's own pipeline never fails; these guard against lists built by hand
/// or corrupted upstream, which would otherwise give an SVG no renderer draws the same way.
package enum SVGWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bounds, the scale or the pixel size cannot describe a picture.
    case invalidCanvas(String)
    /// A coordinate or size is NaN, infinite or absurdly large; the payload says where.
    case invalidNumber(Double, context: String)
    /// An image's pixels could not be encoded as PNG.
    case imageEncodingFailed(PNGError)

    /// One line naming what cannot be written and why.
    package var description: String {
        switch self {
        case .invalidCanvas(let reason):
            return "cannot write SVG: \(reason)"
        case .invalidNumber(let value, let context):
            return "cannot write SVG: \(context) is \(value), not a finite number"
        case .imageEncodingFailed(let error):
            return "cannot write SVG image: \(error.description)"
        }
    }
}
