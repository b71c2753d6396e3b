import SpecimenSupport
import Foundation
import Geometry
import SpecimenAutoLayout
import SpecimenTokens

/// Figma's text styles as typography tokens, and a text's box, runs, case, line height, features and spacing.
extension ImportState {
    /// The typography token of `node`'s style, or of `given` (a run's: the node's style with its
    /// override laid over, never named after the node's text style).
    mutating func textStyle(_ node: FigmaNode, style given: JSONValue? = nil, note: (String) -> Void) -> String? {
        guard let style = given ?? node.fields["style"] else { return nil }
        let family = if case .string(let s)? = style["fontFamily"] { s } else { "Inter" }
        let size = style["fontSize"].flatMap(FigmaNode.double) ?? 14
        let weight = Int(min(1000, max(1, style["fontWeight"].flatMap(FigmaNode.double) ?? 400)))
        let lineHeight = style["lineHeightPx"].flatMap(FigmaNode.double) ?? (size * 1.2).rounded()
        let italic = Self.isItalic(style)
        let spacing = Self.letterSpacing(style)
        if case .string(let c)? = style["textCase"], !(["ORIGINAL"] + Self.textCases).contains(c) { note("text case \(c) dropped") }
        var fields: [(key: String, value: JSONValue)] = [
            ("fontFamily", .string(family)), ("fontSize", .number(size)), ("lineHeight", Self.lineHeight(style, family: family, px: lineHeight)),
            ("fontWeight", .number(Double(weight))),
        ]
        if let spacing { fields.append(("letterSpacing", spacing.percent ? .string("\(spacing.value)%") : .number(spacing.number))) }
        let features = Self.fontFeatures(style, note: note)
        if !features.isEmpty { fields.append(("fontFeatures", .object(features.keys.sorted().map { ($0, .number(Double(features[$0] ?? 0))) }))) }
        if italic { fields.append(("fontStyle", .string("italic"))) }
        // A weight between the named ones (Figma's variable-font weights, 450) is set on the wght axis,
        // so a variable font draws it exactly; a static family draws its nearest face.
        if weight % 100 != 0 { fields.append(("fontVariations", .object([("wght", .number(Double(weight)))]))) }
        let value = JSONValue.object(fields)
        // A text style the designer named is its token by that name; a style nobody named is named by
        // what it is (family, size, line height, weight, letter spacing, features).
        let spaced = spacing.map { " \($0.value)\($0.percent ? "%" : "")" } ?? ""
        let featured = features.keys.sorted().map { " \($0)\(features[$0] == 1 ? "" : "\(features[$0] ?? 0)")" }.joined()
        var path =
            "figma/text/"
            + FigmaImporter.slug("\(family) \(FigmaJSONWriter.number(size)) \(FigmaJSONWriter.number(lineHeight)) \(weight)\(italic ? " italic" : "")\(spaced)\(featured)")
        if given == nil, let name = styleName(node, "text", type: "TEXT"), let segments = Self.segments(name) {
            let named = "figma/text/" + segments.joined(separator: "/")
            let known = typography.first { $0.path == named }
            if known?.value == value || known == nil && Self.fits(named, among: typography.map(\.path)) { path = named }
        }
        if !typography.contains(where: { $0.path == path }) { typography.append((path, value)) }
        return path
    }

    /// Whether a Figma text style is italic: its `italic` flag, or a style or PostScript name that says
    /// so (`"Bold Italic"`, `Inter-BoldItalic`, `Oblique`), as files written by the plugin API carry them.
    static func isItalic(_ style: JSONValue) -> Bool {
        if style["italic"] == .bool(true) { return true }
        for key in ["fontStyle", "fontPostScriptName"] {
            if case .string(let s)? = style[key], s.lowercased().contains("italic") || s.lowercased().contains("oblique") { return true }
        }
        return false
    }

