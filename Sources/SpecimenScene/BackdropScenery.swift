/// The built-in backdrop's picture as a function from a position to a colour.
///
/// Positions are relative to the image: `u` runs 0...1 left to right, `v` 0...1 top to bottom. Round
/// things (the sun, the grain) are measured in heights and stretched by the aspect ratio, so a wide
/// strip shows a round sun rather than an oval one. Only `+ − × ÷`, square roots and a fixed integer hash
/// are used: IEEE 754 rounds each of them exactly, so the bytes never depend on a maths library.
struct Scenery {
    /// Width over height of the image.
    let aspect: Double
    /// One device pixel in `v` units, for anti-aliased silhouettes.
    let pixelHeight: Double

    typealias RGB = (r: Double, g: Double, b: Double)

    /// The sky from top to horizon: dusk blue, violet, coral, a warm yellow glow at the hills.
    private static let skyStops: [(v: Double, color: RGB)] = [
        (0.00, (34, 52, 112)), (0.30, (92, 86, 156)), (0.52, (222, 126, 118)), (0.70, (250, 196, 124)),
    ]
    private static let sunCentre = (u: 0.66, v: 0.56)
    /// Radius of the sun's disc and reach of its glow, in image heights.
    private static let sunRadius = 0.085
    private static let glowReach = 0.55
    private static let sunColor: RGB = (255, 244, 214)
    private static let glowColor: RGB = (255, 214, 150)

    /// Ridge heights of the far and the near hill at evenly spaced points across the width (0 is the
    /// top of the image), joined by smoothsteps so each crest and dip is round.
    private static let farRidge: [Double] = [0.62, 0.56, 0.60, 0.53, 0.58, 0.64, 0.57, 0.61]
    private static let nearRidge: [Double] = [0.80, 0.74, 0.70, 0.77, 0.83, 0.76, 0.72, 0.78]
    private static let farColor: RGB = (112, 78, 128)
    private static let nearTop: RGB = (46, 70, 70)
    private static let nearBottom: RGB = (20, 34, 40)

    /// How many grain cells fit in one image height, and how strong the grain is (levels of 255).
    private static let grainCells = 90.0
    private static let skyGrain = 2.0
    private static let hillGrain = 7.0

    /// The colour at (`u`, `v`), worked out from nothing: the definition of the picture. `Backdrop.image`
    /// draws the same bytes from terms shared by a row or a column (`color(row:column:)`); a test holds
    /// the two to each other.
    func color(u: Double, v: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
        var c: RGB = Scenery.sky(v)

        // The sun: a glow fading with the square of the distance's remainder, then a crisp disc.
        let dx = (u - Scenery.sunCentre.u) * aspect, dy = v - Scenery.sunCentre.v
        let distance = (dx * dx + dy * dy).squareRoot()
        let glow = max(0, 1 - distance / Scenery.glowReach)
        c = Scenery.mix(c, Scenery.glowColor, glow * glow * 0.6)
        c = Scenery.mix(c, Scenery.sunColor, coverage(inside: Scenery.sunRadius - distance))

        // Grain is value noise on a lattice measured in heights, so it keeps its size at every scale.
        let grain = noise(x: u * aspect * Scenery.grainCells, y: v * Scenery.grainCells) - 0.5
        c = Scenery.add(c, grain * Scenery.skyGrain)

        let far = Scenery.ridge(Scenery.farRidge, at: u)
        c = Scenery.mix(c, Scenery.add(farShade, grain * Scenery.hillGrain * 0.6), coverage(inside: v - far))

        let near = Scenery.ridge(Scenery.nearRidge, at: u)
        let depth = max(0, min(1, (v - near) / max(1e-9, 1 - near)))
        let nearShade = Scenery.mix(Scenery.nearTop, Scenery.nearBottom, depth)
        c = Scenery.mix(c, Scenery.add(nearShade, grain * Scenery.hillGrain), coverage(inside: v - near))

        return (byte(c.r), byte(c.g), byte(c.b))
    }

    /// The far hill's colour before grain: a constant, worked out once a picture (a stored value, not a
    /// `static let`, whose every read is a `swift_once` check).
    let farShade: RGB = Scenery.mix(Scenery.farColor, Scenery.skyStops[3].color, 0.25)

    /// The terms of `color(u:v:)` that depend only on the column, each the same double it computes.
    struct Column {
        let dxSquared: Double
        /// The grain lattice's cell and the smoothed fraction across it.
        let cell: Int, sx: Double
        let far: Double, near: Double, nearSpan: Double
    }

    func column(u: Double) -> Column {
        let dx = (u - Scenery.sunCentre.u) * aspect
        let x = u * aspect * Scenery.grainCells, fx = x.rounded(.down)
        let near = Scenery.ridge(Scenery.nearRidge, at: u)
        return Column(
            dxSquared: dx * dx, cell: Int(fx), sx: Scenery.smooth(x - fx),
            far: Scenery.ridge(Scenery.farRidge, at: u), near: near, nearSpan: max(1e-9, 1 - near))
    }

    /// The terms of `color(u:v:)` that depend only on the row: its sky, its distance to the sun's row,
    /// and the grain lattice's corner values along the two lattice rows around it, from the cell of
    /// `firstCell` on.
    struct Row {
        let v: Double, sky: RGB, dySquared: Double, sy: Double
        let firstCell: Int
        let upper: [Double], lower: [Double]
    }

