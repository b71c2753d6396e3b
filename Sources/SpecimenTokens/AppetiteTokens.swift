/// The Appetite UI Input tokens, by the names the spec's token table uses. Their values live in
/// `Themes/appetite-light.tokens.json` and `Themes/appetite-dark.tokens.json`, not here.
public enum AppetiteToken {
    public static let borderSub200: TokenPath = "border/sub-200"
    public static let brandBase: TokenPath = "brand/base"
    public static let errorBase500: TokenPath = "state/error/base-500"
    public static let textSoft500: TokenPath = "text/soft-500"
    public static let fgSoft500: TokenPath = "fg/soft-500"
    public static let textStrong950: TokenPath = "text/strong-950"
    public static let textSub700: TokenPath = "text/sub-700"
    public static let textDisabled400: TokenPath = "text/disabled-400"
    public static let borderSoft100: TokenPath = "border/soft-100"
    public static let bgWhite0: TokenPath = "bg/white-0"
    public static let bgWeak50: TokenPath = "bg/weak-50"
    public static let bgSoft100: TokenPath = "bg/soft-100"
    public static let fgSub700: TokenPath = "fg/sub-700"
    public static let fgDisabled400: TokenPath = "fg/disabled-400"
    public static let textOnColorStrong: TokenPath = "text/on-color/strong"
    public static let staticWhite0: TokenPath = "static/static-white-0"

    /// The sixteen semantic tokens of the spec's table, in its order.
    public static let semantic: [TokenPath] = [
        borderSub200, brandBase, errorBase500, textSoft500, fgSoft500, textStrong950, textSub700, textDisabled400,
        borderSoft100, bgWhite0, bgWeak50, bgSoft100, fgSub700, fgDisabled400, textOnColorStrong, staticWhite0,
    ]

    public static let alphaBlack24: TokenPath = "colors/alpha/black/alpha-24"
    public static let alphaWhite24: TokenPath = "colors/alpha/white/alpha-24"
    public static let alphaWhite72: TokenPath = "colors/alpha/white/alpha-72"
    public static let backdropBlurSm: TokenPath = "backdropBlur/sm"

    /// `focusRing/brand`: a gap in the surface colour, then a brand ring, both outside the shape.
    public static let focusRingGap: TokenPath = "focusRing/brand/gap"
    public static let focusRingGapColor: TokenPath = "focusRing/brand/gap-color"
    public static let focusRingWidth: TokenPath = "focusRing/brand/width"
    public static let focusRingColor: TokenPath = "focusRing/brand/color"

    public static let typeLabel: TokenPath = "typography/label"
    public static let typeHint: TokenPath = "typography/hint"
    public static let typeValue: TokenPath = "typography/value"
    public static let typeChip: TokenPath = "typography/chip"
    public static let typeCounter: TokenPath = "typography/counter"
    public static let typeDigit: TokenPath = "typography/digit"
    public static let typeStepper: TokenPath = "typography/stepper"
}
