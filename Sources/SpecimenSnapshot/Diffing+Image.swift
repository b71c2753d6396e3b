import Foundation

extension Diffing where Format == RenderedImage {
    /// PNG files compared pixel by pixel with `PixelComparison`: the same rule as `specimen snapshot verify`.
    ///
    /// The message counts differing pixels and names each region after its layout node (when the
    /// actual image knows its layout); the attachment is the three-panel expected | difference | actual.
    public static func image(tolerance: Tolerance = .exact) -> Diffing {
        Diffing(
            toData: { image in Data(try PNGEncoder().encode(image.pixmap, pixelsPerPoint: image.scale)) },
            fromData: { data in
                let decoded = try PNGDecoder().decodeImage(Array(data))
                return RenderedImage(pixmap: decoded.pixmap, scale: decoded.pixelsPerPoint ?? 1)
            },
            diff: { reference, actual in
                let located = actual.locator != nil ? actual : reference
                let comparison = PixelComparison.compare(expected: reference.pixmap, actual: actual.pixmap, tolerance: tolerance)
                let message: String
                switch comparison {
                case .sizeMismatch(let expected, let actualSize):
                    message = "size changed: reference \(expected), actual \(actualSize)"
                case .compared(let difference):
                    if tolerance.accepts(differing: difference.differingPixels, of: difference.totalPixels) { return nil }
                    let regions = NamedRegion.mergedByNode(RegionGrouping.regions(of: difference).map {
                        NamedRegion(region: $0, node: located.locator?.name(of: $0) ?? NodeLocator.background)
                    })
                    message = "pixels changed: " + DifferenceSummary.describe(differing: difference.differingPixels, regions: regions,
                                                                              scale: located.scale, origin: located.origin)
                }
                var attachments: [DiffAttachment] = []
                if let panel = DiffImage.threePanel(expected: reference.pixmap, actual: actual.pixmap, maxChannelDelta: tolerance.maxChannelDelta),
                   let bytes = try? PNGEncoder().encode(panel, pixelsPerPoint: actual.scale) {
                    attachments.append(DiffAttachment(name: "difference.png", bytes: bytes))
                }
                return (message + "; tolerance \(tolerance)", attachments)
            })
    }
}

extension Snapshotting where Value == RenderedImage, Format == RenderedImage {
    /// A rendered image as a PNG reference.
    public static func image(tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance))
    }
}

extension Snapshotting where Value == Pixmap, Format == RenderedImage {
    /// Any pixmap as a PNG reference, at `scale` pixels per point.
    public static func pixmap(scale: Double = 1, tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(tolerance: tolerance).pullback { RenderedImage(pixmap: $0, scale: scale) }
    }
}
