/// How a TEXT node's size was found.
package enum FigmaTextSizing: Hashable, Sendable {
    /// Measured by Specimen's text engine in a font it ships (Inter 400, 500 or 600).
    case measured
    /// Sized from Figma's own box, for the reason given (a font family or style Specimen does not ship,
    /// mixed styles in one text, a text case it does not apply).
    case figmaBox(reason: String)
}
