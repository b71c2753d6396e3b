import SpecimenBehaviour
import SpecimenCatalogue
import SpecimenDocument

/// A set's behaviour: a pure reducer over its model's content, in the spirit of a composable
/// architecture's `reduce(state, action)`. The look (Filled, Min, Typing) is never stored: the layout
/// derives it from the content, and `currentValues` reports it by the set's Figma names.
///
/// `DocumentModel` conforms, running the reducer its document's behaviour pattern names.
package protocol InteractiveModel: ComponentModel {
    /// The event words this content answers now (`focus`, `type`, ...); `press` is answered through
    /// `answeredActions` and the layout's buttons.
    var answeredEvents: [String] { get }
    /// The button actions this content answers now.
    var answeredActions: Set<ButtonAction> { get }
    /// The content after `event`. For `.press`, `button` is the layout's button it named, already
    /// checked against `answeredActions`. Throws a `BehaviourError` for an event the content cannot take.
    func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> Self
    /// Every property's current value by its Figma name, Variant properties as the content derives them
    /// (`State=Min` when the value sits on the minimum).
    var currentValues: [String: String] { get }
}

extension InteractiveModel {
    /// Every property of the set with its current value, in the set's order.
    package var properties: [(name: String, value: String)] {
        let values = currentValues
        return componentSet.properties.map { ($0.name, values[$0.name] ?? source.value($0.name)) }
    }

    /// The variant the content derives, named as Figma names it (`Size=sm, State=Min`).
    package var derivedVariant: Variant {
        let values = currentValues
        let names = componentSet.variantProperties.map(\.name)
        return Variant(names: names, options: names.map { values[$0] ?? source.value($0) })
    }

    /// This content after each event in turn; see `LayoutEngine.play` for the checked version.
    package func reduced(by event: BehaviourEvent) throws -> Self { try reduced(by: event, button: nil) }
}

/// A button a `press` named, as the layout drew it.
package struct PressedButton: Hashable, Sendable {
    /// The node's name (`increment`, `chip2Remove`).
    package let name: String
    /// What the button does, which the behaviour's reducer switches on.
    package let action: ButtonAction
    /// Which of the layout's buttons with this action it is, from 0 in drawing order (`chip2Remove` is 1).
    package let index: Int

    /// The button named `name`, the `index`-th (from 0, in drawing order) of the layout's buttons with `action`.
    package init(name: String, action: ButtonAction, index: Int) {
        self.name = name
        self.action = action
        self.index = index
    }
}
