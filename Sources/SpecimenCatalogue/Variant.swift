/// One variant of a set: an option for each Variant property, named as Figma names it.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    /// `(property, option)` pairs in the set's property order.
    public let values: [(property: String, option: String)]

    /// A variant choosing `options[i]` for the property `names[i]`; extra items of the longer list are dropped.
    package init(names: [String], options: [String]) {
        values = zip(names, options).map { (property: $0, option: $1) }
    }

    /// `Type=Password, State=Error`; `Default` for the one variant of a set with no Variant property (a
    /// standalone Figma component), so its goldens and list lines have a name.
    public var name: String {
        guard !values.isEmpty else { return Self.soleName }
        // Appended piece by piece rather than `map`+`joined(separator:)`: `joined` is generic in the
        // standard library, and its first call in a process resolves its associated types through the
        // runtime, a scan of every protocol conformance in the binary (260,000 instructions of a cold
        // render; the scene builder reads the name of every picture it titles).
        var name = ""
        for (index, value) in values.enumerated() {
            if index > 0 { name.append(", ") }
            name.append(value.property)
            name.append("=")
            name.append(value.option)
        }
        return name
    }

    /// The name of a set's only variant when it has no Variant property.
    package static let soleName = "Default"

    /// The same as `name`.
    public var description: String { name }

    /// The option chosen for a Variant property, or `nil` if the set has no such property.
    public subscript(property: String) -> String? { values.first { $0.property == property }?.option }

    /// Equal when their names are.
    public static func == (lhs: Variant, rhs: Variant) -> Bool { lhs.name == rhs.name }
    /// Hashes the name, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
