import SpecimenCatalogue
import SpecimenDocument
import SpecimenText

extension DocumentLayout {
    /// Every property's value in `configuration` by name, each property the user left alone taking the
    /// default of the last matching rule that gives one (Password's lock for `Icon Left Swap`), then the
    /// content the behaviour changed laid over it. Rules match on the values before any default, so a
    /// default never decides which defaults apply.
    static func values(
        _ document: ComponentDocument, _ configuration: ComponentConfiguration,
        content: [String: String], states: Set<String>
    ) -> [String: String] {
        let given = values(configuration, content: content)
        var out = given
        for rule in document.rules where !rule.defaults.isEmpty && rule.matches(given, states: states) {
            for (name, value) in rule.defaults where !configuration.isOverridden(name) && content[name] == nil {
                out[name] = value
            }
        }
        return out
    }

    /// The environment a text node is shaped in: the component's, or (`textDirection`) its own
    /// direction with no language, as a code that reads the same in every locale.
    func textEnvironment(_ p: NodePatch) -> TextEnvironment {
        switch p.textDirection {
        case nil: context.environment.text
        case .ltr?: TextEnvironment(direction: .leftToRight)
        case .rtl?: TextEnvironment(direction: .rightToLeft)
        }
    }
}
