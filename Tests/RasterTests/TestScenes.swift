import Geometry
import Pixels
import SpecimenScene

/// Display lists built by hand, in points, with the origin at the top-left pixel.
enum TestScenes {
    static func list(
        width: Double, height: Double, scale: Double = 1, background: Color? = nil,
        _ nodes: [SceneNode]
    ) -> DisplayList {
        DisplayList(
            bounds: Rect(x: 0, y: 0, width: width, height: height), scale: scale,
            pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)),
            background: background, title: "test", nodes: nodes)
    }

    static func fill(_ rect: Rect, _ color: Color) -> SceneNode {
        .path(ScenePath(path: .rect(rect), color: color))
    }

    /// A glyph-like outline: a 6 × 8 pt box standing on the baseline, with a 2 × 4 pt hole wound
    /// the other way, as fonts draw counters.
    static var boxGlyph: Path {
        var p = Path()
        p.move(to: Point(x: 0, y: -8)); p.line(to: Point(x: 6, y: -8)); p.line(to: Point(x: 6, y: 0))
        p.line(to: Point(x: 0, y: 0)); p.close()
        p.move(to: Point(x: 2, y: -6)); p.line(to: Point(x: 2, y: -2)); p.line(to: Point(x: 4, y: -2))
        p.line(to: Point(x: 4, y: -6)); p.close()
        return p
    }

    /// The straight-alpha colour of every pixel in rows `rows`, columns `columns`.
    static func colors(_ pixmap: Pixmap, columns: Range<Int>, rows: Range<Int>) -> Set<Color> {
        var seen = Set<Color>()
        for y in rows { for x in columns { seen.insert(pixmap.color(x: x, y: y)) } }
        return seen
    }
}
