/// One picture's pipeline output in one value: the layout in points, the same layout on the device
/// pixel grid, and the display list drawn from it. Every size is computed once, here, so the scene,
/// the redlines and a caller naming regions of a diff all read the same numbers.
public struct Rendering: Sendable {
    /// Every node's frame in points, as the layout measured it.
    public let tree: LayoutTree
    /// `tree` snapped to the device grid of the options' scale: what the scene drew.
    public let snapped: LayoutTree
    /// The display list before its runs take their accessible names: what pixels are drawn from (the
    /// rasterizer never reads a run's text), so a PNG is encoded without naming anything.
    package let scene: DisplayList
    /// Names the runs of `scene` (`AccessibilityStrings.labelling`), when that is still to be done.
    private let naming: (@Sendable (DisplayList) -> DisplayList)?
    /// The options it was drawn with, validated.
    public let options: RenderOptions

    /// The resolved display list the rasterizer and the SVG writer both draw, its runs carrying their
    /// accessible names. Named when asked for: resolving the names (each set's accessibility defaults
    /// from its document) was 0.35 M instructions of a cold PNG render, which never reads them. Each
    /// read names the runs again: a caller that needs the list twice keeps the value.
    public var displayList: DisplayList { naming.map { $0(scene) } ?? scene }

    /// The stages of one render, as `Renderer.rendering` made them: `displayList` complete.
    package init(tree: LayoutTree, snapped: LayoutTree, displayList: DisplayList, options: RenderOptions) {
        self.tree = tree
        self.snapped = snapped
        self.scene = displayList
        self.naming = nil
        self.options = options
    }

    /// The stages of one render whose runs `naming` names when `displayList` is asked for.
    package init(
        tree: LayoutTree, snapped: LayoutTree, scene: DisplayList, naming: @escaping @Sendable (DisplayList) -> DisplayList, options: RenderOptions
    ) {
        self.tree = tree
        self.snapped = snapped
        self.scene = scene
        self.naming = naming
        self.options = options
    }
}
