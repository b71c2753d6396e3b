/// One contour of a stroke's centre line, flattened: the polyline a stroke is drawn along.
///
/// Unlike the polygons a fill flattens to, a contour remembers whether it was closed (a closed one
/// joins its last segment to its first, an open one gets caps) and which of its points are corners
/// (where two of the path's own segments meet, drawn with the stroke's join) rather than points the
/// flattening put inside a curve (drawn round, as the curve's true offset is).
package struct StrokeContour: Equatable, Sendable {
    /// The points in order, no two in a row equal; a closed contour does not repeat its first point.
    package var points: [Point]
    /// For each point, true when it is a corner of the path (a join), false inside a curve.
    package var corners: [Bool]
    /// True when the contour's last point joins its first.
    package var closed: Bool
    /// The direction of a contour of one point (a dash of no length, `M x y Z`), for a square cap:
    /// the line's direction where the point lies, else along x, as SVG says.
    package var heading: Point

    /// A contour of these points and corner flags, closed or open.
    package init(points: [Point], corners: [Bool], closed: Bool, heading: Point = Point(x: 1, y: 0)) {
        self.points = points
        self.corners = corners
        self.closed = closed
        self.heading = heading
    }
}

extension Path {
    /// The path's contours as a stroke follows them, every curve within `tolerance` of its chords.
    ///
    /// A contour of a single move draws nothing and is left out (SVG strokes no lone `moveto`); one
    /// whose segments all have no length is kept as one point, where a round or square cap draws a dot.
    package func strokeContours(tolerance: Double) -> [StrokeContour] {
        let tol = max(tolerance, 1e-9)
        var contours: [StrokeContour] = []
        var points: [Point] = [], corners: [Bool] = []
        var drawn = false, pen = Point.zero, start = Point.zero, open = false
        var scratch: Polygon = []
        func add(_ p: Point, corner: Bool) {
            if let last = points.last, last == p {
                if corner { corners[corners.count - 1] = true }
                return
            }
            points.append(p)
            corners.append(corner)
        }
        func finish(closed: Bool) {
            defer { points.removeAll(); corners.removeAll(); drawn = false; open = false }
            guard open, drawn else { return }
            var closed = closed
            if closed, points.count > 1, points.last == points.first {
                points.removeLast()
                corners.removeLast()
            }
            if points.count < 2 { closed = false }
            // The first and last points of an open contour are its ends; of a closed one, corners.
            corners[0] = true
            contours.append(StrokeContour(points: points, corners: corners, closed: closed))
        }
        func begin() {
            if !open {
                open = true
                add(pen, corner: true)
                start = pen
            }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                pen = p
            case .line(let p):
                begin(); add(p, corner: true); pen = p; drawn = true
            case .quad(let c, let p):
                begin()
                scratch.removeAll(keepingCapacity: true)
                Path.appendQuad(from: pen, c, p, tolerance: tol, to: &scratch)
                for q in scratch.dropLast() { add(q, corner: false) }
                add(p, corner: true); pen = p; drawn = true
            case .cubic(let c1, let c2, let p):
                begin()
                scratch.removeAll(keepingCapacity: true)
                Path.appendCubic(from: pen, c1, c2, p, tolerance: tol, to: &scratch)
                for q in scratch.dropLast() { add(q, corner: false) }
                add(p, corner: true); pen = p; drawn = true
            case .arc(let center, let radius, let startAngle, let sweep):
                guard radius.isFinite, startAngle.isFinite, sweep.isFinite, radius >= 0 else { continue }
                let from = Path.pointOnCircle(center, radius, startAngle)
                // A pen off the circle joins its start with a line, as the writers' `arcJoin` does.
                if open { add(from, corner: true) } else { pen = from }
                begin()
                scratch.removeAll(keepingCapacity: true)
                if radius > 0, sweep != 0 {
                    Path.appendArc(center: center, radius: radius, start: startAngle, sweep: sweep, tolerance: tol, to: &scratch)
                }
                let end = Path.pointOnCircle(center, radius, startAngle + sweep)
                for q in scratch.dropLast() { add(q, corner: false) }
                add(end, corner: true); pen = end; drawn = true
            case .close:
                if open {
                    drawn = true
                    finish(closed: true)
                    pen = start
                }
            }
        }
        finish(closed: false)
        return contours
    }
}
