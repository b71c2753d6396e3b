import Geometry
import Pixels
import SpecimenSupport

/// Figma's layer opacity, blend mode and `relativeTransform`, and its gradient paints, as the
/// document's `opacity`, `blendMode`, `transform` and gradient fills.
extension ImportState {
    /// The node's `opacity`, `blendMode` and `transform` fields; what the format cannot hold is noted.
    func compositing(_ node: FigmaNode, note: (String) -> Void) -> [(key: String, value: JSONValue)] {
        var out: [(key: String, value: JSONValue)] = []
        let opacity = (node.number("opacity") ?? 1) * (Self.loneImageOpacity(node) ?? 1)
        if opacity < 1 { out.append(("opacity", .number(max(0, opacity)))) }
        if let blend = node.string("blendMode"), blend != "PASS_THROUGH", blend != "NORMAL" {
            // PASS_THROUGH lets the layer's children blend with what lies under it: a group with no layer
            // of its own, which is every group the format draws at opacity 1 in normal mode.
            if let mode = Self.blendMode(blend) { out.append(("blendMode", .string(mode.rawValue))) } else { note("blend mode \(blend) dropped (drawn as normal)") }
        }
        if node.isRotated {
            if let map = Self.linearTransform(node) {
                let rows: JSONValue = .array([.array([.number(map.a), .number(map.c)]), .array([.number(map.b), .number(map.d)])])
                out.append(("transform", rows))
            } else {
                note("rotation dropped (laid out and drawn unrotated: the file has no relativeTransform; fetch it with ?geometry=paths)")
            }
        }
        return out
    }

    /// The opacity of an image fill that is all the node draws (its one visible paint, no stroke, effect
    /// or child): the node's layer at that opacity draws the same picture, which the format's image
    /// fill (opaque) cannot. Nil for any other node.
    static func loneImageOpacity(_ node: FigmaNode) -> Double? {
        func visible(_ key: String) -> [JSONValue] {
            if case .array(let items)? = node.fields[key] { items.filter { $0["visible"] != .bool(false) } } else { [] }
        }
        let fills = visible("fills")
        guard fills.count == 1, fills[0]["type"] == .string("IMAGE"), visible("strokes").isEmpty, visible("effects").isEmpty,
            node.children.isEmpty, let opacity = fills[0]["opacity"].flatMap(FigmaNode.double), opacity < 1
        else { return nil }
        return max(0, opacity)
    }

    /// Figma's blend mode by name (`COLOR_DODGE`), or `nil` for the two the W3C set lacks (LINEAR_BURN,
    /// LINEAR_DODGE) and any name Figma adds later.
    static func blendMode(_ figma: String) -> BlendMode? {
        BlendMode(rawValue: figma.lowercased().replacingOccurrences(of: "_", with: "-"))
    }

    /// The linear part of the node's `relativeTransform` (`[[a, c, tx], [b, d, ty]]`), when it has one
    /// that does not fold the node flat.
    static func linearTransform(_ node: FigmaNode) -> AffineTransform? {
        guard var map = FigmaNode.transform(node.fields["relativeTransform"]) else { return nil }
        (map.tx, map.ty) = (0, 0)
        return map.inverted == nil ? nil : map
    }

    /// A GRADIENT_LINEAR, _RADIAL, _ANGULAR or _DIAMOND paint as a gradient fill of `shape`: its stops'
    /// colours (times the paint's opacity) as the file's colour tokens, its handles as Figma gives them.
    mutating func gradientFill(_ paint: JSONValue, type: String, shape: [(key: String, value: JSONValue)], note: (String) -> Void) -> JSONValue? {
        guard let gradient = gradient(paint, type: type, what: "fill", note: note) else { return nil }
        return .object(shape + [("gradient", gradient)] + paintBlend(paint, what: "fill", note: note))
    }

    /// Each visible paint of `value` (a node's fills or strokes) as a paint's fields: a solid paint's
    /// `color`, or a GRADIENT_* paint's `gradient` (handles in the node's unit square), each with its
    /// own `blendMode`; a lone solid paint of a colour style (`style`) is named after the style, and
    /// any other kind of paint is reported and dropped.
    mutating func paintFields(_ value: JSONValue?, what: String, style: String?, note: (String) -> Void) -> [[(key: String, value: JSONValue)]] {
        guard case .array(let paints)? = value else { return [] }
        let visible = paints.filter { $0["visible"] != .bool(false) }
        return visible.flatMap { paint -> [[(key: String, value: JSONValue)]] in
            // A gradient of a kind Figma adds later is reported as any other paint the format lacks.
            if case .string(let type)? = paint["type"], Self.gradientKind(type) != nil {
                guard let gradient = gradient(paint, type: type, what: what, note: note) else { return [] }
                return [[("gradient", gradient)] + paintBlend(paint, what: what, note: note)]
            }
            return blendedPaints(.array([paint]), what: what, style: visible.count == 1 ? style : nil, note: note).map { [("color", .string($0.color))] + $0.blend }
        }
    }

    /// GRADIENT_LINEAR's kind (and _RADIAL's, _ANGULAR's, _DIAMOND's); nil for any other paint type.
    static func gradientKind(_ type: String) -> GradientKind? {
        type.hasPrefix("GRADIENT_") ? GradientKind(rawValue: type.dropFirst("GRADIENT_".count).lowercased()) : nil
    }

    /// A GRADIENT_* paint's `gradient` object: its kind, its stops' colours (times the paint's opacity) as
    /// the file's colour tokens, its handles as Figma gives them; nil (reported) without stops.
    mutating func gradient(_ paint: JSONValue, type: String, what: String, note: (String) -> Void) -> JSONValue? {
        guard let kind = Self.gradientKind(type) else { return nil }
        let opacity = paint["opacity"].flatMap(FigmaNode.double) ?? 1
        guard case .array(let items)? = paint["gradientStops"], !items.isEmpty else {
            note("\(type.lowercased()) \(what) without stops dropped")
            return nil
        }
        var stops: [JSONValue] = []
        for item in items {
            guard let color = item["color"] else { continue }
            let position = min(1, max(0, item["position"].flatMap(FigmaNode.double) ?? 0))
            stops.append(.object([("position", .number(position)), ("color", .string(literal(color, opacity: opacity)))]))
        }
        var gradient: [(key: String, value: JSONValue)] = [("type", .string(kind.rawValue)), ("stops", .array(stops))]
        if case .array(let handles)? = paint["gradientHandlePositions"], handles.count >= 3 {
            let points = handles.prefix(3).compactMap { h -> JSONValue? in
                guard let x = h["x"].flatMap(FigmaNode.double), let y = h["y"].flatMap(FigmaNode.double) else { return nil }
                return .array([.number(x), .number(y)])
            }
            if points.count == 3 { gradient.append(("handles", .array(points))) }
        }
        return .object(gradient)
    }
}
