/// The Appetite UI Input tokens, by the names the spec's token table uses. Their values live in
/// `Themes/appetite-light.tokens.json` and `Themes/appetite-dark.tokens.json`, not here.
package enum AppetiteToken {
    /// The field's rule colour, kept in every state but error (`border/sub-200`).
    package static let borderSub200: TokenPath = "border/sub-200"
    /// The brand colour, as for the caret of a focused field (`brand/base`).
    package static let brandBase: TokenPath = "brand/base"
    /// The error colour: in the error state, the rule, the hint and its icon (`state/error/base-500`).
    package static let errorBase500: TokenPath = "state/error/base-500"
    /// Soft text colour, as for a field's title and its placeholder (`text/soft-500`).
    package static let textSoft500: TokenPath = "text/soft-500"
    /// Soft foreground colour: every icon at rest (`fg/soft-500`).
    package static let fgSoft500: TokenPath = "fg/soft-500"
    /// The strongest text colour, as for a chip's label (`text/strong-950`).
    package static let textStrong950: TokenPath = "text/strong-950"
    /// Secondary text colour, as for a text area's counter (`text/sub-700`).
    package static let textSub700: TokenPath = "text/sub-700"
    /// Text colour of a disabled field's value and hint (`text/disabled-400`).
    package static let textDisabled400: TokenPath = "text/disabled-400"
    /// The softest border colour, as for the divider beside a picker (`border/soft-100`).
    package static let borderSoft100: TokenPath = "border/soft-100"
    /// The white background; white in light, the dark surface in dark (`bg/white-0`).
    package static let bgWhite0: TokenPath = "bg/white-0"
    /// The weak background colour, as for a chip's fill (`bg/weak-50`).
    package static let bgWeak50: TokenPath = "bg/weak-50"
    /// The soft background colour, as for the Composer's avatar circle (`bg/soft-100`).
    package static let bgSoft100: TokenPath = "bg/soft-100"
    /// Secondary foreground (icon) colour (`fg/sub-700`).
    package static let fgSub700: TokenPath = "fg/sub-700"
    /// Foreground (icon) colour of a disabled control or button (`fg/disabled-400`).
    package static let fgDisabled400: TokenPath = "fg/disabled-400"
    /// Text colour on a coloured fill, such as the brand colour (`text/on-color/strong`).
    package static let textOnColorStrong: TokenPath = "text/on-color/strong"
    /// White in both themes, as for the Overlay Composer's value and caret (`static/static-white-0`).
    package static let staticWhite0: TokenPath = "static/static-white-0"

    /// Black at 24% opacity (`#0000003D` in the light theme), a DTCG `color`.
    package static let alphaBlack24: TokenPath = "colors/alpha/black/alpha-24"
    /// White at 24% opacity (`#FFFFFF3D` in the light theme), a DTCG `color`.
    package static let alphaWhite24: TokenPath = "colors/alpha/white/alpha-24"
    /// White at 72% opacity (`#FFFFFFB8` in the light theme), a DTCG `color`.
    package static let alphaWhite72: TokenPath = "colors/alpha/white/alpha-72"
    /// The small backdrop blur radius, a DTCG `dimension` in points (`8px` in the files).
    package static let backdropBlurSm: TokenPath = "backdropBlur/sm"

    /// `focusRing/brand`: a gap in the surface colour, then a brand ring, both outside the shape.
    package static let focusRingGap: TokenPath = "focusRing/brand/gap"
    /// The colour of the gap between the shape and the focus ring: the surface's colour.
    package static let focusRingGapColor: TokenPath = "focusRing/brand/gap-color"
    /// The focus ring's stroke width, a DTCG `dimension` in points.
    package static let focusRingWidth: TokenPath = "focusRing/brand/width"
    /// The focus ring's colour, drawn outside the gap.
    package static let focusRingColor: TokenPath = "focusRing/brand/color"

    /// The text style of an input's label, a DTCG `typography` token.
    package static let typeLabel: TokenPath = "typography/label"
    /// The text style of an input's hint or error message, a DTCG `typography` token.
    package static let typeHint: TokenPath = "typography/hint"
    /// The text style of an input's value and placeholder, a DTCG `typography` token.
    package static let typeValue: TokenPath = "typography/value"
    /// The text style of a chip's label, a DTCG `typography` token.
    package static let typeChip: TokenPath = "typography/chip"
    /// The text style of the counter input's number, a DTCG `typography` token.
    package static let typeCounter: TokenPath = "typography/counter"
    /// The text style of a digit input's cells, a DTCG `typography` token.
    package static let typeDigit: TokenPath = "typography/digit"
    /// The text style of the stepper's number, a DTCG `typography` token.
    package static let typeStepper: TokenPath = "typography/stepper"
}
