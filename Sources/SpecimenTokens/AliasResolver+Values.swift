import Foundation
import Pixels
import SpecimenSupport

/// How each DTCG value type becomes a primitive: colours, dimensions, numbers, font weights and
/// typography, in every form the format and its drafts write them.
extension AliasResolver {
    /// The rem size: CSS's default root font size, 16 px, so `1rem` is 16 pt.
    static let remInPoints = 16.0

    static let colourHelp = "a colour: \"#RRGGBB\", \"#RRGGBBAA\", or {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": 1}"

    // MARK: Colour

    mutating func color(_ raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> Color {
        let raw = try dereferenced(raw, path)
        switch raw {
        case .string(let s):
            if let alias = Self.aliasTarget(s) {
                guard case .color(let c) = try resolve(target(alias), chain: chain) else {
                    throw TokenError(.badValue(path: path.description, value: s, expected: "an alias of a colour"))
                }
                return c
            }
            if let c = Color(hex: s) { return c }
            switch CSSColorFunction.parse(s) {
            case .success(let css): return try converted(css.space, css.components, alpha: css.alpha, name: css.space.rawValue, raw: raw, path)
            case .failure(.malformed):
                throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: CSSColorFunction.help))
            case .failure(.notAFunction): break
            }
        case .object(let fields) where fields["colorSpace"] == nil && fields["r"] != nil && fields["g"] != nil && fields["b"] != nil:
            return try rgbObject(fields, raw: raw, path, chain: chain)
        case .object(let fields):
            return try colorObject(fields, raw: raw, path, chain: chain)
        default: break
        }
        throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: Self.colourHelp))
    }

    /// `{"colorSpace", "components", "alpha", "hex"}`, converted to 8-bit sRGB. A channel outside sRGB is
    /// clipped to 0...1 on its own (hue may shift; no gamut mapping) and reported when clipping changes
    /// the 8-bit value. `hex` is the fallback when the space or components cannot be read.
    private mutating func colorObject(_ fields: [String: TokenDocument.RawValue], raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> Color {
        let fallback: Color? = { if case .string(let h)? = fields["hex"] { return Color(hex: h) } else { return nil } }()
        guard case .string(let name)? = fields["colorSpace"], let space = ColorSpace(rawValue: name) else {
            if let fallback { return fallback }
            let valid = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "a colorSpace of \(valid)"))
        }
        guard case .array(let items)? = try fields["components"].map({ try dereferenced($0, path) }), items.count == 3 else {
            if let fallback { return fallback }
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "\"components\": \(space.componentsHelp)"))
        }
        var components: [Double] = []
        for item in items {
            // `none` is a missing component, which CSS Color 4 converts as zero.
            if case .string("none") = item { components.append(0); continue }
            components.append(try number(item, path, chain: chain, expected: "colour components \(space.componentsHelp)"))
        }
        var alpha = 1.0
        if let a = fields["alpha"] { alpha = try number(a, path, chain: chain, expected: "alpha from 0 to 1") }
        return try converted(space, components, alpha: alpha, name: name, raw: raw, path)
    }

    /// Style Dictionary's `{"r": 146, "g": 153, "b": 162}` (and `"a"`), channels 0 to 255, alpha 0 to 1.
    private mutating func rgbObject(_ fields: [String: TokenDocument.RawValue], raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> Color {
        var channels: [Double] = []
        for key in ["r", "g", "b"] {
            let v = try number(fields[key] ?? .null, path, chain: chain, expected: "{\"r\", \"g\", \"b\"} each from 0 to 255")
            guard (0...255).contains(v) else {
                throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "{\"r\", \"g\", \"b\"} each from 0 to 255"))
            }
            channels.append(v / 255)
        }
        let alpha = try fields["a"].map { try number($0, path, chain: chain, expected: "alpha from 0 to 1") } ?? 1
        return try converted(.srgb, channels, alpha: alpha, name: "srgb", raw: raw, path)
    }

    /// Components of `space` as an 8-bit sRGB colour: out-of-gamut channels clipped (and reported);
    /// an alpha outside 0...1, or components so large that the conversion gives no number, refused
    /// (clipping NaN would silently draw 0).
    private mutating func converted(
        _ space: ColorSpace, _ components: [Double], alpha: Double, name: String,
        raw: TokenDocument.RawValue, _ path: TokenPath
    ) throws -> Color {
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "an alpha from 0 to 1 (found \(TokenValue.format(alpha)))"))
        }
        let rgb = space.sRGB(components)
        guard rgb.allSatisfy(\.isFinite) else {
            throw TokenError(
                .badValue(
                    path: path.description, value: Self.display(raw),
                    expected: "\"components\": \(space.componentsHelp) (these are too large to convert to sRGB)"))
        }
        let limit = 0.5 / 255
        if rgb.contains(where: { $0 < -limit || $0 > 1 + limit }) {
            let shown = rgb.map { String(format: "%.4f", $0) }.joined(separator: ", ")
            warnings.append(
                TokenWarning(
                    .outOfGamut, path: path, file: document.entries[path]?.file,
                    message: "\(name) colour is outside sRGB (r, g, b = \(shown)); each channel is clipped to 0...1"))
        }
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        return Color(red: byte(rgb[0]), green: byte(rgb[1]), blue: byte(rgb[2]), alpha: byte(alpha))
    }

    // MARK: Numbers and dimensions

    mutating func number(_ raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath], expected: String) throws -> Double {
        let raw = try dereferenced(raw, path)
        switch raw {
        case .number(let n): return n
        case .string(let s):
            if let alias = Self.aliasTarget(s) {
                switch try resolve(target(alias), chain: chain) {
                case .number(let n), .dimension(let n): return n
                default: break
                }
            } else if let d = Self.dimensionValue(s) {
                return d
            } else if s.hasSuffix("%"), let percent = DecimalNumber.parse(s.dropLast()) {
                // Tokens Studio's "150%" line heights and "40%" opacities: a fraction of one.
                return percent / 100
            }
        case .object(let fields) where fields["unit"] != nil:
            return try dimension(raw, path, chain: chain)
        default: break
        }
        throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: expected))
    }

    /// A length in points: `{"value": 8, "unit": "px"}`, `{"value": 0.5, "unit": "rem"}`, `"8px"`,
    /// `"0.5rem"` or `8`. A px is a point; a rem is `remInPoints`.
    mutating func dimension(_ raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> Double {
        let expected = "a dimension such as {\"value\": 8, \"unit\": \"px\"}, {\"value\": 0.5, \"unit\": \"rem\"}, \"8px\" or 8"
        let raw = try dereferenced(raw, path)
        if case .object(let fields) = raw {
            guard let amount = fields["value"], case .string(let unit)? = fields["unit"] else {
                throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: expected))
            }
            let v = try number(amount, path, chain: chain, expected: expected)
            switch unit {
            case "px", "pt": return v
            case "rem": return v * Self.remInPoints
            default: throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "a dimension unit px or rem"))
            }
        }
        return try number(raw, path, chain: chain, expected: expected)
    }

    /// `8px`, `8pt`, `0.5rem` or `8` as points.
    static func dimensionValue(_ s: String) -> Double? {
        var text = Substring(s)
        var factor = 1.0
        if text.hasSuffix("rem") { text = text.dropLast(3); factor = remInPoints } else if text.hasSuffix("px") || text.hasSuffix("pt") { text = text.dropLast(2) }
        guard let v = DecimalNumber.parse(text) else { return nil }
        return v * factor
    }

    // MARK: Typography

    /// DTCG's named weights (thin 100 ... extra-black 950).
    static let namedWeights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func fontWeightNumber(_ raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> Double {
        let raw = try dereferenced(raw, path)
        if case .string(let s) = raw, Self.aliasTarget(s) == nil, DecimalNumber.parse(s) == nil {
            // Figma and Tokens Studio write "Semi Bold" or "SemiBold"; DTCG writes "semi-bold"; a
            // number in quotes ("400", Tokens Studio's) is read as the number below.
            let key = s.lowercased().replacingOccurrences(of: " ", with: "-")
            if let w = Self.namedWeights[key]
                ?? Self.namedWeights.first(where: { $0.key.replacingOccurrences(of: "-", with: "") == key.replacingOccurrences(of: "-", with: "") })?.value
            {
                return w
            }
            throw TokenError(.badValue(path: path.description, value: "\"\(s)\"", expected: "a font weight from 1 to 1000 or a name such as regular, medium, semi-bold, bold"))
        }
        let w = try number(raw, path, chain: chain, expected: "a font weight from 1 to 1000 or a name such as regular, medium, semi-bold, bold")
        guard (1...1000).contains(w) else {
            throw TokenError(.badValue(path: path.description, value: TokenValue.format(w), expected: "a font weight from 1 to 1000"))
        }
        return w
    }

    /// `{fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, fontFeatures}` (`letterSpacing` optional, in
    /// points, em or % of the size; `fontFeatures` optional, OpenType tags as `FontFeatures` reads them). Specimen draws Inter from
    /// `Fonts/` whatever the family; a weight it has no face for is drawn with the nearest it has
    /// (reported). A bare-number `lineHeight` up to 4 is DTCG's multiple of the font size; larger, it
    /// is points (Specimen's and Tokens Studio's earlier files write `24`); a dimension is points.
    mutating func typography(_ raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> TextStyle {
        if case .string(let s) = raw, let alias = Self.aliasTarget(s) {
            guard case .typography(let t) = try resolve(target(alias), chain: chain) else {
                throw TokenError(.badValue(path: path.description, value: s, expected: "an alias of a typography token"))
            }
            return t
        }
        guard case .object(let fields) = raw else {
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "a typography object {fontFamily, fontSize, fontWeight, lineHeight}"))
        }
        func field(_ name: String) throws -> TokenDocument.RawValue {
            guard let f = fields[name] else {
                throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "a typography object with \(name)"))
            }
            return f
        }
        let size = try dimension(try field("fontSize"), path, chain: chain)
        let lineHeightRaw = try dereferenced(try field("lineHeight"), path)
        // "auto" (Tokens Studio's AUTO, Figma's INTRINSIC_%, CSS's normal): the font's own, which the
        // text engine fills in (`TextStyle.autoLineHeight`).
        let auto = if case .string(let s) = lineHeightRaw { ["auto", "normal"].contains(s.lowercased()) } else { false }
        let lineHeight = auto ? 1.2 * size : try self.lineHeight(lineHeightRaw, size: size, path, chain: chain)
        let requested = try fontWeightNumber(try field("fontWeight"), path, chain: chain)
        let weight = FontWeight.nearest(requested)
        if Double(weight.numericWeight) != requested {
            warnings.append(
                TokenWarning(
                    .weightSubstituted, path: path, file: document.entries[path]?.file,
                    message: "font weight \(TokenValue.format(requested)) is drawn as \(weight.numericWeight) \(weight.rawValue), the nearest weight in Fonts/"))
        }
        return TextStyle(
            name: path.segments.last ?? path.description, size: size, lineHeight: lineHeight, weight: weight,
            family: try family(fields["fontFamily"], path),
            letterSpacing: try fields["letterSpacing"].map { try letterSpacing($0, size: size, path, chain: chain) } ?? 0,
            features: try fields["fontFeatures"].map { try fontFeatures($0, path) } ?? [:], autoLineHeight: auto,
            italic: try fields["fontStyle"].map { try fontStyle($0, path) } ?? false,
            variations: try fields["fontVariations"].map { try fontVariations($0, path) } ?? [:],
            paragraphSpacing: try fields["paragraphSpacing"].map { try paragraphLength($0, "paragraphSpacing", path, chain: chain) } ?? 0,
            paragraphIndent: try fields["paragraphIndent"].map { try paragraphLength($0, "paragraphIndent", path, chain: chain) } ?? 0)
    }

    /// A typography's `fontStyle`: `"italic"` (or CSS's `"oblique"`, drawn as the italic) or `"normal"`.
    mutating func fontStyle(_ raw: TokenDocument.RawValue, _ path: TokenPath) throws -> Bool {
        if case .string(let s) = try dereferenced(raw, path) {
            switch s.lowercased() {
            case "italic", "oblique": return true
            case "normal": return false
            default: break
            }
        }
        throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "a fontStyle of \"normal\" or \"italic\""))
    }

    /// A typography's `fontVariations`: `{"wdth": 87.5, "wght": 450}`, read as `FontVariations` says.
    func fontVariations(_ raw: TokenDocument.RawValue, _ path: TokenPath) throws -> [String: Double] {
        var entries: [(tag: String, value: Double)] = []
        if case .object(let fields) = raw {
            for (tag, value) in fields {
                if case .number(let n) = value { entries.append((tag, n)) } else { entries.append((tag, .nan)) }
            }
        } else {
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "font variations; \(FontVariations.valid)"))
        }
        switch FontVariations.read(entries) {
        case .success(let axes): return axes
        case .failure(let reason):
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "font variations (\(reason.text)); \(FontVariations.valid)"))
        }
    }

    /// A typography's `paragraphSpacing` or `paragraphIndent` in points: a dimension (`8`, `"8px"`,
    /// `{"value": 8, "unit": "px"}`), never negative.
    private mutating func paragraphLength(_ raw: TokenDocument.RawValue, _ name: String, _ path: TokenPath, chain: [TokenPath]) throws -> Double {
        let value = try dimension(raw, path, chain: chain)
        guard value >= 0, value <= 10_000 else {
            throw TokenError(.badValue(path: path.description, value: TokenValue.format(value), expected: "a \(name) from 0 to 10000 points"))
        }
        return value
    }

    /// A typography's `fontFeatures`: `{"tnum": 1, "ss01": 1}` (a value of `true` is 1) or `["tnum", "ss01"]`,
    /// read as `FontFeatures` says.
    func fontFeatures(_ raw: TokenDocument.RawValue, _ path: TokenPath) throws -> [String: Int] {
        var entries: [(tag: String, value: Double)] = []
        switch raw {
        case .object(let fields):
            for (tag, value) in fields {
                switch value {
                case .number(let n): entries.append((tag, n))
                case .bool(let b): entries.append((tag, b ? 1 : 0))
                default: entries.append((tag, .nan))
                }
            }
        case .array(let tags):
            for tag in tags {
                guard case .string(let s) = tag else {
                    throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "font features; \(FontFeatures.valid)"))
                }
                entries.append((s, 1))
            }
        default:
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "font features; \(FontFeatures.valid)"))
        }
        switch FontFeatures.read(entries) {
        case .success(let features): return features
        case .failure(let reason):
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "font features (\(reason.text)); \(FontFeatures.valid)"))
        }
    }

    /// A typography's `letterSpacing` in points: a dimension (`{"value": 0.16, "unit": "px"}`, `"0.16px"`,
    /// `0.16`, rem), a fraction of the font size (`{"value": 0.02, "unit": "em"}`, `"0.02em"`) or a
    /// percentage of it (`"2%"`, Tokens Studio's and Figma's PERCENT), directly or through an alias.
    mutating func letterSpacing(_ raw: TokenDocument.RawValue, size: Double, _ path: TokenPath, chain: [TokenPath]) throws -> Double {
        let expected = "a letter spacing such as {\"value\": 0.16, \"unit\": \"px\"}, \"0.02em\", \"2%\" or 0.16"
        let raw = try dereferenced(raw, path)
        switch raw {
        case .string(let s) where Self.aliasTarget(s) != nil:
            switch try resolve(target(Self.aliasTarget(s)!), chain: chain) {
            case .number(let n), .dimension(let n): return n
            case .string(let text): return try letterSpacing(.string(text), size: size, path, chain: chain)
            default: break
            }
        case .string(let s):
            if let v = Self.relativeLength(s, size: size) ?? Self.dimensionValue(s) { return v }
        case .object(let fields):
            if let amount = fields["value"], case .string(let unit)? = fields["unit"], unit == "em" || unit == "%" {
                let v = try number(amount, path, chain: chain, expected: expected)
                return unit == "em" ? v * size : v * size / 100
            }
            return try dimension(raw, path, chain: chain)
        case .number(let n): return n
        default: break
        }
        throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: expected))
    }

    /// `"0.02em"` or `"2%"` of `size`, in points; nil for any other spelling.
    static func relativeLength(_ s: String, size: Double) -> Double? {
        let text = s.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("em"), !text.hasSuffix("rem"), let v = DecimalNumber.parse(text.dropLast(2)) { return v * size }
        if text.hasSuffix("%"), let v = DecimalNumber.parse(text.dropLast()) { return v * size / 100 }
        return nil
    }

    private mutating func lineHeight(_ raw: TokenDocument.RawValue, size: Double, _ path: TokenPath, chain: [TokenPath]) throws -> Double {
        let raw = try dereferenced(raw, path)
        let resolved: TokenValue
        switch raw {
        case .number(let n): resolved = .number(n)
        case .string(let s) where Self.aliasTarget(s) != nil: resolved = try resolve(target(Self.aliasTarget(s)!), chain: chain)
        // "150%" (Tokens Studio): a multiple of the font size, like a bare 1.5.
        case .string(let s) where s.hasSuffix("%"): return try number(raw, path, chain: chain, expected: "lineHeight as a number") * size
        default: resolved = .dimension(try dimension(raw, path, chain: chain))
        }
        switch resolved {
        case .number(let n): return n <= 4 ? n * size : n
        case .dimension(let d): return d
        default: throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "lineHeight as a number"))
        }
    }

    /// The style's family list, or nil for Inter (Specimen's own face, which a list naming Inter first
    /// asks for) and for a style naming no family. An alias is followed to its string.
    private mutating func family(_ raw: TokenDocument.RawValue?, _ path: TokenPath) throws -> String? {
        guard let raw else { return nil }
        var list: String?
        if case .string(let s) = raw, let alias = Self.aliasTarget(s) {
            if case .string(let named) = try resolve(target(alias), chain: [path]) { list = named }
        } else {
            list = Self.fontFamily(try dereferenced(raw, path))
        }
        guard let list else { return nil }
        let first = list.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
        return first?.caseInsensitiveCompare("Inter") == .orderedSame || first?.isEmpty != false ? nil : list
    }

    /// `"Inter"` or `["Inter", "sans-serif"]` as one line.
    static func fontFamily(_ raw: TokenDocument.RawValue) -> String? {
        switch raw {
        case .string(let s): return s
        case .array(let items):
            let names = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
            return names.count == items.count ? names.joined(separator: ", ") : nil
        default: return nil
        }
    }
}
