import Geometry
import Pixels
import SpecimenScene

/// What the pages of one document draw with, shared by all of them: glyph outlines as form
/// XObjects, images, opacity states and the invisible text fonts.
///
/// Each is written once, the first time a page uses it, and named in that order (`G1`, `I1`, `A1`),
/// so the same pages always give the same names. Dictionaries here are only looked up, never
/// iterated, so their order cannot reach the file.
struct PDFResources {
    private(set) var glyphEntries: [String] = []
    private(set) var imageEntries: [String] = []
    private(set) var alphaEntries: [String] = []
    private(set) var shadingEntries: [String] = []
    var text = PDFTextFonts()
    private var glyphNames: [GlyphKey: String?] = [:]
    private var imageNames: [Pixmap: String] = [:]
    private var stateNames: [StateKey: String] = [:]
    private var shadingNames: [SceneGradient: String] = [:]

    /// The form XObject drawing `glyph`'s outline at the origin, or `nil` for an empty outline.
    mutating func glyph(_ glyph: SceneGlyph, file: inout PDFFile) throws -> String? {
        let key = GlyphKey(key: glyph.key, outline: glyph.outline)
        if let known = glyphNames[key] { return known }
        let operators = try PDFPathData(context: "glyph \"\(glyph.key)\"").spell(glyph.outline)
        guard !operators.isEmpty else {
            glyphNames[key] = .some(nil)
            return nil
        }
        let box = glyph.outline.controlBounds
        let edges: [Double] = [box.minX - 1, box.minY - 1, box.maxX + 1, box.maxY + 1]
        let bbox = try edges.map { try Self.number($0, "glyph bounds") }
        // No colour inside: the form fills with the colour of the page that places it.
        let number = try file.addStream(
            dictionary: "/Type /XObject /Subtype /Form /BBox [\(bbox.joined(separator: " "))]",
            data: Array((operators + "f\n").utf8))
        let name = "G\(glyphEntries.count + 1)"
        glyphEntries.append("/\(name) \(number) 0 R")
        glyphNames[key] = name
        return name
    }

    /// The image XObject of `pixmap`: straight RGB, with its alpha as a soft mask unless opaque.
    mutating func image(_ pixmap: Pixmap, file: inout PDFFile) throws -> String {
        if let known = imageNames[pixmap] { return known }
        let rgba = pixmap.unpremultipliedRGBA()
        var rgb: [UInt8] = []
        rgb.reserveCapacity(pixmap.width * pixmap.height * 3)
        var alpha: [UInt8] = []
        alpha.reserveCapacity(pixmap.width * pixmap.height)
        var index = 0
        while index < rgba.count {
            rgb.append(rgba[index]); rgb.append(rgba[index + 1]); rgb.append(rgba[index + 2])
            alpha.append(rgba[index + 3])
            index += 4
        }
        let common = "/Type /XObject /Subtype /Image /Width \(pixmap.width) /Height \(pixmap.height) /BitsPerComponent 8"
        var mask = ""
        if !pixmap.isOpaque {
            let soft = try file.addStream(dictionary: common + " /ColorSpace /DeviceGray", data: alpha)
            mask = " /SMask \(soft) 0 R"
        }
        let number = try file.addStream(dictionary: common + " /ColorSpace /DeviceRGB" + mask, data: rgb)
        let name = "I\(imageEntries.count + 1)"
        imageEntries.append("/\(name) \(number) 0 R")
        imageNames[pixmap] = name
        return name
    }

    /// The graphics state that fills at `alpha` / 255.
    mutating func alpha(_ alpha: UInt8, file: inout PDFFile) -> String { state(alpha: alpha, blend: .normal, file: &file) }

    /// The graphics state that composites at `alpha` / 255 in `blend` (PDF 1.4's `/BM`, the same
    /// W3C formulas the rasterizer uses); in normal mode no `/BM` is written, as before blend modes.
    mutating func state(alpha: UInt8, blend: BlendMode, file: inout PDFFile) -> String {
        let key = StateKey(alpha: alpha, blend: blend)
        if let known = stateNames[key] { return known }
        let mode = blend == .normal ? "" : " /BM /\(blend.pdfName)"
        let number = file.add("<< /Type /ExtGState /ca \(PDFNumber.channel(alpha)) /CA \(PDFNumber.channel(alpha))\(mode) >>")
        let name = "A\(alphaEntries.count + 1)"
        alphaEntries.append("/\(name) \(number) 0 R")
        stateNames[key] = name
        return name
    }

    /// The shading drawing `gradient` (`PDFShading`), written once for equal gradients.
    mutating func shading(_ gradient: SceneGradient, file: inout PDFFile) -> String {
        if let known = shadingNames[gradient] { return known }
        let number = file.add(PDFShading.dictionary(gradient))
        let name = "S\(shadingEntries.count + 1)"
        shadingEntries.append("/\(name) \(number) 0 R")
        shadingNames[gradient] = name
        return name
    }

    /// Writes the fonts and returns the resource dictionary every page shares.
    func dictionary(file: inout PDFFile) throws -> String {
        let fonts = try text.write(into: &file)
        var parts: [String] = []
        let xobjects = glyphEntries + imageEntries
        if !xobjects.isEmpty { parts.append("/XObject << \(xobjects.joined(separator: " ")) >>") }
        if !alphaEntries.isEmpty { parts.append("/ExtGState << \(alphaEntries.joined(separator: " ")) >>") }
        if !shadingEntries.isEmpty { parts.append("/Shading << \(shadingEntries.joined(separator: " ")) >>") }
        if !fonts.isEmpty { parts.append("/Font << \(fonts) >>") }
        return "<< " + parts.joined(separator: " ") + " >>"
    }

    static func number(_ value: Double, _ context: String) throws -> String {
        guard let text = PDFNumber.format(value) else { throw PDFWriterError.invalidNumber(value, context: context) }
        return text
    }
}

/// A glyph as a form defines it: the key names it, the outline is what is drawn.
private struct GlyphKey: Hashable {
    var key: String
    var outline: Path
}

/// A graphics state as the resources name it: its opacity and blend mode.
private struct StateKey: Hashable {
    var alpha: UInt8
    var blend: BlendMode
}
