import SpecimenCatalogue

extension ComponentDocument {
    /// The catalogue entry the document describes: its name, design system and properties in Figma's
    /// kinds, as `specimen list` and every configuration read them.
    package var componentSet: ComponentSet {
        ComponentSet(name: name, designSystem: designSystem, properties: Self.definitions(properties), document: self)
    }

    /// A document's properties in Figma's kinds, as its catalogue entry lists them.
    package static func definitions(_ properties: [DocumentProperty]) -> [PropertyDefinition] {
        properties.map { property in
            switch property.kind {
            case .variant: PropertyDefinition.variant(property.name, property.options, default: property.defaultValue)
            case .boolean: PropertyDefinition.boolean(property.name, property.defaultValue == "on")
            case .text: PropertyDefinition.text(property.name, property.defaultValue)
            case .instanceSwap: PropertyDefinition.icon(property.name, property.defaultValue)
            case .number: PropertyDefinition.wholeNumber(property.name, Int(property.defaultValue) ?? 0)
            }
        }
    }
}
