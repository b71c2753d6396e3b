import SpecimenSnapshot
import Testing

@Suite struct RegionGroupingTests {
    private func difference(width: Int, height: Int, changed: [(Int, Int)]) throws -> PixelDifference {
        let a = try Fixtures.pixmap(width: width, height: height)
        var b = a
        for (x, y) in changed { b[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255) }
        guard case .compared(let difference) = PixelComparison.compare(expected: a, actual: b) else {
            throw SnapshotError.badFilter("size")
        }
        return difference
    }

    @Test func nearbyPixelsJoinAndDistantOnesDoNot() throws {
        let d = try difference(width: 64, height: 32, changed: [(2, 2), (3, 3), (5, 2), (40, 20), (41, 20)])
        let regions = RegionGrouping.regions(of: d)
        #expect(regions.count == 2)
        #expect(regions[0] == DifferenceRegion(x: 2, y: 2, width: 4, height: 2, pixelCount: 3, largestDelta: 200))
        #expect(regions[1].x == 40 && regions[1].y == 20 && regions[1].width == 2 && regions[1].pixelCount == 2)
    }

    @Test func regionsAreOrderedTopToBottomThenLeftToRight() throws {
        let d = try difference(width: 64, height: 64, changed: [(50, 50), (10, 50), (30, 5)])
        let origins = RegionGrouping.regions(of: d).map { [$0.x, $0.y] }
        #expect(origins == [[30, 5], [10, 50], [50, 50]])
    }

    @Test func summaryNamesRegionsInPointsAtTheScale() {
        let rule = NamedRegion(region: DifferenceRegion(x: 0, y: 112, width: 680, height: 2, pixelCount: 680, largestDelta: 0x40), node: "rule")
        let hint = NamedRegion(region: DifferenceRegion(x: 4, y: 120, width: 3, height: 1, pixelCount: 3, largestDelta: 255), node: "hint")
        let text = DifferenceSummary.describe(differing: 683, regions: [rule, hint], scale: 2)
        #expect(text == "683 px in 2 regions: rule (340x1 pt at 0,56, max delta 0x40), hint (1.5x0.5 pt at 2,60, max delta 0xFF)")
    }
}
