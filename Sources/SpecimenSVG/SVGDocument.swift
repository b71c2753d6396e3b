import Geometry
import Pixels
import SpecimenPNG
import SpecimenScene
import SpecimenSupport

/// One SVG document being written: the body in document order, and the `<defs>` it needs.
///
/// The body is built first, so a glyph or a clip is defined the first time it is used, and the
/// definitions are emitted in that first-use order. Dictionaries here are only ever looked up, never
/// iterated, so their order cannot reach the output.
struct SVGDocument {
    let accessibleNames: [String: String]
    /// Pixels per point, for the `pHYs` of embedded PNGs (ignored by renderers, but fixed).
    let scale: Double
    /// Spellings of glyph outlines shared with the other documents the same writer writes.
    let glyphPaths: GlyphPathData

    private(set) var definitions: [String] = []
    private(set) var body: [String] = []
    private var ids = SVGIdentifiers()
    /// Glyph ids by key and outline, so a dishonest key (two outlines) still draws both correctly.
    private var glyphIds: [GlyphDefinition: String?] = [:]
    private var clipIds: [Path: String] = [:]
    private var clipCount = 0
    private var maskCount = 0
    private var pathCount = 0
    private var filterIds: [UInt64: String] = [:]
    private var gradientIds: [SceneGradient: String] = [:]
    /// The region a blur filter covers: the whole picture (the list's bounds), so no blur is cut at
    /// the default 10% margin around its group's box.
    var filterRegion = Rect(x: 0, y: 0, width: 0, height: 0)

    init(accessibleNames: [String: String], scale: Double, glyphPaths: GlyphPathData) {
        self.accessibleNames = accessibleNames
        self.scale = scale
        self.glyphPaths = glyphPaths
    }

    /// Writes `node` (and its children) at nesting `depth`.
    mutating func append(_ node: SceneNode, depth: Int) throws {
        switch node {
        case .group(let group): try append(group, depth: depth)
        case .path(let path): try append(path, depth: depth)
        case .image(let image): try append(image, depth: depth)
        case .text(let text): try append(text, depth: depth)
        }
    }

    private mutating func append(_ group: SceneGroup, depth: Int) throws {
        var attributes: [(String, String)] = []
        if let name = group.id {
            attributes.append(("id", ids.claim(name, fallback: "node")))
        }
        // What the group is, from the layout's role: tools select `[data-role=button]`, never by id.
        if let role = group.role, role != "group" {
            attributes.append(("data-role", role))
        }
        if let t = group.transform {
            let entries = try [t.a, t.b, t.c, t.d, t.tx, t.ty].map { try Self.number($0, context: "the transform of a group") }
            attributes.append(("transform", "matrix(" + entries.joined(separator: " ") + ")"))
        }
        if let sigma = group.blur {
            attributes.append(("filter", "url(#\(try filterId(sigma: sigma)))"))
        }
        if let clip = group.clip {
            let context = group.id.map { "the clip of group \"\($0)\"" } ?? "the clip of a group"
            attributes.append(("clip-path", "url(#\(try clipId(for: clip, context: context)))"))
        }
        if let mask = group.mask {
            attributes.append(("mask", "url(#\(try maskId(for: mask)))"))
        }
        if group.opacity < 1 {
            attributes.append(("opacity", try Self.number(max(0, group.opacity), context: "the opacity of a group")))
        }
        if group.blend != .normal {
            // The CSS property, which SVG 2 renderers (rsvg, resvg, browsers) read on any element.
            attributes.append(("style", "mix-blend-mode:\(group.blend.rawValue)"))
        }
        guard !group.children.isEmpty else {
            body.append(Self.element("g", attributes, depth: depth, selfClosing: true))
            return
        }
        body.append(Self.element("g", attributes, depth: depth, selfClosing: false))
        for child in group.children {
            try append(child, depth: depth + 1)
        }
        body.append(Self.indent(depth) + "</g>")
    }

    private mutating func append(_ node: ScenePath, depth: Int) throws {
        pathCount += 1
        let data = try SVGPathData(context: "path \(pathCount)").spell(node.path)
        // An empty `d` is an error in some renderers, and the shape would draw nothing anyway.
        guard !data.isEmpty else { return }
        var attributes = [("d", data)]
        if let stroke = node.stroke {
            let paint = try node.gradient.map { "url(#\(try gradientId(for: $0)))" }
            attributes += try Self.stroke(node.color, stroke, paint: paint, context: "the stroke of path \(pathCount)")
            body.append(Self.element("path", attributes, depth: depth, selfClosing: true))
            return
        }
        if let gradient = node.gradient {
            attributes.append(("fill", "url(#\(try gradientId(for: gradient)))"))
        } else {
            attributes += Self.fill(node.color)
        }
        if node.rule == .evenOdd { attributes.append(("fill-rule", "evenodd")) }
        body.append(Self.element("path", attributes, depth: depth, selfClosing: true))
    }

