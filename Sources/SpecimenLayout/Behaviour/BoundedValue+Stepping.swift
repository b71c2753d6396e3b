import SpecimenBehaviour
import SpecimenCatalogue

extension BoundedValue {
    /// The value one step up or down, never past its bound: at (or beyond) a bound a press changes
    /// nothing, as the greyed glyph says. A value that is not a whole number cannot be stepped.
    func stepped(by delta: Int, set: String, property: String, event: BehaviourEvent) throws -> BoundedValue {
        guard let number else {
            throw BehaviourError.notANumber(set: set, property: property, value: text, event: event.description)
        }
        var next = self
        if delta > 0, number < maximum { next.text = String(min(maximum, max(minimum, number + delta))) }
        if delta < 0, number > minimum { next.text = String(max(minimum, min(maximum, number + delta))) }
        return next
    }
}
