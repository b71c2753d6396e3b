/// A rendering's pixels, the scale they were drawn at, and where each layout node landed in them.
///
/// The format of the `.png` snapshot strategy and what the suite compares against a golden. One read
/// from a file has no layout, so its regions are named only when the other side of a diff has one.
public struct RenderedImage: Sendable {
    /// The pixels, premultiplied RGBA.
    public let pixmap: Pixmap
    /// Device pixels per point.
    public let scale: Double
    /// The image's top-left in the component's points (negative when a focus ring lies outside the frame).
    public let origin: Point
    /// Where each node is, or `nil` for an image read from a file.
    package let locator: NodeLocator?

    /// An image of these pixels; with no `locator`, regions of a difference are not named after nodes.
    package init(pixmap: Pixmap, scale: Double, origin: Point = Point(x: 0, y: 0), locator: NodeLocator? = nil) {
        self.pixmap = pixmap
        self.scale = scale
        self.origin = origin
        self.locator = locator
    }

    /// Draws `configuration` and keeps its layout, as the renderer's own `pixmap(_:options:)` would draw it.
    /// One `rendering` gives both, so the layout is made once and is the one drawn (with its locale,
    /// direction and text scale), not a second, unlocalised one.
    public init(rendering configuration: ComponentConfiguration, options: RenderOptions, renderer: Renderer) throws {
        let rendering = try renderer.rendering(configuration, options: options)
        let list = rendering.displayList
        self.init(
            pixmap: renderer.rasterizer.render(list), scale: options.scale, origin: list.bounds.origin,
            locator: NodeLocator(tree: rendering.tree, scale: options.scale, origin: list.bounds.origin))
    }
}
