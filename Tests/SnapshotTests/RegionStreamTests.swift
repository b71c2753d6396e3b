@testable import SpecimenDiffing
import Testing

/// The streamed grouping against ``RegionGrouping`` on masks that make the union-find work: random
/// densities from sparse to most cells touched, U shapes that join only at their bottom, and a
/// diagonal staircase, on sizes that are not whole cells.
@Suite struct RegionStreamTests {
    private func streamed(_ deltas: [UInt8], width: Int, height: Int, kept: Int = .max) -> (regions: [DifferenceRegion], count: Int) {
        var stream = RegionStream(width: width, kept: kept)
        for y in 0..<height {
            let row = Array(deltas[y * width..<(y + 1) * width])
            stream.add(row: row.contains { $0 != 0 } ? row : nil, y: y)
        }
        return stream.finish()
    }

    private func expectSame(_ deltas: [UInt8], width: Int, height: Int) {
        let differing = deltas.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
        let whole = RegionGrouping.regions(
            of: PixelDifference(
                width: width, height: height, differingPixels: differing,
                largestDelta: Int(deltas.max() ?? 0), deltas: differing == 0 ? [] : deltas))
        let (regions, count) = streamed(deltas, width: width, height: height)
        #expect(count == whole.count)
        #expect(regions == whole)
        let (few, total) = streamed(deltas, width: width, height: height, kept: 3)
        #expect(total == whole.count && few == Array(whole.prefix(3)))
    }

    @Test(arguments: [1, 20, 80, 300, 700])
    func randomMasks(perThousand: Int) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(perThousand)
        for (width, height) in [(1, 1), (5, 3), (37, 29), (64, 64), (101, 7)] {
            var deltas = [UInt8](repeating: 0, count: width * height)
            for i in deltas.indices {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                if Int(state >> 33) % 1000 < perThousand { deltas[i] = UInt8(1 + Int(state >> 50) % 255) }
            }
            expectSame(deltas, width: width, height: height)
        }
    }

    @Test func shapesThatJoinLate() {
        let (width, height) = (60, 40)
        var deltas = [UInt8](repeating: 0, count: width * height)
        func set(_ x: Int, _ y: Int) { deltas[y * width + x] = 9 }
        // Two U shapes: arms that are apart until their bottom rows, one inside the other's span.
        for y in 0..<30 { set(2, y); set(20, y); set(30, y); set(50, y) }
        for x in 2...20 { set(x, 30) }
        for x in 30...50 { set(x, 35) }
        for y in 30..<36 { set(30, y); set(50, y) }
        // A staircase joined only diagonally, cell to cell.
        for step in 0..<9 { set(step * 4 + 3, step * 4 + 3) }
        expectSame(deltas, width: width, height: height)
    }
}
