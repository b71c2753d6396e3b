/// Names the layout node a region of an image falls in, so a failure says "rule", not "(340, 112)".
///
/// A region belongs to the deepest node whose frame, snapped to the device pixel grid at the image's
/// scale, contains the region's centre; of equally deep nodes, the one drawn last (on top). Outside
/// every node it is "background".
package struct NodeLocator: Sendable {
    /// A node's name, its depth (0 for top-level nodes) and its snapped frame in device pixels.
    package struct Entry: Sendable, Hashable {
        /// The node's name, as a failure shows it.
        package let name: String
        /// How deep the node lies: 0 for a top-level node.
        package let depth: Int
        /// The frame's left edge, in device pixels (fractional).
        package let left: Double
        /// The frame's top edge, in device pixels (fractional).
        package let top: Double
        /// The frame's right edge, in device pixels; a point on it lies outside.
        package let right: Double
        /// The frame's bottom edge, in device pixels; a point on it lies outside.
        package let bottom: Double

        /// An entry of this frame, already in device pixels (no snapping is done here).
        package init(name: String, depth: Int, left: Double, top: Double, right: Double, bottom: Double) {
            self.name = name
            self.depth = depth
            self.left = left
            self.top = top
            self.right = right
            self.bottom = bottom
        }

        func contains(x: Double, y: Double) -> Bool { x >= left && x < right && y >= top && y < bottom }
    }

    /// What a region outside every node is called.
    package static let background = "background"

    /// Depth-first, parents before children: drawing order.
    package let entries: [Entry]

    /// A locator of these entries, which must be depth-first, parents before children.
    package init(entries: [Entry]) { self.entries = entries }

    /// The nodes of `tree` in the pixels of an image drawn at `scale` whose top-left is `origin`
    /// (the display list's bounds' origin, in points: negative when a focus ring lies outside the frame).
    /// Frames are snapped by the layout's own `snapped(toScale:)`, as the scene snaps them before drawing.
    package init(tree: LayoutTree, scale: Double, origin: Point) {
        var entries: [Entry] = []
        func visit(_ node: LayoutNode, depth: Int) {
            let frame = node.frame
            entries.append(
                Entry(
                    name: node.name, depth: depth,
                    left: (frame.minX - origin.x) * scale, top: (frame.minY - origin.y) * scale,
                    right: (frame.maxX - origin.x) * scale, bottom: (frame.maxY - origin.y) * scale))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        for node in tree.snapped(toScale: scale).nodes { visit(node, depth: 0) }
        self.entries = entries
    }

    /// The name of the deepest node holding the region's centre, or "background".
    package func name(of region: DifferenceRegion) -> String {
        name(atX: region.centreX, y: region.centreY)
    }

    /// The name of the deepest node holding the device-pixel point (x, y), or "background".
    package func name(atX x: Double, y: Double) -> String {
        var best: Entry?
        for entry in entries where entry.contains(x: x, y: y) {
            if let current = best, entry.depth < current.depth { continue }
            best = entry
        }
        return best?.name ?? Self.background
    }
}
