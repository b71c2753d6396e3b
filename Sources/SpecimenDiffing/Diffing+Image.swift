import Foundation
import SpecimenPNG

extension Diffing where Format == RenderedImage {
    /// PNG files judged by `ImageVerdict`: the very rule `specimen snapshot verify` judges goldens by.
    ///
    /// The message counts differing pixels and names each region after its layout node (when the
    /// actual image knows its layout); the attachment is the three-panel expected | difference | actual.
    package static func image(tolerance: Tolerance = .exact) -> Diffing {
        Diffing(
            toData: { image in Data(try PNGEncoder().encode(image.pixmap, pixelsPerPoint: image.scale)) },
            fromData: { data in
                let decoded = try PNGDecoder().decodeImage(Array(data))
                return RenderedImage(pixmap: decoded.pixmap, scale: decoded.pixelsPerPoint ?? 1)
            },
            diff: { reference, actual in
                let message: String
                switch ImageVerdict.judge(
                    expected: reference.pixmap, actual: actual.pixmap, tolerance: tolerance,
                    located: { actual.locator != nil ? actual : reference })
                {
                case .sizeChanged(let expected, let actualSize):
                    message = "size changed: reference \(expected), actual \(actualSize)"
                case .compared(_, _, let summary, let accepted):
                    if accepted { return nil }
                    message = "pixels changed: " + summary
                }
                var attachments: [DiffAttachment] = []
                if let panel = DiffImage.threePanel(expected: reference.pixmap, actual: actual.pixmap, maxChannelDelta: tolerance.maxChannelDelta),
                    let bytes = try? PNGEncoder().encode(panel, pixelsPerPoint: actual.scale)
                {
                    attachments.append(DiffAttachment(name: "difference.png", bytes: bytes))
                }
                return (message + "; tolerance \(tolerance)", attachments)
            })
    }
}
