import Testing
import Specimen

/// Later stages read the layout's roles: the SVG names what each group is, and the three overlaps the
/// audit found (a long Prefix on the trailing icon, a long Suffix putting the clear button on the
/// leading icon, a long Counter Text over the hint icon) are gone.
@Suite struct RolesInOutputTests {
    @Test func svgGroupsSayWhatTheyAre() throws {
        let svg = try Renderer.standard().svg(try Catalogue.standard.configuration(set: "Stepper"), options: RenderOptions())
        #expect(svg.contains(#"id="decrement" data-role="button""#))
        #expect(svg.contains(#"id="value" data-role="value""#))
    }

    static let long = String(repeating: "averyveryverylongword ", count: 12)

    /// (set, variant, properties, a node, a node it must not overlap)
    static let overlaps: [(String, String, [String], String, String)] = [
        ("Text Input", "Type=Prefix, State=Filled", ["Prefix Text=\(long)"], "prefix", "iconRight"),
        ("Text Input", "Type=Suffix, State=Focused", ["Suffix Text=\(long)"], "clear", "iconLeft"),
        ("Text Input", "Type=Suffix, State=Focused", ["Suffix Text=\(long)"], "suffix", "clear"),
        ("Text Area", "State=Filled", ["Counter Text=0/\(String(repeating: "9", count: 300))", "Help Text=\(long)"], "counter", "hintIcon"),
    ]

    @Test(arguments: overlaps)
    func aLongTextOverlapsNothing(set: String, variant: String, properties: [String], a: String, b: String) throws {
        let tree = try Renderer.standard().layout(try Catalogue.standard.configuration(set: set, variant: variant, properties: properties))
        let first = try #require(tree.node(named: a)), second = try #require(tree.node(named: b))
        let overlapX = min(first.frame.maxX, second.frame.maxX) - max(first.frame.minX, second.frame.minX)
        #expect(overlapX <= 0, "\(a) \(first.frame) and \(b) \(second.frame)")
    }
}
