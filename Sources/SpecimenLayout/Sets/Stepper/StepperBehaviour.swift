import SpecimenBehaviour

/// Stepper's behaviour: the buttons change the value by one within `Minimum` and `Maximum`; on a bound
/// the State is Min or Max and a press towards it changes nothing. It has no field to focus or type in.
extension StepperModel: InteractiveModel {
    /// With `Minimum=0`: steps 2 down to 0, presses − once more on the bound (no change), then steps up to 1.
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(set: set, properties: ["Minimum=0"], script: "press decrement; press decrement; press decrement; press increment")
    }

    /// None: a Stepper has no field to focus or type in.
    public var answeredEvents: [String] { [] }
    /// The − and + buttons, always (a press towards a bound it sits on changes nothing).
    public var answeredActions: Set<ButtonAction> { [.decrement, .increment] }

    /// The value one step up or down within its bounds, with `State` following it (Min, Max or Default).
    /// Other events leave it unchanged. Throws a `BehaviourError` when `Value` is not a whole number.
    public func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> StepperModel {
        var next = self
        switch button?.action {
        case .increment?: next.value = try value.stepped(by: 1, set: Self.set.name, property: "Value", event: event)
        case .decrement?: next.value = try value.stepped(by: -1, set: Self.set.name, property: "Value", event: event)
        default: return self
        }
        next.state = State(rawValue: next.value.boundName) ?? .default
        return next
    }

    /// `Size`, `State` as the value derives it (Min on the minimum, Max on the maximum), `Value` and the bounds.
    public var currentValues: [String: String] {
        [
            "Size": size.rawValue, "State": value.boundName, "Value": value.text,
            "Minimum": String(value.minimum), "Maximum": String(value.maximum),
        ]
    }
}
