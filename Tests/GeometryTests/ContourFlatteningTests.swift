import TestSupport
import Testing
import Geometry

/// `flattenContours`, the rasterizer's allocation-free flattening, gives exactly the points of the
/// transform-then-flatten pipeline it replaced, bit for bit, on random paths of every element kind.
struct ContourFlatteningTests {
    /// Contours of lines, quads, cubics and arcs, some left open, some elements before any move.
    static func randomPath(seed: UInt64) -> Path {
        var random = SplitMix64(state: seed)
        func point() -> Point { Point(x: Double.random(in: -40...40, using: &random), y: Double.random(in: -40...40, using: &random)) }
        var path = Path()
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            if Bool.random(using: &random) || path.isEmpty { path.move(to: point()) }
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: path.line(to: point())
                case 1: path.quad(to: point(), control: point())
                case 2: path.cubic(to: point(), control1: point(), control2: point())
                default:
                    path.arc(
                        center: point(), radius: Double.random(in: 0.01...30, using: &random),
                        start: Double.random(in: -4...4, using: &random), sweep: Double.random(in: -7...7, using: &random))
                }
            }
            if Bool.random(using: &random) { path.close() }
        }
        return path
    }

    static func contours(of path: Path, tolerance: Double, transform: AffineTransform?) -> [Polygon] {
        var buffer: Polygon = []
        var out: [Polygon] = []
        path.flattenContours(tolerance: tolerance, transform: transform, into: &buffer) { out.append($0) }
        return out
    }

    static let transforms: [AffineTransform] = [
        .identity, .scale(2, 2), .scale(3, 3), .scale(-1.5, -1.5),
        AffineTransform(a: 1.25, b: 0, c: 0, d: 1.25, tx: 0.37109375, ty: -12.5),
    ]

    @Test(arguments: transforms)
    func mappedContoursEqualTheTransformedPathFlattened(transform: AffineTransform) {
        for seed in UInt64(1)...200 {
            let path = Self.randomPath(seed: seed)
            for tolerance in [1.0 / 1024, 1.0 / 256, 0.5] {
                let expected = path.transformed(by: transform).flattened(tolerance: tolerance)
                #expect(Self.contours(of: path, tolerance: tolerance, transform: transform) == expected, "seed \(seed)")
            }
        }
    }

    @Test func unmappedContoursAreTheFlattenedPath() {
        for seed in UInt64(1)...100 {
            let path = Self.randomPath(seed: seed)
            let contours = Self.contours(of: path, tolerance: 1.0 / 256, transform: nil)
            #expect(contours == path.flattened(tolerance: 1.0 / 256))
            #expect(contours.allSatisfy { $0.count > 2 })
        }
    }

    @Test func theBufferComesBackEmptyAndReusable() {
        var buffer: Polygon = [Point(x: 9, y: 9)]
        var counts: [Int] = []
        Self.randomPath(seed: 7).flattenContours(tolerance: 0.1, into: &buffer) { counts.append($0.count) }
        #expect(buffer.isEmpty)
        #expect(counts == Self.randomPath(seed: 7).flattened(tolerance: 0.1).map(\.count))
    }
}
