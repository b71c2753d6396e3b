import Geometry

/// The `focusRing/brand` effect of Counter and Digit: "a 2 pt gap in the surface color, then a 2 pt
/// brand ring", outside the focused shape. Both widths come from the theme (`LayoutStyles`).
enum FocusRing {
    /// The `focusRing` node around `shape` drawn in `frame`: its frame is the ring's outer box, and its
    /// paint's shape is the outer outline (a rounded rect's radius grows with it).
    static func node(around frame: Rect, shape: Shape, styles: LayoutStyles) -> LayoutNode {
        let outset = styles.focusRingOutset
        let outer: Shape
        switch shape {
        case .roundedRect(let radius): outer = .roundedRect(radius: radius + outset)
        case .rect, .circle, .vector: outer = shape
        }
        return LayoutNode("focusRing", role: .focusRing, frame: frame.outset(by: outset), paints: [.focusRing(outer, gap: styles.focusRingGap, width: styles.focusRingWidth)])
    }
}
