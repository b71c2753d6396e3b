/// How numbers are spelled in Specimen's SVG: at most four decimals, trailing zeros trimmed.
///
/// The digits come from integer arithmetic on the value scaled by 10 000, never from
/// `String(describing:)` or `printf`, so the spelling cannot depend on the platform's formatter
/// (`12`, `12.5`, `0.3333`, `-4.25`). Four decimals is a ten-thousandth of a point: far below a
/// device pixel at any scale Specimen renders, so the SVG and the rasterizer agree on every edge.
enum SVGNumber {
    /// Ten-thousandths per unit: four decimals.
    static let resolution = 10_000.0

    /// Largest magnitude written; beyond this a coordinate is a bug, not a picture.
    static let limit = 1.0e12

    /// The shortest spelling of `value` at four decimals, or `nil` when it is not finite or absurdly
    /// large (a caller turns that into an ``SVGWriterError``).
    static func format(_ value: Double) -> String? {
        guard value.isFinite, abs(value) <= limit else { return nil }
        let scaled = (value * resolution).rounded(.toNearestOrAwayFromZero)
        // Rounding a tiny negative value gives -0; SVG readers accept it but it reads as noise.
        guard scaled != 0 else { return "0" }
        let negative = scaled < 0
        let magnitude = UInt64(abs(scaled))
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = 4
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let spelled = String(fraction)
            text += "." + String(repeating: "0", count: digits - spelled.count) + spelled
        }
        return text
    }
}
