extension Snapshotting where Value == ComponentConfiguration, Format == String {
    /// A component's layout (every node's frame in points) as JSON, compared line by line.
    public static var layoutJSON: Snapshotting { layoutJSON(renderer: nil) }

    /// The same, with a given renderer (for user token files).
    public static func layoutJSON(renderer: Renderer?) -> Snapshotting {
        Snapshotting<String, String>.lines(pathExtension: "json").pullback { configuration in
            try (renderer ?? Renderer.shared()).layout(configuration).json()
        }
    }
}
