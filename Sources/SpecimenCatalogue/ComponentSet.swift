import Foundation

/// A Figma component set: its properties and the variants their Variant options make.
public struct ComponentSet: Hashable, Sendable {
    public let name: String
    /// Every property, in the spec's order.
    public let properties: [PropertyDefinition]
    /// The design system it belongs to ("Appetite UI", "Backbase"): chooses the theme files.
    public let designSystem: String
    /// What the set was read from when it is data (a user's component document), for the stages that
    /// draw it; nil for a set whose entry is compiled in. Not part of its identity: two entries with
    /// the same name, design system and properties are the same set.
    public let source: (any Sendable)?

    public init(name: String, designSystem: String, properties: [PropertyDefinition], source: (any Sendable)? = nil) {
        self.name = name
        self.designSystem = designSystem
        self.properties = properties
        self.source = source
    }

    public static func == (a: ComponentSet, b: ComponentSet) -> Bool {
        a.name == b.name && a.designSystem == b.designSystem && a.properties == b.properties
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(designSystem)
        hasher.combine(properties)
    }

    /// The Variant properties, whose options name the variants.
    public var variantProperties: [PropertyDefinition] { properties.filter { $0.kind == .variant } }

    /// Every variant: the product of the Variant properties' options, first property outermost.
    public var variants: [Variant] {
        var combos: [[String]] = [[]]
        for property in variantProperties {
            combos = combos.flatMap { prefix in property.options.map { prefix + [$0] } }
        }
        return combos.map { Variant(names: variantProperties.map(\.name), options: $0) }
    }

    /// The variant made of every Variant property's default.
    public var defaultVariant: Variant {
        Variant(names: variantProperties.map(\.name), options: variantProperties.map(\.defaultValue))
    }

    /// The spec's default of the property called exactly `name` ("" if the set has none).
    public func defaultValue(of name: String) -> String {
        properties.first { $0.name == name }?.defaultValue ?? ""
    }

    public func property(named name: String) throws -> PropertyDefinition {
        if let p = properties.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) { return p }
        throw CatalogueError.unknownProperty(set: self.name, property: name, valid: properties.map(\.name))
    }

    /// Parses a variant name such as `Type=Password, State=Error` (any order, any case, spaces around
    /// `=` and `,` ignored); properties it leaves out take their defaults. A property named twice, an
    /// empty or comma-only name, a piece without `=` and an unknown option are refused.
    public func variant(named text: String) throws -> Variant {
        if variantProperties.isEmpty, text.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(Variant.soleName) == .orderedSame {
            return defaultVariant
        }
        var chosen = Dictionary(uniqueKeysWithValues: variantProperties.map { ($0.name, $0.defaultValue) })
        var named: Set<String> = []
        let parts: [PropertyAssignment]
        do { parts = try PropertyAssignment.variantParts(text) } catch CatalogueError.malformedAssignment { throw unknownVariant(text) }
        for part in parts {
            guard let property = variantProperties.first(where: { $0.name.caseInsensitiveCompare(part.name) == .orderedSame }) else {
                throw CatalogueError.unknownProperty(set: name, property: part.name, valid: variantProperties.map(\.name))
            }
            guard named.insert(property.name).inserted else {
                throw CatalogueError.propertyNamedTwice(set: name, property: property.name, text: text)
            }
            guard let option = property.options.first(where: { $0.caseInsensitiveCompare(part.value) == .orderedSame }) else {
                throw CatalogueError.badOption(set: name, property: property.name, value: part.value, valid: property.options)
            }
            chosen[property.name] = option
        }
        return Variant(names: variantProperties.map(\.name), options: variantProperties.map { chosen[$0.name]! })
    }

    private func unknownVariant(_ text: String) -> CatalogueError {
        let close = Suggestions.closest(to: text, in: variants.map(\.name), limit: 3)
        return .unknownVariant(set: name, variant: text, suggestions: close.isEmpty ? [defaultVariant.name] : close)
    }
}
