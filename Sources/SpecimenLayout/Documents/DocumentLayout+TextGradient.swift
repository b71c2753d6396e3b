import Geometry
import SpecimenDocument

/// A text's `gradient` (Figma's GRADIENT_* fill of a TEXT): its glyphs and decorations painted with it
/// in place of the colour. Figma places the gradient's handles in the text node's box, so a line or a
/// decoration, each a node of its own frame, takes the gradient moved into its own unit square.
extension DocumentLayout {
    /// `paint` (drawn in `frame`) painted with `gradient` set in the text's `textFrame`; `paint` as it
    /// is without a gradient, or in an empty frame (which draws nothing).
    static func painted(_ paint: Paint, _ gradient: DocumentGradient?, textFrame: Rect, in frame: Rect) -> Paint {
        guard let gradient else { return paint }
        return painted(paint, frame == textFrame ? gradient : gradient.placed(from: textFrame, in: frame))
    }
}
