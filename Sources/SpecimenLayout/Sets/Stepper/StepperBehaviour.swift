import SpecimenBehaviour

/// Stepper's behaviour: the buttons change the value by one within `Minimum` and `Maximum`; on a bound
/// the State is Min or Max and a press towards it changes nothing. It has no field to focus or type in.
extension StepperModel: InteractiveModel {
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(set: set, properties: ["Minimum=0"], script: "press decrement; press decrement; press decrement; press increment")
    }

    public var answeredEvents: [String] { [] }
    public var answeredActions: Set<ButtonAction> { [.decrement, .increment] }

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

    public var currentValues: [String: String] {
        [
            "Size": size.rawValue, "State": value.boundName, "Value": value.text,
            "Minimum": String(value.minimum), "Maximum": String(value.maximum),
        ]
    }
}
