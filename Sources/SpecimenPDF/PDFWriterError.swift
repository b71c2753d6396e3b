/// Why a display list could not be written as PDF, as one line a user can act on.
///
/// A display list from Specimen's own pipeline never fails; these guard against lists built by hand.
package enum PDFWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bounds or the page list cannot describe a document.
    case invalidCanvas(String)
    /// A coordinate or size is NaN, infinite or absurdly large; the payload says where.
    case invalidNumber(Double, context: String)
    /// zlib refused to compress a stream.
    case compressionFailed(Int32)

    /// One line naming what cannot be written and why.
    package var description: String {
        switch self {
        case .invalidCanvas(let reason):
            return "cannot write PDF: \(reason)"
        case .invalidNumber(let value, let context):
            return "cannot write PDF: \(context) is \(value), not a finite number of points below 10 000 000"
        case .compressionFailed(let status):
            return "cannot write PDF: zlib failed to compress a stream (status \(status))"
        }
    }
}
