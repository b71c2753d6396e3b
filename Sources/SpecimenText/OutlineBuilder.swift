import CFreeType
import Geometry

/// Turns a FreeType outline into a `Path` in font units with the font's y-up axis kept, so one decoded
/// outline serves every size and every placement (text baseline or icon box) through one transform.
///
/// TrueType contours arrive as quadratic Béziers and CFF ones as cubics; both are kept as they are.
final class OutlineBuilder {
    private var elements: [PathElement] = []
    private var open = false

    /// The outline of the glyph FreeType last loaded into `outline`. The caller holds the face's `freeType` lock.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path? {
        let builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user)?.move(to); return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user)?.line(to); return 0
            },
            conic_to: { control, to, user in
                OutlineBuilder.from(user)?.conic(control, to); return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineBuilder.from(user)?.cubic(c1, c2, to); return 0
            },
            shift: 0,
            delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        let status = withExtendedLifetime(builder) { FT_Outline_Decompose(outline, &funcs, user) }
        guard status == 0 else { return nil }
        builder.closeContour()
        return Path(builder.elements)
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder? {
        guard let user else { return nil }
        return Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue()
    }

    private static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        guard let v else { return .zero }
        return Point(x: Double(v.pointee.x), y: Double(v.pointee.y))
    }

    // FreeType closes each contour with a final segment back to its start but never says so; the
    // explicit `.close` lets the rasterizer and the SVG writer treat contours as closed without guessing.
    private func closeContour() {
        if open { elements.append(.close) }
        open = false
    }

    private func move(_ to: UnsafePointer<FT_Vector>?) {
        closeContour()
        elements.append(.move(Self.point(to)))
        open = true
    }

    private func line(_ to: UnsafePointer<FT_Vector>?) {
        elements.append(.line(Self.point(to)))
    }

    private func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        elements.append(.quad(Self.point(control), Self.point(to)))
    }

    private func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        elements.append(.cubic(Self.point(c1), Self.point(c2), Self.point(to)))
    }
}
