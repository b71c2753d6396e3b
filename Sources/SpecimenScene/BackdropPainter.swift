import Pixels
import SpecimenDocument

/// Paints a design system's backdrop picture (`BackdropPicture`, read from its folder's `backdrop.json`)
/// into device pixels, opaque.
///
/// Only `+ − × ÷`, square roots and a fixed integer hash are used: IEEE 754 rounds each of them exactly,
/// so the bytes never depend on a maths library or a machine. Each layer's terms that depend only on the
/// column (a ridge's line, a distance across, the grain's cell) or only on the row (a gradient's colour, a
/// distance down, the grain's lattice values) are worked out once, not once a pixel; a mix whose weight
/// is 0 leaves the colour as it is (`c + (x − c) × 0` is `c`, up to the sign of a zero, which no byte
/// sees), so it is skipped.
struct BackdropPainter {
    typealias RGB = (r: Double, g: Double, b: Double)

    /// One layer as the pixel loop reads it: what it needs from the row's and the column's terms.
    private enum Step {
        /// The row's colour of gradient `index`.
        case gradient(index: Int)
        /// A glow or a disc measured from centre `index`.
        case glow(center: Int, reach: Double, color: RGB, opacity: Double)
        case disc(center: Int, radius: Double, color: RGB)
        case grain(amount: Double)
        /// The column's line of ridge `index`.
        case ridge(index: Int, color: RGB, bottom: RGB?, grain: Double)
    }

    private let picture: BackdropPicture
    private var steps: [Step] = []
    private var gradients: [(stops: [(v: Double, color: RGB)], easing: BackdropPicture.Easing)] = []
    private var centers: [BackdropPicture.Point] = []
    private var ridges: [[Double]] = []

    init(_ picture: BackdropPicture) {
        self.picture = picture
        for layer in picture.layers {
            switch layer {
            case .gradient(let stops, let easing):
                steps.append(.gradient(index: gradients.count))
                gradients.append((stops.map { ($0.position, Self.rgb($0.color)) }, easing))
            case .glow(let center, let reach, let color, let opacity):
                steps.append(.glow(center: index(of: center), reach: reach, color: Self.rgb(color), opacity: opacity))
            case .disc(let center, let radius, let color):
                steps.append(.disc(center: index(of: center), radius: radius, color: Self.rgb(color)))
            case .grain(let amount):
                steps.append(.grain(amount: amount))
            case .ridge(let heights, let color, let bottom, let grain):
                steps.append(.ridge(index: ridges.count, color: Self.rgb(color), bottom: bottom.map(Self.rgb), grain: grain))
                ridges.append(heights)
            }
        }
    }

    private static func rgb(_ color: BackdropPicture.RGB) -> RGB { (color.red, color.green, color.blue) }

    /// The index of `center` among the centres, added when new: layers around one centre (a sun's
    /// glow and disc) share its distances, one square root a pixel.
    private mutating func index(of center: BackdropPicture.Point) -> Int {
        if let known = centers.firstIndex(of: center) { return known }
        centers.append(center)
        return centers.count - 1
    }

