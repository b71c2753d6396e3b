#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a stroke is drawn along its line besides its width: its dash pattern, the ends of its open
/// lines and dashes (cap), its corners (join) and how sharp a mitred corner may get: SVG's
/// `stroke-dasharray`, `stroke-linecap`, `stroke-linejoin` and `stroke-miterlimit`, PDF's `d`, `J`,
/// `j` and `M`, Figma's `strokeDashes`, `strokeCap`, `strokeJoin` and `strokeMiterAngle`.
public struct StrokeStyle: Hashable, Sendable {
    /// How an open line or a dash ends.
    public enum Cap: String, Hashable, Sendable, CaseIterable {
        /// Cut square at the end point (SVG's `butt`, Figma's NONE); the document's name is `none`.
        case butt = "none"
        /// A half disc of the stroke's width about the end point.
        case round
        /// A half square of the stroke's width past the end point.
        case square
    }

    /// How two segments of a line meet at a corner.
    public enum Join: String, Hashable, Sendable, CaseIterable {
        /// The outer edges extended until they meet, unless the miter (from the inner corner to that
        /// point) is longer than `miterLimit` stroke widths: then bevelled, as SVG and PDF do.
        case miter
        /// The outer corners joined by a straight line.
        case bevel
        /// A disc of the stroke's width about the corner.
        case round
    }

    /// Lengths of dash, gap, dash, gap... in points, repeated along each contour from its start; an
    /// odd count is repeated twice, as SVG does; empty (or all zero) draws a solid line.
    public var dashes: [Double]
    /// The ends of open contours and of every dash.
    public var cap: Cap
    /// The corners between segments.
    public var join: Join
    /// The longest miter drawn, over the stroke's width (SVG's `stroke-miterlimit`, 1 or more):
    /// a corner of interior angle θ has a miter of 1 / sin(θ / 2) widths.
    public var miterLimit: Double

    /// A style of these dashes, cap, join and miter limit; by default SVG's: solid, butt ends, mitred
    /// corners up to 4 widths.
    public init(dashes: [Double] = [], cap: Cap = .butt, join: Join = .miter, miterLimit: Double = StrokeStyle.defaultMiterLimit) {
        self.dashes = dashes
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    /// SVG's and PDF's default miter limit, 4 widths: Figma's default miter angle of 28.96°.
    public static let defaultMiterLimit = 4.0

    /// SVG's defaults: solid, butt ends, mitred corners up to 4 widths.
    public static let solid = StrokeStyle()

    /// True when nothing differs from `solid`: a stroke of this style on a closed shape is the band
    /// Specimen drew before strokes had styles.
    public var isSolid: Bool { self == .solid }

    /// The dash pattern as it is repeated: an even count of finite lengths, nil when the line is solid
    /// (no dashes, all of them zero, or a length that is negative or not finite).
    package var pattern: [Double]? {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.contains(where: { $0 > 0 }) else { return nil }
        return dashes.count % 2 == 0 ? dashes : dashes + dashes
    }

    /// Figma's `strokeMiterAngle` (the smallest corner angle, in degrees, still mitred) as a miter
    /// limit: the miter of a corner of angle θ is 1 / sin(θ / 2) widths long. 28.96° gives 4.0003;
    /// 180° or more gives 1 (every corner bevelled), and angles under 0.12° the largest limit a
    /// document takes, `maximumMiterLimit`.
    package static func miterLimit(angle degrees: Double) -> Double {
        let s = sin(min(180, degrees) / 2 * Double.pi / 180)
        guard s > 1 / maximumMiterLimit else { return maximumMiterLimit }
        return max(1, 1 / s)
    }

    /// The largest miter limit a document takes: a corner sharper than 0.12° is bevelled at any limit.
    package static let maximumMiterLimit = 1000.0
}
