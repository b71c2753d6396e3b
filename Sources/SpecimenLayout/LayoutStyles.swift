import SpecimenCatalogue
import SpecimenTokens

/// The sizes a layout reads from a theme: the Input text styles and the reach of the focus ring.
///
/// Only typography and dimensions come from the theme, never a colour: paints name colour tokens and
/// the scene resolves them. Appetite's text styles are the same in Light and Dark, so one theme serves
/// both modes.
public struct LayoutStyles: Sendable, Hashable {
    /// `typography/label`: the title row (14/20 Medium).
    public var label: TextStyle
    /// `typography/hint`: the hint text and the Text Area counter (12/16 Regular).
    public var hint: TextStyle
    /// `typography/value`: placeholder, value, affixes and pickers (16/24).
    public var value: TextStyle
    /// `typography/chip`: the Chip Input chips.
    public var chip: TextStyle
    /// `typography/counter`: the Counter Input number, the spec's 18/28 Semi Bold.
    public var counter: TextStyle
    /// `typography/digit`: the Digit Input digit, the spec's 30/36 Medium.
    public var digit: TextStyle
    /// `typography/stepper`: the Stepper value, the spec's 16/24 Semi Bold.
    public var stepper: TextStyle
    /// `focusRing/brand/gap`: the surface-coloured band between the shape and the ring (the spec's 2 pt).
    public var focusRingGap: Double
    /// `focusRing/brand/width`: the brand ring itself (the spec's 2 pt).
    public var focusRingWidth: Double

    public init(label: TextStyle, hint: TextStyle, value: TextStyle, chip: TextStyle, counter: TextStyle,
                digit: TextStyle, stepper: TextStyle, focusRingGap: Double, focusRingWidth: Double) {
        self.label = label
        self.hint = hint
        self.value = value
        self.chip = chip
        self.counter = counter
        self.digit = digit
        self.stepper = stepper
        self.focusRingGap = focusRingGap
        self.focusRingWidth = focusRingWidth
    }

    /// Reads every style from `theme`; throws a `TokenError` naming the first token it lacks.
    public init(theme: Theme) throws {
        self.init(label: try theme.textStyle(AppetiteToken.typeLabel),
                  hint: try theme.textStyle(AppetiteToken.typeHint),
                  value: try theme.textStyle(AppetiteToken.typeValue),
                  chip: try theme.textStyle(AppetiteToken.typeChip),
                  counter: try theme.textStyle(AppetiteToken.typeCounter),
                  digit: try theme.textStyle(AppetiteToken.typeDigit),
                  stepper: try theme.textStyle(AppetiteToken.typeStepper),
                  focusRingGap: try theme.dimension(AppetiteToken.focusRingGap),
                  focusRingWidth: try theme.dimension(AppetiteToken.focusRingWidth))
    }

    /// Every text style at `factor` times its size and line height (`LayoutEnvironment.textScale`);
    /// the focus ring is not text and keeps its size.
    public func scaled(by factor: Double) -> LayoutStyles {
        guard factor != 1 else { return self }
        var copy = self
        for path in [\LayoutStyles.label, \.hint, \.value, \.chip, \.counter, \.digit, \.stepper] {
            copy[keyPath: path] = self[keyPath: path].scaled(by: factor)
        }
        return copy
    }

    /// How far the focus ring reaches outside its shape: gap plus ring.
    public var focusRingOutset: Double { focusRingGap + focusRingWidth }

    /// The styles of the shipped `appetite-light` theme, read once per process.
    public static func appetite() throws -> LayoutStyles { try shipped.styles() }

    private static let shipped = ShippedStyles(theme: "appetite-light") { try LayoutStyles(theme: $0) }
}