    private mutating func append(_ image: SceneImage, depth: Int) throws {
        let frame = image.frame
        var attributes: [(String, String)] = []
        for (name, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
            attributes.append((name, try Self.number(value, context: "image \(name)")))
        }
        // SVG draws nothing for a zero or negative size (and calls a negative one an error).
        guard frame.width > 0, frame.height > 0 else { return }
        attributes.append(("preserveAspectRatio", "none"))
        if let clip = image.clip {
            attributes.append(("clip-path", "url(#\(try clipId(for: clip, context: "the clip of an image")))"))
        }
        let png: [UInt8]
        do {
            png = try PNGEncoder().encode(image.pixmap, pixelsPerPoint: scale)
        } catch let error as PNGError {
            throw SVGWriterError.imageEncodingFailed(error)
        }
        // `xlink:href` alone: it is the SVG 1.1 form every renderer reads, and doubling the
        // attribute would double the largest thing in the file.
        attributes.append(("xlink:href", "data:image/png;base64," + Base64.encode(png)))
        body.append(Self.element("image", attributes, depth: depth, selfClosing: true))
    }

    /// A run of glyphs: each outline defined once in `<defs>` and placed with `<use>`, inside a
    /// group that carries the colour and, for assistive technology, the run's words.
    ///
    /// The words go in `aria-label` with `role="img"` rather than in an invisible `<text>`: an
    /// attribute cannot render, whereas a `<text>` depends on each renderer's fonts, opacity and
    /// selection handling (a renderer that ignores `fill-opacity="0"` on text, or a PDF converter
    /// that embeds a substitute font, would change the picture). The label stays searchable in the
    /// file, and screen readers announce it as the image's name.
    private mutating func append(_ text: SceneText, depth: Int) throws {
        let label = accessibleNames[text.text] ?? text.text
        var attributes = Self.fill(text.color)
        if label.isEmpty {
            attributes.append(("aria-hidden", "true"))
        } else {
            attributes.append(("role", "img"))
            attributes.append(("aria-label", label))
        }
        var uses: [String] = []
        for glyph in text.glyphs {
            guard let id = try glyphId(for: glyph) else { continue }
            let reference = "#" + id
            uses.append(
                Self.element(
                    "use",
                    [
                        ("xlink:href", reference), ("href", reference),
                        ("x", try Self.number(glyph.origin.x, context: "the origin of glyph \"\(glyph.key)\"")),
                        ("y", try Self.number(glyph.origin.y, context: "the origin of glyph \"\(glyph.key)\"")),
                    ], depth: depth + 1, selfClosing: true))
        }
        guard !uses.isEmpty else {
            // A run of spaces still names itself, so the label is not lost from the file.
            body.append(Self.element("g", attributes, depth: depth, selfClosing: true))
            return
        }
        body.append(Self.element("g", attributes, depth: depth, selfClosing: false))
        body.append(contentsOf: uses)
        body.append(Self.indent(depth) + "</g>")
    }

    /// The id of the glyph's definition, defining it on first use; `nil` for an empty outline
    /// (a space), which needs neither a definition nor a `<use>`.
    private mutating func glyphId(for glyph: SceneGlyph) throws -> String? {
        let key = GlyphDefinition(key: glyph.key, outline: glyph.outline)
        if let known = glyphIds[key] { return known }
        let data = try glyphPaths.spelling(glyph.identity) {
            try SVGPathData(context: "glyph \"\(glyph.key)\"").spell(glyph.outline)
        }
        guard !data.isEmpty else {
            glyphIds[key] = .some(nil)
            return nil
        }
        let id = ids.claim("g-" + glyph.key, fallback: "g")
        definitions.append(Self.element("path", [("id", id), ("d", data)], depth: 2, selfClosing: true))
        glyphIds[key] = id
        return id
    }

    /// The id of a `<filter>` blurring by `sigma` points over the picture (equal blurs share one).
    /// SVG applies an element's filter before its clip, which is the display list's order too.
    private mutating func filterId(sigma: Double) throws -> String {
        if let known = filterIds[sigma.bitPattern] { return known }
        let id = ids.claim("blur-\(filterIds.count + 1)", fallback: "blur")
        let r = filterRegion
        var attributes = [("id", id), ("filterUnits", "userSpaceOnUse")]
        for (name, value) in [("x", r.minX), ("y", r.minY), ("width", r.width), ("height", r.height)] {
            attributes.append((name, try Self.number(value, context: "a blur's region")))
        }
        // sRGB, as the rasterizer blurs the stored (premultiplied sRGB) values, not linear light.
        attributes.append(("color-interpolation-filters", "sRGB"))
        definitions.append(Self.element("filter", attributes, depth: 2, selfClosing: false))
        definitions.append(Self.element("feGaussianBlur", [("stdDeviation", try Self.number(sigma, context: "a blur's deviation"))], depth: 3, selfClosing: true))
        definitions.append(Self.indent(2) + "</filter>")
        filterIds[sigma.bitPattern] = id
        return id
    }

