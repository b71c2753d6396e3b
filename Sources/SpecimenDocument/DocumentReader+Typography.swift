import Foundation
import SpecimenSupport
import SpecimenTokens

/// Reading a text's typography keys beyond its style token, in Figma's names and spellings:
/// `letterSpacing`, `textAutoResize`, `maxLines`, `textAlignVertical`, `textCase`, `textDecoration`, `fontFeatures`, `lineHeight`,
/// `paragraphSpacing`, `paragraphIndent` and `runs`.
extension DocumentReader {
    func typography(_ n: [String: JSONValue], _ path: String, into p: inout NodePatch) throws(DocumentError) {
        if let raw = n["letterSpacing"] { p.letterSpacing = try letterSpacing(raw, "\(path).letterSpacing") }
        if let raw = n["trailingLetterSpacing"] {
            p.trailingLetterSpacing = try choice(raw, "\(path).trailingLetterSpacing", what: "trailingLetterSpacing", as: DocumentTrailingSpacing.self)
        }
        if let raw = n["textAutoResize"] {
            p.textAutoResize = try choice(raw, "\(path).textAutoResize", what: "textAutoResize", as: DocumentTextResize.self)
        }
        if let raw = n["maxLines"] {
            let lines = try number(raw, "\(path).maxLines", what: "maxLines", range: 1...10_000)
            guard lines == lines.rounded() else { throw fail("\(path).maxLines", "maxLines is a whole number from 1, not \(lines)") }
            p.maxLines = Int(lines)
        }
        if let raw = n["textAlignVertical"] {
            p.textAlignVertical = try choice(raw, "\(path).textAlignVertical", what: "textAlignVertical", as: DocumentTextAlignVertical.self)
        }
        if let raw = n["textCase"] { p.textCase = try choice(raw, "\(path).textCase", what: "textCase", as: DocumentTextCase.self) }
        if let raw = n["textDecoration"] {
            p.textDecoration = try choice(raw, "\(path).textDecoration", what: "textDecoration", as: DocumentTextDecoration.self)
        }
        if let raw = n["fontFeatures"] { p.fontFeatures = try fontFeatures(raw, "\(path).fontFeatures") }
        if let raw = n["lineHeight"] { p.lineHeight = try lineHeight(raw, "\(path).lineHeight") }
        if let raw = n["paragraphSpacing"] { p.paragraphSpacing = try number(raw, "\(path).paragraphSpacing", what: "paragraphSpacing", range: 0...10_000) }
        if let raw = n["paragraphIndent"] { p.paragraphIndent = try number(raw, "\(path).paragraphIndent", what: "paragraphIndent", range: 0...10_000) }
        if let raw = n["fontStyle"] {
            guard case .string(let s) = raw, ["italic", "normal"].contains(s) else {
                throw fail("\(path).fontStyle", "fontStyle must be \"italic\" or \"normal\"")
            }
            p.italic = s == "italic"
        }
        if let raw = n["fontVariations"] { p.fontVariations = try fontVariations(raw, "\(path).fontVariations") }
        if let raw = n["runs"] { try runs(raw, "\(path).runs", into: &p) }
    }

    /// `{"wght": 450, "wdth": 87.5}`, read as `FontVariations` says.
    func fontVariations(_ raw: JSONValue, _ path: String) throws(DocumentError) -> [String: Double] {
        guard case .object(let members) = raw else { throw fail(path, "fontVariations must be an object; \(FontVariations.valid)") }
        var entries: [(tag: String, value: Double)] = []
        for (tag, value) in members {
            guard case .number(let n) = value else { throw fail("\(path).\(tag)", "axis \(tag)'s value must be a number; \(FontVariations.valid)") }
            entries.append((tag, n.value))
        }
        switch FontVariations.read(entries) {
        case .success(let axes): return axes
        case .failure(let reason): throw fail(path, "fontVariations: \(reason.text); \(FontVariations.valid)")
        }
    }

