/// Input that names no set, variant, property or option Specimen knows, with what is valid.
package enum CatalogueError: Error, CustomStringConvertible, Sendable, Equatable {
    case unknownSet(String, valid: [String])
    case unknownVariant(set: String, variant: String, suggestions: [String])
    case unknownProperty(set: String, property: String, valid: [String])
    case badOption(set: String, property: String, value: String, valid: [String])
    case notANumber(set: String, property: String, value: String)
    case propertyNamedTwice(set: String, property: String, text: String)
    case contradictoryAssignments(set: String, property: String, first: String, second: String)
    case emptyVariant(String)
    case badIconName(set: String, property: String, value: String)
    case malformedAssignment(String)
    case variantPropertyNotSettable(set: String, property: String)

    /// One line for the user: what is unknown or wrong, and what is valid.
    package var description: String {
        switch self {
        case .unknownSet(let name, let valid):
            "unknown component set '\(name)'; valid sets: \(valid.joined(separator: ", "))"
        case .unknownVariant(let set, let variant, let suggestions):
            "\(set) has no variant '\(variant)'" + (suggestions.isEmpty ? "" : "; closest: \(suggestions.map { "'\($0)'" }.joined(separator: ", "))")
        case .unknownProperty(let set, let property, let valid):
            "\(set) has no property '\(property)'; its properties: \(valid.joined(separator: ", "))"
        case .badOption(let set, let property, let value, let valid):
            "\(set) property '\(property)' cannot be '\(value)'; valid: \(valid.joined(separator: ", "))"
        case .notANumber(let set, let property, let value):
            "\(set) property '\(property)' must be a whole number, not '\(value)'"
        case .propertyNamedTwice(let set, let property, let text):
            "\(set) variant '\(text)' names '\(property)' twice; name each Variant property once, for example '\(property)=...'"
        case .contradictoryAssignments(let set, let property, let first, let second):
            "\(set) property '\(property)' is set twice, to '\(first)' and to '\(second)'; give it once"
        case .emptyVariant(let text):
            "empty variant '\(text)'; name at least one property, as 'State=Error', or leave the variant out for the default"
        case .badIconName(let set, let property, let value):
            "\(set) property '\(property)' needs an icon name such as phone or chevron-down, not '\(value)'"
        case .malformedAssignment(let text):
            "malformed property '\(text)'; write it as 'Name=Value', for example 'Optional=off'"
        case .variantPropertyNotSettable(let set, let property):
            "\(set) property '\(property)' is a variant property; choose it with the variant name, for example '\(property)=...' in the variant argument"
        }
    }
}
