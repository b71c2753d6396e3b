import SpecimenBehaviour
import SpecimenDocument

/// How a document's content starts and how its Variant properties follow it
/// (`DocumentBehaviour.FollowingVariant`): the text a slot starts from, the content an option starts a
/// slot with, the options that hold until the content is edited or touched, what an option answers,
/// the limit a text keeps to, and the values the rules read (each following variant as reported).
extension DocumentModel {
    /// The behaviour's following variants, in the document's order.
    var followingVariants: [DocumentBehaviour.FollowingVariant] { document.behaviour?.variants ?? [] }

    /// Starts a `text` slot that names content, not a property, from the first `startsFrom` source whose
    /// `when` matches the configuration (empty when none does).
    mutating func startText() {
        guard let textProperty, !componentSet.properties.contains(where: { $0.name == textProperty }) else { return }
        content[textProperty] = startSource.map { source.value($0) } ?? ""
    }

    /// The property the text started from (`startsFrom`), for the configuration.
    var startSource: String? {
        document.behaviour?.startsFrom.first { candidate in
            candidate.when.allSatisfy { name, values in values.contains(source.value(name)) }
        }?.property
    }

    /// Starts each slot `slots` names with its content (`FollowingVariant.content`), whatever the
    /// property bound to it holds: the text, the chips (comma-separated), the entry or the digits.
    mutating func start(with slots: [String: String]) {
        for (slot, text) in slots {
            switch slot {
            case "text": if let textProperty { content[textProperty] = text }
            case "chips": chips = Self.chips(in: text)
            case "entry": entry = text
            case "digits": code = String(text.filter(\.isDecimalDigitCharacter).prefix(cellCount))
            default: break
            }
            if let property = boundProperty(slot) { content[property] = text }
        }
    }

    /// The most characters the text may hold (`DocumentBehaviour.TextLimit`): the whole number after
    /// the last "/" of the limit's property, else its default; nil for no limit.
    var textLimit: Int? {
        guard let limit = document.behaviour?.limit else { return nil }
        let text = source.value(limit.property)
        guard let slash = text.lastIndex(of: "/"), let number = Int(text[text.index(after: slash)...].trimmedWhitespace) else { return limit.otherwise }
        return number
    }

    /// `variant`'s option as behaviour reports it: the option that holds, else the first whose content
    /// states all hold, else `otherwise`, else the property's default.
    func reportedOption(_ variant: DocumentBehaviour.FollowingVariant, states: Set<String>) -> String {
        if let option = held[variant.property] { return option }
        if let listed = variant.states.first(where: { $0.holds(in: states) }) { return listed.option }
        return variant.otherwise ?? componentSet.properties.first { $0.name == variant.property }?.defaultValue ?? ""
    }

    /// The events and actions the reported options allow (`FollowingVariant.answers`); nil: all the pattern's.
    var optionAnswers: Set<String>? {
        let states = contentStates
        for variant in followingVariants {
            if let answers = variant.answers[reportedOption(variant, states: states)] { return Set(answers) }
        }
        return nil
    }

    /// The values behaviour changed, with each following variant as reported (so the rules read the
    /// option the content derives) and a limit's property as the count over the limit ("12/500").
    func drawnContent(states: Set<String>) -> [String: String] {
        var drawn = content
        // The `text` content value is the edited text, whichever property or node keeps it.
        if let textProperty { drawn["text"] = value(textProperty) }
        for variant in followingVariants { drawn[variant.property] = reportedOption(variant, states: states) }
        if let limit = document.behaviour?.limit, let textLimit, let textProperty {
            drawn[limit.property] = "\(TypedCharacters.count(value(textProperty)))/\(textLimit)"
        }
        return drawn
    }

    /// A text kept as content (`startsFrom`), reported under the property it started from: the typed
    /// text, or that property's own value while the text is empty in an option that starts `empty`
    /// (Text Input's placeholder in Placeholder).
    var reportedText: (property: String, text: String)? {
        guard let textProperty, content[textProperty] != nil, let property = startSource,
            !componentSet.properties.contains(where: { $0.name == textProperty })
        else { return nil }
        let text = value(textProperty)
        let states = contentStates
        let startsEmpty = followingVariants.contains { $0.startStates(of: reportedOption($0, states: states)).contains("empty") }
        return (property, text.isEmpty && startsEmpty ? source.value(property) : text)
    }

    /// True when `other` holds the same content as this: the same values, chips, entry, digits and attachment.
    func holdsSameContent(as other: DocumentModel) -> Bool {
        let keys = Set(content.keys).union(other.content.keys)
        return keys.allSatisfy { value($0) == other.value($0) } && chipItems == other.chipItems && entry == other.entry
            && digitCode == other.digitCode && attachment == other.attachment
    }

    /// Lets go of the options that held until now (`FollowingVariant.Hold`): `until-edited` once the
    /// content changed (a step press counts, even on a bound, as the person pressed to change it),
    /// `until-touched` once the content or the focus changed.
    mutating func settle(after previous: DocumentModel, stepped: Bool) {
        guard !held.isEmpty else { return }
        let edited = stepped || !holdsSameContent(as: previous)
        let touched = edited || isFocused != previous.isFocused
        for variant in followingVariants {
            guard let option = held[variant.property], let hold = variant.holds[option] else { continue }
            switch hold {
            case .always: break
            case .untilEdited: if edited { held[variant.property] = nil }
            case .untilTouched: if touched { held[variant.property] = nil }
            }
        }
    }
}
