extension Snapshotting where Value == ComponentConfiguration, Format == String {
    /// A component as an SVG document, compared line by line.
    public static func svg(_ options: RenderOptions = RenderOptions(), renderer: Renderer? = nil) -> Snapshotting {
        Snapshotting<String, String>.lines(pathExtension: "svg").pullback { configuration in
            try (renderer ?? Renderer.shared()).svg(configuration, options: options)
        }
    }
}
