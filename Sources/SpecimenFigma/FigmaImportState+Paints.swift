import SpecimenSupport
import Foundation
import Geometry
import SpecimenAutoLayout
import SpecimenTokens

/// Figma's paints as colour tokens: named after the file's colour styles, else by their value.
extension ImportState {
    /// The colour token of each visible solid paint; anything else is reported and dropped. A lone
    /// solid paint of a colour style (`style`, the style's name) is a token named after the style.
    mutating func paints(_ value: JSONValue?, what: String, style: String? = nil, note: (String) -> Void) -> [String] {
        blendedPaints(value, what: what, style: style, keepsBlend: false, note: note).map(\.color)
    }

    /// `paints`, each colour with its paint's own blend mode as the document's `blendMode` field
    /// (empty for normal) when `keepsBlend`; else a blend mode is reported and dropped (a text's colour).
    mutating func blendedPaints(
        _ value: JSONValue?, what: String, style: String? = nil, keepsBlend: Bool = true, note: (String) -> Void
    ) -> [(color: String, blend: [(key: String, value: JSONValue)])] {
        guard case .array(let paints)? = value else { return [] }
        let visible = paints.filter { $0["visible"] != .bool(false) }
        if let style, visible.count == 1, visible[0]["type"] == .string("SOLID"), visible[0]["boundVariables"]?["color"] == nil,
            let color = visible[0]["color"], visible[0]["blendMode"].map({ $0 == .string("NORMAL") || $0 == .string("PASS_THROUGH") }) ?? true
        {
            return [(named(style, color: color, opacity: visible[0]["opacity"].flatMap(FigmaNode.double) ?? 1), [])]
        }
        var out: [(color: String, blend: [(key: String, value: JSONValue)])] = []
        for paint in paints {
            if paint["visible"] == .bool(false) { continue }
            guard case .string(let type)? = paint["type"] else { continue }
            guard type == "SOLID", let color = paint["color"] else {
                note("\(type.lowercased().replacingOccurrences(of: "_", with: " ")) \(what) dropped (the format paints solid colours)")
                continue
            }
            let blend = keepsBlend ? paintBlend(paint, what: what, note: note) : []
            if !keepsBlend, case .string(let mode)? = paint["blendMode"], mode != "NORMAL", mode != "PASS_THROUGH" {
                note("\(what) blend mode \(mode) dropped")
            }
            let opacity = paint["opacity"].flatMap(FigmaNode.double) ?? 1
            if case .string(let id)? = paint["boundVariables"]?["color"]?["id"] {
                if let variables, let path = variables.tokenPath(id) {
                    if !usedVariables.contains(id) { usedVariables.append(id) }
                    out.append((path, blend))
                    continue
                }
                // A files response carries a bound variable's id only (a VariableAlias); its name is in
                // GET /v1/files/:key/variables/local (Enterprise plans) or Figma's DTCG export, which
                // --variables reads. A colour style on the same lone paint still names it.
                if let style, visible.count == 1 {
                    note(
                        "\(what) bound to variable \(id) named after its colour style \(style) (the file names variables only through GET /v1/files/:key/variables/local: give --variables to keep the reference)"
                    )
                    out.append((named(style, color: color, opacity: opacity), blend))
                    continue
                }
                note(
                    "\(what) bound to variable \(id) imported as its colour (the file names variables only through GET /v1/files/:key/variables/local: give --variables to keep the reference)"
                )
            }
            out.append((literal(color, opacity: opacity), blend))
        }
        return out
    }

    /// The first visible GRADIENT_* fill of a text whose fills hold no solid paint (a solid one is its
    /// colour, as before), as the text's `gradient` (its handles in the node's box, as Figma places
    /// them); nil when it has none. A blend mode of its own, which a text's paint cannot carry, is
    /// reported, and so is every other visible fill, which is not drawn.
    mutating func textGradient(_ value: JSONValue?, note: (String) -> Void) -> JSONValue? {
        guard case .array(let paints)? = value else { return nil }
        let visible = paints.filter { $0["visible"] != .bool(false) }
        guard !visible.contains(where: { $0["type"] == .string("SOLID") }),
            let index = visible.firstIndex(where: { if case .string(let type)? = $0["type"] { Self.gradientKind(type) != nil } else { false } })
        else { return nil }
        let paint = visible[index]
        guard case .string(let type)? = paint["type"] else { return nil }
        if visible.count > 1 { note("text drawn in its first gradient fill only (\(visible.count - 1) more fills not drawn)") }
        if case .string(let mode)? = paint["blendMode"], mode != "NORMAL", mode != "PASS_THROUGH" {
            note("text fill's blend mode \(mode) not drawn (the text's gradient is laid normally)")
        }
        return gradient(paint, type: type, what: "text fill", note: note)
    }

