import SpecimenSupport
extension PlayedStep {
    /// The step as one line of JSON: `{"step", "event", "properties", ...}` followed by the keys of
    /// `LayoutTree.json()` (`set`, `variant`, `frame`, `bounds`, `nodes`), where `variant` is the
    /// variant the content derives and `properties` holds every property's current value by its Figma
    /// name. `event` is null for the initial state.
    package func jsonLine() -> String {
        let properties = model.properties.map { "\(JSONWriter.quoted($0.name)):\(JSONWriter.quoted($0.value))" }
        var head = "{\"step\":\(step),\"event\":\(event.map { JSONWriter.quoted($0.description) } ?? "null"),"
        head += "\"properties\":{\(properties.joined(separator: ","))},"
        var document = Self.minified(layout.json())
        let original = "\"variant\":\(JSONWriter.quoted(layout.configuration.variant.name))"
        if let range = document.range(of: original) {
            document.replaceSubrange(range, with: "\"variant\":\(JSONWriter.quoted(model.derivedVariant.name))")
        }
        return head + document.dropFirst()
    }

    /// `json` without the whitespace between its tokens (strings untouched).
    static func minified(_ json: String) -> String {
        var out = ""
        var inString = false, escaped = false
        for character in json {
            if inString {
                out.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
                out.append(character)
            } else if !character.isWhitespace {
                out.append(character)
            }
        }
        return out
    }
}
