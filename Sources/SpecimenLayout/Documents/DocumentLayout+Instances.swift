import SpecimenCatalogue
import SpecimenDocument
import SpecimenLimits

/// Instances kept as instances: a node of kind `instance` is laid out as the component it names (one of
/// `components`, its design system's documents), in the variant and with the property values its
/// `properties` give and the defaults for the rest, the target's own rules applied. The instance's
/// own properties (size, position, visibility...) are laid over the target's root, as Figma's
/// instance overrides its main component's frame, and its `overrides` over the target's layers after
/// the target's rules (a nested instance layer's swap, values and own overrides passed down).
extension DocumentLayout {
    func instance(_ node: DocumentNode, properties: NodePatch, values outer: [String: String]) throws -> Resolved {
        func fail(_ path: String, _ reason: String) -> LayoutError {
            LayoutError.document(DocumentError(file: document.file, line: 0, path: path, reason: reason))
        }
        let name = node.component ?? ""
        let components = self.components.merging(context.components) { mine, _ in mine }
        guard let target = components[name] else {
            throw fail(
                node.path + ".component",
                "the instance \"\(node.name)\" shows \"\(name)\", which is not among the documents given to the layout (\(components.keys.sorted().joined(separator: ", ")))")
        }
        guard instanceDepth < Limits.documentDepth else {
            throw fail(node.path, "instances nest deeper than \(Limits.documentDepth) levels")
        }
        let set = target.componentSet
        let values: [String: String]
        do { values = try Self.instanceValues(node.componentProperties, set: set) } catch {
            throw fail(node.path + ".properties", "\(error)")
        }
        var inner = DocumentLayout(document: target, context: context)
        inner.components = components
        inner.instanceDepth = instanceDepth + 1
        inner.budget = budget
        inner.overrides = Self.bound(node.overrides, values: outer)
        let rules = target.rules.filter { $0.matches(values, states: []) }
        guard let root = try inner.resolve(target.root, rules: rules, values: values) else {
            throw fail(node.path, "the component \"\(name)\" hides its root in this configuration; an instance must draw")
        }
        // The instance's own frame, the target's content; the target's bindings read the instance's values now.
        var frame = root.node
        (frame.name, frame.id, frame.path, frame.children) = (node.name, node.id, node.path, [])
        frame.properties = root.properties.applying(properties)
        return Self.bound(Resolved(node: frame, properties: frame.properties, children: root.children), values: values)
    }

    /// An instance layer as an enclosing instance's override leaves it: the component swapped in, its
    /// values and its own layers' overrides, each over the layer's own.
    static func overridden(_ node: DocumentNode, by over: InstanceOverride?) -> DocumentNode {
        guard let over else { return node }
        var out = node
        if let swap = over.component, swap != node.component {
            // A swap shows another component: the layer's values and overrides were the old one's.
            (out.component, out.componentProperties, out.overrides) = (swap, [:], [:])
        }
        out.componentProperties.merge(over.properties) { _, new in new }
        out.overrides = InstanceOverride.merged(out.overrides, over.overrides)
        return out
    }

    /// Overrides with their bindings to the enclosing document's properties read from its `values`:
    /// an override says what the instance shows, in the instance's own terms.
    static func bound(_ overrides: [String: InstanceOverride], values: [String: String]) -> [String: InstanceOverride] {
        overrides.mapValues { over in
            var p = textAndIconRead(over.patch, values: values)
            if case .property(let name)? = p.visible { p.visible = .value(values[name] != "off") }
            return InstanceOverride(patch: p, component: over.component, properties: over.properties, overrides: bound(over.overrides, values: values))
        }
    }

    /// The target's property values: the variant matching the instance's variant values (the default's
    /// values for the rest), then its other values, each checked as `--prop` checks it.
    static func instanceValues(_ given: [String: String], set: ComponentSet) throws -> [String: String] {
        let variantNames = Set(set.properties.filter { $0.kind == .variant }.map(\.name))
        let wanted = given.filter { variantNames.contains($0.key) }
        let defaults = ComponentConfiguration(set: set).variant
        let matching = set.variants.filter { v in wanted.allSatisfy { v[$0.key] == $0.value } }
        guard
            let variant = matching.max(by: { a, b in
                a.values.filter { defaults[$0.property] == $0.option }.count < b.values.filter { defaults[$0.property] == $0.option }.count
            })
        else {
            throw CatalogueError.unknownVariant(
                set: set.name, variant: wanted.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "),
                suggestions: Array(set.variants.map(\.name).prefix(3)))
        }
        let configuration = try ComponentConfiguration(set: set, variant: variant)
            .applying(assignments: given.filter { !variantNames.contains($0.key) }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        return values(configuration, content: [:])
    }

    /// `resolved` with every binding to a property or content read from `values`, so the tree lays out
    /// inside another component whose own properties are different.
    static func bound(_ resolved: Resolved, values: [String: String]) -> Resolved {
        var p = textAndIconRead(resolved.properties, values: values)
        // An editable text's caret belongs to the component that is edited, not to one shown inside another.
        p.caret = nil
        return Resolved(node: resolved.node, properties: p, children: resolved.children.map { bound($0, values: values) })
    }

    /// `patch` with its text and icon bound to a property or content read from `values`.
    static func textAndIconRead(_ patch: NodePatch, values: [String: String]) -> NodePatch {
        var p = patch
        switch p.characters {
        case .property(let name)?, .content(let name)?: p.characters = .value(values[name] ?? "")
        default: break
        }
        switch p.icon {
        case .property(let name)?, .content(let name)?: p.icon = .value(values[name] ?? "")
        default: break
        }
        return p
    }
}
