import SpecimenSnapshot
import Testing

@Suite struct NodeLocatorTests {
    let locator = NodeLocator(entries: [
        .init(name: "field", depth: 0, left: 0, top: 0, right: 100, bottom: 40),
        .init(name: "text", depth: 1, left: 10, top: 10, right: 60, bottom: 30),
        .init(name: "icon", depth: 1, left: 70, top: 10, right: 90, bottom: 30),
        .init(name: "hint", depth: 0, left: 0, top: 48, right: 100, bottom: 60),
    ])

    @Test(arguments: [
        (20.0, 20.0, "text"), (80.0, 20.0, "icon"), (5.0, 5.0, "field"), (50.0, 50.0, "hint"),
        (50.0, 44.0, "background"), (100.0, 20.0, "background"), (99.5, 39.5, "field"),
    ])
    func theDeepestNodeHoldingThePointNamesIt(x: Double, y: Double, name: String) {
        #expect(locator.name(atX: x, y: y) == name)
    }

    @Test func aRegionIsNamedByItsCentre() {
        // Starts in "field" but its centre (65, 20) is between text and icon: field.
        let region = DifferenceRegion(x: 55, y: 15, width: 20, height: 10, pixelCount: 5, largestDelta: 9)
        #expect(locator.name(of: region) == "field")
    }
}

/// Regions in the same node become one box, in first-seen order, so a failure line reads
/// "rule (...), hintText (...)" rather than listing each glyph cluster of the hint.
@Test func regionsOfOneNodeMergeIntoOneBox() {
    let a = DifferenceRegion(x: 10, y: 50, width: 4, height: 6, pixelCount: 12, largestDelta: 0x20)
    let b = DifferenceRegion(x: 0, y: 0, width: 340, height: 1, pixelCount: 340, largestDelta: 0x40)
    let c = DifferenceRegion(x: 30, y: 48, width: 5, height: 9, pixelCount: 20, largestDelta: 0x9B)
    let merged = NamedRegion.mergedByNode([
        NamedRegion(region: a, node: "hintText"), NamedRegion(region: b, node: "rule"), NamedRegion(region: c, node: "hintText"),
    ])
    #expect(merged.map(\.node) == ["hintText", "rule"])
    #expect(merged[0].region == DifferenceRegion(x: 10, y: 48, width: 25, height: 9, pixelCount: 32, largestDelta: 0x9B))
    #expect(merged[1].region == b)
}
