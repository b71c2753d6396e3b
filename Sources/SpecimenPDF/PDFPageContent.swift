import Geometry
import Pixels
import SpecimenScene

/// The content stream of one page: a display list drawn in the list's own coordinates.
///
/// The page is the list's bounds in points (the PDF's unit), so one matrix at the top flips PDF's
/// y-up space into the list's y-down one with the bounds' corner at the origin; every node below is
/// written in the list's coordinates unchanged, as the SVG writer's `viewBox` does.
struct PDFPageContent {
    private var out = ""
    private var pathCount = 0

    /// The operators drawing `list`, using (and adding to) the document's shared resources.
    static func operators(for list: DisplayList, resources: inout PDFResources, file: inout PDFFile) throws -> String {
        var content = PDFPageContent()
        let b = list.bounds
        content.out += "1 0 0 -1 \(try PDFResources.number(-b.minX, "the bounds")) \(try PDFResources.number(b.maxY, "the bounds")) cm\n"
        if let background = list.background {
            try content.fill(ScenePath(path: .rect(b), color: background), resources: &resources, file: &file)
        }
        for node in list.nodes {
            try content.draw(node, resources: &resources, file: &file)
        }
        return content.out
    }

    private mutating func draw(_ node: SceneNode, resources: inout PDFResources, file: inout PDFFile) throws {
        switch node {
        case .group(let group):
            guard !group.children.isEmpty else { return }
            // PDF has no Gaussian blur, and this writer never rasterizes: the caller flattens blurs first.
            guard group.blur == nil else {
                throw PDFWriterError.invalidCanvas("a blurred group (\(group.id ?? "unnamed")) needs its pixels first; call DisplayList.flatteningBlurs() before writing")
            }
            guard group.mask == nil else {
                throw PDFWriterError.invalidCanvas("a masked group (\(group.id ?? "unnamed")) needs its pixels first; call DisplayList.flatteningBlurs() before writing")
            }
            // A layer's opacity and blend apply to the group as one: flattened, it is one image, which a
            // graphics state composites exactly so.
            let layered = group.opacity < 1 || group.blend != .normal
            if layered {
                guard group.children.count == 1, case .image = group.children[0] else {
                    throw PDFWriterError.invalidCanvas(
                        "a group at opacity or in a blend mode (\(group.id ?? "unnamed")) needs its pixels first; call DisplayList.flatteningBlurs() before writing")
                }
            }
            let saved = group.clip != nil || group.transform != nil || layered
            if saved { out += "q\n" }
            if let t = group.transform {
                let entries = try [t.a, t.b, t.c, t.d, t.tx, t.ty].map { try PDFResources.number($0, "the transform of a group") }
                out += entries.joined(separator: " ") + " cm\n"
            }
            if let clip = group.clip {
                try clipTo(clip, context: group.id.map { "the clip of group \"\($0)\"" } ?? "the clip of a group")
            }
            if layered {
                let alpha = UInt8(min(255, max(0, (group.opacity * 255).rounded())))
                out += "/\(resources.state(alpha: alpha, blend: group.blend, file: &file)) gs\n"
            }
            for child in group.children {
                try draw(child, resources: &resources, file: &file)
            }
            if saved { out += "Q\n" }
        case .path(let path):
            try fill(path, resources: &resources, file: &file)
        case .image(let image):
            try draw(image, resources: &resources, file: &file)
        case .text(let text):
            try draw(text, resources: &resources, file: &file)
        }
    }

    private mutating func fill(_ node: ScenePath, resources: inout PDFResources, file: inout PDFFile) throws {
        pathCount += 1
        if let gradient = node.gradient {
            guard gradient.isVectorShading else {
                throw PDFWriterError.invalidCanvas("a gradient (path \(pathCount)) needs its pixels first; call DisplayList.flatteningBlurs() before writing")
            }
            // A gradient line is its outline (this stroker's, flattened within a hundredth of a point) filled
            // with the shading: PDF strokes with a colour, and clips only to filled paths.
            let outline = node.filledOutline(tolerance: 0.01)
            try shade(outline.path, rule: outline.rule, with: gradient, resources: &resources, file: &file)
            return
        }
        let operators = try PDFPathData(context: "path \(pathCount)").spell(node.path)
        guard !operators.isEmpty, node.color.alpha > 0 else { return }
        if let stroke = node.stroke {
            out += "q\n"
            if !node.color.isOpaque { out += "/\(resources.alpha(node.color.alpha, file: &file)) gs\n" }
            out += try Self.strokeState(stroke, context: "the stroke of path \(pathCount)") + Self.strokeColor(node.color) + operators + "S\nQ\n"
            return
        }
        let translucent = !node.color.isOpaque
        if translucent { out += "q /\(resources.alpha(node.color.alpha, file: &file)) gs\n" }
        out += Self.color(node.color) + operators + (node.rule == .evenOdd ? "f*\n" : "f\n")
        if translucent { out += "Q\n" }
    }

