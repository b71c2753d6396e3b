import SpecimenLimits
/// An event a component cannot take, as one line naming what it can.
package enum BehaviourError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The set does not answer this event (or has no such button) in its current content.
    case notAnswered(set: String, event: String, answers: BehaviourAnswers)
    /// A press on a stepping button while the value is not a whole number.
    case notANumber(set: String, property: String, value: String, event: String)
    /// A script whose states together hold more text than `Limits.playedText`: each state is laid out
    /// with its own copy, so the cost is events x text.
    case tooMuchText(states: Int, scalars: Int)
    /// A script whose states together lay out more nodes than `Limits.playedNodes`: each state keeps
    /// its own layout, so the cost is events x nodes (a thousand chips played for a hundred events).
    case tooManyNodes(states: Int, nodes: Int, limit: Int)

    /// One line naming the set, the event and what it does answer.
    package var description: String {
        switch self {
        case .notAnswered(let set, let event, let answers):
            "\(set) does not answer '\(event)'; \(answers.summary)"
        case .notANumber(let set, let property, let value, let event):
            "\(set) cannot '\(event)': its \(property) '\(value)' is not a whole number; set it to one, as in --prop '\(property)=2'"
        case .tooMuchText(let states, let scalars):
            "the script's first \(states) states hold \(scalars) characters of text between them, more than the \(Limits.playedText) one play lays out (Limits.playedText); play fewer events or type shorter text"
        case .tooManyNodes(let states, let nodes, let limit):
            "the script's first \(states) states lay out \(nodes) nodes between them, more than the \(limit) one play holds (Limits.playedNodes); play fewer events or start from less content"
        }
    }
}

/// The events a component answers right now, and the buttons `press` can name.
package struct BehaviourAnswers: Hashable, Sendable {
    /// Event words (`focus`, `type`, ...), in `BehaviourEvent.grammar` order; `press` is implied by `buttons`.
    package let events: [String]
    /// The node names of its buttons (`decrement`, `increment`), in layout order.
    package let buttons: [String]

    /// The answers, with `events` put in grammar order (`press` is implied by `buttons`).
    package init(events: [String], buttons: [String] = []) {
        let order = BehaviourEvent.grammar.map { String($0.prefix { $0 != " " }) }
        self.events = order.filter { events.contains($0) && $0 != "press" }
        self.buttons = buttons
    }

    /// True when `event` is one of these.
    package func answers(_ event: BehaviourEvent) -> Bool {
        if case .press(let node) = event { return buttons.contains(node) }
        return events.contains(event.word)
    }

    /// `it answers: focus, blur, type "text", press NODE (NODE: clear, iconRight)` or `it answers no events`.
    package var summary: String {
        var parts = BehaviourEvent.grammar.filter { events.contains(String($0.prefix { $0 != " " })) }
        if !buttons.isEmpty { parts.append("press NODE (NODE: \(buttons.joined(separator: ", ")))") }
        return parts.isEmpty ? "it answers no events" : "it answers: \(parts.joined(separator: ", "))"
    }
}
