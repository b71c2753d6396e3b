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
