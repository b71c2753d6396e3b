import SpecimenSupport
import SpecimenLayout
import SpecimenTokens

/// Writes a `JSONValue` as the documents and token files Specimen ships are written
/// (`JSONWriter.document`), with Figma's numbers spelled to four decimals. The same value gives the
/// same bytes on every run.
enum FigmaJSONWriter {
    static func text(_ value: JSONValue) -> String { JSONWriter.document(respelled(value)) }

    /// `value` with every number spelled by `number(_:)`.
    private static func respelled(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let n): .number(JSONNumber(text: number(n.value), value: n.value))
        case .array(let items): .array(items.map(respelled))
        case .object(let members): .object(members.map { ($0.key, respelled($0.value)) })
        case .string, .bool, .null: value
        }
    }

    /// Shortest spelling that reads back the same; whole numbers without a fraction.
    static func number(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        // Figma writes 32-bit floats as doubles (0.20000000298023224): four decimals are exact for points.
        let rounded = (n * 10_000).rounded() / 10_000
        return String(rounded)
    }
}