    /// The picture in `pixmap`, every pixel written, opaque. A row at a time, a layer at a time across
    /// the row (a tight loop per layer, not a switch per pixel): each pixel still meets the same
    /// operations in the same order, so the bytes are those of painting it alone.
    func paint(_ pixmap: inout Pixmap) {
        let (w, h) = (pixmap.width, pixmap.height)
        let aspect = Double(w) / Double(h), pixelHeight = 1 / Double(h)

        // The column terms, laid out term by term: `dxSquared[c * w + x]`, `lines[r * w + x]`.
        let columns = UnsafeMutableBufferPointer<Double>.allocate(capacity: (centers.count + 2 * ridges.count) * w)
        defer { columns.deallocate() }
        let dxSquared = UnsafeMutableBufferPointer(rebasing: columns[0..<centers.count * w])
        let lines = UnsafeMutableBufferPointer(rebasing: columns[centers.count * w..<(centers.count + ridges.count) * w])
        let spans = UnsafeMutableBufferPointer(rebasing: columns[(centers.count + ridges.count) * w..<columns.count])
        for x in 0..<w {
            let u = (Double(x) + 0.5) / Double(w)
            for (c, center) in centers.enumerated() {
                let dx = (u - center.u) * aspect
                dxSquared[c * w + x] = dx * dx
            }
            for (r, heights) in ridges.enumerated() {
                let line = Self.ridge(heights, at: u)
                lines[r * w + x] = line
                spans[r * w + x] = max(1e-9, 1 - line)
            }
        }
        let lattice = picture.grain.map { Lattice(grain: $0, width: w, aspect: aspect) }
        // Each ridge's highest point over the columns (its least `v`).
        let highest = (0..<ridges.count).map { r in lines[r * w..<(r + 1) * w].min() ?? 0 }

        // One row's colours and grain, in buffers of their own: the loops below are most of the
        // picture's time, and an array's checks in them were a third of it.
        let row = UnsafeMutableBufferPointer<Double>.allocate(capacity: (4 + centers.count) * w)
        defer { row.deallocate() }
        row.initialize(repeating: 0)
        let red = UnsafeMutableBufferPointer(rebasing: row[0..<w]), green = UnsafeMutableBufferPointer(rebasing: row[w..<2 * w])
        let blue = UnsafeMutableBufferPointer(rebasing: row[2 * w..<3 * w]), grain = UnsafeMutableBufferPointer(rebasing: row[3 * w..<4 * w])
        // Each centre's distance from every pixel of the row, `distances[c * w + x]`, in picture heights.
        let distances = UnsafeMutableBufferPointer(rebasing: row[4 * w..<row.count])
        pixmap.data.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<h {
                let v = (Double(y) + 0.5) / Double(h)
                lattice?.fill(grain, v: v)
                for (c, center) in centers.enumerated() {
                    let dy = v - center.v, dySquared = dy * dy, base = c * w
                    for x in 0..<w { distances[base + x] = (dxSquared[base + x] + dySquared).squareRoot() }
                }
                for x in 0..<w { (red[x], green[x], blue[x]) = (0, 0, 0) }
                for step in steps {
                    switch step {
                    case .gradient(let index):
                        let c = Self.gradient(gradients[index].stops, easing: gradients[index].easing, at: v)
                        for x in 0..<w { (red[x], green[x], blue[x]) = c }
                    case .glow(let center, let reach, let color, let opacity):
                        let base = center * w
                        for x in 0..<w {
                            let glow = max(0, 1 - distances[base + x] / reach)
                            if glow > 0 { Self.mix(&red[x], &green[x], &blue[x], color, glow * glow * opacity) }
                        }
                    case .disc(let center, let radius, let color):
                        let base = center * w
                        for x in 0..<w {
                            let cover = Self.coverage(inside: radius - distances[base + x], pixelHeight: pixelHeight)
                            if cover > 0 { Self.mix(&red[x], &green[x], &blue[x], color, cover) }
                        }
                    case .grain(let amount):
                        for x in 0..<w {
                            let add = grain[x] * amount
                            red[x] += add; green[x] += add; blue[x] += add
                        }
                    case .ridge(let index, let color, let bottom, let amount):
                        let base = index * w
                        // A row a whole pixel above the ridge's highest point has no coverage anywhere
                        // (each pixel's ramp ends half a pixel out), so it is left as it is.
                        guard v + pixelHeight > highest[index] else { continue }
                        for x in 0..<w {
                            let line = lines[base + x]
                            let cover = Self.coverage(inside: v - line, pixelHeight: pixelHeight)
                            guard cover > 0 else { continue }
                            var shade = color
                            if let bottom {
                                let depth = max(0, min(1, (v - line) / spans[base + x]))
                                shade = (color.r + (bottom.r - color.r) * depth, color.g + (bottom.g - color.g) * depth, color.b + (bottom.b - color.b) * depth)
                            }
                            let add = grain[x] * amount
                            Self.mix(&red[x], &green[x], &blue[x], (shade.r + add, shade.g + add, shade.b + add), cover)
                        }
                    }
                }
                let start = y * w * 4
                for x in 0..<w {
                    let i = start + x * 4
                    bytes[i] = byte(red[x]); bytes[i + 1] = byte(green[x]); bytes[i + 2] = byte(blue[x]); bytes[i + 3] = 255
                }
            }
        }
    }

    /// How much of a pixel lies inside an edge `signedDistance` away (in `v` units, positive inside):
    /// a one-pixel ramp, so edges are anti-aliased at every size.
    private static func coverage(inside signedDistance: Double, pixelHeight: Double) -> Double {
        max(0, min(1, signedDistance / pixelHeight + 0.5))
    }

    /// The gradient's colour at `v`: the first stop's above it, the last's below it.
    private static func gradient(_ stops: [(v: Double, color: RGB)], easing: BackdropPicture.Easing, at v: Double) -> RGB {
        guard let last = stops.last, v < last.v else { return stops[stops.count - 1].color }
        var lower = stops[0]
        for stop in stops.dropFirst() {
            if v < stop.v {
                let t = (v - lower.v) / (stop.v - lower.v)
                return mix(lower.color, stop.color, easing == .smooth ? smooth(t) : max(0, min(1, t)))
            }
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

    static func smooth(_ t: Double) -> Double {
        let x = max(0, min(1, t))
        return x * x * (3 - 2 * x)
    }

    private static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        (a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t)
    }

    /// The colour in `r`, `g`, `b` mixed `t` of the way to `b`, as `mix` does.
    @inline(__always)
    private static func mix(_ r: inout Double, _ g: inout Double, _ b: inout Double, _ to: RGB, _ t: Double) {
        r += (to.r - r) * t
        g += (to.g - g) * t
        b += (to.b - b) * t
    }
}

