/// A component value whose properties can be set by their Figma names, as `--prop 'Name=Value'` does
/// on the command line. Every modifier of the Appetite sets is built on `setting(_:to:)`.
public protocol ConfigurableComponent: ComponentDescription {
    /// A copy with `property` (a Boolean, Text or Instance swap property, by its Figma name) set to
    /// `value`. Nothing is checked here; rendering throws if the set has no such property or the value
    /// does not fit it.
    func setting(_ property: String, to value: String) -> Self
    /// The values set so far by Figma name: what `setting(_:to:)` writes and rendering applies.
    var values: PropertyValues { get set }
}

extension ConfigurableComponent {
    /// A copy with `property` set to `value` (checked when it is drawn).
    public func setting(_ property: String, to value: String) -> Self {
        var copy = self
        copy.values[property] = value
        return copy
    }

    /// A copy with the Boolean `property` on or off.
    public func setting(_ property: String, isOn: Bool) -> Self { setting(property, to: isOn ? "on" : "off") }
}

/// Appetite's labelled inputs (Text Input, Text Area, Chip Input, Counter Input): a title row above
/// the field and a hint row below, with the same four properties each.
public protocol LabelledInput: ConfigurableComponent {}

extension LabelledInput {
    /// `Input Label Text`: the title above the field.
    public func label(_ text: String) -> Self { setting("Input Label Text", to: text) }
    /// `Help Text`: the hint below the field.
    public func hint(_ text: String) -> Self { setting("Help Text", to: text) }
    /// `Input Label`: show the title row (on by default).
    public func showsLabel(_ isOn: Bool) -> Self { setting("Input Label", isOn: isOn) }
    /// `Optional`: "(Optional)" after the title (on by default).
    public func optional(_ isOn: Bool) -> Self { setting("Optional", isOn: isOn) }
    /// `Tooltip`: the info icon at the end of the title row (on by default).
    public func tooltip(_ isOn: Bool) -> Self { setting("Tooltip", isOn: isOn) }
    /// `Help`: show the hint row (on by default).
    public func showsHint(_ isOn: Bool) -> Self { setting("Help", isOn: isOn) }
}
