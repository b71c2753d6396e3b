import SpecimenLayout

/// What reading Figma's JSON decides where Figma's documentation (figma/rest-api-spec) is silent, each
/// with the evidence; `specimen decisions` and the README print this table after the layout's.
package enum FigmaDecisions {
    package static let all: [LayoutDecision] = [
        LayoutDecision(
            "Figma import", "an auto-layout frame's primaryAxisSizingMode / counterAxisSizingMode, when the JSON omits it, is AUTO (hug)",
            because:
                "Figma's JSON leaves out default values and new auto-layout frames hug; read so, the engine's hug sizes match Figma's boxes on every such frame of the 2021 piglovesyou/fig files (FIXED would copy Figma's size and check nothing)"
        ),
        LayoutDecision(
            "Figma import", "a text that hugs its width (textAutoResize WIDTH_AND_HEIGHT) is its longest line's advance width rounded up to a whole point",
            because:
                "Figma's boxes for Inter labels in the Radix Icons file are 46, 54 and 32 pt where the shaped advances are 45.34, 53.38 and 31.29 pt: each the next whole point"),
        LayoutDecision(
            "Figma import", "a text whose font Specimen does not ship is sized from Figma's own box, and counted by its font",
            because: "Specimen never reads system fonts; Figma's box is Figma's own measurement of that font"),
        LayoutDecision(
            "Figma import", "Figma's blur radius (a shadow's blur, LAYER_BLUR and BACKGROUND_BLUR radius) is drawn as a Gaussian of standard deviation radius / 2",
            because:
                "CSS defines a box-shadow's blur radius as twice the deviation, and Figma's own CSS export writes a shadow of blur 8 as box-shadow 0 4px 8px and a layer blur of 8 as blur(4px); the one conversion is PaintEffects.sigma, and rsvg-convert's feGaussianBlur of that deviation matches Specimen's pixels"
        ),
        LayoutDecision(
            "Figma import",
            "a drop shadow is cast by the layer's shape (its first fill's, else its first stroke's, else its frame), drawn under the layer and not cut out under it; an inner shadow lies over the fills and under the strokes",
            because:
                "a component's shadowed layers are opaque cards and buttons, where Figma's hiding of the shadow behind the layer changes nothing; a shadow of a text or a vector outline is reported, not drawn as a box"
        ),
        LayoutDecision(
            "Figma import",
            "variable modes become <file>-light.tokens.json and <file>-dark.tokens.json: a mode named with the word light or dark is that one, else the collection's first mode is light and its second dark",
            because:
                "a token file naming light or dark as a dot- or dash-separated word applies to that mode only; Figma's default Mode 1 is the light design, as the file shows it"),
        LayoutDecision(
            "Figma import", "a blurred group reaches a PDF as the rasterizer's pixels of it at the page's scale, placed over the page",
            because: "PDF has no Gaussian blur; the PNG's own pixels are what the picture is, and every path, glyph and clip around the blur stays vector"),
        LayoutDecision(
            "Figma import",
            "a layer's PASS_THROUGH and NORMAL blend modes both import as no blendMode: a group at opacity 1 in normal mode draws its children straight onto what lies under; a group at an opacity below 1 is one layer, its children's own modes blending within it",
            because:
                "Figma's documentation does not say how PASS_THROUGH differs from NORMAL at full opacity; the difference shows only when a child has a blend mode of its own, and SVG, PDF and the rasterizer all isolate a group at an opacity below 1"
        ),
        LayoutDecision(
            "Figma import",
            "a turned layer (relativeTransform's linear part) keeps its unturned size as its frame and is drawn turned so that its bounding box starts where Figma's absoluteBoundingBox does; in an auto-layout parent's flow it takes its turned box's room, unless it fills an axis",
            because:
                "the importer places a layer outside auto layout by its absoluteBoundingBox against its parent's, and the turned picture's bounding box is exactly that box; Figma spaces a rotated layer in auto layout by its bounding box (no kept file has one, so this is Figma's editor as designers see it, not a measured file); a fill child's size comes from its parent along the axes it fills, which its turned box does not follow, so it keeps its unturned room"
        ),
        LayoutDecision(
            "Figma import", "gradient colours between stops mix in straight (unpremultiplied) sRGB",
            because:
                "Figma draws with Skia, whose gradients mix unpremultiplied by default, and rsvg-convert (pixman) does the same: premultiplied mixing differed from rsvg on 12% of a gradient with a translucent stop"
        ),
        LayoutDecision(
            "Figma import",
            "an image fill's TILE copies start at the node's top-left, each the image's pixel size in points times scalingFactor; a crop's imageTransform maps the node's unit square to the image's (the node shows the part of the image the map names)",
            because:
                "Figma's API says neither where tiling starts nor which way imageTransform maps; the editor's tiles start at the layer's corner, and the exporters kept beside real files (Figma-to-code tools) read imageTransform as the visible part of the image (CSS background-size 100% / a, position -tx / a), which the node-to-image direction gives"
        ),
        LayoutDecision(
            "Figma import",
            "a mask layer (isMask) masks the siblings after it in its parent up to the next mask layer, which starts a mask of its own; the mask itself draws nothing, and a mask with nothing after it draws nothing",
            because:
                "Figma's API says a mask masks its following siblings and is silent on a second mask in the same parent; a second mask in Figma's layer panel starts a new masked run, and the layers' order is the file's, bottom first"
        ),
        LayoutDecision(
            "Figma import",
            "a text in a font the import does not have, which Figma shows on one line in a fixed or height-hugging box (no hard break, its box under two line heights), is imported as WIDTH_AND_HEIGHT at its box's width: one line, drawn past its box by what Inter is wider",
            because:
                "Figma's box is Figma's measure of the text in its own font; Inter's advances differ (Fitma's 'View all categories': 158 pt in Gothic A1, 162.4 pt in Inter Medium), and wrapping at Figma's width broke a one-line label onto two lines that its button cut; with the font present Figma's field is kept"
        ),
    ]

    /// The decisions as a Markdown table, in the layout table's columns.
    package static var markdownTable: String {
        (["| Set | Decision | Why |", "| --- | --- | --- |"] + all.map { "| \($0.set) | \($0.decision) | \($0.reason) |" }).joined(separator: "\n")
    }
}
