import SpecimenLimits

/// The range check every resolved token value passes before anything is laid out with it.
///
/// Parsing accepts any number a token file can spell (`1e308px`, `-4px`); drawing with such a value
/// would overflow a size to infinity (a trap in the rasterizer, `-inf` in layout JSON) or silently draw
/// nonsense (a negative ring width). So each value is checked against `Limits`, by what it is: a backdrop
/// blur against `blurRange`, a font size against `fontSizeRange`, every other dimension and line height
/// against `dimensionRange`, and every number must be finite.
extension Theme {
    /// This theme, or an error naming the first token (in path order) whose value is out of range.
    package func validated() throws -> Theme {
        for path in paths {
            guard let value = values[path] else { continue }
            try Self.check(value, at: path)
        }
        return self
    }

    private static func check(_ value: TokenValue, at path: TokenPath) throws {
        switch value {
        case .dimension(let points):
            let isBlur = path.description.lowercased().contains("blur")
            try require(
                points, in: isBlur ? Limits.blurRange : Limits.dimensionRange, path: path,
                what: isBlur ? "a blur radius" : "a dimension")
        case .number(let number):
            guard number.isFinite, abs(number) <= Limits.dimensionRange.upperBound else {
                throw TokenError(
                    .badValue(
                        path: path.description, value: format(number),
                        expected: "a finite number of at most \(format(Limits.dimensionRange.upperBound))"))
            }
        case .typography(let style):
            try require(style.size, in: Limits.fontSizeRange, path: path, what: "a font size", field: "fontSize")
            try require(style.lineHeight, in: Limits.dimensionRange, path: path, what: "a line height", field: "lineHeight")
        case .color, .string:
            break
        }
    }

    private static func require(
        _ points: Double, in range: ClosedRange<Double>, path: TokenPath, what: String,
        field: String? = nil
    ) throws {
        guard points.isFinite, range.contains(points) else {
            let name = field.map { "\(path.description).\($0)" } ?? path.description
            throw TokenError(
                .badValue(
                    path: name, value: format(points) + "px",
                    expected: "\(what) from \(format(range.lowerBound)) to \(format(range.upperBound)) px"))
        }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return value < 0 ? "-infinity" : value.isNaN ? "NaN" : "infinity" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
