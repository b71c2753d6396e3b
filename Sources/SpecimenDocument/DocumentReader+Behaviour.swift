import SpecimenSupport

/// A document's `behaviour`: the pattern, its slots' wiring, the Variant properties that follow the
/// content, and how its text starts, breaks lines and is limited.
extension DocumentReader {
    static let behaviourKeys = ["pattern", "bind", "variant", "startsFrom", "lineBreaks", "limit", "focusable"]

    func behaviour(_ value: JSONValue, _ path: String, properties: [DocumentProperty]) throws(DocumentError) -> DocumentBehaviour {
        let b = try object(value, path, keys: Self.behaviourKeys, what: "a behaviour")
        let pattern = try choice(b["pattern"], "\(path).pattern", what: "pattern", as: DocumentBehaviour.Pattern.self)
        var bind: [String: String] = [:]
        if let raw = b["bind"] {
            for (slot, target) in try object(raw, "\(path).bind", keys: pattern.slots, what: "the \(pattern.rawValue) pattern's slots") {
                bind[slot] = try string(target, "\(path).bind.\(slot)", what: "a slot's property or node")
            }
        }
        // One following variant as an object, several as a list (InputPassword's State and Characters).
        var variants: [DocumentBehaviour.FollowingVariant] = []
        switch b["variant"] {
        case nil: break
        case .array(let items)?:
            for (i, item) in items.enumerated() {
                variants.append(try followingVariant(item, "\(path).variant[\(i)]", pattern: pattern, properties: properties))
            }
        case let item?: variants.append(try followingVariant(item, "\(path).variant", pattern: pattern, properties: properties))
        }
        var sources: [DocumentBehaviour.TextSource] = []
        for (i, item) in try array(b["startsFrom"], "\(path).startsFrom", what: "startsFrom").enumerated() {
            let at = "\(path).startsFrom[\(i)]"
            let s = try object(item, at, keys: ["when", "property"], what: "a text's source")
            let name = try string(s["property"], "\(at).property", what: "a Text property's name")
            guard properties.contains(where: { $0.name == name && $0.kind == .text }) else {
                let texts = properties.filter { $0.kind == .text }.map(\.name)
                throw fail("\(at).property", "\"\(name)\" is not a Text property of this document; valid: \(texts.joined(separator: ", "))")
            }
            sources.append(DocumentBehaviour.TextSource(when: try when(s["when"], "\(at).when"), property: name))
        }
        var limit: DocumentBehaviour.TextLimit?
        if let raw = b["limit"] {
            let l = try object(raw, "\(path).limit", keys: ["property", "default"], what: "a text's limit")
            let name = try string(l["property"], "\(path).limit.property", what: "a Text property's name")
            guard properties.contains(where: { $0.name == name && $0.kind == .text }) else {
                throw fail("\(path).limit.property", "\"\(name)\" is not a Text property of this document")
            }
            let otherwise = try number(l["default"], "\(path).limit.default", what: "the limit's default", range: 0...1_000_000)
            limit = DocumentBehaviour.TextLimit(property: name, otherwise: Int(otherwise))
        }
        return DocumentBehaviour(
            pattern: pattern, bind: bind, variants: variants, startsFrom: sources,
            lineBreaks: b["lineBreaks"] == nil ? false : try bool(b["lineBreaks"], "\(path).lineBreaks", what: "lineBreaks"),
            limit: limit,
            focusable: b["focusable"] == nil ? false : try bool(b["focusable"], "\(path).focusable", what: "focusable"))
    }

    /// A `when`: property names and the values that match (a value, true or false, or a list of values).
    func when(_ value: JSONValue?, _ path: String) throws(DocumentError) -> [String: [String]] {
        guard let value else { return [:] }
        guard case .object(let members) = value else { throw fail(path, "when must be an object of property names and values") }
        var when: [String: [String]] = [:]
        for (name, match) in members {
            let at = "\(path).\(name)"
            switch match {
            case .string(let s): when[name] = [s]
            case .bool(let b): when[name] = [b ? "on" : "off"]
            case .array(let items):
                var values: [String] = []
                for (i, item) in items.enumerated() { values.append(try string(item, "\(at)[\(i)]", what: "a value")) }
                when[name] = values
            default: throw fail(at, "a property's match is a value, true or false, or a list of values")
            }
        }
        return when
    }

