import SpecimenSupport
import Foundation
import Geometry
import SpecimenAutoLayout
import SpecimenTokens

/// What an import gathers while it writes documents: the tokens they reference, the fonts they use and
/// every note of what was dropped. One per import, so token names are shared by every document.
struct ImportState {
    let variables: FigmaVariables?
    let fileName: String
    var mapping = FigmaLayoutMapping(text: nil, keepsTextSizing: true)
    /// Colour tokens of the file's own (`figma/color/...` -> "#RRGGBBAA"), in first-use order.
    var colors: [(path: String, hex: String)] = []
    /// Typography tokens (`figma/text/...`), in first-use order.
    var typography: [(path: String, value: JSONValue)] = []
    /// Every font a text uses, with the nodes (`Owner / Node (id)`) that use it, in file order.
    var fonts: [FigmaFont: [String]] = [:]
    /// The font files the import may draw with (`FigmaFont.files(in:)`); nil: not known, every font taken as present.
    var fontFiles: [String]?
    var dropped: [String] = []
    /// Variable ids the documents reference, to write in the token files.
    var usedVariables: [String] = []
    /// Where image fills' bytes are (`<imageRef>.png`), and the images the documents use (`images/...`).
    var imageFolder: URL?
    var images: [(name: String, bytes: [UInt8])] = []
    /// Figma component ids an instance may show, by the imported document they are (`FigmaImporter`).
    var components: [String: InstanceTarget] = [:]
    /// The document being written, which its own instances cannot show.
    private(set) var currentDocument = ""
    /// Every imported component layer's document and name, by Figma id (`ImportState+Instances`).
    var layerNames: [String: (document: String, name: String, isInstance: Bool)] = [:]
    /// The layers of the tree being written, by Figma id, until they are known to be the document's.
    var recording: [String: (name: String, isInstance: Bool)] = [:]
    /// False while an instance's own layers are written to be compared: they are no component's layers.
    var recordsLayers = true
    /// A component's layers by Figma id, for the instances of it (`ImportState+Instances`).
    var layerIndex: [String: [String: FigmaNode]] = [:]
    /// The response's `components` table: each component's name, key, and whether it is another file's.
    var componentInfo: [String: (name: String, key: String, remote: Bool)] = [:]
    /// Components of other files already said.
    var reportedRemote: Set<String> = []
    /// The file's styles (`styles` of a files response, or of each nodes entry): id -> name and type
    /// (FILL, TEXT, EFFECT, GRID), so a paint or text that uses one is a token named as the designer
    /// named it.
    var styles: [String: (name: String, type: String)] = [:]

    init(variables: FigmaVariables?, fileName: String) {
        self.variables = variables
        self.fileName = fileName
    }

    /// The styles a response's envelope lists: its own `styles`, and each nodes entry's.
    static func styles(in envelope: JSONValue) -> [String: (name: String, type: String)] {
        var out: [String: (name: String, type: String)] = [:]
        func read(_ table: JSONValue?) {
            guard case .object(let members)? = table else { return }
            for (id, style) in members {
                if case .string(let name)? = style["name"], case .string(let type)? = style["styleType"] { out[id] = (name, type) }
            }
        }
        read(envelope["styles"])
        if case .object(let entries)? = envelope["nodes"] { for (_, entry) in entries { read(entry["styles"]) } }
        return out
    }

    /// The components a response's envelope lists (`components`, and each nodes entry's): name, key, remote.
    static func componentInfo(in envelope: JSONValue) -> [String: (name: String, key: String, remote: Bool)] {
        var out: [String: (name: String, key: String, remote: Bool)] = [:]
        func read(_ table: JSONValue?) {
            guard case .object(let members)? = table else { return }
            for (id, component) in members {
                let name = if case .string(let s)? = component["name"] { s } else { id }
                let key = if case .string(let s)? = component["key"] { s } else { "" }
                out[id] = (name, key, component["remote"] == .bool(true))
            }
        }
        read(envelope["components"])
        if case .object(let entries)? = envelope["nodes"] { for (_, entry) in entries { read(entry["components"]) } }
        return out
    }

