import SpecimenSupport

/// Instances as Figma resolves them: the imported document an INSTANCE shows, the variant its
/// component is and its `componentProperties` (TEXT, BOOLEAN, VARIANT), and what it changes in the
/// component's layers as the document format's instance `overrides`: texts, visibility, fills,
/// strokes, effects and text styles, and nested instances swapped (INSTANCE_SWAP, or a swap by hand)
/// or given other values, read from the instance's own children, which carry what Figma shows. Figma's
/// `overrides` list (`overriddenFields`) names the fields; the children are what they are set to, so
/// the children are compared with the component's layers (`I<instance>;<layer>` ids), field by field.
extension ImportState {
    /// What an instance shows: its document, property values and overrides (keyed by Figma layer id
    /// until `resolvingOverrides` names them).
    struct Shown {
        let document: String
        let values: [(key: String, value: JSONValue)]
        let overrides: [(key: String, value: JSONValue)]
    }

    /// An INSTANCE whose main component is imported; nil when its component is not imported (or is
    /// the document itself): its layers are kept. A component from another file (a team library) is
    /// said once, with its key.
    mutating func instanceTarget(_ node: FigmaNode, within document: String, withOverrides: Bool = true, note: (String) -> Void) -> Shown? {
        guard node.type == .instance else { return nil }
        guard let id = node.string("componentId"), let target = components[id] else {
            let id = node.string("componentId") ?? ""
            if let info = componentInfo[id], info.remote {
                if !reportedRemote.contains(id) {
                    reportedRemote.insert(id)
                    note("instance of \(info.name) (key \(info.key)), a component from another file (a library): kept as its layers; said once for all its instances")
                }
            } else {
                note("instance of a component this import does not hold kept as its layers")
            }
            return nil
        }
        guard target.document != document else {
            note("instance of its own component set kept as its layers (a component cannot contain itself)")
            return nil
        }
        var values = target.variant
        if case .object(let given)? = node.fields["componentProperties"] {
            for (key, entry) in given {
                let name = PropertyNames.clean(key)
                guard target.properties.contains(name) else { continue }
                switch (entry["type"], entry["value"]) {
                // The swapped instance is one of the instance's children, read with the other overrides.
                case (.string("INSTANCE_SWAP")?, _): continue
                case (_, .string(let s)?): values[name] = .string(s)
                case (_, .bool(let b)?): values[name] = .bool(b)
                default: break
                }
            }
        }
        let overrides = withOverrides ? layerOverrides(node, main: target.main, within: document, note: note) : []
        return Shown(document: target.document, values: values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, overrides: overrides)
    }

    /// The overrides of `instance` against its main component `main`: the instance's own frame (its
    /// fills, strokes and effects, keyed by the component's root) and every layer below, in file order.
    mutating func layerOverrides(_ instance: FigmaNode, main: FigmaNode, within document: String, note: (String) -> Void) -> [(key: String, value: JSONValue)] {
        let index = layers(of: main)
        let prefix = (instance.id.hasPrefix("I") ? instance.id : "I" + instance.id) + ";"
        var out: [(key: String, value: JSONValue)] = []
        let own = differences(instance, main, paintsOnly: true)
        if !own.isEmpty { out.append((main.id, .object(own))) }
        func walk(_ shown: FigmaNode) {
            for child in shown.children {
                guard child.id.hasPrefix(prefix), let layer = index[String(child.id.dropFirst(prefix.count))] else { continue }
                if child.type == .instance, layer.type == .instance, let entry = nestedOverride(child, layer, within: document, note: note) {
                    if !entry.isEmpty { out.append((layer.id, .object(entry))) }
                    continue
                }
                let changed = differences(child, layer, paintsOnly: false)
                if !changed.isEmpty { out.append((layer.id, .object(changed))) }
                if child.visible { walk(child) }
            }
        }
        walk(instance)
        return out
    }

