import SpecimenCatalogue
import SpecimenDocument

/// A set's interaction as the spec's live specimen shows it ("Type in it", "The buttons work"): a
/// starting variant and an event script. The snapshot harness keeps every frame as a golden and the
/// gallery plays it beside the set's static variants.
package struct LiveSpecimen: Sendable {
    /// The set the specimen plays.
    package let set: ComponentSet
    /// The starting variant's Figma name; nil for the set's default.
    package let variant: String?
    /// `Name=Value` properties, as `--prop` takes them.
    package let properties: [String]
    /// The events to play, in the `play` command's script syntax (`focus`, `type`...).
    package let script: String

    /// A specimen of `set` starting at `variant` (nil: the default) with `properties` set, playing `script`.
    package init(set: ComponentSet, variant: String? = nil, properties: [String] = [], script: String) {
        self.set = set
        self.variant = variant
        self.properties = properties
        self.script = script
    }

    /// The configuration the script starts from.
    package func configuration() throws -> ComponentConfiguration {
        try Catalogue.standard.configuration(set: set.name, variant: variant, properties: properties)
    }

    /// Every set's live specimen (its document's `live`), in the catalogue's order.
    package static var all: [LiveSpecimen] { Catalogue.standard.sets.compactMap(\.liveSpecimen) }

    /// The live specimen of `set`, if its model has behaviour.
    package static func of(_ set: ComponentSet) -> LiveSpecimen? { all.first { $0.set.name == set.name } }
}
