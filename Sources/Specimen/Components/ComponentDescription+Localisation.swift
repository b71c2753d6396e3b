/// The Swift API's locale, direction and text scale: the same `Localisation` the CLI's `--locale`,
/// `--direction` and `--text-scale` make.
///
///     try TextInput().label("Name").png(localisation: Localisation(locale: "ar", textScale: 1.3))
extension ComponentDescription {
    /// The layout for `localisation`: text shaped for its direction, styles scaled, rows mirrored.
    public func layout(localisation: Localisation, renderer: Renderer? = nil) throws -> LayoutTree {
        try (renderer ?? Renderer.shared()).layout(configuration, localisation: localisation)
    }

    /// PNG bytes for `localisation`, drawn by `renderer` (the shared default one when nil).
    public func png(theme: ThemeMode = .light, scale: Double = 1, localisation: Localisation, renderer: Renderer? = nil) throws -> [UInt8] {
        try (renderer ?? Renderer.shared()).png(configuration, options: RenderOptions(theme: theme, scale: scale, localisation: localisation))
    }

    /// An SVG document for `localisation`, drawn by `renderer` (the shared default one when nil).
    public func svg(theme: ThemeMode = .light, scale: Double = 1, localisation: Localisation, renderer: Renderer? = nil) throws -> String {
        try (renderer ?? Renderer.shared()).svg(configuration, options: RenderOptions(theme: theme, scale: scale, localisation: localisation))
    }
}