    /// A behaviour's `variant`: a Variant property of the document; for some of its options the
    /// content states (ones the pattern reports) each stands for, in order; the option otherwise; the
    /// states options start in beyond their own; the options that hold, what options answer, and the
    /// content options start slots with.
    func followingVariant(
        _ value: JSONValue, _ path: String, pattern: DocumentBehaviour.Pattern, properties: [DocumentProperty]
    ) throws(DocumentError) -> DocumentBehaviour.FollowingVariant {
        let v = try object(value, path, keys: ["property", "states", "otherwise", "starts", "holds", "answers", "content"], what: "a following variant")
        let name = try string(v["property"], "\(path).property", what: "a Variant property's name")
        guard let property = properties.first(where: { $0.name == name && $0.kind == .variant }) else {
            let variants = properties.filter { $0.kind == .variant }.map(\.name)
            throw fail("\(path).property", "\"\(name)\" is not a Variant property of this document; valid: \(variants.joined(separator: ", "))")
        }
        func state(_ value: JSONValue, _ at: String) throws(DocumentError) -> String {
            let text = try string(value, at, what: "a content state")
            guard pattern.contentStates.contains(text) else {
                let valid = pattern.contentStates.joined(separator: ", ")
                throw fail(at, "\"\(text)\" is not a content state of the \(pattern.rawValue) pattern; valid: \(valid)")
            }
            return text
        }
        func states(_ value: JSONValue, _ at: String) throws(DocumentError) -> [String] {
            guard case .array(let items) = value else { return [try state(value, at)] }
            var out: [String] = []
            for (i, item) in items.enumerated() { out.append(try state(item, "\(at)[\(i)]")) }
            guard !out.isEmpty else { throw fail(at, "an option stands for at least one content state") }
            return out
        }
        var listed: [DocumentBehaviour.FollowingVariant.State] = []
        // In the document's order: the first option whose states hold is reported.
        if let raw = v["states"] {
            _ = try object(raw, "\(path).states", keys: property.options, what: "\(name)'s options")
            if case .object(let members) = raw {
                for (option, member) in members {
                    let all = try states(member, "\(path).states.\(option)")
                    listed.append(.init(option: option, state: all[0], also: Array(all.dropFirst())))
                }
            }
        }
        var otherwise: String?
        if let raw = v["otherwise"] {
            let option = try string(raw, "\(path).otherwise", what: "an option")
            guard property.options.contains(option) else {
                throw fail("\(path).otherwise", "\"\(option)\" is not an option of \(name); valid: \(property.options.joined(separator: ", "))")
            }
            otherwise = option
        }
        var starts: [String: [String]] = [:]
        if let raw = v["starts"] {
            for (option, list) in try object(raw, "\(path).starts", keys: property.options, what: "\(name)'s options") {
                var items: [String] = []
                for (i, item) in try array(list, "\(path).starts.\(option)", what: "content states").enumerated() {
                    items.append(try state(item, "\(path).starts.\(option)[\(i)]"))
                }
                starts[option] = items
            }
        }
        var holds: [String: DocumentBehaviour.FollowingVariant.Hold] = [:]
        if let raw = v["holds"] {
            for (option, kind) in try object(raw, "\(path).holds", keys: property.options, what: "\(name)'s options") {
                holds[option] = try choice(kind, "\(path).holds.\(option)", what: "a hold", as: DocumentBehaviour.FollowingVariant.Hold.self)
            }
        }
        var answers: [String: [String]] = [:]
        if let raw = v["answers"] {
            for (option, list) in try object(raw, "\(path).answers", keys: property.options, what: "\(name)'s options") {
                var words: [String] = []
                for (i, item) in try array(list, "\(path).answers.\(option)", what: "event words and actions").enumerated() {
                    words.append(try string(item, "\(path).answers.\(option)[\(i)]", what: "an event word or an action"))
                }
                answers[option] = words
            }
        }
        var content: [String: [String: String]] = [:]
        if let raw = v["content"] {
            for (option, slots) in try object(raw, "\(path).content", keys: property.options, what: "\(name)'s options") {
                var values: [String: String] = [:]
                for (slot, text) in try object(slots, "\(path).content.\(option)", keys: pattern.slots, what: "the \(pattern.rawValue) pattern's slots") {
                    values[slot] = try string(text, "\(path).content.\(option).\(slot)", what: "a slot's starting content")
                }
                content[option] = values
            }
        }
        return DocumentBehaviour.FollowingVariant(
            property: name, states: listed, otherwise: otherwise, starts: starts, holds: holds, answers: answers, content: content)
    }
}