/// The grain's value noise at one picture size: smooth value noise on a lattice measured in picture
/// heights (so it keeps its size at every scale), from fixed hashes at the lattice's corners blended
/// with smoothsteps, in −0.5 to 0.5.
private struct Lattice {
    let cells: Double
    let salt: UInt32
    /// Each column's lattice cell, as an index into a row's corner values, and the smoothed fraction across it.
    let left: [Int], right: [Int], sx: [Double]
    /// The lattice cells the columns touch, in order: a row's corner values are worked out for these only.
    let used: [Int]

    init(grain: BackdropPicture.Grain, width: Int, aspect: Double) {
        cells = grain.cells
        // With the seed 0, the constant the hash was first written with.
        salt = 0x9E37_79B9 ^ (grain.seed &* 0x2C1B_3C6D)
        var cellOf: [Int] = [], sx: [Double] = []
        for x in 0..<width {
            let u = (Double(x) + 0.5) / Double(width)
            let position = u * aspect * grain.cells, floor = position.rounded(.down)
            cellOf.append(Int(floor))
            sx.append(BackdropPainter.smooth(position - floor))
        }
        let used = Array(Set(cellOf + cellOf.map { $0 + 1 })).sorted()
        let index = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
        self.used = used
        self.sx = sx
        left = cellOf.map { index[$0] ?? 0 }
        right = cellOf.map { index[$0 + 1] ?? 0 }
    }

    /// The grain along row `v`, into `out` (one value a column): the corner values along the lattice
    /// rows above and below it, for the cells the columns use, blended across and then down.
    func fill(_ out: UnsafeMutableBufferPointer<Double>, v: Double) {
        let position = v * cells, floor = position.rounded(.down), j = Int(floor)
        let sy = BackdropPainter.smooth(position - floor)
        let upper = used.map { corner($0, j) }, lower = used.map { corner($0, j + 1) }
        upper.withUnsafeBufferPointer { upper in
            lower.withUnsafeBufferPointer { lower in
                left.withUnsafeBufferPointer { left in
                    right.withUnsafeBufferPointer { right in
                        sx.withUnsafeBufferPointer { sx in
                            for x in 0..<out.count {
                                let (a, b, sx) = (left[x], right[x], sx[x])
                                let top = upper[a] + (upper[b] - upper[a]) * sx
                                let bottom = lower[a] + (lower[b] - lower[a]) * sx
                                out[x] = top + (bottom - top) * sy - 0.5
                            }
                        }
                    }
                }
            }
        }
    }

    /// The noise's value at a lattice point, in 0..<1.
    func corner(_ i: Int, _ j: Int) -> Double { Double(hash(i, j) >> 8) / Double(1 << 24) }

    /// A fixed 32-bit integer hash of a lattice point (a multiply-xorshift mix; no state).
    func hash(_ x: Int, _ y: Int) -> UInt32 {
        var h = (UInt32(truncatingIfNeeded: x) &* 0x8DA6_B343) ^ (UInt32(truncatingIfNeeded: y) &* 0xD816_3841) ^ salt
        h ^= h >> 16
        h = h &* 0x7FEB_352D
        h ^= h >> 15
        h = h &* 0x846C_A68B
        h ^= h >> 16
        return h
    }
}