    /// A nested instance's override: the component swapped in, other values, its own layers'
    /// overrides, its visibility. Nil when either side's component is not imported (both kept as layers).
    private mutating func nestedOverride(_ child: FigmaNode, _ layer: FigmaNode, within document: String, note: (String) -> Void) -> [(key: String, value: JSONValue)]? {
        var quiet: [String] = []
        guard let shown = instanceTarget(child, within: document, note: { quiet.append($0) }),
            let original = instanceTarget(layer, within: document, withOverrides: false, note: { quiet.append($0) })
        else {
            if child.string("componentId") != layer.string("componentId") {
                note("swapped instance \(child.name) (\(child.id)) dropped (its component or the one it replaces is not imported)")
            }
            return nil
        }
        var entry: [(key: String, value: JSONValue)] = []
        if child.visible != layer.visible, layer.fields["componentPropertyReferences"]?["visible"] == nil { entry.append(("visible", .bool(child.visible))) }
        let swapped = shown.document != original.document
        if swapped { entry.append(("component", .string(shown.document))) }
        let same = shown.values.count == original.values.count && zip(shown.values, original.values).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        if swapped || !same, !shown.values.isEmpty { entry.append(("properties", .object(shown.values))) }
        if !shown.overrides.isEmpty { entry.append(("overrides", .object(shown.overrides))) }
        return entry
    }

    /// The fields a shown layer sets differently from its component's layer, as the document writes
    /// them: visibility and text where no property binds them, and paints and text styles.
    private mutating func differences(_ shown: FigmaNode, _ layer: FigmaNode, paintsOnly: Bool) -> [(key: String, value: JSONValue)] {
        let references = layer.fields["componentPropertyReferences"]
        var out: [(key: String, value: JSONValue)] = []
        if !paintsOnly, shown.visible != layer.visible, references?["visible"] == nil { out.append(("visible", .bool(shown.visible))) }
        guard shown.visible else { return out }
        if !paintsOnly, shown.type == .text, references?["characters"] == nil, shown.fields["characters"] != layer.fields["characters"] {
            out.append(("characters", .string(shown.string("characters") ?? "")))
        }
        let keys = shown.type == .text ? ["fills", "style", "absoluteBoundingBox", "size"] : ["fills", "strokes", "strokeWeight", "effects"] + Self.layoutKeys
        guard keys.contains(where: { shown.fields[$0] != layer.fields[$0] }) else { return out }
        // Both layers written as the document writes a layer, alone (an instance's own frame as a
        // frame, whose paints a document writes): the paint keys whose writing differs are the override.
        func write(_ one: FigmaNode) -> JSONValue {
            let alone = FigmaNode(
                id: one.id, name: one.name, type: one.type == .instance ? .frame : one.type, visible: true, children: [], box: one.box, fields: one.fields)
            var names = NodeNames()
            return node(mapping.tree(for: alone, stopAt: []).1, names: &names, path: [], references: PropertyNames(nil), owner: one, quiet: true)
        }
        recordsLayers = false
        let written = write(shown), original = write(layer)
        recordsLayers = true
        // A text's box follows its text in Figma (an instance's longer label is a wider box): its size and
        // resizing are part of the override; other layers' sizes follow their instance's layout.
        let taken =
            shown.type == .text
            ? ["color", "textStyle", "width", "height", "textAutoResize"]
            : written["paths"] != nil ? ["paths"] : ["fills", "strokes", "effects"]
        for key in taken where written[key] != original[key] {
            if let value = written[key] { out.append((key, value)) } else if ["fills", "strokes", "effects"].contains(key) { out.append((key, .array([]))) }
        }
        if shown.type != .text, shown.type.isFrameLike, Self.layoutKeys.contains(where: { shown.fields[$0] != layer.fields[$0] }) {
            // The frame's own layout, each key in full (the writer leaves out defaults, which an override must say).
            let mine = layout(of: shown), theirs = layout(of: layer)
            for (key, value) in mine where theirs.first(where: { $0.key == key })?.value != value { out.append((key, value)) }
        }
        return out
    }