    /// `[{"characters": "Already registered? "}, {"characters": "Sign in", "color": "text/link"}]`: the
    /// text's stretches in reading order (`DocumentTextRun`). Their characters joined are the text: the
    /// node's `characters` when it gives none, and a literal `characters` must equal them.
    func runs(_ raw: JSONValue, _ path: String, into p: inout NodePatch) throws(DocumentError) {
        var runs: [DocumentTextRun] = []
        for (i, item) in try array(raw, path, what: "runs").enumerated() {
            let at = "\(path)[\(i)]"
            let r = try object(item, at, keys: DocumentTextRun.keys, what: "a run")
            var style = NodePatch()
            if let raw = r["textStyle"] { style.textStyle = try token(raw, "\(at).textStyle", what: "textStyle") }
            if let raw = r["color"] { style.color = try token(raw, "\(at).color", what: "color") }
            try typography(r, at, into: &style)
            runs.append(DocumentTextRun(characters: try string(r["characters"], "\(at).characters", what: "a run's characters"), style: style))
        }
        guard !runs.isEmpty else {
            throw fail(path, "runs is a list of at least one run; valid: [{\"characters\": \"Sign in\", \"color\": \"text/link\"}]")
        }
        let joined = runs.map(\.characters).joined()
        switch p.characters {
        case nil: p.characters = .value(joined)
        case .value(let given)? where given != joined:
            throw fail(
                "\(path.dropLast(5)).characters",
                "characters \"\(given.prefix(40))\" differ from its runs' characters joined (\"\(joined.prefix(40))\"); leave characters out or give the same text")
        default: break
        }
        p.runs = runs
    }

    /// `20` (points), `"20px"`, `"150%"` of the font size or `"auto"`; from 0 to 10,000 points or percent.
    func lineHeight(_ raw: JSONValue, _ path: String) throws(DocumentError) -> DocumentLineHeight {
        let valid = "valid: a number of points (20), \"20px\", a percentage of the font size (\"150%\") or \"auto\""
        switch raw {
        case .number(let n) where n.value >= 0 && n.value <= 10_000:
            return .points(n.value)
        case .string(let s):
            let text = s.trimmingCharacters(in: .whitespaces)
            func amount(_ suffix: Int) -> Double? { Double(text.dropLast(suffix)).flatMap { $0.isFinite && $0 >= 0 && $0 <= 10_000 ? $0 : nil } }
            if text == "auto" { return .auto }
            if text.hasSuffix("px"), let v = amount(2) { return .points(v) }
            if text.hasSuffix("%"), let v = amount(1) { return .multiple(v / 100) }
            throw fail(path, "lineHeight \"\(s)\" cannot be read; \(valid)")
        default:
            throw fail(path, "lineHeight must be a number from 0 to 10000 or a string; \(valid)")
        }
    }

    /// `{"tnum": 1, "ss01": 1}` (`true` is 1, `false` 0) or `["tnum", "ss01"]`, read as `FontFeatures` says.
    func fontFeatures(_ raw: JSONValue, _ path: String) throws(DocumentError) -> [String: Int] {
        var entries: [(tag: String, value: Double)] = []
        switch raw {
        case .object(let members):
            for (tag, value) in members {
                switch value {
                case .number(let n): entries.append((tag, n.value))
                case .bool(let b): entries.append((tag, b ? 1 : 0))
                default: throw fail("\(path).\(tag)", "feature \(tag)'s value must be a number or true/false; \(FontFeatures.valid)")
                }
            }
        case .array(let tags):
            for (i, tag) in tags.enumerated() {
                guard case .string(let s) = tag else { throw fail("\(path)[\(i)]", "a listed feature must be a tag string; \(FontFeatures.valid)") }
                entries.append((s, 1))
            }
        default:
            throw fail(path, "fontFeatures must be an object or a list; \(FontFeatures.valid)")
        }
        switch FontFeatures.read(entries) {
        case .success(let features): return features
        case .failure(let reason): throw fail(path, "fontFeatures: \(reason.text); \(FontFeatures.valid)")
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
