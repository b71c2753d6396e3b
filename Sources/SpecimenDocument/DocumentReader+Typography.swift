import Foundation
import SpecimenSupport

/// Reading a text's typography keys beyond its style token, in Figma's names and spellings:
/// `letterSpacing`, `textAutoResize`, `maxLines`, `textCase` and `textDecoration`.
extension DocumentReader {
    func typography(_ n: [String: JSONValue], _ path: String, into p: inout NodePatch) throws(DocumentError) {
        if let raw = n["letterSpacing"] { p.letterSpacing = try letterSpacing(raw, "\(path).letterSpacing") }
        if let raw = n["textAutoResize"] {
            p.textAutoResize = try choice(raw, "\(path).textAutoResize", what: "textAutoResize", as: DocumentTextResize.self)
        }
        if let raw = n["maxLines"] {
            let lines = try number(raw, "\(path).maxLines", what: "maxLines", range: 1...10_000)
            guard lines == lines.rounded() else { throw fail("\(path).maxLines", "maxLines is a whole number from 1, not \(lines)") }
            p.maxLines = Int(lines)
        }
        if let raw = n["textCase"] { p.textCase = try choice(raw, "\(path).textCase", what: "textCase", as: DocumentTextCase.self) }
        if let raw = n["textDecoration"] {
            p.textDecoration = try choice(raw, "\(path).textDecoration", what: "textDecoration", as: DocumentTextDecoration.self)
        }
    }

    /// `0.32` (points), `"0.32px"`, `"0.02em"` or `"2%"`; from -1,000 to 1,000 points or -10 to 10 em.
    func letterSpacing(_ raw: JSONValue, _ path: String) throws(DocumentError) -> DocumentLetterSpacing {
        let valid = "valid: a number of points (0.32), \"0.32px\", \"0.02em\" or \"2%\""
        switch raw {
        case .number(let n) where abs(n.value) <= 1000:
            return .points(n.value)
        case .string(let s):
            let text = s.trimmingCharacters(in: .whitespaces)
            func amount(_ suffix: Int) -> Double? { Double(text.dropLast(suffix)).flatMap { $0.isFinite ? $0 : nil } }
            if text.hasSuffix("px"), let v = amount(2), abs(v) <= 1000 { return .points(v) }
            if text.hasSuffix("em"), !text.hasSuffix("rem"), let v = amount(2), abs(v) <= 10 { return .em(v) }
            if text.hasSuffix("%"), let v = amount(1), abs(v) <= 1000 { return .em(v / 100) }
            throw fail(path, "letterSpacing \"\(s)\" cannot be read; \(valid)")
        default:
            throw fail(path, "letterSpacing must be a number or a string; \(valid)")
        }
    }
}