    /// A frame's auto-layout fields as a document writes them, every one given.
    private func layout(of one: FigmaNode) -> [(key: String, value: JSONValue)] {
        let alone = FigmaNode(id: one.id, name: one.name, type: .frame, visible: true, children: [], box: one.box, fields: one.fields)
        let style = mapping.tree(for: alone, stopAt: []).1.style, p = style.padding
        return [
            ("direction", .string(style.direction.rawValue)), ("gap", .number(style.gap)), ("wrap", .bool(style.wrap)),
            ("crossGap", .number(style.crossGap)),
            ("padding", .object([("top", .number(p.top)), ("left", .number(p.left)), ("bottom", .number(p.bottom)), ("right", .number(p.right))])),
            ("primaryAlignment", .string(style.primaryAlignment.rawValue)), ("counterAlignment", .string(style.counterAlignment.rawValue)),
        ]
    }

    /// Figma's auto-layout fields an instance may set apart from its component (an instance's own padding,
    /// spacing and alignment are kept when the component changes them later).
    static let layoutKeys = [
        "layoutMode", "itemSpacing", "counterAxisSpacing", "paddingLeft", "paddingRight", "paddingTop", "paddingBottom",
        "horizontalPadding", "verticalPadding", "primaryAxisAlignItems", "counterAxisAlignItems", "layoutWrap",
    ]

    /// A component's layers by Figma id, made once per component.
    private mutating func layers(of main: FigmaNode) -> [String: FigmaNode] {
        if let known = layerIndex[main.id] { return known }
        var out: [String: FigmaNode] = [:]
        func walk(_ node: FigmaNode) {
            out[node.id] = node
            for child in node.children { walk(child) }
        }
        walk(main)
        layerIndex[main.id] = out
        return out
    }

    /// Records the layers of the tree just written as the document's.
    mutating func commitLayers(of document: String) {
        for (id, layer) in recording { layerNames[id] = (document, layer.name, layer.isInstance) }
        recording = [:]
    }

    /// `document` with every instance's overrides keyed by the layers' names in the documents they
    /// reach, once every document is written; an override of a layer no document holds (hidden in its
    /// component, or part of a shape drawn as one) is said and dropped.
    mutating func resolvingOverrides(_ document: JSONValue, owner: String) -> JSONValue {
        func table(_ value: JSONValue, at node: String) -> JSONValue {
            guard case .object(let members) = value else { return value }
            var out: [(key: String, value: JSONValue)] = []
            for (id, entry) in members {
                guard let layer = layerNames[id] else {
                    note(
                        "\(owner) / \(node): an override of the layer \(id) of its component dropped (that layer is not in the imported document: hidden there, or part of a shape)"
                    )
                    continue
                }
                var fields: [(key: String, value: JSONValue)] = []
                if case .object(let given) = entry {
                    for (key, inner) in given {
                        if ["component", "properties", "overrides"].contains(key), !layer.isInstance { continue }
                        fields.append((key, key == "overrides" ? table(inner, at: node) : inner))
                    }
                }
                if !fields.isEmpty, !out.contains(where: { $0.key == layer.name }) { out.append((layer.name, .object(fields))) }
            }
            return .object(out)
        }
        func walk(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(let members):
                let name = if case .string(let s)? = value["name"] { s } else { "" }
                return .object(
                    members.compactMap { key, inner in
                        if key == "overrides" {
                            let resolved = table(inner, at: name)
                            if case .object(let kept) = resolved, kept.isEmpty { return nil }
                            return (key, resolved)
                        }
                        return (key, key == "root" || key == "children" ? walk(inner) : inner)
                    })
            case .array(let items): return .array(items.map(walk))
            default: return value
            }
        }
        return walk(document)
    }
}

/// What an instance can show: the imported document a Figma component id stands for, the variant values
/// that component is, the properties the document has, and the component's node (its layers, which an
/// instance's children are compared with).
struct InstanceTarget {
    let document: String
    let variant: [String: JSONValue]
    let properties: Set<String>
    let main: FigmaNode
}
