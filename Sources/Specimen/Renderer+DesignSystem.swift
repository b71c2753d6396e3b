import SpecimenCatalogue
import SpecimenDocument

extension Renderer {
    /// The theme every set of `designSystem` draws with: the layout's sizes are a design system's,
    /// not a set's, so no set is named to find them. (`theme(for:mode:)` reads only a set's design system.)
    package func theme(designSystem: String, mode: ThemeMode) throws -> Theme {
        try theme(for: ComponentSet(name: designSystem, designSystem: designSystem, properties: []), mode: mode)
    }
}
