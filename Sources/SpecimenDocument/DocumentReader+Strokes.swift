import SpecimenSupport
import Geometry
import SpecimenTokens

/// A stroke's alignment and widths per side, and a rectangle's radius per corner.
extension DocumentReader {
    /// One stroke: its shape, `width` (or `widths` per side, rectangles only), colour (or `gradient`)
    /// and `align`, its dashes, cap, join and miter limit (`strokeStyle`), and its own `blendMode`.
    func stroke(_ item: JSONValue, _ at: String) throws(DocumentError) -> DocumentStroke {
        let s = try object(
            item, at, keys: ["shape", "radius", "width", "widths", "color", "gradient", "align", "blendMode"] + Self.strokeStyleKeys, what: "a stroke")
        let shape = try shape(s, at)
        let align = s["align"] == nil ? .inside : try choice(s["align"], "\(at).align", what: "align", as: DocumentStroke.Align.self)
        var widths: DocumentInsets?
        if let raw = s["widths"] {
            if case .pill = shape { throw fail("\(at).widths", "a width per side needs a rectangle, not a pill; valid: one \"width\" for every side") }
            if case .ellipse = shape { throw fail("\(at).widths", "a width per side needs a rectangle, not an ellipse; valid: one \"width\" for every side") }
            widths = try sideWidths(raw, "\(at).widths")
        }
        // With widths per side, `width` may be left out; Figma's `strokeWeight` is then the widest side.
        let width: Double
        if let w = widths {
            width = try optionalNumber(s["width"], "\(at).width", what: "a stroke's width") ?? max(w.top, w.left, w.bottom, w.right)
        } else {
            width = try number(s["width"], "\(at).width", what: "a stroke's width")
        }
        var stroke = DocumentStroke(
            shape: shape, width: width, color: try paintColor(s, at, what: "a stroke"), align: align, widths: widths)
        if let raw = s["gradient"] { stroke.gradient = try gradient(raw, "\(at).gradient") }
        stroke.style = try strokeStyle(s, at)
        if widths != nil, !stroke.style.isSolid, let key = Self.strokeStyleKeys.first(where: { s[$0] != nil }) {
            throw fail("\(at).\(key)", "dashes, caps and joins are drawn on a stroke of one width; valid: \"width\" in place of \"widths\"")
        }
        stroke.blendMode = try paintBlend(s, at)
        return stroke
    }

    /// A stroke's or path's `color` token, or "" when it has a `gradient` in its place (not both).
    func paintColor(_ o: [String: JSONValue], _ at: String, what: String) throws(DocumentError) -> String {
        guard o["gradient"] != nil else { return try token(o["color"], "\(at).color", what: "\(what)'s colour") }
        if o["color"] != nil { throw fail("\(at).color", "\(what) with a gradient takes its colours from its stops; give either \"gradient\" or \"color\"") }
        return ""
    }

    /// `{"top": 1, "right": 0, "bottom": 2, "left": 0}`: all four sides, each a length.
    func sideWidths(_ raw: JSONValue, _ path: String) throws(DocumentError) -> DocumentInsets {
        let o = try object(raw, path, keys: ["top", "right", "bottom", "left"], what: "widths")
        func side(_ key: String) throws(DocumentError) -> Double { try number(o[key], "\(path).\(key)", what: "the \(key) width") }
        return DocumentInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    /// A rectangle's `radius`: a number for every corner, or `{"topLeft", "topRight", "bottomRight",
    /// "bottomLeft"}` (all four); four equal radii are the plain rounded rectangle.
    func rectangle(radius raw: JSONValue?, _ path: String) throws(DocumentError) -> DocumentShape {
        guard let raw, case .object = raw else { return .rectangle(radius: try optionalNumber(raw, path, what: "radius") ?? 0) }
        let o = try object(raw, path, keys: ["topLeft", "topRight", "bottomRight", "bottomLeft"], what: "a radius per corner")
        func corner(_ key: String) throws(DocumentError) -> Double { try number(o[key], "\(path).\(key)", what: "the \(key) radius") }
        let radii = CornerRadii(
            topLeft: try corner("topLeft"), topRight: try corner("topRight"),
            bottomRight: try corner("bottomRight"), bottomLeft: try corner("bottomLeft"))
        return Set(radii.clockwise).count == 1 ? .rectangle(radius: radii.topLeft) : .corners(radii)
    }
}
