import Testing
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText
import SpecimenBehaviour

/// Issue 25, item 14: bounds that cross (`Minimum` above `Maximum`) leave no value between them, so
/// both buttons would be dead and `layout` and `play` would disagree on the State. They are refused
/// with one line naming both numbers and what is valid, by `layout` and by `play` alike.
@Suite struct CrossedBoundsTests {
    static let crossed: [(set: String, variant: String, properties: [String], minimum: Int, maximum: Int)] = [
        ("Stepper", "Size=sm, State=Default", ["Minimum=5", "Maximum=2"], 5, 2),
        ("Stepper", "Size=md, State=Min", ["Minimum=5", "Maximum=2"], 5, 2),
        ("Stepper", "Size=sm, State=Default", ["Minimum=11"], 11, 10),
        ("Stepper", "Size=sm, State=Max", ["Minimum=11"], 11, 2),
        ("Stepper", "Size=sm, State=Min", ["Value=3", "Maximum=2"], 3, 2),
        ("Counter Input", "State=Filled", ["Minimum=5", "Maximum=2"], 5, 2),
        ("Counter Input", "State=Focused", ["Minimum=-1", "Maximum=-4"], -1, -4),
    ]

    @Test(arguments: crossed)
    func crossedBoundsAreOneLineNamingBoth(set: String, variant: String, properties: [String], minimum: Int, maximum: Int) throws {
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant, properties: properties)
        let engine = LayoutEngine(text: try TextEngine.shared())
        let error = try #require(throws: LayoutError.self) { try engine.layout(configuration) }
        #expect(error.kind == .crossedBounds)
        #expect(error.message.hasPrefix("\(set) property 'Minimum' is \(minimum), above 'Maximum' \(maximum)"), "\(error.message)")
        #expect(error.message.contains("; valid: a whole-number Minimum at or below Maximum, such as Minimum=\(maximum), Maximum=\(minimum)"))
        // A bound the variant moved onto the value is said to be so, since the person did not write it.
        let moved =
            variant.contains("State=Min") && !properties.contains { $0.hasPrefix("Minimum=") }
            || variant.contains("State=Max") && !properties.contains { $0.hasPrefix("Maximum=") }
        #expect(error.message.contains("puts '") == (set == "Stepper" && moved), "\(error.message)")
        #expect(!error.message.contains("\n"))
        let played = try #require(throws: LayoutError.self) { try engine.play(configuration, script: try EventScript(parsing: "press increment")) }
        #expect(played == error)
    }

    /// Bounds that meet or leave room stay valid, and a variant that moves one bound carries the
    /// unset other along (State=Min on a Value above the default Maximum).
    static let valid: [(set: String, variant: String, properties: [String])] = [
        ("Stepper", "Size=sm, State=Default", ["Minimum=2", "Maximum=2"]),
        ("Stepper", "Size=sm, State=Min", ["Value=12"]),
        ("Stepper", "Size=sm, State=Max", ["Value=-3"]),
        ("Counter Input", "State=Filled", ["Minimum=24", "Maximum=24"]),
    ]

    @Test(arguments: valid)
    func boundsThatLeaveAValueLayOut(set: String, variant: String, properties: [String]) throws {
        let tree = try Fixtures.layout(set, variant, properties)
        #expect(tree.frame.width > 0)
    }
}
