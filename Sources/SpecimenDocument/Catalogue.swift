import SpecimenCatalogue

/// A list of component sets, in the order the gallery and `specimen list` show them. The sets
/// Specimen draws are `Catalogue.standard` (SpecimenLayout: each set's entry lives beside its layout).
public struct Catalogue: Sendable {
    /// The sets, in the order they are listed.
    public let sets: [ComponentSet]

    /// A catalogue of these sets, in this order.
    package init(sets: [ComponentSet]) { self.sets = sets }

    /// The set with this name (case-insensitive), or an error listing the valid names.
    public func set(named name: String) throws -> ComponentSet {
        if let set = sets.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) { return set }
        throw CatalogueError.unknownSet(name, valid: sets.map(\.name))
    }

    /// A configuration from a set name, an optional variant name and `Name=Value` assignments.
    public func configuration(set setName: String, variant variantName: String? = nil, properties: [String] = []) throws -> ComponentConfiguration {
        let set = try set(named: setName)
        let variant = try variantName.map { try set.variant(named: $0) } ?? set.defaultVariant
        return try ComponentConfiguration(set: set, variant: variant).applying(assignments: properties)
    }

    /// Every variant of every set with default properties, in order.
    public var allConfigurations: [ComponentConfiguration] {
        sets.flatMap { set in set.variants.map { ComponentConfiguration(set: set, variant: $0) } }
    }
}