    /// The row at `v` for the columns `firstCell ... lastCell` (their `cell`s).
    func row(v: Double, firstCell: Int, lastCell: Int) -> Row {
        let dy = v - Scenery.sunCentre.v
        let y = v * Scenery.grainCells, fy = y.rounded(.down), iy = Int(fy)
        let cells = firstCell...lastCell + 1
        return Row(
            v: v, sky: Scenery.sky(v), dySquared: dy * dy, sy: Scenery.smooth(y - fy), firstCell: firstCell,
            upper: cells.map { Scenery.corner($0, iy) }, lower: cells.map { Scenery.corner($0, iy + 1) })
    }

    /// `color(u:v:)` from a row's and a column's shared terms: the same operations on the same doubles,
    /// so the same bytes. A mix whose weight is 0 leaves the colour as it is (`c + (x − c) × 0` is `c`,
    /// up to the sign of a zero, which no byte sees), so mixes outside the sun's glow and above a hill
    /// are skipped.
    func color(row: Row, column: Column) -> (red: UInt8, green: UInt8, blue: UInt8) {
        var c = row.sky
        let distance = (column.dxSquared + row.dySquared).squareRoot()
        let glow = max(0, 1 - distance / Scenery.glowReach)
        if glow > 0 { c = Scenery.mix(c, Scenery.glowColor, glow * glow * 0.6) }
        let sun = coverage(inside: Scenery.sunRadius - distance)
        if sun > 0 { c = Scenery.mix(c, Scenery.sunColor, sun) }

        let k = column.cell - row.firstCell
        let top = row.upper[k] + (row.upper[k + 1] - row.upper[k]) * column.sx
        let bottom = row.lower[k] + (row.lower[k + 1] - row.lower[k]) * column.sx
        let grain = top + (bottom - top) * row.sy - 0.5
        c = Scenery.add(c, grain * Scenery.skyGrain)

        let v = row.v
        let far = coverage(inside: v - column.far)
        if far > 0 { c = Scenery.mix(c, Scenery.add(farShade, grain * Scenery.hillGrain * 0.6), far) }
        let near = coverage(inside: v - column.near)
        if near > 0 {
            let depth = max(0, min(1, (v - column.near) / column.nearSpan))
            let nearShade = Scenery.mix(Scenery.nearTop, Scenery.nearBottom, depth)
            c = Scenery.mix(c, Scenery.add(nearShade, grain * Scenery.hillGrain), near)
        }
        return (byte(c.r), byte(c.g), byte(c.b))
    }

    /// How much of a pixel lies inside an edge `signedDistance` away (in `v` units, positive inside):
    /// a one-pixel ramp, so silhouettes are anti-aliased at every size.
    private func coverage(inside signedDistance: Double) -> Double {
        max(0, min(1, signedDistance / pixelHeight + 0.5))
    }

    /// Smooth value noise in 0...1: fixed hashes at lattice corners, blended with smoothsteps.
    private func noise(x: Double, y: Double) -> Double {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let sx = Scenery.smooth(x - fx), sy = Scenery.smooth(y - fy)
        func corner(_ i: Int, _ j: Int) -> Double { Scenery.corner(i, j) }
        let top = corner(ix, iy) + (corner(ix + 1, iy) - corner(ix, iy)) * sx
        let bottom = corner(ix, iy + 1) + (corner(ix + 1, iy + 1) - corner(ix, iy + 1)) * sx
        return top + (bottom - top) * sy
    }

    /// The noise's value at a lattice point, in 0..<1.
    static func corner(_ i: Int, _ j: Int) -> Double { Double(hash(i, j) >> 8) / Double(1 << 24) }

    /// A fixed 32-bit integer hash of a lattice point (a multiply-xorshift mix; no seed, no state).
    static func hash(_ x: Int, _ y: Int) -> UInt32 {
        var h = (UInt32(truncatingIfNeeded: x) &* 0x8DA6_B343) ^ (UInt32(truncatingIfNeeded: y) &* 0xD816_3841) ^ 0x9E37_79B9
        h ^= h >> 16
        h = h &* 0x7FEB_352D
        h ^= h >> 15
        h = h &* 0x846C_A68B
        h ^= h >> 16
        return h
    }

    private static func sky(_ v: Double) -> RGB {
        guard let last = skyStops.last, v < last.v else { return skyStops[skyStops.count - 1].color }
        var lower = skyStops[0]
        for stop in skyStops.dropFirst() {
            if v < stop.v { return mix(lower.color, stop.color, smooth((v - lower.v) / (stop.v - lower.v))) }
            lower = stop
        }
        return last.color
    }

    /// The ridge line through evenly spaced `heights` at `u`.
    private static func ridge(_ heights: [Double], at u: Double) -> Double {
        let position = max(0, min(1, u)) * Double(heights.count - 1)
        let index = min(Int(position.rounded(.down)), heights.count - 2)
        let t = smooth(position - Double(index))
        return heights[index] + (heights[index + 1] - heights[index]) * t
    }

    private static func smooth(_ t: Double) -> Double {
        let x = max(0, min(1, t))
        return x * x * (3 - 2 * x)
    }

    private static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        (a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t)
    }

    private static func add(_ c: RGB, _ amount: Double) -> RGB {
        (c.r + amount, c.g + amount, c.b + amount)
    }
}
