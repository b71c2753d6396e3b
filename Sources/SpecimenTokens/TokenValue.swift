import Pixels

/// A resolved token: a primitive, never an alias.
package enum TokenValue: Hashable, Sendable {
    case color(Color)
    /// A length in points (W3C `dimension`, `px` read as points).
    case dimension(Double)
    case number(Double)
    case typography(TextStyle)
    case string(String)

    /// How the value is written in a token file or a report.
    package var display: String {
        switch self {
        case .color(let c): c.hex
        case .dimension(let d): "\(TokenValue.format(d))pt"
        case .number(let n): TokenValue.format(n)
        case .typography(let t): t.summary
        case .string(let s): s
        }
    }

    /// `8` or `0.5`: a number as a token file or a report writes it. A whole number is written without
    /// a fraction only when `Int` holds it exactly (`1e300` is written `1e+300`, never converted: a
    /// conversion past `Int.max` traps).
    package static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
