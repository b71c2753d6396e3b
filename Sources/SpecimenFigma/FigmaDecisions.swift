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
            "Figma import",
            "a text that hugs its height (textAutoResize WIDTH_AND_HEIGHT or HEIGHT) stacks its lines each at its height rounded to the nearest whole point (and its paragraph spacing), and is as tall as they are; each line's glyphs sit in a line box of its own height",
            because:
                "all 20 hugging texts of fractional line height in the kept files say so: 18.75 -> 19 (Uber Light, 9), 15.6 -> 16 and 2 x 15.6 -> 32 (fidget2, 7), 125.7 -> 126 and 2 x 125.7 -> 252 (Source Sans Pro), 58.09 -> 58 and 8 x 58.09 -> 464 (Torii Gate); the whole stack rounded up misses Torii's, rounded to the nearest misses 252 and 32; and masking_text's second line of 125.7 pt lies 1.04 px lower in Figma's render than at 125.7 (its pixels 98.78% -> 99.54% stacked at 126)"
        ),
        LayoutDecision(
            "Figma import",
            "a text's gradient fill is placed in the text node's box (Figma's handles in its unit square) on every line and decoration, and drawn as the gradient under a mask of the glyphs' outlines; textAlignVertical moves a fixed or truncated box's lines, never a hugging box's",
            because:
                "fidget2's text_gradient (a linear gradient whose second handle lies at 1.86 of a 459 pt box) agrees with Figma's render on 99.99% of pixels so placed, 90.55% when drawn in the stops' mean colour at the box's top; every hugging text of the kept files with a vertical alignment is TOP, so a hugging box's rounding (under a point) never shows one"
        ),
        LayoutDecision(
            "Figma import",
            "a text with letter spacing is centred and end-aligned by its advance without the spacing after its last glyph (trailingLetterSpacing EXCLUDED, written on every spaced text); a document without the field (a CSS design system's) keeps Chromium's rule, the last spacing counted; a start-aligned line and a box's size are the same either way",
            because:
                "Figma's render bounds of the four centred upper-case lines of Not Pink Presentation (grida's archive; Inter Semi Bold 24 and 32 pt, 2.4 and 0.64 pt spacing) start their ink within 0.07 pt of where the advance without the last spacing centres them, and 0.26 to 1.2 pt (half a spacing) from where the whole advance does; Chromium counts the last spacing (letter-spacing-chromium.tsv), so Carbon's comparison keeps it; no kept file shows a hugging box with letter spacing"
        ),
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
            "a drop shadow is cast by the layer's shape (its first fill's, else its first stroke's, else its frame), drawn under the layer and, unless showShadowBehindNode is true, cut out where the layer's own fills and strokes (not its children) are drawn, by their alpha; a layer with no children whose fills are all images casts a shadow without a spread by the images' pixels, as a vector casts by its paths; an inner shadow lies over the fills and under the strokes",
            because:
                "the REST API's spec (figma/rest-api-spec) makes showShadowBehindNode required with a default of false, and Figma then hides a shadow behind the node's translucent parts; Figma's engineering blog describes a shadow as the layer's geometry filled, blurred and drawn under it, a picture's geometry being its pixels' alpha (fidget2's fx_image_only_shadow frames, rendered by Figma, show the shadow following a picture's transparent parts), and spread as added only to rectangles, ellipses and frames; a text's or a vector's shadow is cast by its glyphs or paths (below)"
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
                "Figma's API says neither where tiling starts nor which way imageTransform maps; the editor's tiles start at the layer's corner, and the exporters kept beside real files (Figma-to-code tools) read imageTransform as the visible part of the image (CSS background-size 100% / a, position -tx / a), which the node-to-image direction gives; against Figma's own renders (fidget2's test frames) a crop draws 99.66% of pixels within 16/255 and tiles 99.32% (90.17% before a shrunk image was filtered over all its pixels)"
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
        LayoutDecision(
            "Figma import",
            "strokeMiterAngle (the sharpest corner still mitred, in degrees) becomes the document's miterLimit, SVG's ratio of the miter to the stroke's width: 1 / sin(angle / 2), so Figma's default 28.96° is SVG's default 4 and is left out",
            because:
                "SVG, PDF and the rasterizer all bevel a corner whose miter exceeds a limit given as that ratio; a corner of interior angle θ has a miter of 1 / sin(θ / 2) widths, so Figma's angle and SVG's limit bevel the same corners"
        ),
        LayoutDecision(
            "Figma import",
            "Figma's arrow and marker caps on a stroked line (LINE_ARROW or ARROW_LINES, TRIANGLE_ARROW or ARROW_EQUILATERAL, TRIANGLE_FILLED, DIAMOND_FILLED, CIRCLE_FILLED) are markers at both ends of each open contour, 3 stroke widths from the line's axis to their side: a chevron of two lines of the line's width meeting at the end point at a right angle; an equilateral triangle beyond the end, its base across the end point, pointing out (ARROW_EQUILATERAL) or its tip on it, pointing in (TRIANGLE_FILLED); a square turned a quarter and a disc, centred on the end point; the line itself ends flat there. On a closed shape's stroke they are reported and drawn as no cap",
            because:
                "Figma's documentation names each shape (two lines; an equilateral triangle pointing outwards; one pointing inwards; a filled diamond; a filled circle) but not its size, and a files response with strokeGeometry already holds Figma's own outline of them; 3 widths is the scale the Figma-compatible Grida renderer gives its markers, and SVG, PDF and the rasterizer draw each marker as the same path"
        ),
        LayoutDecision(
            "Figma import",
            "a dashed, capped or joined stroke inside or outside its shape is the shape's edge stroked at twice the width, cut to the shape's inside or outside: its dashes are measured along the edge from the path's start (a rectangle's top-left corner, a rounded rectangle's top edge after its corner, an ellipse's right-most point), clockwise",
            because:
                "Figma's SVG export draws an inside stroke so (a clip of the shape around a centred stroke of twice the weight), and SVG's <rect> and <ellipse> start their outlines at those points; Figma's documentation does not say where a dash pattern starts"
        ),
        LayoutDecision(
            "Figma import",
            "a dash pattern on a closed outline that is on at both its start and its end is one dash across the start, joined there as any corner; Figma's strokeGeometry, when the file has it, is drawn as Figma outlined it",
            because:
                "cairo (rsvg-convert, pdftocairo) joins the two, and a rectangle's corner at the start then looks like its other three; Figma's outline already holds its dashes and caps"
        ),
        LayoutDecision(
            "Figma import",
            "a fill's or stroke's own blendMode draws that paint alone as a layer laid over what lies under it in the mode: the node's earlier paints and whatever the enclosing layer holds",
            because:
                "Figma's API gives a paint a blend mode of its own beside the layer's; drawn as SVG's mix-blend-mode on the paint's own group it blends with everything painted before it within the nearest isolated group, which is what Figma's layer panel shows for a multiply fill over a layer below"
        ),
        LayoutDecision(
            "Figma import",
            "a vector's stroke inside or outside its outline, in a file without strokeGeometry, is the fill outline's line at twice the weight cut to the outline's inside (by the fill's winding rule) or to what lies outside it; a gradient stroke's handles are in the node's box, as its fills' are",
            because:
                "Figma's SVG export draws an inside stroke as a clip of the shape around a centred stroke of twice the weight, and a vector's fill outline is the shape its fill covers; Figma's API places every paint's gradientHandlePositions in the node's own unit square, strokes included"
        ),
        LayoutDecision(
            "Figma import",
            "a vector's, arc's or boolean operation's strokeGeometry of an INSIDE or OUTSIDE stroke is drawn cut to the node's fill geometry (inside its union, or outside it), and as it is when the node has no fill geometry (open paths); an outside stroke is drawn under the fills and an inside one over them, the fills then cut outside its band when its paints are all opaque solid colours drawn normally; a path cut outside an outline keeps one device pixel of it under the outline's edges",
            because:
                "in every kept file with fill geometry the strokeGeometry of an INSIDE or OUTSIDE stroke reaches a whole weight from the outline on both sides (a centred stroke twice as wide: 51 nodes of 6 files at their straight extremes, shape_arc's and istrolid_ship's mitred ones at their corners), and Figma's renders of stroke_align_shape and shape_arc show only the half on the chosen side; Radix's 9 open INSIDE paths with no fill geometry carry a centred band of the weight itself; on an outside stroke's inner edge Figma's render shows the fill's antialiased edge over the stroke (half fill, half stroke, no page: [127 46 0] where a cut drawn over the fill shows [128 87 64]), and on an inside stroke's outer edge the stroke's edge alone over the page ([127 127 127] where a fill drawn whole under it shows [127 86 63]), as a renderer drawing both from the same samples does; a translucent stroke would show the fill through it, so its fills stay whole; what Figma does with a vector network mixing open paths and closed regions is not in any kept file"
        ),
        LayoutDecision(
            "Figma import",
            "a text's or a vector's shadow is cast by the alpha of everything it draws (its glyphs, paths and lines; a paragraph's lines), moved, blurred and in its colour and blend mode, and grows by no spread; a drop shadow is cut out by the node's alpha where showShadowBehindNode is false, and an inner shadow lies over all the node draws, strokes included",
            because:
                "Figma's engineering blog on shadow spread describes a drop shadow as the object's geometry copied, filled with one colour, blurred and drawn under the node, and spread as added only to rectangles, ellipses and frame and component backgrounds; the API shows a shadow behind translucent pixels only with showShadowBehindNode true; Figma's documentation does not say where a vector's inner shadow lies against its strokes, and without strokeGeometry a vector's paths are one picture here"
        ),
        LayoutDecision(
            "Figma import",
            "a turned, flipped or skewed layer's shadows (and a shadowed layer's inside a turned parent) are moved by their offset in the canvas's directions, not the layer's: the offset is taken back through the linear part of every relativeTransform the layer is drawn in; the shadow's shape, blur and spread turn with the layer",
            because:
                "Figma's API gives a shadow's offset without saying in which space; Figma's own render of the Uber Light UI Kit (fidget2's fixture) shows a vector turned half a turn with a drop shadow of y 24 casting it below the layer, where the layer's own space would cast it above (99.11% of pixels within 16/255 drawn in the layer's space, 99.97% in the canvas's)"
        ),
        LayoutDecision(
            "Figma import",
            "a progressive LAYER_BLUR or BACKGROUND_BLUR (blurType PROGRESSIVE, from startRadius at startOffset to radius at endOffset) is drawn as an even blur of its radius, and reported node by node",
            because:
                "SVG's feGaussianBlur and PDF have no blur that varies across a picture, so neither resvg nor rsvg-convert could check a varying one; the radius is the one the API states and the blur Figma reaches at endOffset"
        ),
    ]

    /// The decisions as a Markdown table, in the layout table's columns.
    package static var markdownTable: String {
        (["| Set | Decision | Why |", "| --- | --- | --- |"] + all.map { "| \($0.set) | \($0.decision) | \($0.reason) |" }).joined(separator: "\n")
    }
}
