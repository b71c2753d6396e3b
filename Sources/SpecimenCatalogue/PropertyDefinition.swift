import Foundation

/// The kinds of Figma component property.
public enum PropertyKind: String, Hashable, Sendable, Codable {
    case variant = "Variant"
    case boolean = "Boolean"
    case text = "Text"
    case instanceSwap = "Instance swap"
}

/// One property of a component set, as the spec's Properties table states it.
public struct PropertyDefinition: Hashable, Sendable {
    public let name: String
    public let kind: PropertyKind
    /// The options of a Variant property; `on`/`off` for a Boolean; empty for free text and icons.
    public let options: [String]
    public let defaultValue: String
    /// Text that must be a whole number (the Stepper's `Value`, the Counter's `Input Number`).
    public let isNumeric: Bool

    public init(_ name: String, _ kind: PropertyKind, options: [String] = [], default defaultValue: String, numeric: Bool = false) {
        self.name = name
        self.kind = kind
        self.options = kind == .boolean ? ["on", "off"] : options
        self.defaultValue = defaultValue
        self.isNumeric = numeric
    }

    /// A Boolean property, on or off by default.
    public static func boolean(_ name: String, _ on: Bool = true) -> PropertyDefinition {
        PropertyDefinition(name, .boolean, default: on ? "on" : "off")
    }

    /// A Text property with a default string.
    public static func text(_ name: String, _ value: String, numeric: Bool = false) -> PropertyDefinition {
        PropertyDefinition(name, .text, default: value, numeric: numeric)
    }

    /// An Instance swap property holding an icon name.
    public static func icon(_ name: String, _ value: String) -> PropertyDefinition {
        PropertyDefinition(name, .instanceSwap, default: value)
    }

    /// A Variant property with its options; the first option unless said otherwise is the default.
    public static func variant(_ name: String, _ options: [String], default value: String? = nil) -> PropertyDefinition {
        PropertyDefinition(name, .variant, options: options, default: value ?? options[0])
    }

    /// Checks a value for this property and returns its canonical spelling (`true`/`yes`/`1` -> `on`).
    public func validate(_ value: String, set: String) throws -> String {
        switch kind {
        case .variant:
            if let match = options.first(where: { $0.caseInsensitiveCompare(value) == .orderedSame }) { return match }
            throw CatalogueError.badOption(set: set, property: name, value: value, valid: options)
        case .boolean:
            switch value.lowercased() {
            case "on", "true", "yes", "1": return "on"
            case "off", "false", "no", "0": return "off"
            default: throw CatalogueError.badOption(set: set, property: name, value: value, valid: ["on", "off"])
            }
        case .text:
            if isNumeric, Int(value.trimmingCharacters(in: .whitespaces)) == nil {
                throw CatalogueError.notANumber(set: set, property: name, value: value)
            }
            return isNumeric ? value.trimmingCharacters(in: .whitespaces) : value
        case .instanceSwap:
            guard !value.isEmpty, value.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
                throw CatalogueError.badIconName(set: set, property: name, value: value)
            }
            return value
        }
    }
}
