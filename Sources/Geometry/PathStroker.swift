#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// The area a stroke of `width` in `style` covers along this path, as one path to fill with the
    /// non-zero rule: what SVG's and PDF's stroke operators paint, for consumers that only fill.
    ///
    /// The outline is the union of simple pieces, each wound clockwise so that overlaps add up and
    /// never cancel: a band per run of the flattened centre line (`strokeContours`) whose points
    /// turn gently (its inner edge never folding back), a wedge per corner between bands in the
    /// style's join (a circle's sector where a curve turns sharply), and a cap at each end of an open
    /// contour or a dash. A union of pieces has no
    /// self-intersecting offset curve to untangle, so tight curves, cusps and U-turns come out right;
    /// the rasterizer applies the rule exactly (`FillRuleSweep`), so the overlaps cost no coverage.
    /// Curves are flattened within `tolerance` (in the path's units), and the union of discs along
    /// chords that close to the curve lies that close to the true stroke.
    package func stroked(width: Double, style: StrokeStyle, tolerance: Double) -> Path {
        guard width.isFinite, width > 0 else { return Path() }
        var contours = strokeContours(tolerance: tolerance)
        if let pattern = style.pattern { contours = contours.flatMap { $0.dashed(pattern) } }
        var outline = StrokeOutline(half: width / 2, style: style, tolerance: max(tolerance, 1e-9))
        for contour in contours { outline.add(contour) }
        return Path(outline.elements)
    }
}

/// The pieces of one stroke's outline, gathered as path elements.
private struct StrokeOutline {
    let half: Double
    let style: StrokeStyle
    /// How far the outline may stray from the true stroke, in the path's units.
    let tolerance: Double
    var elements: [PathElement] = []

    init(half: Double, style: StrokeStyle, tolerance: Double) {
        self.half = half
        self.style = style
        self.tolerance = tolerance
    }

