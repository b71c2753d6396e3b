/// Strategies for component values built in code (`TextInput(type: .password, state: .error)`), so they
/// are snapshotted directly: `assertSnapshot(of: TextInput().label("Email"), as: .png())`. Each reads the
/// value's `configuration` (a bad property value fails the snapshot with the catalogue's message) and
/// then draws it as the `ComponentConfiguration` strategy of the same name does.
extension Snapshotting where Value: ComponentDescription, Format == RenderedImage {
    /// The component as a PNG reference, compared pixel by pixel.
    public static func png(
        _ options: RenderOptions = RenderOptions(), tolerance: Tolerance = .exact,
        renderer: Renderer? = nil
    ) -> Snapshotting {
        Snapshotting<ComponentConfiguration, RenderedImage>.png(options, tolerance: tolerance, renderer: renderer)
            .pullback { try $0.configuration }
    }
}

extension Snapshotting where Value: ComponentDescription, Format == String {
    /// The component as an SVG document, compared line by line.
    public static func svg(_ options: RenderOptions = RenderOptions(), renderer: Renderer? = nil) -> Snapshotting {
        Snapshotting<ComponentConfiguration, String>.svg(options, renderer: renderer).pullback { try $0.configuration }
    }

    /// The component's layout as JSON, compared line by line.
    public static var layoutJSON: Snapshotting { layoutJSON(renderer: nil) }

    /// The same, with a given renderer.
    public static func layoutJSON(renderer: Renderer?) -> Snapshotting {
        Snapshotting<ComponentConfiguration, String>.layoutJSON(renderer: renderer).pullback { try $0.configuration }
    }
}
