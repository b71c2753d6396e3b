import Geometry

extension TextEngine {
    /// Every icon name the MDI name list holds, sorted.
    package var iconNames: [String] { iconCatalogue.sortedNames }

    /// The icon called `name`, or `TextError.unknownIcon` listing the 3 to 5 closest names.
    package func icon(named name: String) throws -> IconGlyph {
        try iconCatalogue.icon(named: name)
    }

    /// The icon drawn in a `size` × `size` box whose top-left corner is (0, 0), y down.
    ///
    /// The mapping, derived from MaterialDesignIcons.ttf (MDI 1.6.50 webfont) itself:
    /// - unitsPerEm is 512, every advance is 512, hhea ascender 448 and descender −64, so the em box
    ///   runs from y = −64 to y = 448 and from x = 0 to x = 512;
    /// - MDI draws on a 24-unit grid, one grid unit = 512 / 24 font units: `checkbox-blank-outline`
    ///   spans x 64…448 and y 0…384 in font units, which is grid x 3…21 and, with
    ///   grid y = (448 − font y) / (512 / 24), grid y 3…21: the familiar 18/24 square;
    ///   `stop` spans 128…384 × 64…320 (grid 6…18) and `lock` grid x 4…20, y 1…22, as in MDI's SVGs.
    /// So the em box is the 24-unit grid, and the icon box is the em box scaled by size / unitsPerEm:
    /// x = fontX · s, y = (ascender − fontY) · s with s = size / unitsPerEm. A 24 pt box shows the icon
    /// exactly as MDI draws it at 24 px. The test suite checks these bounds.
    package func iconOutline(_ icon: IconGlyph, size: Double) -> Path {
        let face = iconFace
        let size = size.isFinite && size > 0 ? size : 0
        return outlines.value(for: icon.identity(size: size)) {
            let scale = size / face.unitsPerEm
            // A mirrored icon is the same drawing reflected about the box's vertical centre line.
            let toBox =
                icon.mirrored
                ? AffineTransform(a: -scale, b: 0, c: 0, d: -scale, tx: size, ty: face.metrics.ascender * scale)
                : AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: face.metrics.ascender * scale)
            return face.outline(glyph: icon.glyphID).transformed(by: toBox)
        }
    }
}
