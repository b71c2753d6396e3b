import SpecimenDocument

extension BoundedValue {
    /// The content states the `bounded-value` pattern reports to a document's rules: the value on its
    /// minimum or its maximum (`DocumentBehaviour.Pattern.boundedValue.contentStates`).
    var contentStates: Set<String> {
        var states: Set<String> = []
        if isAtMinimum { states.insert("at-minimum") }
        if isAtMaximum { states.insert("at-maximum") }
        return states
    }
}
