import Geometry
import SpecimenTokens

/// The round minus and plus buttons of Counter Input and Stepper: a white circle with a 1 pt
/// border/soft-100 stroke and a glyph in its centre.
enum RoundButton {
    static let glyphSize = 20.0
    static let decrementIcon = "minus"
    static let incrementIcon = "plus"

    static let decisions: [LayoutDecision] = [
        LayoutDecision("Counter Input, Stepper", "button glyphs \(decrementIcon) and \(incrementIcon), \(NumberText.format(glyphSize)) pt, centred",
                       because: "20 pt reads in a 32 pt button and stays light in a 44 pt one; the MDI glyphs have even side bearings"),
        LayoutDecision("Counter Input", "Disabled buttons keep their white fill and stroke, glyphs fg/disabled-400",
                       because: "the spec's \"Icons when disabled\" token, and Stepper's rule that a dead button keeps its fill and stroke"),
    ]

    /// The `decrement` or `increment` node in `frame`, its glyph in `glyphColor`.
    static func node(_ name: String, icon: String, frame: Rect, glyphColor: TokenPath, context: LayoutContext) throws -> LayoutNode {
        let glyph = try context.iconNode("\(name)Icon", icon: icon, box: frame.centeredSquare(glyphSize), color: glyphColor)
        return LayoutNode(name, frame: frame,
                          paints: [.fill(.circle, color: AppetiteToken.bgWhite0),
                                   .stroke(.circle, width: FieldState.strokeWidth, color: AppetiteToken.borderSoft100)],
                          children: [glyph])
    }
}