    /// The id of a `<linearGradient>` or `<radialGradient>` drawing `gradient` (equal ones share one):
    /// the unit gradient (0,0 to 1,0; or the unit circle) in user space, placed by `gradientTransform`.
    private mutating func gradientId(for gradient: SceneGradient) throws -> String {
        if let known = gradientIds[gradient] { return known }
        let t = gradient.transform
        let matrix = try [t.a, t.b, t.c, t.d, t.tx, t.ty].map { try Self.number($0, context: "a gradient's transform") }
        let element: String
        var attributes: [(String, String)]
        switch gradient.kind {
        case .linear:
            element = "linearGradient"
            attributes = [("x1", "0"), ("y1", "0"), ("x2", "1"), ("y2", "0")]
        case .radial:
            element = "radialGradient"
            attributes = [("cx", "0"), ("cy", "0"), ("r", "1"), ("fx", "0"), ("fy", "0")]
        case .angular, .diamond:
            throw SVGWriterError.invalidCanvas("SVG has no \(gradient.kind.rawValue) gradient; call DisplayList.flatteningForSVG() before writing")
        }
        let id = ids.claim("gradient-\(gradientIds.count + 1)", fallback: "gradient")
        attributes = [("id", id), ("gradientUnits", "userSpaceOnUse")] + attributes
        attributes.append(("gradientTransform", "matrix(" + matrix.joined(separator: " ") + ")"))
        definitions.append(Self.element(element, attributes, depth: 2, selfClosing: false))
        for stop in gradient.stops {
            var stopAttributes = [("offset", try Self.number(min(1, max(0, stop.offset)), context: "a gradient stop")), ("stop-color", stop.color.opaqueHex)]
            if !stop.color.isOpaque { stopAttributes.append(("stop-opacity", SVGNumber.format(Double(stop.color.alpha) / 255) ?? "1")) }
            definitions.append(Self.element("stop", stopAttributes, depth: 3, selfClosing: true))
        }
        definitions.append(Self.indent(2) + "</\(element)>")
        gradientIds[gradient] = id
        return id
    }

    /// The id of a `<mask>` drawing `mask`'s layer (its content written into `<defs>` as the body would
    /// be), in the masked group's user space over a region that holds any picture, so nothing the mask
    /// draws is cut at the default 10% margin around the group's box. `mask-type` is `alpha` for an
    /// alpha or vector mask (a vector mask's paints are already opaque), `luminance` for a luminance one.
    private mutating func maskId(for mask: SceneMask) throws -> String {
        maskCount += 1
        let id = ids.claim("mask-\(maskCount)", fallback: "mask")
        let saved = body
        body = []
        for node in mask.nodes { try append(node, depth: 3) }
        let content = body
        body = saved
        let type = mask.type == .luminance ? "luminance" : "alpha"
        let region = [("x", "-100000"), ("y", "-100000"), ("width", "200000"), ("height", "200000")]
        let attributes = [("id", id), ("maskUnits", "userSpaceOnUse")] + region + [("mask-type", type), ("style", "mask-type:\(type)")]
        definitions.append(Self.element("mask", attributes, depth: 2, selfClosing: content.isEmpty))
        if !content.isEmpty {
            definitions += content
            definitions.append(Self.indent(2) + "</mask>")
        }
        return id
    }

    /// The id of a `<clipPath>` for `path`, defining it on first use (equal clips share one).
    private mutating func clipId(for path: Path, context: String) throws -> String {
        if let known = clipIds[path] { return known }
        clipCount += 1
        let id = ids.claim("clip-\(clipCount)", fallback: "clip")
        let data = try SVGPathData(context: context).spell(path)
        if data.isEmpty {
            // An empty clip path hides everything, in SVG as in the rasterizer.
            definitions.append(Self.element("clipPath", [("id", id)], depth: 2, selfClosing: true))
        } else {
            definitions.append(Self.element("clipPath", [("id", id)], depth: 2, selfClosing: false))
            definitions.append(Self.element("path", [("d", data)], depth: 3, selfClosing: true))
            definitions.append(Self.indent(2) + "</clipPath>")
        }
        clipIds[path] = id
        return id
    }

    // MARK: Spelling

    /// `fill`, plus `fill-opacity` when the colour is not opaque.
    static func fill(_ color: Color) -> [(String, String)] {
        var attributes = [("fill", color.opaqueHex)]
        if color.alpha != 255 {
            // Four decimals carry every 8-bit alpha back exactly (steps of 1/255 are far wider).
            attributes.append(("fill-opacity", SVGNumber.format(Double(color.alpha) / 255) ?? "1"))
        }
        return attributes
    }

    static func number(_ value: Double, context: String) throws -> String {
        guard let text = SVGNumber.format(value) else { throw SVGWriterError.invalidNumber(value, context: context) }
        return text
    }

    static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    /// One start tag (or empty-element tag), attribute values escaped, in the order given.
    static func element(_ name: String, _ attributes: [(String, String)], depth: Int, selfClosing: Bool) -> String {
        var line = indent(depth) + "<" + name
        for (attribute, value) in attributes {
            line += " \(attribute)=\"\(XMLText.escaped(value))\""
        }
        return line + (selfClosing ? "/>" : ">")
    }
}

/// A glyph outline as the document defines it: the key names it, the outline is what is drawn.
struct GlyphDefinition: Hashable {
    var key: String
    var outline: Path
}
