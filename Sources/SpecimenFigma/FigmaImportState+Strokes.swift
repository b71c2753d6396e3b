import Geometry
import Pixels
import SpecimenSupport

/// Figma's stroke styles (`strokeDashes`, `strokeCap`, `strokeJoin`, `strokeMiterAngle`) and a paint's
/// own `blendMode`, as the document's stroke fields and a paint's `blendMode`.
extension ImportState {
    /// The node's dashes, cap, join and miter limit as a stroke's (or a stroked path's) fields; SVG's
    /// defaults are left out. Figma's arrow caps have no counterpart and take the nearest, reported; on a
    /// stroked line (`markedLine`) they are its `markers` instead, and the line's own cap is none.
    func strokeStyle(_ node: FigmaNode, markedLine: Bool = false, note: (String) -> Void) -> [(key: String, value: JSONValue)] {
        var out: [(key: String, value: JSONValue)] = []
        if case .array(let items)? = node.fields["strokeDashes"] {
            let lengths = items.compactMap(FigmaNode.double).filter { $0.isFinite && $0 >= 0 }
            if lengths.count == items.count, lengths.contains(where: { $0 > 0 }), lengths.count <= 64 {
                out.append(("dashes", .array(lengths.map { .number($0) })))
            } else if !items.isEmpty {
                note("stroke dashes \(items.count) lengths not all 0 or more (or none above 0) dropped (drawn solid)")
            }
        }
        if let cap = node.string("strokeCap"), cap != "NONE", !(markedLine && Self.marker(cap) != nil) {
            switch cap {
            case "ROUND": out.append(("cap", .string("round")))
            case "SQUARE": out.append(("cap", .string("square")))
            case "CIRCLE_FILLED":
                out.append(("cap", .string("round")))
                note("stroke cap CIRCLE_FILLED drawn as a round cap (the disc at the end is the line's width, not Figma's marker)")
            default:
                note("stroke cap \(cap) drawn as none: the line ends at its end point, without the arrow or marker")
            }
        }
        let join = node.string("strokeJoin")
        switch join {
        case "ROUND"?: out.append(("join", .string("round")))
        case "BEVEL"?: out.append(("join", .string("bevel")))
        default: break
        }
        // Figma's default angle, 28.96°, is SVG's default limit of 4 (to 0.0003): left out, as SVG's default.
        if join == nil || join == "MITER", let angle = node.number("strokeMiterAngle"), angle.isFinite, abs(angle - 28.96) > 0.005 {
            out.append(("miterLimit", .number(StrokeStyle.miterLimit(angle: angle))))
        }
        return out
    }

    /// A stroked line's `markers` for Figma's arrow and marker caps, at both ends of every open contour
    /// (a files response gives one strokeCap for the node; the plugin API's per-vertex caps of a vector
    /// network are not in it); none for the other caps.
    func markers(_ node: FigmaNode) -> [(key: String, value: JSONValue)] {
        guard let cap = node.string("strokeCap"), let marker = Self.marker(cap) else { return [] }
        return [("markers", .object([("start", .string(marker.rawValue)), ("end", .string(marker.rawValue))]))]
    }

    /// Figma's arrow and marker caps by the REST API's names and the plugin API's.
    static func marker(_ cap: String) -> StrokeMarker? {
        switch cap {
        case "LINE_ARROW", "ARROW_LINES": .arrowLines
        case "TRIANGLE_ARROW", "ARROW_EQUILATERAL": .arrowEquilateral
        case "TRIANGLE_FILLED": .triangleFilled
        case "DIAMOND_FILLED": .diamondFilled
        case "CIRCLE_FILLED": .circleFilled
        default: nil
        }
    }

    /// A fill's or stroke's own blend mode as the document's `blendMode` field (empty for NORMAL and
    /// PASS_THROUGH); the two modes the W3C set lacks are reported and drawn normally.
    func paintBlend(_ paint: JSONValue, what: String, note: (String) -> Void) -> [(key: String, value: JSONValue)] {
        guard case .string(let blend)? = paint["blendMode"], blend != "NORMAL", blend != "PASS_THROUGH" else { return [] }
        guard let mode = Self.blendMode(blend) else {
            note("\(what) blend mode \(blend) dropped (drawn as normal)")
            return []
        }
        return [("blendMode", .string(mode.rawValue))]
    }
}
