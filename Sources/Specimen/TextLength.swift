import SpecimenLimits

/// The text-length limit (`Limits.textLength`), checked before any text is shaped: shaping and line
/// breaking grow with the text, so a pasted novel is refused in a line instead of taking minutes.
enum TextLength {
    static func check(_ configuration: ComponentConfiguration) throws {
        for property in configuration.set.properties where property.kind == .text {
            let length = configuration.value(property.name).unicodeScalars.count
            guard length <= Limits.textLength else { throw RenderError.textTooLong(property: property.name, length: length) }
        }
    }
}
