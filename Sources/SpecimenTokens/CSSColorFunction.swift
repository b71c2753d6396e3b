import SpecimenSupport

/// A colour written as CSS writes it, `rgb()`, `rgba()`, `hsl()` or `hsla()`, as Tokens Studio and
/// Adobe Spectrum's files do (`"rgba(0, 0, 0, 0.15)"`, `"rgb(255, 255, 255)"`).
///
/// Both CSS syntaxes are read: commas (`rgba(0, 0, 0, 0.15)`) and spaces with a slash before alpha
/// (`rgb(0 0 0 / 15%)`). `rgb` channels are 0 to 255 or percentages, `hsl` takes a hue in degrees and
/// saturation and lightness in percent, alpha is 0 to 1 or a percentage. A value outside those ranges
/// is refused, not clamped as a browser would: in a token file it is a mistake, not a style.
struct CSSColorFunction {
    /// The space the components are in: `.srgb` (0...1) or `.hsl` (hue, saturation 0...100, lightness 0...100).
    let space: ColorSpace
    let components: [Double]
    let alpha: Double

    /// What a valid value looks like, for error messages.
    static let help = "rgb(r, g, b) or rgba(r, g, b, alpha) with r, g, b from 0 to 255 and alpha from 0 to 1, or hsl(h, s%, l%) / hsla(h, s%, l%, alpha)"

    enum Failure: Error { case notAFunction, malformed }

    /// Reads `text`; `.notAFunction` when it is not written as one of the four functions at all.
    static func parse(_ text: String) -> Result<CSSColorFunction, Failure> {
        let lowered = text.lowercased()
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return .failure(.notAFunction) }
        let name = lowered[..<open].trimmedOfSpaces()
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return .failure(.notAFunction) }
        let inner = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        var parts: [Substring]
        var alphaPart: Substring?
        if inner.contains(",") {
            parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmedOfSpaces() }
            if parts.count == 4 { alphaPart = parts.removeLast() }
        } else {
            let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return .failure(.malformed) }
            parts = halves[0].split(separator: " ")
            if halves.count == 2 { alphaPart = halves[1].trimmedOfSpaces() }
        }
        guard parts.count == 3 else { return .failure(.malformed) }
        var alpha = 1.0
        if let alphaPart {
            guard let a = Self.amount(alphaPart, percentOf: 1), (0...1).contains(a) else { return .failure(.malformed) }
            alpha = a
        }
        if name.hasPrefix("rgb") {
            var channels: [Double] = []
            for part in parts {
                guard let v = Self.amount(part, percentOf: 255), (0...255).contains(v) else { return .failure(.malformed) }
                channels.append(v / 255)
            }
            return .success(CSSColorFunction(space: .srgb, components: channels, alpha: alpha))
        }
        let hueText = parts[0].hasSuffix("deg") ? parts[0].dropLast(3) : parts[0]
        guard let hue = DecimalNumber.parse(hueText), parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
            let s = DecimalNumber.parse(parts[1].dropLast()), let l = DecimalNumber.parse(parts[2].dropLast()),
            (0...100).contains(s), (0...100).contains(l)
        else { return .failure(.malformed) }
        return .success(CSSColorFunction(space: .hsl, components: [hue, s, l], alpha: alpha))
    }

    /// `0.15`, `15%` (of `whole`), or nil.
    private static func amount(_ text: Substring, percentOf whole: Double) -> Double? {
        if text.hasSuffix("%") { return DecimalNumber.parse(text.dropLast()).map { $0 / 100 * whole } }
        return DecimalNumber.parse(text)
    }
}

private extension StringProtocol {
    func trimmedOfSpaces() -> Substring {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return s
    }
}