    /// A text's box and case in Figma's own fields: `textAutoResize` (Figma's default, absent from its
    /// JSON, is NONE: a fixed box the text wraps in), `maxLines` with `textTruncation` ENDING (as
    /// TRUNCATE), `textCase` UPPER, LOWER and TITLE, `textDecoration`, `paragraphSpacing` and `paragraphIndent`.
    static func textBox(_ node: FigmaNode, note: (String) -> Void) -> [(String, JSONValue)] {
        let style = node.fields["style"]
        func word(_ key: String) -> String? { if case .string(let s)? = style?[key] ?? node.fields[key] { s } else { nil } }
        var out: [(String, JSONValue)] = []
        let truncates = word("textTruncation") == "ENDING"
        let resize = truncates ? "TRUNCATE" : word("textAutoResize") ?? "NONE"
        out.append(("textAutoResize", .string(["WIDTH_AND_HEIGHT", "HEIGHT", "NONE", "TRUNCATE"].contains(resize) ? resize : "NONE")))
        if let lines = (style?["maxLines"] ?? node.fields["maxLines"]).flatMap(FigmaNode.double), lines >= 1, lines == lines.rounded(), truncates || resize == "TRUNCATE" {
            out.append(("maxLines", .number(lines)))
        }
        if let c = word("textCase"), Self.textCases.contains(c) { out.append(("textCase", .string(c))) }
        if let d = word("textDecoration"), ["UNDERLINE", "STRIKETHROUGH"].contains(d) { out.append(("textDecoration", .string(d))) }
        for key in ["paragraphSpacing", "paragraphIndent"] {
            if let v = style?[key].flatMap(FigmaNode.double), v > 0, v <= 10_000 { out.append((key, .number(v))) }
        }
        return out
    }

    /// Figma's `characterStyleOverrides` and `styleOverrideTable` as the document's `runs`: one run per
    /// stretch of one override id (indices count UTF-16 code units, as Figma's JavaScript strings do;
    /// characters past the list's end are id 0, the node's own style), its entry's typography as the
    /// run's text style token, its fills as its colour, its case and decoration as its own. Nil when
    /// every character is in the node's style.
    mutating func textRuns(_ node: FigmaNode, note: (String) -> Void) -> JSONValue? {
        guard case .array(let list)? = node.fields["characterStyleOverrides"], list.contains(where: { $0 != .number(0) }),
            let characters = node.string("characters")
        else { return nil }
        let ids = list.map { FigmaNode.double($0).map(Int.init) ?? 0 }
        var stretches: [(id: Int, text: String)] = [], unit = 0
        for scalar in characters.unicodeScalars {
            let id = unit < ids.count ? ids[unit] : 0
            unit += scalar.utf16.count
            if let last = stretches.last, last.id == id {
                stretches[stretches.count - 1].text.unicodeScalars.append(scalar)
            } else {
                stretches.append((id, String(scalar)))
            }
        }
        let typography = ["fontFamily", "fontWeight", "fontSize", "lineHeightPx", "lineHeightPercentFontSize", "lineHeightUnit", "letterSpacing", "opentypeFlags", "italic"]
        var runs: [JSONValue] = []
        for stretch in stretches {
            var fields: [(key: String, value: JSONValue)] = [("characters", .string(stretch.text))]
            if stretch.id != 0, case .object(let entry)? = node.fields["styleOverrideTable"]?[String(stretch.id)] {
                func value(_ key: String) -> JSONValue? { entry.first { $0.key == key }?.value }
                // Only typography the entry changes makes a style of its own (Figma repeats unchanged fields in entries).
                let changed = typography.filter { key in value(key).map { $0 != node.fields["style"]?[key] } ?? false }
                if !changed.isEmpty, case .object(let base)? = node.fields["style"] {
                    let keys = Set(entry.map { $0.key })
                    // A run of its own size without its own lineHeightPx takes its line height at that size (`FigmaTextMeasurer.withLineHeight`).
                    let merged = FigmaTextMeasurer.withLineHeight(
                        .object(base.filter { !keys.contains($0.key) } + entry), base: .object(base), entry: .object(entry))
                    if let token = textStyle(node, style: merged, note: note) { fields.append(("textStyle", .string(token))) }
                }
                if let color = paints(value("fills"), what: "text colour", note: note).first { fields.append(("color", .string(color))) }
                if case .string(let c)? = value("textCase"), (["ORIGINAL"] + Self.textCases).contains(c) { fields.append(("textCase", .string(c))) }
                if case .string(let d)? = value("textDecoration"), ["NONE", "UNDERLINE", "STRIKETHROUGH"].contains(d) {
                    fields.append(("textDecoration", .string(d)))
                }
            }
            runs.append(.object(fields))
        }
        return .array(runs)
    }

