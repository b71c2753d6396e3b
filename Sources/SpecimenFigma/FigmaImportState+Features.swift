import SpecimenSupport
import Foundation
import Geometry
import SpecimenTokens
import SpecimenInput
import SpecimenLimits

/// Effects, image fills and vector geometry: Figma's fields as the document format holds
/// them, and, node by node, what it cannot hold.
extension ImportState {
    /// Figma's effects in the document's terms: DROP_SHADOW and INNER_SHADOW (colour, offset, blur
    /// radius, spread), LAYER_BLUR and BACKGROUND_BLUR (radius). Figma's radius is written as it is; the
    /// document reads it as Figma does (a Gaussian of deviation radius / 2).
    mutating func effects(_ node: FigmaNode, kind: String, hasFill: Bool, note: (String) -> Void) -> [JSONValue] {
        guard case .array(let effects)? = node.fields["effects"] else { return [] }
        var out: [JSONValue] = []
        // An effect style's shadows name their colours after it (`Shadow / Card` -> figma/color/shadow/card,
        // the second shadow's .../card-2): the designer's name, where a hex named nothing.
        let effectStyle = styleName(node, "effect", type: "EFFECT")
        var shadows = 0
        for effect in effects where effect["visible"] != .bool(false) {
            let type = if case .string(let t)? = effect["type"] { t } else { "" }
            let words = type.lowercased().replacingOccurrences(of: "_", with: " ")
            let radius = effect["radius"].flatMap(FigmaNode.double) ?? 0
            switch type {
            case "DROP_SHADOW", "INNER_SHADOW":
                // A text's or vector's shadow is cast by its glyphs or outline; Figma grows only a
                // rectangle's, an ellipse's or a frame's shadow by a spread.
                let castByContent = kind == "text" || kind == "vector"
                if castByContent, let spread = effect["spread"].flatMap(FigmaNode.double), spread != 0 {
                    note("\(words) spread \(FigmaJSONWriter.number(spread)) dropped (Figma spreads only a rectangle's, an ellipse's or a frame's shadow)")
                }
                var blend: [(key: String, value: JSONValue)] = []
                if case .string(let mode)? = effect["blendMode"], mode != "NORMAL", mode != "PASS_THROUGH" {
                    if let known = Self.blendMode(mode) { blend = [("blendMode", .string(known.rawValue))] } else { note("\(words) blend mode \(mode) dropped (drawn as normal)") }
                }
                if type == "DROP_SHADOW", !hasFill, !castByContent {
                    note("\(words) of a layer with no fill is drawn from its frame's shape (Figma casts it from the layer's content)")
                }
                shadows += 1
                let raw = effect["color"] ?? .object([])
                let color = effectStyle.map { named(shadows == 1 ? $0 : "\($0) \(shadows)", color: raw, opacity: 1) } ?? literal(raw, opacity: 1)
                var fields: [(key: String, value: JSONValue)] = [("type", .string(type == "DROP_SHADOW" ? "drop-shadow" : "inner-shadow")), ("color", .string(color))]
                let x = effect["offset"]?["x"].flatMap(FigmaNode.double) ?? 0, y = effect["offset"]?["y"].flatMap(FigmaNode.double) ?? 0
                let spread = castByContent ? 0 : effect["spread"].flatMap(FigmaNode.double) ?? 0
                for (key, value) in [("x", x), ("y", y), ("blur", radius), ("spread", spread)] where value != 0 { fields.append((key, .number(value))) }
                fields += blend
                // Figma hides a drop shadow behind the node (a translucent box's, a glyph's, an outline's, an
                // image's) unless showShadowBehindNode (false by the API's default) says otherwise.
                if type == "DROP_SHADOW", effect["showShadowBehindNode"] != .bool(true) { fields.append(("showBehind", .bool(false))) }
                out.append(.object(fields))
            case "LAYER_BLUR", "BACKGROUND_BLUR":
                guard radius <= 250 else { note("\(words) of radius \(FigmaJSONWriter.number(radius)) dropped (at most 250)"); continue }
                // A progressive blur grows from startRadius to radius between two points of the node; no SVG
                // or PDF blur varies across a picture, so the nearest even blur, the stated radius, is drawn.
                if case .string(let blur)? = effect["blurType"], blur != "NORMAL" {
                    let start = effect["startRadius"].flatMap(FigmaNode.double).map { " from \(FigmaJSONWriter.number($0))" } ?? ""
                    note(
                        "\(blur.lowercased()) \(words)\(start) to \(FigmaJSONWriter.number(radius)) drawn as an even blur of radius \(FigmaJSONWriter.number(radius)) (the format blurs evenly)"
                    )
                }
                out.append(.object([("type", .string(type == "LAYER_BLUR" ? "layer-blur" : "background-blur")), ("radius", .number(radius))]))
            default:
                note("effect \(words.isEmpty ? "of no type" : words) dropped (not one the format draws)")
            }
        }
        return out
    }

