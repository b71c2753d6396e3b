/// A number or rule the spec does not state, chosen as the designer most likely did.
package struct LayoutDecision: Hashable, Sendable {
    /// The set it belongs to ("Text Input", or "All" for shared rules).
    package let set: String
    /// What was decided, with its value ("icon size 24").
    package let decision: String
    /// Why, in one line.
    package let reason: String

    /// A decision for `set` ("All" for shared rules): what was chosen, with its value, and why in one line.
    package init(_ set: String, _ decision: String, because reason: String) {
        self.set = set
        self.decision = decision
        self.reason = reason
    }
}
