import SpecimenBehaviour
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText

/// Plays a script on a set's variant with the shared text engine.
enum Played {
    static func steps(_ set: String, _ variant: String? = nil, _ properties: [String] = [], _ script: String) throws -> [PlayedStep] {
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant, properties: properties)
        return try LayoutEngine(text: try TextEngine.shared()).play(configuration, script: try EventScript(parsing: script))
    }

    /// The last state of a played script.
    static func last(_ set: String, _ variant: String? = nil, _ properties: [String] = [], _ script: String) throws -> PlayedStep {
        try steps(set, variant, properties, script).last!
    }
}

extension PlayedStep {
    /// A property's current value by Figma name.
    func value(_ name: String) -> String? { model.properties.first { $0.name == name }?.value }

    /// A node's frame height, or nil.
    func height(_ node: String) -> Double? { layout.node(named: node)?.frame.height }
}
