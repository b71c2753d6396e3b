/// Property values a component value has been given by Figma name, applied when it is rendered.
///
/// Kept as written and checked only in `configuration(set:variant:)`, so building a value never
/// fails and a bad value becomes the catalogue's error, naming the property and what is valid.
public struct PropertyValues: Hashable, Sendable {
    private var values: [String: String] = [:]

    /// No property set yet.
    public init() {}

    /// The value last set for `property`, if any.
    public subscript(property: String) -> String? {
        get { values[property] }
        set { values[property] = newValue }
    }

    /// `set`'s configuration for the variant whose Variant properties take `options`, with these values
    /// applied in name order (so the first error reported does not depend on the order they were set).
    func configuration(set: ComponentSet, variant options: [(property: String, option: String)]) throws -> ComponentConfiguration {
        let variant = try set.variant(named: options.map { "\($0.property)=\($0.option)" }.joined(separator: ", "))
        var configuration = ComponentConfiguration(set: set, variant: variant)
        for (property, value) in values.sorted(by: { $0.key < $1.key }) {
            configuration = try configuration.setting(property, to: value)
        }
        return configuration
    }
}
