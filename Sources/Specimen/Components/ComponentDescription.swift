/// A component described in code, as a value: its set, its variant and its property values.
///
/// Conforming types are value types whose modifiers return changed copies. Nothing is checked while a
/// value is built; `configuration` checks it, so a bad value (an unknown icon, a malformed name)
/// surfaces as a thrown error when the component is laid out or rendered, never as a trap.
public protocol ComponentDescription: Sendable {
    /// The catalogue configuration this value describes; throws a `CatalogueError` naming the property
    /// when a value is not one its set accepts.
    var configuration: ComponentConfiguration { get throws }
}

extension ComponentDescription {
    /// The exact frame of every node, in points, measured by the shared default renderer.
    public func layout() throws -> LayoutTree {
        try layout(renderer: Renderer.shared())
    }

    /// The exact frame of every node, in points, measured by `renderer`.
    public func layout(renderer: Renderer) throws -> LayoutTree {
        try renderer.layout(configuration)
    }

    /// PNG bytes of the component in `theme` at `scale` device pixels per point, drawn by the shared
    /// default renderer (the checkout's or `$SPECIMEN_HOME`'s fonts and themes).
    public func png(theme: ThemeMode = .light, scale: Double = 1) throws -> [UInt8] {
        try png(theme: theme, scale: scale, renderer: Renderer.shared())
    }

    /// PNG bytes drawn by `renderer` (one made with a user's token or strings file, say).
    public func png(theme: ThemeMode = .light, scale: Double = 1, renderer: Renderer) throws -> [UInt8] {
        try renderer.png(configuration, options: RenderOptions(theme: theme, scale: scale))
    }

    /// An SVG document of the component, drawn by the shared default renderer.
    public func svg(theme: ThemeMode = .light, scale: Double = 1) throws -> String {
        try svg(theme: theme, scale: scale, renderer: Renderer.shared())
    }

    /// An SVG document drawn by `renderer`; its accessible names come from the renderer's strings.
    public func svg(theme: ThemeMode = .light, scale: Double = 1, renderer: Renderer) throws -> String {
        try renderer.svg(configuration, options: RenderOptions(theme: theme, scale: scale))
    }
}
