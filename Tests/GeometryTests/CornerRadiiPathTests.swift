import Foundation
import Testing
import Geometry

/// A rectangle with a radius per corner: the exact elements of its path.
struct CornerRadiiPathTests {
    static let box = Rect(x: 10, y: 20, width: 100, height: 40)

    @Test func equalRadiiAreTheRoundedRectsPathElementForElement() {
        #expect(Path.roundedRect(Self.box, radii: CornerRadii(all: 8)) == Path.roundedRect(Self.box, radius: 8))
        #expect(Path.roundedRect(Self.box, radii: CornerRadii(all: 0)) == Path.rect(Self.box))
    }

    @Test func eachCornerIsItsOwnQuarterCircle() {
        let path = Path.roundedRect(Self.box, radii: CornerRadii(topLeft: 8, topRight: 4, bottomRight: 0, bottomLeft: 12))
        let half = Double.pi / 2
        #expect(
            path.elements == [
                .move(Point(x: 18, y: 20)),
                .line(Point(x: 106, y: 20)), .arc(center: Point(x: 106, y: 24), radius: 4, start: -half, sweep: half),
                .line(Point(x: 110, y: 60)),
                .line(Point(x: 22, y: 60)), .arc(center: Point(x: 22, y: 48), radius: 12, start: half, sweep: half),
                .line(Point(x: 10, y: 28)), .arc(center: Point(x: 18, y: 28), radius: 8, start: 2 * half, sweep: half),
                .close,
            ])
    }

    @Test(arguments: [(30.0, 20.0), (100.0, 25.0)])
    func aRadiusPastHalfTheShorterSideIsClampedThere(_ radius: Double, _ shown: Double) {
        let path = Path.roundedRect(Self.box, radii: CornerRadii(topLeft: radius, topRight: 0, bottomRight: 0, bottomLeft: 0))
        let expected = min(shown, 20)
        #expect(path.elements.first == .move(Point(x: 10 + expected, y: 20)))
    }

    @Test func anEllipticalCornerIsTheArcsBezierScaledPerAxis() {
        // Top left 6 across, 3 down: from (10, 23) to (16, 20), its handles k of each radius toward the box's corner.
        let k = 4.0 / 3.0 * tan(Double.pi / 8)
        let zero = CornerRadius(x: 0, y: 0)
        let path = Path.roundedRect(Self.box, corners: [CornerRadius(x: 6, y: 3), zero, zero, zero])
        #expect(
            path.elements.suffix(3) == [
                .line(Point(x: 10, y: 23)),
                .cubic(Point(x: 10, y: 23 - 3 * k), Point(x: 16 - 6 * k, y: 20), Point(x: 16, y: 20)),
                .close,
            ])
    }
}
