import SpecimenCatalogue

/// A set, one of its variants, and every other property's value: what one picture shows.
///
/// Always valid: it can only be made from a set's own variants and changed through `setting(_:to:)`,
/// which checks the value against the property's definition.
public struct ComponentConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The component set drawn.
    public let set: ComponentSet
    /// Its variant: an option for each Variant property.
    public let variant: Variant
    /// Values the user set, by property name (canonical spelling); the rest take their defaults.
    public private(set) var overrides: [String: String]
    /// Text values as a locale shows them (translated or pseudo-localised), by property name. They
    /// change what is drawn but not what the user set, so `isOverridden` (and every decision the
    /// layout makes from it) is the same in every locale.
    package private(set) var localisedText: [String: String] = [:]

    /// The set's `variant` with every other property at its default; the set's default variant when `variant` is nil.
    public init(set: ComponentSet, variant: Variant? = nil) {
        self.set = set
        self.variant = variant ?? set.defaultVariant
        self.overrides = [:]
    }

    /// `Text Input/Type=Password, State=Error`: the name `specimen list` prints.
    public var name: String { "\(set.name)/\(variant.name)" }

    /// The same as `name`.
    public var description: String { name }

    /// The value of any property: the variant's option, the user's value, or the spec's default.
    public func value(_ property: String) -> String {
        if let option = variant[property] { return option }
        if let text = localisedText[property] { return text }
        if let value = overrides[property] { return value }
        return set.defaultValue(of: property)
    }

    /// A Boolean property's value.
    public func isOn(_ property: String) -> Bool { value(property) == "on" }

    /// True when the user set this property rather than leaving its default.
    package func isOverridden(_ property: String) -> Bool { overrides[property] != nil }

    /// This configuration with one non-variant property changed; throws when the property or value is not valid.
    public func setting(_ property: String, to value: String) throws -> ComponentConfiguration {
        let definition = try set.property(named: property)
        guard definition.kind != .variant else {
            throw CatalogueError.variantPropertyNotSettable(set: set.name, property: definition.name)
        }
        var copy = self
        copy.overrides[definition.name] = try definition.validate(value, set: set.name)
        return copy
    }

    /// This configuration drawing `text` for the Text property `property` in a locale, validated like
    /// a user's value but not counted as one (`localisedText`).
    public func localising(_ property: String, to text: String) throws -> ComponentConfiguration {
        let definition = try set.property(named: property)
        guard definition.kind == .text else { return self }
        var copy = self
        copy.localisedText[definition.name] = try definition.validate(text, set: set.name)
        return copy
    }

    /// Applies `Name=Value` assignments in order (the CLI's `--prop`). The same property given twice
    /// with two different values is refused rather than letting the last one win silently; given twice
    /// with the same value it is simply set.
    package func applying(assignments: [String]) throws -> ComponentConfiguration {
        var result = self
        var given: [String: String] = [:]
        for assignment in assignments {
            let pair = try PropertyAssignment(parsing: assignment)
            let next = try result.setting(pair.name, to: pair.value)
            let canonical = try set.property(named: pair.name).name
            if let earlier = given[canonical], earlier != next.value(canonical) {
                throw CatalogueError.contradictoryAssignments(set: set.name, property: canonical, first: earlier, second: next.value(canonical))
            }
            given[canonical] = next.value(canonical)
            result = next
        }
        return result
    }

    /// Every non-default property value, sorted by name, for manifests and reports.
    package var sortedOverrides: [(String, String)] { overrides.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    /// Equal when the set's name, the variant, the overrides and the localised text are.
    public static func == (lhs: ComponentConfiguration, rhs: ComponentConfiguration) -> Bool {
        lhs.set.name == rhs.set.name && lhs.variant == rhs.variant && lhs.overrides == rhs.overrides
            && lhs.localisedText == rhs.localisedText
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(set.name); hasher.combine(variant); hasher.combine(overrides); hasher.combine(localisedText)
    }
}