    /// A linear or radial gradient as a vector shading, painted with `sh` inside the path's clip, at
    /// the stops' one opacity.
    private mutating func shade(_ path: Path, rule: FillRule, with gradient: SceneGradient, resources: inout PDFResources, file: inout PDFFile) throws {
        let operators = try PDFPathData(context: "path \(pathCount)").spell(path)
        let alpha = gradient.stops.first?.color.alpha ?? 0
        guard !operators.isEmpty, alpha > 0 else { return }
        let t = gradient.transform
        let placement = try [t.a, t.b, t.c, t.d, t.tx, t.ty].map { try PDFResources.number($0, "the transform of a gradient") }
        out += "q\n"
        if alpha < 255 { out += "/\(resources.alpha(alpha, file: &file)) gs\n" }
        out += operators + (rule == .evenOdd ? "W* n\n" : "W n\n")
        out += placement.joined(separator: " ") + " cm /\(resources.shading(gradient, file: &file)) sh\nQ\n"
    }

    private mutating func draw(_ image: SceneImage, resources: inout PDFResources, file: inout PDFFile) throws {
        let f = image.frame
        guard f.width > 0, f.height > 0 else { return }
        let name = try resources.image(image.pixmap, file: &file)
        out += "q\n"
        if let clip = image.clip { try clipTo(clip, context: "the clip of an image") }
        // The image's unit square, first row at the top: x right by the width, y down by the height.
        let numbers = try [f.width, -f.height, f.minX, f.maxY].map { try PDFResources.number($0, "an image frame") }
        out += "\(numbers[0]) 0 0 \(numbers[1]) \(numbers[2]) \(numbers[3]) cm /\(name) Do\nQ\n"
    }

    /// The glyphs, each a placed form in the run's colour, then the run's words as invisible text
    /// spread evenly over the glyphs' ink, so a selection covers what it copies.
    private mutating func draw(_ text: SceneText, resources: inout PDFResources, file: inout PDFFile) throws {
        guard text.color.alpha > 0 else { return }
        let translucent = !text.color.isOpaque
        out += "q\n"
        if translucent { out += "/\(resources.alpha(text.color.alpha, file: &file)) gs\n" }
        out += Self.color(text.color)
        var ink: Rect?
        for glyph in text.glyphs {
            guard let name = try resources.glyph(glyph, file: &file) else { continue }
            let x = try PDFResources.number(glyph.origin.x, "the origin of glyph \"\(glyph.key)\"")
            let y = try PDFResources.number(glyph.origin.y, "the origin of glyph \"\(glyph.key)\"")
            out += "q 1 0 0 1 \(x) \(y) cm /\(name) Do Q\n"
            let box = glyph.outline.controlBounds.offsetBy(dx: glyph.origin.x, dy: glyph.origin.y)
            ink = ink.map { $0.union(box) } ?? box
        }
        out += "Q\n"
        guard let ink, let baseline = text.glyphs.first?.origin.y else { return }
        try words(text.text, over: ink, baseline: baseline, resources: &resources)
    }

    private mutating func words(_ text: String, over ink: Rect, baseline: Double, resources: inout PDFResources) throws {
        let characters = Array(text)
        guard !characters.isEmpty, ink.width > 0 else { return }
        // A font size near twice the advance keeps the invisible glyphs about as wide as real ones,
        // which text extractors expect: much narrower, and poppler takes a repeated letter ("ff")
        // for a fake-bold duplicate and drops it.
        let advance = ink.width / Double(characters.count)
        let size = max(0.5, min(ink.height, 2 * advance))
        let scale = 100 * advance / size
        let n = { (value: Double) throws -> String in try PDFResources.number(value, "text placement") }
        out += "BT 3 Tr \(try n(scale)) Tz 1 0 0 -1 \(try n(ink.minX)) \(try n(baseline)) Tm\n"
        var currentFont = ""
        var codes = ""
        for character in characters {
            let (font, code) = resources.text.code(for: character)
            if font != currentFont {
                if !codes.isEmpty { out += "<\(codes)> Tj\n"; codes = "" }
                out += "/\(font) \(try n(size)) Tf\n"
                currentFont = font
            }
            codes += PDFFile.hex2(code)
        }
        if !codes.isEmpty { out += "<\(codes)> Tj\n" }
        out += "ET\n"
    }

    private mutating func clipTo(_ path: Path, context: String) throws {
        let operators = try PDFPathData(context: context).spell(path)
        // An empty clip hides everything, in PDF as in the rasterizer.
        out += operators.isEmpty ? "0 0 0 0 re W n\n" : operators + "W n\n"
    }

    /// The line width, cap (`J`), join (`j`), miter limit (`M`) and dash pattern (`d`) of a stroke, in
    /// the page's units (the list's points): PDF's stroke operators, which mean what SVG's attributes do.
    static func strokeState(_ stroke: SceneStroke, context: String) throws -> String {
        let style = stroke.style
        var state = "\(try PDFResources.number(stroke.width, context)) w"
        let cap =
            switch style.cap {
            case .butt: 0;
            case .round: 1;
            case .square: 2
            }
        let join =
            switch style.join {
            case .miter: 0;
            case .round: 1;
            case .bevel: 2
            }
        state += " \(cap) J \(join) j \(try PDFResources.number(max(1, style.miterLimit), context)) M"
        if let pattern = style.pattern {
            state += " [\(try pattern.map { try PDFResources.number($0, context) }.joined(separator: " "))] 0 d"
        }
        return state + "\n"
    }

    static func strokeColor(_ color: Color) -> String {
        "\(PDFNumber.channel(color.red)) \(PDFNumber.channel(color.green)) \(PDFNumber.channel(color.blue)) RG\n"
    }

    static func color(_ color: Color) -> String {
        "\(PDFNumber.channel(color.red)) \(PDFNumber.channel(color.green)) \(PDFNumber.channel(color.blue)) rg\n"
    }
}
