import SpecimenCatalogue
import SpecimenDocument

extension LayoutEngine {
    /// The layout of any component document in `variant` (a Figma variant name such as `Size=md`; nil
    /// for the default) with `Name=Value` properties, for `environment`, with no Swift
    /// of its own: the document's rules decide from its properties alone (no behaviour has changed its
    /// content), then the right-to-left mirror pass runs as for every set. Throws the catalogue's error
    /// for a bad property and a `LayoutError` for what the document names but cannot be drawn.
    /// `components`: the design system's documents, which the document's instances show.
    package func layout(
        _ document: ComponentDocument, variant: String? = nil, properties: [String] = [],
        environment: LayoutEnvironment = .standard, components: [ComponentDocument] = []
    ) throws -> LayoutTree {
        let set = document.componentSet
        let configuration = try ComponentConfiguration(set: set, variant: variant.map { try set.variant(named: $0) })
            .applying(assignments: properties)
        var engine = self
        engine.components = Dictionary(components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return try engine.layout(configuration, environment: environment)
    }
}
