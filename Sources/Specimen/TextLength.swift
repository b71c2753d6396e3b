import SpecimenLimits

/// The text-length limit (`Limits.textLength`), checked before any text is shaped: shaping and line
/// breaking grow with the text, so a pasted novel is refused in a line instead of taking minutes.
enum TextLength {
    /// `translated`: the configuration is the localised one (a translation made it long, not the user's value).
    static func check(_ configuration: ComponentConfiguration, translated: Bool = false) throws {
        for property in configuration.set.properties where property.kind == .text {
            let length = configuration.value(property.name).unicodeScalars.count
            guard length <= Limits.textLength else {
                throw translated
                    ? RenderError.translatedTextTooLong(property: property.name, length: length)
                    : RenderError.textTooLong(property: property.name, length: length)
            }
        }
    }
}
