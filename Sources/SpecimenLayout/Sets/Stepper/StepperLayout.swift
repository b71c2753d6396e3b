import Geometry
import SpecimenTokens

/// Stepper: two round buttons and a number, no field and no label. At a bound only the glyph of the
/// button that would cross it greys out.
struct StepperLayout {
    static let decisions: [LayoutDecision] = [
        LayoutDecision("Stepper", "buttons are as tall as the stepper (36 sm, 44 md); the value box is what is left (107 - 2 x 36 - 2 x 12 = 11) and grows for a wider number, the number centred in it",
                       because: "the spec's \"36 pt buttons\" and \"44 pt buttons\"; a number wider than 11 pt must not overlap a button"),
        LayoutDecision("Stepper", "Value is any string; the value box grows to at most \(NumberText.format(maxValueWidth)) pt (a 340 pt stepper at md), a longer value is cut with \"…\"",
                       because: "the spec's Value is \"Text, any string\"; 340 is the width of the other sets' column"),
        LayoutDecision("Stepper", "Minimum \(defaultMinimum) and Maximum \(defaultMaximum) by default; State=Min starts with the value on the minimum, Max on the maximum; a button greys exactly when the value sits on its bound",
                       because: "the spec's buttons work, so a value has bounds; the defaults keep the spec's pictures (2 sits on neither), and the look follows the content"),
    ]

    /// "sm 107 x 36".
    static let small = Size(width: 107, height: 36)
    /// "md 123 x 44".
    static let medium = Size(width: 123, height: 44)
    /// "gap 12".
    static let gap = AppetiteSets.controlGap
    /// The widest value box: a stepper grows with its number up to the 340 pt column of the other sets.
    static let maxValueWidth = LabelledColumn.width - 2 * medium.height - 2 * gap

    private static var defaultMinimum: String { StepperModel.set.defaultValue(of: "Minimum") }
    private static var defaultMaximum: String { StepperModel.set.defaultValue(of: "Maximum") }

    let model: StepperModel
    let context: LayoutContext

    func layout() throws -> LayoutTree {
        let spec = model.size == .md ? Self.medium : Self.small
        let button = spec.height
        let run = context.fit(model.value.text, style: context.styles.stepper, maxWidth: Self.maxValueWidth)
        let valueWidth = max(spec.width - 2 * button - 2 * Self.gap, run.width)
        let frame = Rect(x: 0, y: 0, width: 2 * button + 2 * Self.gap + valueWidth, height: context.grown(spec.height, holding: context.styles.stepper))

        var space = RowSpace(minX: frame.minX, maxX: frame.maxX)
        let decrement = try RoundButton.node(.decrement, frame: frame.square(button, atX: space.takeLeading(button, gap: Self.gap)),
                                             glyphColor: RoundButton.glyphColor(dead: model.value.isAtMinimum), context: context)
        let increment = try RoundButton.node(.increment, frame: frame.square(button, atX: space.takeTrailing(button, gap: Self.gap)),
                                             glyphColor: RoundButton.glyphColor(dead: model.value.isAtMaximum), context: context)
        let value = context.textNode("value", run, role: .value,
                                     centeredInBox: Rect(x: space.minX, y: frame.minY, width: space.remaining, height: frame.height),
                                     color: AppetiteToken.textStrong950)
        return LayoutTree(configuration: context.configuration, frame: frame, nodes: [decrement, value, increment])
    }
}