    /// The name of the style of `type` the node uses for `key` (`fill`, `stroke`, `text`), if any.
    func styleName(_ node: FigmaNode, _ key: String, type: String) -> String? {
        guard case .string(let id)? = node.fields["styles"]?[key], let style = styles[id], style.type == type else { return nil }
        return style.name
    }

    /// A style's name as the segments of a token path: Figma's `/` groups, each segment in lower case
    /// with runs of anything but letters and digits as one `-` (`Brand / Primary 500` -> brand,
    /// primary-500); nil when no segment is left.
    static func segments(_ styleName: String) -> [String]? {
        let parts = styleName.split(separator: "/", omittingEmptySubsequences: false).map { part in
            String(part.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }).split(separator: "-").joined(separator: "-")
        }
        return parts.allSatisfy { !$0.isEmpty } ? parts : nil
    }

    /// Whether `path` can be a token beside `taken` ones: not one already, and neither a group of
    /// another nor inside one (DTCG has no token that is also a group).
    static func fits(_ path: String, among taken: [String]) -> Bool {
        !taken.contains { $0 == path || $0.hasPrefix(path + "/") || path.hasPrefix($0 + "/") }
    }

    /// Records a line of what was not imported as it is.
    mutating func note(_ line: String) { dropped.append(line) }

    // MARK: Documents

    mutating func document(for node: FigmaNode, name: String, position: Int, designSystem: String, source: String) throws(FigmaError) -> JSONValue {
        currentDocument = name
        let definitions = node.fields["componentPropertyDefinitions"]
        var properties = self.properties(definitions, of: node)
        let variants = node.type == .componentSet ? node.children.filter { $0.type == .component } : [node]
        guard !variants.isEmpty else { throw .file(source, "component set \(node.name) (\(node.id)) has no COMPONENT child") }
        if node.type == .componentSet, !properties.contains(where: { $0["kind"] == .string("variant") }) {
            // Files written before Figma had component properties (2022) say the variants only in their names.
            properties = Self.variantProperties(from: variants) + properties
        }
        let defaults = Dictionary(
            properties.compactMap { p -> (String, String)? in
                guard case .string(let kind)? = p["kind"], kind == "variant", case .string(let name)? = p["name"], case .string(let value)? = p["default"] else { return nil }
                return (name, value)
            }, uniquingKeysWith: { a, _ in a })
        let base = variants.first { Self.variantValues($0.name) == defaults } ?? variants[0]
        var names = NodeNames()
        let references = PropertyNames(definitions)
        recording = [:]
        let root = self.node(mapping.tree(for: base, stopAt: []).1, names: &names, path: [], references: references, owner: base)
        commitLayers(of: name)
        var rules: [JSONValue] = []
        for variant in variants where variant.id != base.id {
            var patches: [(key: String, value: JSONValue)] = []
            var probe = names
            recording = [:]
            let patched = self.node(mapping.tree(for: variant, stopAt: []).1, names: &probe, path: [], references: references, owner: variant, quiet: true)
            // A variant's layers are the document's only when its tree is the default's shape.
            if Self.sameShape(root, patched) { commitLayers(of: name) }
            if !Self.sameShape(root, patched) {
                dropped.append(
                    "\(node.name) / \(variant.name) (\(variant.id)): its layers differ from the default variant's \(base.name); only the default's layers are imported, this variant keeps their properties"
                )
                continue
            }
            Self.diff(root, patched, into: &patches)
            for name in Self.instanceDifferences(root, patched) {
                dropped.append(
                    "\(node.name) / \(variant.name) (\(variant.id)): the instance \(name) shows another component or other values than in the default variant; the default's are kept"
                )
            }
            let when = Self.variantValues(variant.name).sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.string($0.value)) }
            if !patches.isEmpty, !when.isEmpty { rules.append(.object([("when", .object(when)), ("set", .object(patches))])) }
        }
        let description = Self.description(of: node)
        return .object([
            ("version", .number(1)), ("name", .string(name)),
            ("description", .string(description.isEmpty ? "Imported from the Figma file \(fileName) (\(node.id))." : description)),
            ("designSystem", .string(designSystem)), ("position", .number(Double(position))),
            ("properties", .array(properties)), ("root", root), ("rules", .array(rules)),
        ])
    }

    /// Variant properties read from variant names (`State=Hover/Off`): options in first-seen order, the
    /// first variant's value the default.
    static func variantProperties(from variants: [FigmaNode]) -> [JSONValue] {
        var order: [String] = []
        var options: [String: [String]] = [:]
        for variant in variants {
            for (key, value) in variantValues(variant.name).sorted(by: { $0.key < $1.key }) {
                if options[key] == nil { order.append(key) }
                if !(options[key] ?? []).contains(value) { options[key, default: []].append(value) }
            }
        }
        let first = variantValues(variants[0].name)
        return order.map { key in
            let values = options[key] ?? []
            return .object([
                ("name", .string(key)), ("kind", .string("variant")), ("options", .array(values.map(JSONValue.string))),
                ("default", .string(first[key] ?? values.first ?? "")),
            ])
        }
    }

    static func description(of node: FigmaNode) -> String {
        if case .string(let s)? = node.fields["description"] { s } else { "" }
    }

    /// `Size=Large, State=Default` -> ["Size": "Large", "State": "Default"].
    static func variantValues(_ name: String) -> [String: String] {
        var out: [String: String] = [:]
        for part in name.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2 { out[pair[0]] = pair[1] }
        }
        return out
    }

    private mutating func properties(_ definitions: JSONValue?, of node: FigmaNode) -> [JSONValue] {
        guard case .object(let members)? = definitions else { return [] }
        var out: [JSONValue] = []
        for (key, definition) in members {
            let name = PropertyNames.clean(key)
            guard case .string(let type)? = definition["type"] else { continue }
            switch type {
            case "VARIANT":
                guard case .array(let options)? = definition["variantOptions"], !options.isEmpty else { continue }
                let first = if case .string(let s) = options[0] { s } else { "" }
                let value = if case .string(let s)? = definition["defaultValue"] { s } else { first }
                out.append(.object([("name", .string(name)), ("kind", .string("variant")), ("options", .array(options)), ("default", .string(value))]))
            case "BOOLEAN":
                let value = if case .bool(let b)? = definition["defaultValue"] { b } else { true }
                out.append(.object([("name", .string(name)), ("kind", .string("boolean")), ("default", .bool(value))]))
            case "TEXT":
                let value = if case .string(let s)? = definition["defaultValue"] { s } else { "" }
                out.append(.object([("name", .string(name)), ("kind", .string("text")), ("default", .string(value))]))
            case "INSTANCE_SWAP":
                let value = if case .string(let s)? = definition["defaultValue"] { s } else { "" }
                out.append(.object([("name", .string(name)), ("kind", .string("instance-swap")), ("default", .string(value))]))
                dropped.append(
                    "\(node.name) (\(node.id)): instance-swap property \(name) is listed; the component's own layer shows its default, and each instance's swap is imported as an override"
                )
            default:
                dropped.append("\(node.name) (\(node.id)): component property \(name) of type \(type) is not one the format holds")
            }
        }
        return out
    }

    // MARK: Nodes

    mutating func node(
        _ entry: FigmaLayoutMapping.Entry, names: inout NodeNames, path: [Int],
        references: PropertyNames, owner: FigmaNode, quiet: Bool = false
    ) -> JSONValue {
        let node = entry.node
        var notes: [String] = []
        func note(_ what: String) { notes.append("\(owner.name) / \(node.name) (\(node.id)): \(what)") }
        var kind: String
        switch node.type {
        case .text: kind = "text"
        case .rectangle: kind = "rectangle"
        case .ellipse: kind = "ellipse"
        default: kind = "frame"
        }
        let instance = instanceTarget(node, within: currentDocument, note: note)
        let drawnFromGeometry = [.vector, .star, .line, .regularPolygon, .booleanOperation].contains(node.type) || Self.isArc(node, note: note)
        let vector = drawnFromGeometry ? vectorPaths(node, note: note) : nil
        if instance != nil { kind = "instance" } else if vector != nil { kind = "vector" }
        // A shape whose outline the file does not carry (fetched without ?geometry=paths) draws
        // nothing: its paints belong to an outline Specimen does not have, and painting its box
        // instead drew logos and icons as filled squares. It keeps its place, and is reported.
        let outlineMissing = kind == "frame" && [.vector, .star, .line, .regularPolygon, .booleanOperation].contains(node.type)
        let layerName = names.name(for: node.name, at: path)
        if recordsLayers { recording[node.id] = (layerName, kind == "instance") }
        var out: [(key: String, value: JSONValue)] = [("name", .string(layerName)), ("type", .string(kind))]
        let style = entry.style
        if case .string(let p)? = node.fields["componentPropertyReferences"]?["visible"], let property = references.name(p) {
            out.append(("visible", .object([("property", .string(property))])))
        } else if !node.visible {
            // Kept hidden only because an instance shows it (`layersShownByInstances`).
            out.append(("visible", .bool(false)))
        }
        if let instance {
            out.append(("component", .string(instance.document)))
            if !instance.values.isEmpty { out.append(("properties", .object(instance.values))) }
            if !instance.overrides.isEmpty { out.append(("overrides", .object(instance.overrides))) }
        }
        // layoutMode NONE is a plain frame (fixed or fill, never hug), with or without children.
        if kind == "frame", !entry.children.isEmpty || style.direction == .none {
            out.append(("direction", .string(style.direction.rawValue)))
            if style.gap != 0 { out.append(("gap", .number(style.gap))) }
            if style.wrap { out.append(("wrap", .bool(true))); if style.crossGap != 0 { out.append(("crossGap", .number(style.crossGap))) } }
            if style.padding != .zero {
                let p = style.padding
                out.append(("padding", .object([("top", .number(p.top)), ("left", .number(p.left)), ("bottom", .number(p.bottom)), ("right", .number(p.right))])))
            }
            if style.primaryAlignment != .start { out.append(("primaryAlignment", .string(style.primaryAlignment.rawValue))) }
            if style.counterAlignment != .start { out.append(("counterAlignment", .string(style.counterAlignment.rawValue))) }
            if style.alignContent != .auto { out.append(("alignContent", .string(style.alignContent.rawValue))) }
        }
        out.append(("width", Self.size(style.width)))
        out.append(("height", Self.size(style.height)))
        for (key, value) in [("minWidth", style.minWidth), ("maxWidth", style.maxWidth), ("minHeight", style.minHeight), ("maxHeight", style.maxHeight)] {
            if let value { out.append((key, .number(value))) }
        }
        // Constraints place absolute children and every child of a frame without auto layout; an
        // in-flow child keeps the default (start, start), which the document leaves out.
        if style.positioning == .absolute || style.constraints != Constraints() {
            if style.positioning == .absolute { out.append(("position", .string("absolute"))) }
            out.append(("constraints", .object([("horizontal", Self.constraint(style.constraints.horizontal)), ("vertical", Self.constraint(style.constraints.vertical))])))
        }
        if node.bool("clipsContent") == true, kind == "frame", !entry.children.isEmpty { out.append(("clipsContent", .bool(true))) }

        // Paint (an instance's are its component's; a vector's are its paths).
        let shape = shape(node, kind: kind, note: note)
        var hasFill = false
        if kind == "vector", let vector {
            out.append(("paths", .array(vector)))
            hasFill = !vector.isEmpty
        } else if kind != "text", kind != "instance", !outlineMissing {
            var fills: [JSONValue] = []
            if case .array(let items)? = node.fields["fills"] {
                for paint in items where paint["visible"] != .bool(false) {
                    if paint["type"] == .string("IMAGE") {
                        if let image = imageFill(paint, shape: shape, layered: Self.loneImageOpacity(node) != nil, note: note) { fills.append(image) }
                    } else if case .string(let type)? = paint["type"], type.hasPrefix("GRADIENT_"),
                        let gradient = gradientFill(paint, type: type, shape: shape, note: note)
                    {
                        fills.append(gradient)
                    } else {
                        let style = items.filter { $0["visible"] != .bool(false) }.count == 1 ? styleName(node, "fill", type: "FILL") : nil
                        fills += blendedPaints(.array([paint]), what: "fill", style: style, note: note).map { paint in
                            JSONValue.object(shape + [("color", .string(paint.color))] + paint.blend)
                        }
                    }
                }
            }
            if !fills.isEmpty { out.append(("fills", .array(fills))) }
            hasFill = !fills.isEmpty
            let strokes = strokes(node, shape: shape, note: note)
            if !strokes.isEmpty { out.append(("strokes", .array(strokes))) }
        }
        if kind != "instance", !outlineMissing {
            let effects = self.effects(node, kind: kind, hasFill: hasFill, note: note)
            if !effects.isEmpty { out.append(("effects", .array(effects))) }
        }
        if kind == "text" {
            if case .string(let p)? = node.fields["componentPropertyReferences"]?["characters"], let property = references.name(p) {
                out.append(("characters", .object([("property", .string(property))])))
            } else {
                out.append(("characters", .string(node.string("characters") ?? "")))
            }
            if let token = textStyle(node, note: note) { out.append(("textStyle", .string(token))) }
            if let font = FigmaFont(node), !quiet { fonts[font, default: []].append("\(owner.name) / \(node.name) (\(node.id))") }
            if let gradient = textGradient(node.fields["fills"], note: note) {
                out.append(("gradient", gradient))
            } else if let color = paints(node.fields["fills"], what: "text colour", style: styleName(node, "fill", type: "FILL"), note: note).first {
                out.append(("color", .string(color)))
            } else if node.fields["fills"] != nil {
                // Figma writes a text's fills always; a text with none that is solid still needs a colour.
                out.append(("color", .string(textColourWithoutSolidFill(node.fields["fills"], note: note))))
            }
            out += keepingFigmaLines(Self.textBox(node, note: note), of: node)
            if let runs = textRuns(node, note: note) { out.append(("runs", runs)) }
            switch node.fields["style"]?["textAlignVertical"] {
            case .string("CENTER")?: out.append(("textAlignVertical", .string("CENTER")))
            case .string("BOTTOM")?: out.append(("textAlignVertical", .string("BOTTOM")))
            default: break
            }
            switch node.fields["style"]?["textAlignHorizontal"] {
            case .string("CENTER")?: out.append(("textAlign", .string("center")))
            case .string("RIGHT")?: out.append(("textAlign", .string("end")))
            case .string("JUSTIFIED")?: note("justified text is imported aligned to the start")
            default: break
            }
            // Figma centres and end-aligns a spaced line without its last spacing (DocumentTrailingSpacing).
            if Self.hasLetterSpacing(node) { out.append(("trailingLetterSpacing", .string("EXCLUDED"))) }
        }
        out += compositing(node, note: note)
        out += mask(node, outlineMissing: outlineMissing, note: note)

        if kind == "vector" || kind == "instance" {
            // Drawn from its geometry, or shown as its component: its layers are not the document's.
        } else if !node.children.isEmpty, entry.children.isEmpty, node.type.placesChildrenItself || !node.type.isFrameLike {
            note(
                "\(node.type == .booleanOperation ? "boolean operation" : node.type.rawValue.lowercased()) with \(node.children.count) layers kept as an empty frame at its box (its layers are not imported: it is laid out as one leaf)"
            )
        } else if [.vector, .star, .line, .regularPolygon, .booleanOperation].contains(node.type) {
            note(
                "\(node.type.rawValue.lowercased()) not drawn, kept as an empty frame at its box (the file has no vector geometry: fetch it with ?geometry=paths)")
        }
        if !quiet { dropped += notes }
        var children: [JSONValue] = []
        for (i, child) in entry.children.enumerated() where kind == "frame" {
            children.append(self.node(child, names: &names, path: path + [i], references: references, owner: owner, quiet: quiet))
        }
        if kind == "frame", !children.isEmpty { out.append(("children", .array(children))) }
        return .object(out)
    }

    private func shape(_ node: FigmaNode, kind: String, note: (String) -> Void) -> [(key: String, value: JSONValue)] {
        if kind == "ellipse" || node.type == .ellipse { return [("shape", .string("ellipse"))] }
        if case .array(let radii)? = node.fields["rectangleCornerRadii"], radii.count == 4 {
            let values = radii.compactMap(FigmaNode.double)
            // Figma lists them clockwise from the top left, as the format's radius per corner does.
            if values.count == 4, Set(values).count > 1 {
                let names = ["topLeft", "topRight", "bottomRight", "bottomLeft"]
                return [("shape", .string("rectangle")), ("radius", .object(zip(names, values).map { ($0, .number($1)) }))]
            }
            if let r = values.max(), r > 0 { return Self.radius(r, node: node) }
        }
        if let r = node.number("cornerRadius"), r > 0 { return Self.radius(r, node: node) }
        return []
    }

    /// A radius of half the shorter side or more is Figma's pill.
    static func radius(_ r: Double, node: FigmaNode) -> [(key: String, value: JSONValue)] {
        if let size = node.size, r >= min(size.width, size.height) / 2 { return [("shape", .string("pill"))] }
        return [("shape", .string("rectangle")), ("radius", .number(r))]
    }

    private mutating func strokes(_ node: FigmaNode, shape: [(key: String, value: JSONValue)], note: (String) -> Void) -> [JSONValue] {
        let colors = paintFields(node.fields["strokes"], what: "stroke", style: styleName(node, "stroke", type: "FILL"), note: note)
        guard !colors.isEmpty else { return [] }
        var style = strokeStyle(node, note: note)
        let weight = node.number("strokeWeight") ?? 1
        var extra: [(key: String, value: JSONValue)] = []
        switch node.string("strokeAlign") {
        case "CENTER"?: extra.append(("align", .string("center")))
        case "OUTSIDE"?: extra.append(("align", .string("outside")))
        default: break
        }
        var width: [(key: String, value: JSONValue)] = [("width", .number(weight))]
        if case .object(let sides)? = node.fields["individualStrokeWeights"] {
            let order = ["top", "right", "bottom", "left"]
            let values = order.map { key in sides.first(where: { $0.key == key }).flatMap { FigmaNode.double($0.value) } }
            let isEllipse = shape.contains { $0.key == "shape" && $0.value != .string("rectangle") }
            if Set(values.compactMap { $0 }).count > 1 {
                if isEllipse || values.contains(where: { $0 == nil }) {
                    note(
                        "stroke weights per side \(values.compactMap { $0 }.map(FigmaJSONWriter.number)) imported as \(FigmaJSONWriter.number(weight)) on every side (only a rectangle takes a width per side)"
                    )
                } else {
                    width = [("widths", .object(zip(order, values.compactMap { $0 }).map { ($0, .number($1)) }))]
                    if !style.isEmpty {
                        note("stroke \(style.map(\.key).joined(separator: ", ")) dropped on a stroke with a weight per side (drawn solid)")
                        style = []
                    }
                }
            }
        }
        // A paint's fields are its colour (or gradient), then its blend mode, which the stroke's own follow.
        return colors.map { paint in
            let blend = paint.filter { $0.key == "blendMode" }
            return .object(shape + width + paint.filter { $0.key != "blendMode" } + extra + style + blend)
        }
    }

    /// An ELLIPSE whose `arcData` cuts it (an arc, a ring, a pie): drawn from its geometry, which holds
    /// the cut outline; the format's ellipse is whole. Without geometry it is drawn whole, and reported.
    static func isArc(_ node: FigmaNode, note: (String) -> Void) -> Bool {
        guard node.type == .ellipse, let arc = node.fields["arcData"] else { return false }
        let start = arc["startingAngle"].flatMap(FigmaNode.double) ?? 0, end = arc["endingAngle"].flatMap(FigmaNode.double) ?? 2 * Double.pi
        let inner = arc["innerRadius"].flatMap(FigmaNode.double) ?? 0
        guard abs(abs(end - start) - 2 * Double.pi) > 1e-6 || inner > 1e-6 else { return false }
        guard node.fields["fillGeometry"] != nil || node.fields["strokeGeometry"] != nil else {
            note("arc (arcData) drawn as its whole ellipse: the file was fetched without ?geometry=paths, which holds the cut outline")
            return false
        }
        return true
    }
}
