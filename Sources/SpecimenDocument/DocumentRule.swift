/// What changes when properties match (Figma's variants as differences from the base) or when the
/// content is in a state ("while Value is empty"): each named node's properties are patched.
package struct DocumentRule: Hashable, Sendable {
    /// Property name -> the values that match (any of them). Empty matches every configuration.
    package var when: [String: [String]]
    /// Content states that must all hold (`at-minimum`, `empty`), from the behaviour pattern's list.
    package var whileStates: [String]
    /// Node name -> the properties it takes while the rule matches.
    package var patches: [String: NodePatch]
    /// Property name -> the default it takes while the rule matches, unless the user set it: as a Figma
    /// variant gives an instance swap its own default and an instance's override outlives a variant
    /// change (Password's lock stands in for the phone until someone picks an icon).
    package var defaults: [String: String] = [:]
    /// Where the rule starts, for messages ("rules[2]").
    package var path: String

    /// A rule with every field given.
    package init(when: [String: [String]], whileStates: [String], patches: [String: NodePatch], defaults: [String: String] = [:], path: String) {
        self.when = when
        self.whileStates = whileStates
        self.patches = patches
        self.defaults = defaults
        self.path = path
    }

    /// True when `properties` (canonical values by name) and `states` satisfy the rule.
    package func matches(_ properties: [String: String], states: Set<String>) -> Bool {
        for (name, values) in when where !values.contains(properties[name] ?? "") { return false }
        for state in whileStates where !states.contains(state) { return false }
        return true
    }
}
