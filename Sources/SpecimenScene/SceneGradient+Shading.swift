extension SceneGradient {
    /// Whether a vector format's own gradient draws this one exactly as the rasterizer does: linear
    /// or radial (PDF's axial and radial shadings, SVG's two gradients), one opacity across its stops
    /// (a shading's colours are opaque; one opacity is the graphics state's, a varying one would need a
    /// soft mask per gradient) and a placement that is not folded flat. PDF's writer draws these as
    /// shadings; every other gradient reaches a PDF as the rasterizer's pixels.
    package var isVectorShading: Bool {
        guard kind == .linear || kind == .radial, transform.inverted != nil, let alpha = stops.first?.color.alpha else { return false }
        return stops.allSatisfy { $0.color.alpha == alpha }
    }
}
