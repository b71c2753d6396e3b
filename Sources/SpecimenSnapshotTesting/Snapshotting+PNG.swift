extension Snapshotting where Value == ComponentConfiguration, Format == RenderedImage {
    /// A component drawn with `options`, stored as PNG and compared pixel by pixel; failing regions are
    /// named after the layout nodes they fall in.
    ///
    ///     assertSnapshot(of: configuration, as: .png(RenderOptions(theme: .dark, scale: 2)))
    public static func png(
        _ options: RenderOptions = RenderOptions(), tolerance: Tolerance = .exact,
        renderer: Renderer? = nil
    ) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(tolerance: tolerance).pullback { configuration in
            try RenderedImage(rendering: configuration, options: options, renderer: (renderer ?? Renderer.shared()))
        }
    }
}
