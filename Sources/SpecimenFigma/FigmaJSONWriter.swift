import SpecimenLayout
import SpecimenTokens

/// Writes a `JSONValue` as the documents and token files Specimen ships are written: two-space
/// indentation, members in the order given, a short object or array of scalars on one line. The same
/// value gives the same bytes on every run.
enum FigmaJSONWriter {
    static func text(_ value: JSONValue) -> String { write(value, indent: "") + "\n" }

    private static func write(_ value: JSONValue, indent: String) -> String {
        switch value {
        case .string(let s): return JSONString.quoted(s)
        case .number(let n): return number(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inline = items.map { write($0, indent: indent) }
            if items.allSatisfy(isScalar) || inline.joined().count < 80, !inline.contains(where: { $0.contains("\n") }) {
                return "[" + inline.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + items.map { inner + write($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inline = members.map { JSONString.quoted($0.key) + ": " + write($0.value, indent: indent) }
            if members.allSatisfy({ isScalar($0.value) }), inline.joined().count < 80 {
                return "{" + inline.joined(separator: ", ") + "}"
            }
            let inner = indent + "  "
            return "{\n" + members.map { inner + JSONString.quoted($0.key) + ": " + write($0.value, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: false
        default: true
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
