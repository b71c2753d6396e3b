/// Cutting a stroke's contour into its dashes.
extension StrokeContour {
    /// The most dashes one contour is cut into; a pattern finer than that (a 0.001 pt dash along a
    /// long line) draws the line solid, where it would look solid anyway, rather than taking memory
    /// without bound.
    package static let mostDashes = 100_000

    /// The dashes of `pattern` (an even count of lengths, `StrokeStyle.pattern`), on from the
    /// contour's start, as open contours: each ends in caps, and keeps the corners it passes.
    ///
    /// A closed contour whose pattern is on at both its start and its end gives one dash across its
    /// start, joined there as the contour is (cairo's rule, which rsvg-convert and poppler follow); a
    /// pattern that never turns off within it leaves it whole. A dash of no length is a point carrying
    /// the line's direction there, where a round or square cap draws a dot.
    package func dashed(_ pattern: [Double]) -> [StrokeContour] {
        guard !points.isEmpty, pattern.count >= 2 else { return [self] }
        var line = points, lineCorners = corners
        if closed {
            line.append(points[0])
            lineCorners.append(corners[0])
        }
        let period = pattern.reduce(0, +)
        var length = 0.0
        for i in 1..<max(1, line.count) { length += line[i - 1].distance(to: line[i]) }
        guard period > 0, line.count > 1, length / period * Double(pattern.count) < Double(Self.mostDashes) else { return [self] }

        var pieces: [StrokeContour] = []
        var current: [Point] = [], currentCorners: [Bool] = []
        var index = 0, left = pattern[0], on = true
        var heading = Point(x: 1, y: 0)
        func add(_ p: Point, corner: Bool) {
            if current.last == p { return }
            current.append(p)
            currentCorners.append(corner)
        }
        func end() {
            pieces.append(StrokeContour(points: current, corners: currentCorners, closed: false, heading: heading))
            current.removeAll()
            currentCorners.removeAll()
        }
        add(line[0], corner: true)
        for i in 0..<(line.count - 1) {
            let a = line[i], b = line[i + 1]
            let segment = a.distance(to: b)
            guard segment > 0 else { continue }
            heading = Point(x: (b.x - a.x) / segment, y: (b.y - a.y) / segment)
            var travelled = 0.0
            while true {
                if left > segment - travelled {
                    left -= segment - travelled
                    if on { add(b, corner: lineCorners[i + 1]) }
                    break
                }
                travelled += left
                let f = travelled / segment
                let q = f >= 1 ? b : Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                // A dash ends here (with a cap), or the next begins.
                add(q, corner: true)
                if on { end() }
                on.toggle()
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
        }
        let startsOn = pattern[0] > 0
        if on, !current.isEmpty {
            if closed, startsOn {
                // Across the start: the last dash runs on into the first, joined at the start point.
                if pieces.isEmpty { return [self] }
                let first = pieces.removeFirst()
                for (p, corner) in zip(first.points.dropFirst(), first.corners.dropFirst()) { add(p, corner: corner) }
            }
            end()
        }
        return pieces
    }
}
