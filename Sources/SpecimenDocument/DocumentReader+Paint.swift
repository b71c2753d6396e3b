import SpecimenLimits
import SpecimenTokens

/// Reading the paints a node holds beyond a solid colour: image fills and the effects besides the focus
/// ring (kept apart from `DocumentReader+Node` so each kind of paint reads in one place).
extension DocumentReader {
    /// `{"color": token}` (with a shape), or `{"image": "backdrop"}`: an image fill, which takes no colour.
    func fill(_ f: [String: JSONValue], _ at: String) throws(DocumentError) -> DocumentFill {
        guard let raw = f["image"] else {
            return DocumentFill(shape: try shape(f, at), color: try token(f["color"], "\(at).color", what: "a fill's colour"))
        }
        let image = try string(raw, "\(at).image", what: "an image fill's image")
        guard DocumentFill.images.contains(image) else {
            throw fail("\(at).image", "image \"\(image)\" is not one Specimen draws; valid: \(DocumentFill.images.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        if f["color"] != nil { throw fail("\(at).color", "an image fill takes no colour; give either \"image\" or \"color\"") }
        return DocumentFill(shape: try shape(f, at), color: "", image: image)
    }

    /// `{"type": "focus-ring", "gap": token, "width": token}` or `{"type": "background-blur", "radius": token}`.
    func effect(_ item: JSONValue, _ at: String) throws(DocumentError) -> DocumentEffect {
        let e = try object(item, at, keys: ["type", "gap", "width", "color", "gapColor", "radius"], what: "an effect")
        let type = try string(e["type"], "\(at).type", what: "an effect's type")
        switch type {
        case "focus-ring":
            if e["radius"] != nil { throw fail("\(at).radius", "a focus ring takes a gap and a width, not a radius") }
            return .focusRing(gap: try token(e["gap"], "\(at).gap", what: "a focus ring's gap"),
                              width: try token(e["width"], "\(at).width", what: "a focus ring's width"),
                              color: e["color"] == nil ? nil : try token(e["color"], "\(at).color", what: "a focus ring's colour"),
                              gapColor: e["gapColor"] == nil ? nil : try token(e["gapColor"], "\(at).gapColor", what: "a focus ring's gap colour"))
        case "background-blur":
            if e["gap"] != nil || e["width"] != nil || e["color"] != nil || e["gapColor"] != nil { throw fail("\(at)", "a background blur takes only a radius (a blur token)") }
            return .backgroundBlur(radius: try token(e["radius"], "\(at).radius", what: "a background blur's radius"))
        default:
            throw fail("\(at).type", "effect \"\(type)\" is not one Specimen draws; valid: \"focus-ring\", \"background-blur\"")
        }
    }
}

extension DocumentReader {
    /// A frame's `forEach`: the name of a list the behaviour holds (checked against the pattern later).
    func forEach(_ value: JSONValue?, _ path: String, kind: DocumentNode.Kind) throws(DocumentError) -> String? {
        guard let value else { return nil }
        guard kind == .frame else { throw fail("\(path).forEach", "only a frame repeats its children (forEach)") }
        return try string(value, "\(path).forEach", what: "forEach (the name of a list the behaviour holds)")
    }
}

extension DocumentReader {
    /// `{"maxLines": 5, "keep": "start"}`: a wrapping text (`DocumentParagraph`); keep is start by default.
    func paragraph(_ value: JSONValue, _ path: String) throws(DocumentError) -> DocumentParagraph {
        let o = try object(value, path, keys: ["maxLines", "keep"], what: "a paragraph")
        let lines = try number(o["maxLines"], "\(path).maxLines", what: "maxLines", range: 1...Double(Limits.paragraphLines))
        guard lines == lines.rounded() else { throw fail("\(path).maxLines", "maxLines is a whole number of lines; \(lines) is not one") }
        let keep = o["keep"] == nil ? DocumentParagraph.Keep.start : try choice(o["keep"], "\(path).keep", what: "keep", as: DocumentParagraph.Keep.self)
        return DocumentParagraph(maxLines: Int(lines), keep: keep)
    }
}
