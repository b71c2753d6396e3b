import Geometry
import SpecimenTokens

/// Stepper: two round buttons and a number, no field and no label. At a bound only the glyph of the
/// button that would cross it greys out.
struct StepperLayout {
    static let decisions: [LayoutDecision] = [
        LayoutDecision("Stepper", "buttons are as tall as the stepper (36 sm, 44 md); the value box is what is left (107 - 2 x 36 - 2 x 12 = 11) and grows for a wider number, the number centred in it",
                       because: "the spec's \"36 pt buttons\" and \"44 pt buttons\"; a number wider than 11 pt must not overlap a button"),
    ]

    /// "sm 107 x 36".
    static let small = Size(width: 107, height: 36)
    /// "md 123 x 44".
    static let medium = Size(width: 123, height: 44)
    /// "gap 12".
    static let gap = 12.0

    let context: LayoutContext

    func layout() throws -> LayoutTree {
        let spec = context.value("Size") == "md" ? Self.medium : Self.small
        let button = spec.height
        let run = context.shape(context.value("Value"), style: context.styles.stepper)
        let valueWidth = max(spec.width - 2 * button - 2 * Self.gap, run.width)
        let frame = Rect(x: 0, y: 0, width: 2 * button + 2 * Self.gap + valueWidth, height: context.grown(spec.height, holding: context.styles.stepper))

        let bound = context.value("State")
        func glyph(_ limit: String) -> TokenPath { bound == limit ? AppetiteToken.fgDisabled400 : AppetiteToken.fgSub700 }
        var space = RowSpace(minX: frame.minX, maxX: frame.maxX)
        let decrement = try RoundButton.node("decrement", icon: RoundButton.decrementIcon,
                                             frame: frame.square(button, atX: space.takeLeading(button, gap: Self.gap)),
                                             glyphColor: glyph("Min"), context: context)
        let increment = try RoundButton.node("increment", icon: RoundButton.incrementIcon,
                                             frame: frame.square(button, atX: space.takeTrailing(button, gap: Self.gap)),
                                             glyphColor: glyph("Max"), context: context)
        let value = context.textNode("value", run, centeredInBox: Rect(x: space.minX, y: frame.minY, width: space.remaining, height: frame.height),
                                     color: AppetiteToken.textStrong950)
        return LayoutTree(configuration: context.configuration, frame: frame, nodes: [decrement, value, increment])
    }
}
