/// One picture's pipeline output in one value: the layout in points, the same layout on the device
/// pixel grid, and the display list drawn from it. Every size is computed once, here, so the scene,
/// the redlines and a caller naming regions of a diff all read the same numbers.
public struct Rendering: Sendable {
    /// Every node's frame in points, as the layout measured it.
    public let tree: LayoutTree
    /// `tree` snapped to the device grid of the options' scale: what the scene drew.
    public let snapped: LayoutTree
    /// The resolved display list the rasterizer and the SVG writer both draw.
    public let displayList: DisplayList
    /// The options it was drawn with, validated.
    public let options: RenderOptions

    /// The stages of one render, as `Renderer.rendering` made them.
    package init(tree: LayoutTree, snapped: LayoutTree, displayList: DisplayList, options: RenderOptions) {
        self.tree = tree
        self.snapped = snapped
        self.displayList = displayList
        self.options = options
    }
}