    mutating func add(_ contour: StrokeContour) {
        let points = contour.points
        guard let first = points.first else { return }
        guard points.count > 1 else {
            dot(at: first, heading: contour.heading)
            return
        }
        let n = points.count
        let segments = contour.closed ? n : n - 1
        var directions: [Point] = [], lengths: [Double] = []
        directions.reserveCapacity(segments)
        lengths.reserveCapacity(segments)
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % n]
            let d = a.distance(to: b)
            directions.append(Point(x: (b.x - a.x) / d, y: (b.y - a.y) / d))
            lengths.append(d)
        }
        // Runs of segments meeting at gentle curve points are one band each; a corner, a sharp turn
        // or a turn tighter than the half width ends a band, and a join fills between two.
        var start = 0
        while start < segments {
            var end = start, previousTangent = 0.0
            while end + 1 < segments {
                let v = end + 1
                guard !contour.corners[v], let t = gentleTurn(directions[end], directions[v]) else { break }
                // The inner edge folds back unless each segment outlasts the miters at its ends.
                guard lengths[end] > half * (previousTangent + t), lengths[v] > half * t else { break }
                previousTangent = t
                end = v
            }
            band(points, directions, from: start, to: end)
            let v = end + 1
            if v < segments || contour.closed {
                let vertex = v % n
                join(at: points[vertex], directions[end], directions[v % segments], contour.corners[vertex] ? style.join : .round)
            }
            start = v
        }
        if !contour.closed {
            cap(at: points[0], outward: directions[0] * -1)
            cap(at: points[n - 1], outward: directions[segments - 1])
        }
    }

    /// tan(θ/2) of the turn θ between unit directions `a` and `b`, when it is gentle enough to draw
    /// mitred inside a band: the miter then strays from the round join a curve's offset has by at most
    /// h(1/cos(θ/2) − 1) ≈ hθ²/8, held under the flattening's own tolerance. Nil for a sharper turn.
    private func gentleTurn(_ a: Point, _ b: Point) -> Double? {
        let dot = a.x * b.x + a.y * b.y
        guard dot > 0 else { return nil }
        let cross = a.x * b.y - a.y * b.x
        // tan(θ/2) = |sin θ| / (1 + cos θ); θ² ≈ 4 tan²(θ/2) for small turns.
        let t = abs(cross) / (1 + dot)
        guard 4 * t * t * half / 8 <= tolerance else { return nil }
        return t
    }

    /// Segments `from`...`to` of a contour as one polygon: the left edge forward, the right edge back,
    /// each inner point where the two segments' edges meet (their miter, within tolerance of round).
    private mutating func band(_ points: [Point], _ directions: [Point], from: Int, to: Int) {
        let n = points.count
        var left: [Point] = [], right: [Point] = []
        left.reserveCapacity(to - from + 2)
        right.reserveCapacity(to - from + 2)
        let startSide = Self.left(directions[from]) * half
        left.append(points[from] + startSide)
        right.append(points[from] - startSide)
        if to > from {
            for v in (from + 1)...to {
                let u = Self.left(directions[v - 1]) + Self.left(directions[v])
                let offset = u * (2 * half / (u.x * u.x + u.y * u.y))
                left.append(points[v] + offset)
                right.append(points[v] - offset)
            }
        }
        let endSide = Self.left(directions[to]) * half
        let last = points[(to + 1) % n]
        left.append(last + endSide)
        right.append(last - endSide)
        polygon(left + right.reversed())
    }

    /// The outer side of a corner between the unit directions `a` and `b`, filled as `kind` says.
    private mutating func join(at p: Point, _ a: Point, _ b: Point, _ kind: StrokeStyle.Join) {
        let cross = a.x * b.y - a.y * b.x, dot = a.x * b.x + a.y * b.y
        // Straight on: the two segments' rectangles already meet edge to edge.
        if abs(cross) < 1e-12, dot > 0 { return }
        // Turning clockwise on screen (cross > 0), the outer side is the left of the line.
        let sign = cross >= 0 ? 1.0 : -1.0
        let n1 = Self.left(a) * (sign * half), n2 = Self.left(b) * (sign * half)
        // Outward along the corner's bisector: a − b, which is 2a at a U-turn.
        let outward = a - b
        switch kind {
        case .bevel:
            polygon([p, p + n1, p + n2])
        case .round:
            sector(at: p, from: n1, to: n2, through: outward)
        case .miter:
            // The miter is 1 / sin(θ/2) widths for an interior angle θ, and sin(θ/2) = √((1 + a·b) / 2).
            let s = ((1 + dot) / 2).squareRoot()
            let ratio = s > 0 ? 1 / s : .infinity
            let length = (outward.x * outward.x + outward.y * outward.y).squareRoot()
            guard ratio <= style.miterLimit, ratio.isFinite, length > 0 else {
                polygon([p, p + n1, p + n2])
                return
            }
            let tip = p + outward * (half * ratio / length)
            polygon([p, p + n1, tip, p + n2])
        }
    }

    /// The end of an open contour or a dash at `p`, the line leaving along the unit `outward`.
    private mutating func cap(at p: Point, outward d: Point) {
        let side = Self.left(d) * half
        switch style.cap {
        case .butt: return
        case .square:
            let ahead = d * half
            polygon([p + side, p + side + ahead, p - side + ahead, p - side])
        case .round:
            // From the left side round through `outward` to the right: a clockwise half turn.
            let start = atan2(side.y, side.x)
            elements += [.move(p), .line(p + side), .arc(center: p, radius: half, start: start, sweep: Double.pi), .close]
        }
    }

    /// A contour of no length: a disc for round caps, a square along `heading` for square ones.
    private mutating func dot(at p: Point, heading: Point) {
        switch style.cap {
        case .butt: return
        case .round:
            elements += [.move(Point(x: p.x + half, y: p.y)), .arc(center: p, radius: half, start: 0, sweep: 2 * Double.pi), .close]
        case .square:
            let along = heading * half, side = Self.left(heading) * half
            polygon([p - along + side, p + along + side, p + along - side, p - along - side])
        }
    }

    /// The circle's sector about `p` between the offsets `n1` and `n2`, on the side `toward` points to.
    private mutating func sector(at p: Point, from n1: Point, to n2: Point, through toward: Point) {
        let start = atan2(n1.y, n1.x)
        let cosine = max(-1, min(1, (n1.x * n2.x + n1.y * n2.y) / (half * half)))
        let angle = acos(cosine)
        guard angle > 0 else { return }
        // Clockwise (positive) when turning from n1 toward the outward direction is.
        let clockwise = n1.x * toward.y - n1.y * toward.x >= 0
        if clockwise {
            elements += [.move(p), .line(p + n1), .arc(center: p, radius: half, start: start, sweep: angle), .close]
        } else {
            elements += [.move(p), .line(p + n2), .arc(center: p, radius: half, start: atan2(n2.y, n2.x), sweep: angle), .close]
        }
    }

    /// A convex polygon, wound clockwise on screen whichever way its points were given.
    private mutating func polygon(_ points: [Point]) {
        var area = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0, area.isFinite else { return }
        let ordered = area > 0 ? points : points.reversed()
        elements.append(.move(ordered[0]))
        for p in ordered.dropFirst() { elements.append(.line(p)) }
        elements.append(.close)
    }

    /// The unit vector a quarter turn anticlockwise on screen from `d` (the line's left, y down).
    private static func left(_ d: Point) -> Point { Point(x: d.y, y: -d.x) }
}
