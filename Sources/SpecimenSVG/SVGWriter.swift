import Geometry
import Pixels
import SpecimenScene
import SpecimenSupport

/// Writes a ``DisplayList`` as a self-contained SVG 1.1 document that draws the same picture as
/// Specimen's rasterizer in any SVG renderer (rsvg, resvg, browsers).
///
/// The document is `width`×`height` device pixels over a `viewBox` of the list's bounds in points;
/// paths keep their arcs as `A` commands; each glyph outline is defined once and placed with
/// `<use>`; images are embedded as PNG `data:` URIs; layout nodes become `<g id>` groups. Nothing in
/// it depends on a font, a stylesheet or a file outside it, and the same list always gives the
/// same string.
package struct SVGWriter: Sendable {
    /// Accessible names by run text, for runs whose text is not words, such as an icon's
    /// code point: `["\u{E8B6}": "Search"]`. A run not listed is labelled with its own text.
    package var accessibleNames: [String: String]
    /// The glyph outlines this writer and its copies have spelled (a `Renderer` holds one writer, so a
    /// batch or the gallery spells each glyph once).
    package let glyphPaths: GlyphPathData

    /// A writer that labels glyph runs with `accessibleNames[text]` when present, else their text, and
    /// keeps its glyphs' spellings in `glyphPaths` (its own, empty, unless one is passed).
    package init(accessibleNames: [String: String] = [:], glyphPaths: GlyphPathData = GlyphPathData()) {
        self.accessibleNames = accessibleNames
        self.glyphPaths = glyphPaths
    }

    /// The SVG document for `list`, starting with an XML declaration and ending with a newline.
    ///
    /// - Throws: ``SVGWriterError`` when the list's size or scale cannot describe a picture, a
    ///   coordinate is not finite, or an image cannot be encoded.
    package func write(_ list: DisplayList) throws -> String {
        try Self.validate(list)
        var document = SVGDocument(accessibleNames: accessibleNames, scale: list.scale, glyphPaths: glyphPaths)
        document.filterRegion = list.bounds
        for node in list.nodes {
            try document.append(node, depth: 1)
        }

        let bounds = list.bounds
        let viewBox = try [bounds.x, bounds.y, bounds.width, bounds.height]
            .map { try SVGDocument.number($0, context: "the bounds") }
            .joined(separator: " ")
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        // `xMinYMin meet` pins the picture to the top-left corner, as the rasterizer's device
        // transform does, should the pixel size round up past `bounds × scale`.
        lines.append(
            SVGDocument.element(
                "svg",
                [
                    ("xmlns", "http://www.w3.org/2000/svg"),
                    ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
                    ("version", "1.1"),
                    ("width", String(list.pixelWidth)),
                    ("height", String(list.pixelHeight)),
                    ("viewBox", viewBox),
                    ("preserveAspectRatio", "xMinYMin meet"),
                ], depth: 0, selfClosing: false))
        lines.append(SVGDocument.indent(1) + "<title>" + XMLText.escaped(list.title) + "</title>")
        if !document.definitions.isEmpty {
            lines.append(SVGDocument.indent(1) + "<defs>")
            lines.append(contentsOf: document.definitions)
            lines.append(SVGDocument.indent(1) + "</defs>")
        }
        if let background = list.background {
            let rectangle = try [("x", bounds.x), ("y", bounds.y), ("width", bounds.width), ("height", bounds.height)]
                .map { ($0.0, try SVGDocument.number($0.1, context: "the bounds")) }
            lines.append(SVGDocument.element("rect", rectangle + SVGDocument.fill(background), depth: 1, selfClosing: true))
        }
        lines.append(contentsOf: document.body)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Refuses a canvas no renderer could agree on, before any node is written.
    private static func validate(_ list: DisplayList) throws {
        let bounds = list.bounds
        for (value, name) in [
            (bounds.x, "bounds x"), (bounds.y, "bounds y"), (bounds.width, "bounds width"),
            (bounds.height, "bounds height"), (list.scale, "scale"),
        ] {
            guard SVGNumber.format(value) != nil else { throw SVGWriterError.invalidNumber(value, context: "the \(name)") }
        }
        guard bounds.width > 0, bounds.height > 0 else {
            throw SVGWriterError.invalidCanvas("the bounds \(bounds.width)×\(bounds.height) pt are empty")
        }
        guard list.scale > 0 else {
            throw SVGWriterError.invalidCanvas("the scale \(list.scale) is not positive")
        }
        guard list.pixelWidth > 0, list.pixelHeight > 0 else {
            throw SVGWriterError.invalidCanvas("the pixel size \(list.pixelWidth)×\(list.pixelHeight) is empty")
        }
    }
}
