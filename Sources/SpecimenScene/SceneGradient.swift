#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Geometry
import Pixels

/// A gradient paint, resolved: its stops' colours and a map from the gradient's unit space to points.
///
/// In unit space the gradient's parameter `t` is `x` (linear), `√(x² + y²)` (radial), the angle from
/// the `x` axis towards the `y` axis over a full turn (angular) or `|x| + |y|` (diamond). `transform`
/// takes unit space to the display list's points, so a gradient Figma stretched with its node, or
/// turned with its handles, is one affine map here. Between stops colours are interpolated in
/// straight sRGB (`color(at:)` says why); before the first stop and after the last
/// the end colours continue (SVG's `spreadMethod="pad"`).
package struct SceneGradient: Hashable, Sendable {
    /// The four shapes Figma's gradients take.
    package typealias Kind = GradientKind

    /// One colour at one position along the gradient (0...1).
    package struct Stop: Hashable, Sendable {
        /// Where the colour sits, 0 at the gradient's start, 1 at its end.
        package var offset: Double
        /// The colour there (straight alpha).
        package var color: Color

        /// `color` at `offset`.
        package init(offset: Double, color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    /// Which parameter the unit space gives.
    package var kind: Kind
    /// The stops, in increasing `offset`.
    package var stops: [Stop]
    /// Unit space to points.
    package var transform: AffineTransform

    /// A gradient of `kind` through `stops` (sorted here by offset), placed by `transform`.
    package init(kind: Kind, stops: [Stop], transform: AffineTransform) {
        self.kind = kind
        self.stops = stops.sorted { $0.offset < $1.offset }
        self.transform = transform
    }

    /// The parameter `t` at a point of unit space (not clamped).
    package func parameter(x: Double, y: Double) -> Double {
        switch kind {
        case .linear: return x
        case .radial: return (x * x + y * y).squareRoot()
        case .diamond: return abs(x) + abs(y)
        case .angular:
            var turn = atan2Turns(y, x)
            if turn < 0 { turn += 1 }
            return turn
        }
    }

    /// The premultiplied colour at `t`, clamped to the first and last stops: the two stops around it
    /// mixed in straight (unpremultiplied) sRGB, then premultiplied, as Skia (Figma's renderer) and
    /// pixman (rsvg's) mix by default, so a stop fading to transparent keeps its hue on the way.
    package func color(at t: Double) -> PremultipliedColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.offset) { return first.color.premultiplied }
        if t >= last.offset { return last.color.premultiplied }
        var i = 1
        while i < stops.count, stops[i].offset < t { i += 1 }
        let a = stops[i - 1], b = stops[min(i, stops.count - 1)]
        let span = b.offset - a.offset
        let f = span > 0 ? (t - a.offset) / span : 1
        func mix(_ u: UInt8, _ v: UInt8) -> Double { Double(u) + (Double(v) - Double(u)) * f }
        let alpha = mix(a.color.alpha, b.color.alpha)
        func premultiplied(_ u: UInt8, _ v: UInt8) -> UInt8 { UInt8(min(255, max(0, (mix(u, v) * alpha / 255).rounded()))) }
        return PremultipliedColor(
            red: premultiplied(a.color.red, b.color.red), green: premultiplied(a.color.green, b.color.green),
            blue: premultiplied(a.color.blue, b.color.blue), alpha: UInt8(min(255, max(0, alpha.rounded()))))
    }

    /// The angle of (`x`, `y`) in turns, -0.5...0.5 (glibc's `atan2` is correctly rounded, so the
    /// same point gives the same turn on every machine with it).
    private func atan2Turns(_ y: Double, _ x: Double) -> Double {
        guard x != 0 || y != 0 else { return 0 }
        return atan2(y, x) / (2 * Double.pi)
    }
}
