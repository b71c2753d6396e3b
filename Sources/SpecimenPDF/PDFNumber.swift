/// How numbers are spelled in Specimen's PDF: at most four decimals, no exponent, trailing zeros
/// trimmed (`12`, `0.5`, `-3.1416`).
///
/// PDF forbids exponents, and `String(describing:)` would write them for small values, so the digits
/// come from integer arithmetic. Four decimals is a ten-thousandth of a point, far below a device pixel.
enum PDFNumber {
    static let decimals = 4
    /// Largest magnitude written: PDF readers are only obliged to handle about ±32 767 for reals, and
    /// a bigger coordinate is a bug upstream, not a picture.
    static let limit = 1.0e7

    /// The spelling of `value`, or `nil` when it is not finite or beyond ``limit``.
    static func format(_ value: Double) -> String? {
        guard value.isFinite, abs(value) <= limit else { return nil }
        let tenThousandths = Int64((value * 10_000).rounded(.toNearestOrAwayFromZero))
        if tenThousandths == 0 { return "0" }
        let sign = tenThousandths < 0 ? "-" : ""
        let magnitude = tenThousandths.magnitude
        var text = sign + String(magnitude / 10_000)
        var digits = Array(String(magnitude % 10_000 + 10_000).dropFirst())
        while digits.last == "0" { digits.removeLast() }
        if !digits.isEmpty { text += "." + String(digits) }
        return text
    }

    /// A colour channel (0...255) as a PDF colour component (0...1).
    static func channel(_ value: UInt8) -> String {
        format(Double(value) / 255) ?? "0"
    }
}
