#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The closed shapes components are made of, as paths traced clockwise on screen.
extension Path {
    /// A plain rectangle.
    package static func rect(_ r: Rect) -> Path {
        Path([
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
            .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    /// A rectangle with circular corners. The radius is clamped to half the shorter side, which is how
    /// Figma draws the spec's "radius 9999" pills: fully round ends, never a distorted corner.
    package static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let rad = min(max(0, radius), min(r.width, r.height) / 2)
        guard rad > 0 else { return .rect(r) }
        let half = Double.pi / 2
        var p = Path()
        p.move(to: Point(x: r.minX + rad, y: r.minY))
        p.line(to: Point(x: r.maxX - rad, y: r.minY))
        p.arc(center: Point(x: r.maxX - rad, y: r.minY + rad), radius: rad, start: -half, sweep: half)
        p.line(to: Point(x: r.maxX, y: r.maxY - rad))
        p.arc(center: Point(x: r.maxX - rad, y: r.maxY - rad), radius: rad, start: 0, sweep: half)
        p.line(to: Point(x: r.minX + rad, y: r.maxY))
        p.arc(center: Point(x: r.minX + rad, y: r.maxY - rad), radius: rad, start: half, sweep: half)
        p.line(to: Point(x: r.minX, y: r.minY + rad))
        p.arc(center: Point(x: r.minX + rad, y: r.minY + rad), radius: rad, start: 2 * half, sweep: half)
        p.close()
        return p
    }

    /// A circle inscribed in `r` (which should be square).
    package static func circle(in r: Rect) -> Path {
        let radius = min(r.width, r.height) / 2
        var p = Path()
        p.move(to: Point(x: r.midX + radius, y: r.midY))
        p.arc(center: r.center, radius: radius, start: 0, sweep: 2 * Double.pi)
        p.close()
        return p
    }

    /// The band between `outer` and `inner`, to be filled with `FillRule.evenOdd`: one shape per ring,
    /// so a stroke or a focus ring never shows a seam or a double-blended edge.
    package static func ring(outer: Path, inner: Path) -> Path { outer.appending(inner) }
}