    /// An IMAGE paint as an image fill: the file `<imageRef>.png` of the images folder (`--images`),
    /// copied into the design system's `images/`; without the bytes, reported and dropped.
    mutating func imageFill(_ paint: JSONValue, shape: [(key: String, value: JSONValue)], layered: Bool = false, note: (String) -> Void) -> JSONValue? {
        guard case .string(let reference)? = paint["imageRef"], !reference.isEmpty else {
            note("image fill without an imageRef dropped")
            return nil
        }
        let safe = reference.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let name = "images/\(reference).png"
        if !images.contains(where: { $0.name == name }) {
            // Read only from inside --images: a `<ref>.png` linked from elsewhere is not copied out.
            var data: [UInt8]?
            if safe, let folder = imageFolder {
                do {
                    data = try UserFolder(folder.path, what: "--images folder").read(
                        folder.appendingPathComponent("\(reference).png").path, limit: Limits.pngFileBytes, what: "image",
                        limitName: "Limits.pngFileBytes")
                } catch  where error.reason.hasPrefix("leads out") {
                    note("image fill \(reference) dropped (\(error))")
                    return nil
                } catch {}
            }
            guard let data, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
                note("image fill \(reference) dropped (its bytes are not here: give --images DIR holding \(reference).png, as GET /v1/files/:key/images lists them)")
                return nil
            }
            images.append((name, data))
        }
        let mode = if case .string(let m)? = paint["scaleMode"] { m } else { "FILL" }
        var fit: [(key: String, value: JSONValue)]
        switch mode {
        case "FIT": fit = [("fit", .string("fit"))]
        case "STRETCH":
            // The REST API's STRETCH with an imageTransform is the editor's (and the plugin API's) CROP.
            if let crop = Self.imageTransform(paint["imageTransform"]), crop != .identity {
                fit = [("fit", .string("crop")), ("imageTransform", Self.rows(crop))]
            } else {
                fit = [("fit", .string("stretch"))]
            }
        case "FILL": fit = [("fit", .string("fill"))]
        case "TILE":
            fit = [("fit", .string("tile"))]
            if let scale = paint["scalingFactor"].flatMap(FigmaNode.double), scale != 1 {
                fit.append(("tileScale", .number(min(100, max(0.01, scale)))))
            }
        case "CROP":
            fit = [("fit", .string("crop"))]
            if let crop = Self.imageTransform(paint["imageTransform"]) { fit.append(("imageTransform", Self.rows(crop))) }
        default:
            note("image scale mode \(mode) imported as fill")
            fit = [("fit", .string("fill"))]
        }
        if mode != "CROP", let r = paint["rotation"].flatMap(FigmaNode.double), r != 0 { note("image rotation \(FigmaJSONWriter.number(r)) dropped") }
        // An image that is all its node draws takes its opacity as the node's layer's (`loneImageOpacity`).
        if !layered, let opacity = paint["opacity"].flatMap(FigmaNode.double), opacity < 1 {
            note("image fill opacity \(FigmaJSONWriter.number(opacity)) dropped")
        }
        if paint["filters"] != nil { note("image filters dropped") }
        return .object(shape + [("image", .string(name))] + fit + paintBlend(paint, what: "image fill", note: note))
    }

    /// An image paint's `imageTransform` when it is a Figma transform of numbers up to 10^6 that does
    /// not fold the image flat; nil (the whole image) otherwise.
    static func imageTransform(_ value: JSONValue?) -> Geometry.AffineTransform? {
        guard let map = FigmaNode.transform(value), [map.a, map.b, map.c, map.d, map.tx, map.ty].allSatisfy({ abs($0) <= 1e6 }),
            map.inverted != nil
        else { return nil }
        return map
    }

    /// `map` as Figma's (and the document's) rows, `[[a, c, tx], [b, d, ty]]`.
    static func rows(_ map: Geometry.AffineTransform) -> JSONValue {
        .array([.array([.number(map.a), .number(map.c), .number(map.tx)]), .array([.number(map.b), .number(map.d), .number(map.ty)])])
    }

    /// `fillGeometry` and `strokeGeometry` (a file fetched with `?geometry=paths`) as a vector's paths:
    /// each outline in each of its solid paints' colours (and their own blend modes), fills first; with
    /// no strokeGeometry, the fill outlines stroked in the node's stroke style. Nil when the file has no
    /// geometry.
    mutating func vectorPaths(_ node: FigmaNode, note: (String) -> Void) -> [JSONValue]? {
        func geometry(_ key: String) -> [(data: String, evenOdd: Bool)] {
            guard case .array(let items)? = node.fields[key] else { return [] }
            return items.compactMap { item in
                guard case .string(let data)? = item["path"] else { return nil }
                do { _ = try SVGPathParser.parse(data) } catch {
                    note("\(key) path dropped (\(error))")
                    return nil
                }
                return (data, item["windingRule"] == .string("EVENODD"))
            }
        }
        let fills = geometry("fillGeometry"), strokes = geometry("strokeGeometry")
        guard node.fields["fillGeometry"] != nil || node.fields["strokeGeometry"] != nil else { return linePaths(node, note: note) }
        // Figma's strokeGeometry of an INSIDE or OUTSIDE stroke is the band of a centred stroke twice the
        // weight, which Figma cuts to the fill geometry (or cuts the fill geometry out of); a vector with
        // no fill geometry (open paths only) has its stroke's centred band, drawn as it is. An outside
        // stroke is drawn under the fills: the two meet only on the fill's edge, where Figma's render
        // shows the fill's antialiased edge over the stroke (half fill, half stroke, no page between).
        let cut = Self.strokeCut(node, fills: fills)
        // Under an opaque inside stroke the fills are drawn only outside its band (a device pixel under
        // its edges): on the outline, Figma's render shows the stroke's antialiased edge alone over the
        // page, where a fill drawn whole lets its own edge show under the stroke's.
        let cutFills: [(key: String, value: JSONValue)] =
            cut.contains { $0.key == "align" && $0.value == .string("inside") } && !strokes.isEmpty && Self.opaqueStrokes(node)
            ? [("align", .string("outside")), ("outline", .array(strokes.map(Self.outline)))] : []
        var out: [JSONValue] = []
        let under = cut.contains { $0.key == "align" && $0.value == .string("outside") }
        for (outlines, key) in under ? [(strokes, "strokes"), (fills, "fills")] : [(fills, "fills"), (strokes, "strokes")] {
            let style = styleName(node, key == "fills" ? "fill" : "stroke", type: "FILL")
            // Each paint's colour or gradient (its handles in the vector's box, as the document's are), then its blend mode.
            for paint in paintFields(node.fields[key], what: key == "fills" ? "fill" : "stroke", style: style, note: note) {
                for outline in outlines {
                    var fields: [(key: String, value: JSONValue)] = [("data", .string(outline.data))]
                    if outline.evenOdd { fields.append(("rule", .string("evenodd"))) }
                    fields += key == "strokes" ? cut : cutFills
                    out.append(.object(fields + paint))
                }
            }
        }
        // Figma's strokeGeometry already holds the stroke's outline, dashes and caps included; a file
        // with fill outlines but no strokeGeometry has only the vector's line, stroked here in the style,
        // inside or outside the fill outline as strokeAlign says.
        if node.fields["strokeGeometry"] == nil, !fills.isEmpty {
            let align: String? =
                switch node.string("strokeAlign") {
                case "INSIDE"?: "inside"
                case "OUTSIDE"?: "outside"
                default: nil
                }
            out += strokedPaths(fills.map { ($0.data, $0.evenOdd) }, node, align: align, note: note)
        }
        return out
    }

    /// The `align` and `outline` fields that cut a vector's strokeGeometry to its fill geometry (`fills`)
    /// for an INSIDE or OUTSIDE stroke; none for a centred one or a vector without fill geometry.
    static func strokeCut(_ node: FigmaNode, fills: [(data: String, evenOdd: Bool)]) -> [(key: String, value: JSONValue)] {
        let align: String
        switch node.string("strokeAlign") {
        case "INSIDE"?: align = "inside"
        case "OUTSIDE"?: align = "outside"
        default: return []
        }
        guard !fills.isEmpty else { return [] }
        return [("align", .string(align)), ("outline", .array(fills.map(outline)))]
    }

    /// One geometry path as an item of a path's `outline`.
    static func outline(_ path: (data: String, evenOdd: Bool)) -> JSONValue {
        .object([("data", .string(path.data))] + (path.evenOdd ? [("rule", .string("evenodd"))] : []))
    }

    /// Whether the node has a visible stroke paint and every one is an opaque solid colour drawn
    /// normally, so nothing under the stroke shows through it.
    static func opaqueStrokes(_ node: FigmaNode) -> Bool {
        guard case .array(let paints)? = node.fields["strokes"] else { return false }
        let visible = paints.filter { $0["visible"] != .bool(false) }
        return !visible.isEmpty
            && visible.allSatisfy { paint in
                let alpha = paint["color"]?["a"].flatMap(FigmaNode.double) ?? 1, opacity = paint["opacity"].flatMap(FigmaNode.double) ?? 1
                let blend = paint["blendMode"]
                return paint["type"] == .string("SOLID") && alpha >= 1 && opacity >= 1
                    && (blend == nil || blend == .string("NORMAL") || blend == .string("PASS_THROUGH"))
            }
    }

    /// Each of `outlines` (SVG path data, with the fill rule their inside follows) stroked in each of the
    /// node's visible stroke paints, in its weight and stroke style, centred on the line or (`align`)
    /// inside or outside the outline; none when it has no visible stroke.
    mutating func strokedPaths(
        _ outlines: [(data: String, evenOdd: Bool)], _ node: FigmaNode, align: String? = nil, note: (String) -> Void
    ) -> [JSONValue] {
        let paints = paintFields(node.fields["strokes"], what: "stroke", style: styleName(node, "stroke", type: "FILL"), note: note)
        let weight = node.number("strokeWeight") ?? 1
        guard !paints.isEmpty, weight > 0 else { return [] }
        let style = strokeStyle(node, markedLine: true, note: note) + markers(node)
        return paints.flatMap { paint in
            outlines.map { outline in
                var fields: [(key: String, value: JSONValue)] = [("data", .string(outline.data))]
                if let align {
                    fields.append(("align", .string(align)))
                    if outline.evenOdd { fields.append(("rule", .string("evenodd"))) }
                }
                let blend = paint.filter { $0.key == "blendMode" }
                return .object(fields + paint.filter { $0.key != "blendMode" } + [("width", .number(weight))] + style + blend)
            }
        }
    }
}

extension ImportState {
    /// A LINE without geometry, drawn from its frame: Figma's line runs along its frame's top edge
    /// from the left end to its width (its turn is the node's `relativeTransform`), stroked in its
    /// weight, colour and style. Nil for any other node, or a line with no visible stroke.
    mutating func linePaths(_ node: FigmaNode, note: (String) -> Void) -> [JSONValue]? {
        guard node.type == .line, let length = node.size?.width, length > 0 else { return nil }
        let stroked = strokedPaths([("M0 0L\(FigmaJSONWriter.number(length)) 0", false)], node, note: note)
        return stroked.isEmpty ? nil : stroked
    }
}
