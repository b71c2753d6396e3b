import Geometry
import SpecimenDocument
import SpecimenTokens

/// The paints a document node's fills and effects become, in its laid-out frame.
extension DocumentLayout {
    /// The layout's shape for a document shape in `frame`: a pill's radius is half the frame's shorter
    /// side, as Figma draws a frame whose radius reaches past its middle.
    func shape(_ shape: DocumentShape, in frame: Rect) -> Shape {
        switch shape {
        case .rectangle(let radius): radius > 0 ? .roundedRect(radius: radius) : .rect
        case .pill: .roundedRect(radius: min(frame.width, frame.height) / 2)
        case .ellipse: .circle
        case .corners(let radii): radii.clockwise.allSatisfy({ $0 <= 0 }) ? .rect : .corners(radii)
        }
    }

    /// A colour fill, or an image fill (the scene's backdrop photo filling the frame).
    func fillPaint(_ fill: DocumentFill, in frame: Rect) -> Paint {
        if fill.image != nil { return .backdropImage }
        if let gradient = fill.gradient { return .gradient(shape(fill.shape, in: frame), gradient) }
        return .fill(shape(fill.shape, in: frame), color: TokenPath(fill.color))
    }

    /// The effects drawn as the node's own first paints, under its fills: a background blur of what
    /// lies under the node's shape (its first fill's, else a rectangle).
    func effectPaints(_ p: NodePatch, in frame: Rect) -> [Paint] {
        var paints: [Paint] = []
        for effect in p.effects ?? [] {
            guard case .backgroundBlur(let radius) = effect else { continue }
            let base = p.fills?.first(where: { $0.image == nil }).map { shape($0.shape, in: frame) } ?? .rect
            paints.append(.backdropBlur(base, radius: TokenPath(radius)))
        }
        return paints
    }
}