    /// The colour of a text whose fills hold neither a solid paint nor a gradient the format draws,
    /// which the format needs to draw it: the stops of a gradient of a kind it lacks (one Figma adds
    /// later) averaged (the one colour nearest the whole gradient on average), else clear, as Figma
    /// draws a text with no visible fill (an image fill, or none). Reported with the node.
    mutating func textColourWithoutSolidFill(_ value: JSONValue?, note: (String) -> Void) -> String {
        let visible: [JSONValue] = if case .array(let paints)? = value { paints.filter { $0["visible"] != .bool(false) } } else { [] }
        for paint in visible {
            guard case .array(let stops)? = paint["gradientStops"], !stops.isEmpty else { continue }
            var sum = [0.0, 0.0, 0.0, 0.0]
            for stop in stops {
                for (i, key) in ["r", "g", "b", "a"].enumerated() { sum[i] += stop["color"]?[key].flatMap(FigmaNode.double) ?? (key == "a" ? 1 : 0) }
            }
            let n = Double(stops.count)
            let mean: JSONValue = .object([("r", .number(sum[0] / n)), ("g", .number(sum[1] / n)), ("b", .number(sum[2] / n)), ("a", .number(sum[3] / n))])
            let token = literal(mean, opacity: paint["opacity"].flatMap(FigmaNode.double) ?? 1)
            note("text drawn in the mean of its gradient's \(stops.count) stops (\(Self.hex(mean, opacity: paint["opacity"].flatMap(FigmaNode.double) ?? 1)))")
            return token
        }
        note(visible.isEmpty ? "text with no visible fill drawn clear, as Figma draws it" : "text without a solid or gradient fill drawn clear")
        return literal(.object([("r", .number(0)), ("g", .number(0)), ("b", .number(0)), ("a", .number(0))]), opacity: 1)
    }

    /// The token of a colour style: `figma/color/<the style's name>`, made on first use; the colour's
    /// own token when that path is taken by another colour or cannot be one.
    mutating func named(_ style: String, color: JSONValue, opacity: Double) -> String {
        let hex = Self.hex(color, opacity: opacity)
        guard let segments = Self.segments(style) else { return literal(color, opacity: opacity) }
        let path = "figma/color/" + segments.joined(separator: "/")
        if let known = colors.first(where: { $0.path == path }) { return known.hex == hex ? path : literal(color, opacity: opacity) }
        guard Self.fits(path, among: colors.map(\.path)) else { return literal(color, opacity: opacity) }
        colors.append((path, hex))
        return path
    }

    /// The file's own token for a literal colour, made on first use.
    mutating func literal(_ color: JSONValue, opacity: Double) -> String {
        let hex = Self.hex(color, opacity: opacity)
        let path = "figma/color/" + hex.dropFirst().lowercased()
        if !colors.contains(where: { $0.path == path }) { colors.append((path, hex)) }
        return path
    }

    /// Figma's 0...1 channels as `#RRGGBB` (or `#RRGGBBAA` when not opaque).
    static func hex(_ color: JSONValue, opacity: Double) -> String {
        func channel(_ key: String) -> Int {
            let v = color[key].flatMap(FigmaNode.double) ?? (key == "a" ? 1 : 0)
            return Int((min(1, max(0, key == "a" ? v * opacity : v)) * 255).rounded())
        }
        let (r, g, b, a) = (channel("r"), channel("g"), channel("b"), channel("a"))
        func two(_ n: Int) -> String { let s = String(n, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + two(r) + two(g) + two(b) + (a == 255 ? "" : two(a))
    }
}
