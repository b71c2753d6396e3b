import SpecimenCatalogue

extension PropertyDefinition {
    /// A Variant property whose options are the raw values of a model's enum, in its order: the
    /// options are written once, as the enum's cases, and the catalogue and the model cannot drift.
    static func variant<E: RawRepresentable & CaseIterable>(_ name: String, _ options: E.Type) -> PropertyDefinition
    where E.RawValue == String {
        .variant(name, E.allCases.map(\.rawValue))
    }
}
