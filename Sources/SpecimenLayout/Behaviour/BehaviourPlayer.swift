import SpecimenLimits
import SpecimenBehaviour
import SpecimenCatalogue
import SpecimenDocument

extension LayoutEngine {
    /// Plays `script` on `configuration`: the initial state, then one state per event, each laid out.
    ///
    /// A `press` names a button of the layout the person sees at that step; an event or a button the
    /// content does not answer throws a `BehaviourError` naming the events and buttons it does answer.
    /// Every state is laid out for `environment` (direction, language, text scale).
    package func play(
        _ configuration: ComponentConfiguration, script: EventScript,
        environment: LayoutEnvironment = .standard, nodeLimit: Int = Limits.playedNodes
    ) throws -> [PlayedStep] {
        try play(DocumentModel.decoding(configuration), script: script, environment: environment, nodeLimit: nodeLimit)
    }

    /// Plays `script` on a typed model whose content may already have changed. `nodeLimit` is
    /// `Limits.playedNodes`, given otherwise only by tests that check the bound at a small scale.
    package func play(
        _ start: any InteractiveModel, script: EventScript,
        environment: LayoutEnvironment = .standard, nodeLimit: Int = Limits.playedNodes
    ) throws -> [PlayedStep] {
        var model = start
        var text = Self.textScalars(model)
        var tree = try layout(model, environment: environment)
        var nodes = tree.allNodes.count
        var steps = [PlayedStep(step: 0, event: nil, model: model, layout: tree)]
        for (index, event) in script.events.enumerated() {
            model = try Self.reduce(model, by: event, layout: tree)
            // Counted before the state is laid out: the layout is what costs memory and time.
            text += Self.textScalars(model)
            guard text <= Limits.playedText else { throw BehaviourError.tooMuchText(states: index + 2, scalars: text) }
            tree = try layout(model, environment: environment)
            // Each state keeps its layout (one state is at most Limits.layoutNodes), so the states'
            // nodes together bound what a play holds, as their text does.
            nodes += tree.allNodes.count
            guard nodes <= nodeLimit else { throw BehaviourError.tooManyNodes(states: index + 2, nodes: nodes, limit: nodeLimit) }
            steps.append(PlayedStep(step: index + 1, event: event, model: model, layout: tree))
        }
        return steps
    }

    /// The Unicode scalars of every Text property of `model`'s content: what its layout shapes.
    static func textScalars<M: InteractiveModel>(_ model: M) -> Int {
        let values = model.currentValues
        return model.componentSet.properties.reduce(0) { total, property in
            guard property.kind == .text else { return total }
            return total + (values[property.name] ?? model.source.value(property.name)).unicodeScalars.count
        }
    }

    /// One checked step, generic so the model's own `reduced` runs on its concrete type.
    static func reduce<M: InteractiveModel>(_ model: M, by event: BehaviourEvent, layout: LayoutTree) throws -> M {
        let buttons = pressableButtons(model, in: layout)
        let answers = BehaviourAnswers(events: model.answeredEvents, buttons: buttons.map(\.name))
        guard answers.answers(event) else {
            throw BehaviourError.notAnswered(set: "\(model.componentSet.name) (\(model.derivedVariant.name))", event: event.description, answers: answers)
        }
        var pressed: PressedButton?
        if case .press(let name) = event { pressed = buttons.first { $0.name == name } }
        return try model.reduced(by: event, button: pressed)
    }

    /// The layout's buttons whose action the content answers, in drawing order.
    static func pressableButtons<M: InteractiveModel>(_ model: M, in layout: LayoutTree) -> [PressedButton] {
        var counts: [ButtonAction: Int] = [:]
        var buttons: [PressedButton] = []
        for node in layout.allNodes {
            guard case .button(let action) = node.role else { continue }
            let index = counts[action, default: 0]
            counts[action] = index + 1
            if model.answeredActions.contains(action) {
                buttons.append(PressedButton(name: node.name, action: action, index: index))
            }
        }
        return buttons
    }

    /// The events and buttons `model` answers as laid out in `layout`.
    package func answers(_ model: any InteractiveModel, layout: LayoutTree) -> BehaviourAnswers {
        Self.answers(model, layout: layout)
    }

    static func answers<M: InteractiveModel>(_ model: M, layout: LayoutTree) -> BehaviourAnswers {
        BehaviourAnswers(events: model.answeredEvents, buttons: pressableButtons(model, in: layout).map(\.name))
    }
}

extension LayoutEngine {
    /// `model` after one event, checked against the events and buttons its current layout answers.
    package func step(_ model: any InteractiveModel, by event: BehaviourEvent) throws -> any InteractiveModel {
        try Self.reduce(model, by: event, layout: try layout(model))
    }
}
