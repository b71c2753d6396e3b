import Geometry
import SpecimenTokens

/// The round minus and plus buttons of Counter Input and Stepper: a white circle with a 1 pt
/// border/soft-100 stroke and a glyph in its centre.
enum RoundButton {
    static let glyphSize = 20.0
    static let decrementIcon = "minus"
    /// The glyph colour of a live button, and of one at its bound or disabled.
    static func glyphColor(dead: Bool) -> TokenPath { dead ? AppetiteToken.fgDisabled400 : AppetiteToken.fgSub700 }
    static let incrementIcon = "plus"

    static let decisions: [LayoutDecision] = [
        LayoutDecision("Counter Input, Stepper", "button glyphs \(decrementIcon) and \(incrementIcon), \(NumberText.format(glyphSize)) pt, centred",
                       because: "20 pt reads in a 32 pt button and stays light in a 44 pt one; the MDI glyphs have even side bearings"),
        LayoutDecision("Counter Input, Stepper", "a button whose press would cross Minimum or Maximum draws its glyph in fg/disabled-400 and keeps its fill and stroke",
                       because: "the spec's Stepper Min and Max; the Counter's buttons work the same way"),
    ]

    /// The `decrement` or `increment` node in `frame`, its glyph in `glyphColor`.
    /// `flat` drops the white fill and the stroke (a disabled Counter).
    static func node(_ action: ButtonAction, frame: Rect, glyphColor: TokenPath, flat: Bool = false, context: LayoutContext) throws -> LayoutNode {
        let name = action.rawValue
        let icon = action == .decrement ? decrementIcon : incrementIcon
        let glyph = try context.iconNode("\(name)Icon", icon: icon, box: frame.centeredSquare(glyphSize), color: glyphColor)
        return LayoutNode(name, role: .button(action), frame: frame,
                          paints: flat ? [] : [.fill(.circle, color: AppetiteToken.bgWhite0),
                                               .stroke(.circle, width: FieldState.strokeWidth, color: AppetiteToken.borderSoft100)],
                          children: [glyph])
    }
}
