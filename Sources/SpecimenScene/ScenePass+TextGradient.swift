import Geometry

/// A run of glyphs painted with a gradient (Figma's GRADIENT_* fill of a TEXT). The display list's text
/// is one colour, so the run becomes what every writer already draws: a box filled with the gradient,
/// shown only through the glyphs' outlines (a vector mask of the run itself). Coverage is the glyphs'
/// own, so the edges are antialiased as the run's would be; SVG and PDF keep the outlines as glyphs.
extension ScenePass {
    /// `run` drawn in `gradient`: the gradient over the run's outlines (grown by a point, so no edge
    /// pixel falls outside it), masked by the run. A run with no outline draws nothing.
    static func paintedText(_ run: SceneText, with gradient: SceneGradient) -> SceneNode {
        let inked = run.glyphs.compactMap { glyph -> Rect? in
            let box = glyph.outline.controlBounds
            guard box.width > 0 || box.height > 0 else { return nil }
            return Rect(x: box.minX + glyph.origin.x, y: box.minY + glyph.origin.y, width: box.width, height: box.height)
        }
        guard let first = inked.first else { return .text(run) }
        let area = inked.dropFirst().reduce(first) { $0.union($1) }.outset(by: 1)
        let fill = ScenePath(path: .rect(area), color: gradient.stops.last?.color ?? .clear, gradient: gradient)
        return .group(SceneGroup(id: nil, mask: SceneMask(type: .vector, nodes: [.text(run)]), children: [.path(fill)]))
    }
}
