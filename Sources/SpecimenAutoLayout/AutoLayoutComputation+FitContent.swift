import Geometry

/// CSS's shrink-to-fit width for a hugging frame that has a width available to it: the width of a
/// column it sits in (not stretched), or what an absolute child has from its offset to its parent's
/// far edge. CSS gives such a box `min(max-content, max(min-content, available))`; the engine's hug
/// is max-content, so the two differ only when the content could be narrower than it hugs, which in
/// Figma's terms is a wrapping row inside (its min-content is its widest child; its max-content one
/// line). Figma was thought to keep the one line (the class "wrap-in-hugging-frame"); no real file
/// nor Figma's documentation shows it (README, Layout conformance), so the engine follows Chromium.
extension AutoLayoutComputation {
    /// The cap a hugging child measured `measured` wide is sized again within, when `available` is
    /// narrower and its content can be narrower too; nil when it keeps its width.
    func fitContentCap(_ child: Int, measured: Double, available: Double) -> Size? {
        guard measured > available + 1e-9 else { return nil }
        let cap = max(minContentWidth(child), available)
        return cap < measured - 1e-9 ? Size(width: cap, height: .infinity) : nil
    }

    /// CSS's min-content width of `id`: a wrapping row that will be stretched to a column's width as
    /// wide as its widest child (any other comes to hug and is one line: figma_rules), a row the sum of
    /// its children's, a column its widest child's, plus padding, clamped. A leaf's is its measured
    /// width (the measure closure has no narrowest line to give), a plain frame's its own size or 0.
    func minContentWidth(_ id: Int, inColumn: Bool = false) -> Double {
        let style = entries[id].style
        let pad = style.padding.left + style.padding.right
        if case .fixed(let width) = style.width { return Extent(width, min: style.minWidth, max: style.maxWidth, floor: pad).points }
        let content: Double
        switch style.direction {
        case _ where entries[id].childCount == 0, .group:
            return compute(id, Request(width: nil, height: nil), .size).frame.width
        case .none:
            content = 0
        case .horizontal, .vertical:
            var widest = 0.0, total = 0.0, count = 0
            for child in entries[id].children where entries[child].style.positioning == .auto {
                let width = minContentWidth(child, inColumn: style.direction == .vertical)
                widest = max(widest, width)
                total += width
                count += 1
            }
            let gap = style.primaryAlignment == .spaceBetween ? 0 : style.gap
            let wraps = style.wrap && style.direction == .horizontal && style.width == .fill && inColumn
            content = style.direction == .vertical || wraps ? widest : total + gap * Double(max(0, count - 1))
        }
        return Extent(content + pad, min: style.minWidth, max: style.maxWidth, floor: pad).points
    }
}
