import SpecimenDocument

/// A `forEach` frame's children, drawn once per item of a list the behaviour holds (a Chip Input's
/// chips): rules apply to the template by its id, so every copy takes them; then each copy's names
/// get the item's number and its `{"content": "item"}` bindings (text, icon, accessible name's
/// arguments) the item's text, so each chip's close button is named for its own chip.
extension DocumentLayout {
    func repeated(_ templates: [Resolved], over items: [String]) -> [Resolved] {
        items.enumerated().flatMap { index, item in templates.map { copy($0, item: item, number: index + 1) } }
    }

    private func copy(_ resolved: Resolved, item: String, number: Int) -> Resolved {
        var node = resolved.node
        node.name = node.name.replacingOccurrences(of: "{n}", with: String(number))
        var p = resolved.properties
        p.characters = p.characters.map { bound($0, to: item) }
        // A copy given its item's text draws it in its first run's style, as any replaced text does.
        if case .value(let text)? = p.characters, text != p.runs?.map(\.characters).joined() { p = settledRuns(p, values: [:]) }
        p.icon = p.icon.map { bound($0, to: item) }
        p.accessibilityArguments = p.accessibilityArguments?.map { bound($0, to: item) }
        return Resolved(node: node, properties: p, children: resolved.children.map { copy($0, item: item, number: number) })
    }

    private func bound(_ binding: Binding<String>, to item: String) -> Binding<String> {
        if case .content("item") = binding { return .value(item) }
        return binding
    }
}