    /// Figma's text cases a document draws (its `textCase`), ORIGINAL aside.
    static let textCases = ["UPPER", "LOWER", "TITLE", "SMALL_CAPS", "SMALL_CAPS_FORCED"]

    /// Figma's line height in the unit the designer set: FONT_SIZE_% (or the plugin API's PERCENT) as
    /// `"150%"` of the size; INTRINSIC_% (AUTO) as `"auto"` for Inter, whose metrics Specimen has, so the
    /// font's own line height is Figma's; any other family keeps Figma's `lineHeightPx`, since a
    /// substitute's metrics would move the box from Figma's; PIXELS as the number.
    static func lineHeight(_ style: JSONValue, family: String, px: Double) -> JSONValue {
        var unit = if case .string(let s)? = style["lineHeightUnit"] { s } else { "PIXELS" }
        var percent = style["lineHeightPercentFontSize"].flatMap(FigmaNode.double)
        if case .object? = style["lineHeight"], case .string(let u)? = style["lineHeight"]?["unit"] {
            unit = u == "PERCENT" ? "FONT_SIZE_%" : u == "AUTO" ? "INTRINSIC_%" : u
            if u == "PERCENT" { percent = style["lineHeight"]?["value"].flatMap(FigmaNode.double) }
        }
        switch unit {
        case "FONT_SIZE_%" where percent.map { $0 > 0 && $0 <= 10_000 } == true: return .string("\(FigmaJSONWriter.number(percent ?? 0))%")
        case "INTRINSIC_%" where family == "Inter": return .string("auto")
        default: return .number(px)
        }
    }

    /// Figma's `opentypeFlags` (`{"TNUM": 1, "SS01": 1}`, tags upper case) as OpenType features (tags
    /// lower case, as OpenType's registered ones are); a flag that is no tag is said and dropped.
    static func fontFeatures(_ style: JSONValue, note: (String) -> Void = { _ in }) -> [String: Int] {
        guard case .object(let flags)? = style["opentypeFlags"] else { return [:] }
        var out: [String: Int] = [:]
        for (flag, raw) in flags {
            let tag = flag.lowercased()
            guard let value = FigmaNode.double(raw), case .success(let read) = FontFeatures.read([(tag, value)]) else {
                note("OpenType flag \(flag) dropped")
                continue
            }
            out.merge(read) { _, new in new }
        }
        return out
    }

    /// True when the text's style or one of its character overrides (`styleOverrideTable`) spaces letters.
    static func hasLetterSpacing(_ node: FigmaNode) -> Bool {
        if let style = node.fields["style"], letterSpacing(style) != nil { return true }
        guard case .object(let table)? = node.fields["styleOverrideTable"] else { return false }
        return table.contains { letterSpacing($0.1) != nil }
    }

    /// Figma's `letterSpacing`: the REST API's number in px, or the plugin API's `{"unit": "PERCENT"
    /// or "PIXELS", "value"}`; nil when it is zero or absent. `value` is the number as the token writes it.
    static func letterSpacing(_ style: JSONValue) -> (number: Double, value: String, percent: Bool)? {
        switch style["letterSpacing"] {
        case let raw? where FigmaNode.double(raw) != nil:
            let v = FigmaNode.double(raw) ?? 0
            return v == 0 ? nil : (v, FigmaJSONWriter.number(v), false)
        case let raw?:
            guard let v = raw["value"].flatMap(FigmaNode.double), v != 0 else { return nil }
            return (v, FigmaJSONWriter.number(v), raw["unit"] == .string("PERCENT"))
        case nil:
            return nil
        }
    }
}
