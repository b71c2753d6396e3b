import SpecimenCatalogue
import SpecimenDocument

/// The numbers the spec prints under a specimen, kept as data beside the set's model so the gallery
/// shows them beside the picture they describe and a reader can check one against the other.
package struct SpecCaption: Sendable, Hashable {
    /// The set the caption belongs to.
    package let set: String
    /// The Variant options it applies to (`["Size": "sm"]`); empty for every variant of the set.
    package let applies: [String: String]
    /// The caption as the spec writes it.
    package let text: String

    /// A caption of `set` for the variants whose options match `applies` (empty: all), as the spec writes it.
    package init(set: String, applies: [String: String] = [:], _ text: String) {
        self.set = set
        self.applies = applies
        self.text = text
    }

    /// True when the caption describes `configuration`.
    package func describes(_ configuration: ComponentConfiguration) -> Bool {
        configuration.set.name == set && applies.allSatisfy { configuration.variant[$0.key] == $0.value }
    }
}

/// Every caption of the spec's "Specimen:" lines that states numbers: each set's document holds its own
/// (`captions`), so this list is the catalogue's, in its order.
package enum SpecCaptions {
    /// Every set's captions, in the catalogue's order of sets.
    package static var all: [SpecCaption] { Catalogue.standard.sets.flatMap(\.captions) }

    /// The captions that describe `configuration`, in the spec's order.
    package static func captions(for configuration: ComponentConfiguration) -> [String] {
        all.filter { $0.describes(configuration) }.map(\.text)
    }
}
