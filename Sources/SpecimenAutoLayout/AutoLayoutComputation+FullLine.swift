import Geometry

/// Part of step 8, `placeChildren`: on a line that a fill child filled to its end, the children after
/// the last fill child are placed again from the line's end, so the last one ends exactly on the inner
/// edge (16 + 24 + 8 + fill + 8 + unit can add up to 323.99999999999994 where the padding says 324).
/// The same positions to within rounding; only the order of the sums changes, as a designer measures a
/// trailing item from the edge it is pinned to.
extension AutoLayoutComputation {
    static func placeTrailingFromEnd(_ line: [Item], frames: inout [AutoLayoutFrame], axis: Axis, end: Double, spacing: Double) {
        guard let lastFill = line.lastIndex(where: \.fillsPrimary), lastFill < line.count - 1,
            let last = line.last.map({ frames[$0.index] })
        else { return }
        let reached = axis.primary(last.frame.origin.x, last.frame.origin.y) + axis.primary(last.frame.size)
        guard abs(reached - end) <= 1e-9 * max(1, abs(end)) else { return }
        var position = end
        for item in line[(lastFill + 1)...].reversed() {
            var frame = frames[item.index]
            position -= axis.primary(frame.frame.size)
            let counter = axis.counter(frame.frame.origin.x, frame.frame.origin.y)
            frame.frame = Rect(origin: axis.point(primary: position, counter: counter), size: frame.frame.size)
            frames[item.index] = frame
            position -= spacing
        }
    }
}
