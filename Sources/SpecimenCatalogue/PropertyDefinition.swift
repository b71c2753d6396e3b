/// The kinds of Figma component property.
public enum PropertyKind: String, Hashable, Sendable, Codable {
    case variant = "Variant"
    case boolean = "Boolean"
    case text = "Text"
    case instanceSwap = "Instance swap"
}

/// One property of a component set, as the spec's Properties table states it.
public struct PropertyDefinition: Hashable, Sendable {
    /// The property's name as the spec writes it ("State").
    public let name: String
    /// Which of Figma's kinds it is.
    public let kind: PropertyKind
    /// The options of a Variant property; `on`/`off` for a Boolean; empty for free text and icons.
    public let options: [String]
    /// The spec's default, as canonical text (`on`/`off` for a Boolean).
    public let defaultValue: String
    /// Text that must be a whole number: the bounds `Minimum` and `Maximum` Specimen adds to Stepper and
    /// Counter Input. The values themselves (`Value`, `Input Number`) are "Text, any string".
    package let isNumeric: Bool

    /// A property of this name and kind; a Boolean's options are always `on` and `off`, whatever `options` holds.
    package init(_ name: String, _ kind: PropertyKind, options: [String] = [], default defaultValue: String, numeric: Bool = false) {
        self.name = name
        self.kind = kind
        self.options = kind == .boolean ? ["on", "off"] : options
        self.defaultValue = defaultValue
        self.isNumeric = numeric
    }

    /// A Boolean property, on or off by default.
    package static func boolean(_ name: String, _ on: Bool = true) -> PropertyDefinition {
        PropertyDefinition(name, .boolean, default: on ? "on" : "off")
    }

    /// A Text property with a default string.
    package static func text(_ name: String, _ value: String) -> PropertyDefinition {
        PropertyDefinition(name, .text, default: value)
    }

    /// A Text property that must hold a whole number (a bound), with its default.
    package static func wholeNumber(_ name: String, _ value: Int) -> PropertyDefinition {
        PropertyDefinition(name, .text, default: String(value), numeric: true)
    }

    /// An Instance swap property holding an icon name.
    package static func icon(_ name: String, _ value: String) -> PropertyDefinition {
        PropertyDefinition(name, .instanceSwap, default: value)
    }

    /// A Variant property with its options; the first option unless said otherwise is the default.
    package static func variant(_ name: String, _ options: [String], default value: String? = nil) -> PropertyDefinition {
        PropertyDefinition(name, .variant, options: options, default: value ?? options[0])
    }

    /// Checks a value for this property and returns its canonical spelling (`true`/`yes`/`1` -> `on`).
    package func validate(_ value: String, set: String) throws -> String {
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
            // "Text, any string": the Stepper's Value and the Counter's Input Number included; only a
            // bound must be a number, since it is compared with the value.
            guard isNumeric else { return value }
            let trimmed = value.trimmedWhitespace
            guard Int(trimmed) != nil else { throw CatalogueError.notANumber(set: set, property: name, value: value) }
            return trimmed
        case .instanceSwap:
            guard !value.isEmpty, value.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
                throw CatalogueError.badIconName(set: set, property: name, value: value)
            }
            return value
        }
    }
}
