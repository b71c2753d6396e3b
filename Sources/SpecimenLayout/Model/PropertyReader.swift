import SpecimenCatalogue

/// Reads a checked configuration's string values as typed ones, once, for a model's initialiser.
///
/// The catalogue has already refused every bad value, so a read cannot fail; an option a model's
/// enum does not know (a catalogue and a model out of step) falls back to the enum's first case and
/// a test keeps every option decodable.
struct PropertyReader {
    let configuration: ComponentConfiguration

    init(_ configuration: ComponentConfiguration) { self.configuration = configuration }

    func text(_ property: String) -> String { configuration.value(property) }

    func bool(_ property: String) -> Bool { configuration.isOn(property) }

    /// A Variant property's option as `E`.
    func option<E: RawRepresentable & CaseIterable>(_ property: String, as type: E.Type = E.self) -> E where E.RawValue == String {
        E(rawValue: configuration.value(property)) ?? E.allCases.first!
    }

    /// The user's value, or nil while the property keeps its default (a Password glyph stands in then).
    func userValue(_ property: String) -> String? {
        configuration.isOverridden(property) ? configuration.value(property) : nil
    }

    /// A whole-number property (the catalogue checked it).
    func number(_ property: String) -> Int { Int(configuration.value(property)) ?? 0 }

    func isSet(_ property: String) -> Bool { configuration.isOverridden(property) }
}
