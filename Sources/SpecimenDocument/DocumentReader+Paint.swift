import SpecimenSupport
import SpecimenLimits
import SpecimenTokens

/// Reading the paints a node holds beyond a solid colour: image fills and the effects besides the focus
/// ring (kept apart from `DocumentReader+Node` so each kind of paint reads in one place).
extension DocumentReader {
    /// `{"color": token}` (with a shape), or `{"image": "backdrop"}`: an image fill, which takes no colour.
    func fill(_ f: [String: JSONValue], _ at: String) throws(DocumentError) -> DocumentFill {
        if let raw = f["gradient"] {
            if let other = ["color", "image", "fit"].first(where: { f[$0] != nil }) {
                throw fail("\(at).\(other)", "a gradient fill takes its colours from its stops; give either \"gradient\" or \"\(other)\"")
            }
            return DocumentFill(shape: try shape(f, at), gradient: try gradient(raw, "\(at).gradient"))
        }
        guard let raw = f["image"] else {
            return DocumentFill(shape: try shape(f, at), color: try token(f["color"], "\(at).color", what: "a fill's colour"))
        }
        let image = try string(raw, "\(at).image", what: "an image fill's image")
        if f["color"] != nil { throw fail("\(at).color", "an image fill takes no colour; give either \"image\" or \"color\"") }
        // A PNG of the design-system folder (Figma's IMAGE fill), with Figma's scale mode.
        if !DocumentFill.images.contains(image), image.lowercased().hasSuffix(".png") {
            return DocumentFill(shape: try shape(f, at), imageFile: try self.image(f, at))
        }
        if f["fit"] != nil { throw fail("\(at).fit", "only an image file takes a fit") }
        guard DocumentFill.images.contains(image) else {
            throw fail(
                "\(at).image",
                "image \"\(image)\" is not one Specimen draws; valid: \(DocumentFill.images.map { "\"\($0)\"" }.joined(separator: ", ")), or a PNG file of the folder (\"images/avatar.png\")"
            )
        }
        if f["color"] != nil { throw fail("\(at).color", "an image fill takes no colour; give either \"image\" or \"color\"") }
        return DocumentFill(shape: try shape(f, at), color: "", image: image)
    }

    /// `{"type": "focus-ring", "gap": token, "width": token}` or `{"type": "background-blur", "radius": token}`.
    func effect(_ item: JSONValue, _ at: String) throws(DocumentError) -> DocumentEffect {
        let e = try object(
            item, at, keys: ["type", "gap", "width", "color", "gapColor", "radius", "x", "y", "blur", "spread", "blendMode", "showBehind"], what: "an effect")
        let type = try string(e["type"], "\(at).type", what: "an effect's type")
        func only(_ keys: Set<String>, _ what: String) throws(DocumentError) {
            if let extra = e.keys.sorted().first(where: { !keys.contains($0) && $0 != "type" }) {
                throw fail("\(at).\(extra)", "\(what) takes \(keys.sorted().joined(separator: ", ")), not \(extra)")
            }
        }
        switch type {
        case "drop-shadow", "inner-shadow":
            try only(["color", "x", "y", "blur", "spread", "blendMode", "showBehind"], "a shadow")
            func length(_ key: String) throws(DocumentError) -> Double {
                e[key] == nil ? 0 : try number(e[key], "\(at).\(key)", what: "a shadow's \(key)", range: -10_000...10_000)
            }
            let blur = try length("blur")
            guard blur >= 0 else { throw fail("\(at).blur", "a shadow's blur is 0 or more, not \(NumberFormat.text(blur))") }
            return .shadow(
                inner: type == "inner-shadow", color: try token(e["color"], "\(at).color", what: "a shadow's colour"),
                x: try length("x"), y: try length("y"), blur: blur, spread: try length("spread"), blendMode: try paintBlend(e, at),
                behind: e["showBehind"] == nil ? true : try bool(e["showBehind"], "\(at).showBehind", what: "a shadow's showBehind"))
        case "layer-blur":
            try only(["radius"], "a layer blur")
            return .layerBlur(radius: try number(e["radius"], "\(at).radius", what: "a blur's radius", range: Limits.blurRange))
        case "background-blur" where { if case .number? = e["radius"] { true } else { false } }():
            // Figma's radius as a number: what lies under the node blurred; a token path blurs the backdrop photo.
            try only(["radius"], "a background blur")
            return .blurBehind(radius: try number(e["radius"], "\(at).radius", what: "a blur's radius", range: Limits.blurRange))
        case "focus-ring":
            if e["radius"] != nil { throw fail("\(at).radius", "a focus ring takes a gap and a width, not a radius") }
            try only(["gap", "width", "color", "gapColor"], "a focus ring")
            return .focusRing(
                gap: try token(e["gap"], "\(at).gap", what: "a focus ring's gap"),
                width: try token(e["width"], "\(at).width", what: "a focus ring's width"),
                color: e["color"] == nil ? nil : try token(e["color"], "\(at).color", what: "a focus ring's colour"),
                gapColor: e["gapColor"] == nil ? nil : try token(e["gapColor"], "\(at).gapColor", what: "a focus ring's gap colour"))
        case "background-blur":
            if e["gap"] != nil || e["width"] != nil || e["color"] != nil || e["gapColor"] != nil { throw fail("\(at)", "a background blur takes only a radius (a blur token)") }
            return .backgroundBlur(radius: try token(e["radius"], "\(at).radius", what: "a background blur's radius"))
        default:
            throw fail("\(at).type", "effect \"\(type)\" is not one Specimen draws; valid: \"focus-ring\", \"drop-shadow\", \"inner-shadow\", \"layer-blur\", \"background-blur\"")
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
