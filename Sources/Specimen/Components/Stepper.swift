/// Appetite's Stepper as a value: `Stepper(size: .md, state: .min).value(0)`.
public struct Stepper: ConfigurableComponent, Hashable {
    /// The `Size` options: 36 pt (sm) or 44 pt (md) buttons.
    public enum Size: String, CaseIterable, Sendable {
        case sm
        case md
    }

    /// The `State` options: Min and Max start the value on its bound, whose button then dims.
    public enum State: String, CaseIterable, Sendable {
        case `default` = "Default"
        case min = "Min"
        case max = "Max"
    }

    /// Its `Size` option.
    public var size: Size
    /// Its `State` option.
    public var state: State
    /// Its Boolean, Text and Instance swap properties, by Figma name.
    public var values = PropertyValues()

    /// The component at `size` in `state`, with its default properties.
    public init(size: Size = .sm, state: State = .default) {
        self.size = size
        self.state = state
    }

    /// `Value`: the number between the buttons.
    public func value(_ number: Int) -> Stepper { setting("Value", to: String(number)) }
    /// `Value` as any text: the spec's Value is "Text, any string".
    public func value(_ text: String) -> Stepper { setting("Value", to: text) }
    /// `Minimum` and `Maximum`: the bounds whose buttons grey out when the value sits on them.
    public func bounds(_ range: ClosedRange<Int>) -> Stepper {
        setting("Minimum", to: String(range.lowerBound)).setting("Maximum", to: String(range.upperBound))
    }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws {
            try values.configuration(set: Catalogue.standard.set(named: "Stepper"), variant: [("Size", size.rawValue), ("State", state.rawValue)])
        }
    }
}
