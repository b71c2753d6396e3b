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
    let mapping = FigmaLayoutMapping(text: nil, keepsTextSizing: true)
    /// Colour tokens of the file's own (`figma/color/...` -> "#RRGGBBAA"), in first-use order.
    private(set) var colors: [(path: String, hex: String)] = []
    /// Typography tokens (`figma/text/...`), in first-use order.
    private(set) var typography: [(path: String, value: JSONValue)] = []
    /// Every font a text uses, with the nodes (`Owner / Node (id)`) that use it, in file order.
    private(set) var fonts: [FigmaFont: [String]] = [:]
    private(set) var dropped: [String] = []
    /// Variable ids the documents reference, to write in the token files.
    private(set) var usedVariables: [String] = []
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
        let vector = [.vector, .star, .line, .regularPolygon, .booleanOperation].contains(node.type) ? vectorPaths(node, note: note) : nil
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
                        if let image = imageFill(paint, shape: shape, note: note) { fills.append(image) }
                    } else if case .string(let type)? = paint["type"], type.hasPrefix("GRADIENT_"),
                        let gradient = gradientFill(paint, type: type, shape: shape, note: note)
                    {
                        fills.append(gradient)
                    } else {
                        let style = items.filter { $0["visible"] != .bool(false) }.count == 1 ? styleName(node, "fill", type: "FILL") : nil
                        fills += paints(.array([paint]), what: "fill", style: style, note: note).map { color in JSONValue.object(shape + [("color", .string(color))]) }
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
            if let color = paints(node.fields["fills"], what: "text colour", style: styleName(node, "fill", type: "FILL"), note: note).first {
                out.append(("color", .string(color)))
            }
            out += Self.textBox(node, note: note)
            if let runs = textRuns(node, note: note) { out.append(("runs", runs)) }
            switch node.fields["style"]?["textAlignHorizontal"] {
            case .string("CENTER")?: out.append(("textAlign", .string("center")))
            case .string("RIGHT")?: out.append(("textAlign", .string("end")))
            case .string("JUSTIFIED")?: note("justified text is imported aligned to the start")
            default: break
            }
        }
        out += compositing(node, note: note)
        reportUnexpressed(node, note: note)

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
        let colors = paints(node.fields["strokes"], what: "stroke", style: styleName(node, "stroke", type: "FILL"), note: note)
        guard !colors.isEmpty else { return [] }
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
                }
            }
        }
        return colors.map { .object(shape + width + [("color", .string($0))] + extra) }
    }

    /// The colour token of each visible solid paint; anything else is reported and dropped. A lone
    /// solid paint of a colour style (`style`, the style's name) is a token named after the style.
    mutating func paints(_ value: JSONValue?, what: String, style: String? = nil, note: (String) -> Void) -> [String] {
        guard case .array(let paints)? = value else { return [] }
        let visible = paints.filter { $0["visible"] != .bool(false) }
        if let style, visible.count == 1, visible[0]["type"] == .string("SOLID"), visible[0]["boundVariables"]?["color"] == nil,
            let color = visible[0]["color"], visible[0]["blendMode"].map({ $0 == .string("NORMAL") || $0 == .string("PASS_THROUGH") }) ?? true
        {
            return [named(style, color: color, opacity: visible[0]["opacity"].flatMap(FigmaNode.double) ?? 1)]
        }
        var out: [String] = []
        for paint in paints {
            if paint["visible"] == .bool(false) { continue }
            guard case .string(let type)? = paint["type"] else { continue }
            guard type == "SOLID", let color = paint["color"] else {
                note("\(type.lowercased().replacingOccurrences(of: "_", with: " ")) \(what) dropped (the format paints solid colours)")
                continue
            }
            if case .string(let blend)? = paint["blendMode"], blend != "NORMAL", blend != "PASS_THROUGH" {
                note("\(what) blend mode \(blend) dropped")
            }
            let opacity = paint["opacity"].flatMap(FigmaNode.double) ?? 1
            if case .string(let id)? = paint["boundVariables"]?["color"]?["id"] {
                if let variables, let path = variables.tokenPath(id) {
                    if !usedVariables.contains(id) { usedVariables.append(id) }
                    out.append(path)
                    continue
                }
                // A files response carries a bound variable's id only (a VariableAlias); its name is in
                // GET /v1/files/:key/variables/local (Enterprise plans) or Figma's DTCG export, which
                // --variables reads. A colour style on the same lone paint still names it.
                if let style, visible.count == 1 {
                    note(
                        "\(what) bound to variable \(id) named after its colour style \(style) (the file names variables only through GET /v1/files/:key/variables/local: give --variables to keep the reference)"
                    )
                    out.append(named(style, color: color, opacity: opacity))
                    continue
                }
                note(
                    "\(what) bound to variable \(id) imported as its colour (the file names variables only through GET /v1/files/:key/variables/local: give --variables to keep the reference)"
                )
            }
            out.append(literal(color, opacity: opacity))
        }
        return out
    }

    /// The token of a colour style: `figma/color/<the style's name>`, made on first use; the colour's
    /// own token when that path is taken by another colour or cannot be one.
    mutating func named(_ style: String, color: JSONValue, opacity: Double) -> String {
        let hex = Self.hex(color, opacity: opacity)
        guard let segments = Self.segments(style) else { return literal(color, opacity: opacity) }
        let path = "figma/color/" + segments.joined(separator: "/")
        if let known = colors.first(where: { $0.path == path }) { return known.hex == hex ? path : literal(color, opacity: opacity) }
        guard Self.fits(path, among: colors.map(\.path)) else { return literal(color, opacity: opacity) }
        colors.append((path, hex))
        return path
    }

    /// The file's own token for a literal colour, made on first use.
    mutating func literal(_ color: JSONValue, opacity: Double) -> String {
        let hex = Self.hex(color, opacity: opacity)
        let path = "figma/color/" + hex.dropFirst().lowercased()
        if !colors.contains(where: { $0.path == path }) { colors.append((path, hex)) }
        return path
    }

    /// Figma's 0...1 channels as `#RRGGBB` (or `#RRGGBBAA` when not opaque).
    static func hex(_ color: JSONValue, opacity: Double) -> String {
        func channel(_ key: String) -> Int {
            let v = color[key].flatMap(FigmaNode.double) ?? (key == "a" ? 1 : 0)
            return Int((min(1, max(0, key == "a" ? v * opacity : v)) * 255).rounded())
        }
        let (r, g, b, a) = (channel("r"), channel("g"), channel("b"), channel("a"))
        func two(_ n: Int) -> String { let s = String(n, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + two(r) + two(g) + two(b) + (a == 255 ? "" : two(a))
    }

    /// The typography token of `node`'s style, or of `given` (a run's: the node's style with its
    /// override laid over, never named after the node's text style).
    private mutating func textStyle(_ node: FigmaNode, style given: JSONValue? = nil, note: (String) -> Void) -> String? {
        guard let style = given ?? node.fields["style"] else { return nil }
        let family = if case .string(let s)? = style["fontFamily"] { s } else { "Inter" }
        let size = style["fontSize"].flatMap(FigmaNode.double) ?? 14
        let weight = Int(min(1000, max(1, style["fontWeight"].flatMap(FigmaNode.double) ?? 400)))
        let lineHeight = style["lineHeightPx"].flatMap(FigmaNode.double) ?? (size * 1.2).rounded()
        let italic = Self.isItalic(style)
        let spacing = Self.letterSpacing(style)
        if case .string(let c)? = style["textCase"], !(["ORIGINAL"] + Self.textCases).contains(c) { note("text case \(c) dropped") }
        var fields: [(key: String, value: JSONValue)] = [
            ("fontFamily", .string(family)), ("fontSize", .number(size)), ("lineHeight", Self.lineHeight(style, family: family, px: lineHeight)),
            ("fontWeight", .number(Double(weight))),
        ]
        if let spacing { fields.append(("letterSpacing", spacing.percent ? .string("\(spacing.value)%") : .number(spacing.number))) }
        let features = Self.fontFeatures(style, note: note)
        if !features.isEmpty { fields.append(("fontFeatures", .object(features.keys.sorted().map { ($0, .number(Double(features[$0] ?? 0))) }))) }
        if italic { fields.append(("fontStyle", .string("italic"))) }
        // A weight between the named ones (Figma's variable-font weights, 450) is set on the wght axis,
        // so a variable font draws it exactly; a static family draws its nearest face.
        if weight % 100 != 0 { fields.append(("fontVariations", .object([("wght", .number(Double(weight)))]))) }
        let value = JSONValue.object(fields)
        // A text style the designer named is its token by that name; a style nobody named is named by
        // what it is (family, size, line height, weight, letter spacing, features).
        let spaced = spacing.map { " \($0.value)\($0.percent ? "%" : "")" } ?? ""
        let featured = features.keys.sorted().map { " \($0)\(features[$0] == 1 ? "" : "\(features[$0] ?? 0)")" }.joined()
        var path =
            "figma/text/"
            + FigmaImporter.slug("\(family) \(FigmaJSONWriter.number(size)) \(FigmaJSONWriter.number(lineHeight)) \(weight)\(italic ? " italic" : "")\(spaced)\(featured)")
        if given == nil, let name = styleName(node, "text", type: "TEXT"), let segments = Self.segments(name) {
            let named = "figma/text/" + segments.joined(separator: "/")
            let known = typography.first { $0.path == named }
            if known?.value == value || known == nil && Self.fits(named, among: typography.map(\.path)) { path = named }
        }
        if !typography.contains(where: { $0.path == path }) { typography.append((path, value)) }
        return path
    }

    /// Whether a Figma text style is italic: its `italic` flag, or a style or PostScript name that says
    /// so (`"Bold Italic"`, `Inter-BoldItalic`, `Oblique`), as files written by the plugin API carry them.
    static func isItalic(_ style: JSONValue) -> Bool {
        if style["italic"] == .bool(true) { return true }
        for key in ["fontStyle", "fontPostScriptName"] {
            if case .string(let s)? = style[key], s.lowercased().contains("italic") || s.lowercased().contains("oblique") { return true }
        }
        return false
    }

    /// A text's box and case in Figma's own fields: `textAutoResize` (Figma's default, absent from its
    /// JSON, is NONE: a fixed box the text wraps in), `maxLines` with `textTruncation` ENDING (as
    /// TRUNCATE), `textCase` UPPER, LOWER and TITLE, `textDecoration`, `paragraphSpacing` and `paragraphIndent`.
    static func textBox(_ node: FigmaNode, note: (String) -> Void) -> [(String, JSONValue)] {
        let style = node.fields["style"]
        func word(_ key: String) -> String? { if case .string(let s)? = style?[key] ?? node.fields[key] { s } else { nil } }
        var out: [(String, JSONValue)] = []
        let truncates = word("textTruncation") == "ENDING"
        let resize = truncates ? "TRUNCATE" : word("textAutoResize") ?? "NONE"
        out.append(("textAutoResize", .string(["WIDTH_AND_HEIGHT", "HEIGHT", "NONE", "TRUNCATE"].contains(resize) ? resize : "NONE")))
        if let lines = (style?["maxLines"] ?? node.fields["maxLines"]).flatMap(FigmaNode.double), lines >= 1, lines == lines.rounded(), truncates || resize == "TRUNCATE" {
            out.append(("maxLines", .number(lines)))
        }
        if let c = word("textCase"), Self.textCases.contains(c) { out.append(("textCase", .string(c))) }
        if let d = word("textDecoration"), ["UNDERLINE", "STRIKETHROUGH"].contains(d) { out.append(("textDecoration", .string(d))) }
        for key in ["paragraphSpacing", "paragraphIndent"] {
            if let v = style?[key].flatMap(FigmaNode.double), v > 0, v <= 10_000 { out.append((key, .number(v))) }
        }
        return out
    }

    /// Figma's `characterStyleOverrides` and `styleOverrideTable` as the document's `runs`: one run per
    /// stretch of one override id (indices count UTF-16 code units, as Figma's JavaScript strings do;
    /// characters past the list's end are id 0, the node's own style), its entry's typography as the
    /// run's text style token, its fills as its colour, its case and decoration as its own. Nil when
    /// every character is in the node's style.
    mutating func textRuns(_ node: FigmaNode, note: (String) -> Void) -> JSONValue? {
        guard case .array(let list)? = node.fields["characterStyleOverrides"], list.contains(where: { $0 != .number(0) }),
            let characters = node.string("characters")
        else { return nil }
        let ids = list.map { FigmaNode.double($0).map(Int.init) ?? 0 }
        var stretches: [(id: Int, text: String)] = [], unit = 0
        for scalar in characters.unicodeScalars {
            let id = unit < ids.count ? ids[unit] : 0
            unit += scalar.utf16.count
            if let last = stretches.last, last.id == id {
                stretches[stretches.count - 1].text.unicodeScalars.append(scalar)
            } else {
                stretches.append((id, String(scalar)))
            }
        }
        let typography = ["fontFamily", "fontWeight", "fontSize", "lineHeightPx", "lineHeightPercentFontSize", "lineHeightUnit", "letterSpacing", "opentypeFlags", "italic"]
        var runs: [JSONValue] = []
        for stretch in stretches {
            var fields: [(key: String, value: JSONValue)] = [("characters", .string(stretch.text))]
            if stretch.id != 0, case .object(let entry)? = node.fields["styleOverrideTable"]?[String(stretch.id)] {
                func value(_ key: String) -> JSONValue? { entry.first { $0.key == key }?.value }
                // Only typography the entry changes makes a style of its own (Figma repeats unchanged fields in entries).
                let changed = typography.filter { key in value(key).map { $0 != node.fields["style"]?[key] } ?? false }
                if !changed.isEmpty, case .object(let base)? = node.fields["style"] {
                    let keys = Set(entry.map { $0.key })
                    let merged = JSONValue.object(base.filter { !keys.contains($0.key) } + entry)
                    if let token = textStyle(node, style: merged, note: note) { fields.append(("textStyle", .string(token))) }
                }
                if let color = paints(value("fills"), what: "text colour", note: note).first { fields.append(("color", .string(color))) }
                if case .string(let c)? = value("textCase"), (["ORIGINAL"] + Self.textCases).contains(c) { fields.append(("textCase", .string(c))) }
                if case .string(let d)? = value("textDecoration"), ["NONE", "UNDERLINE", "STRIKETHROUGH"].contains(d) {
                    fields.append(("textDecoration", .string(d)))
                }
            }
            runs.append(.object(fields))
        }
        return .array(runs)
    }

    /// Figma's text cases a document draws (its `textCase`), ORIGINAL aside.
    static let textCases = ["UPPER", "LOWER", "TITLE", "SMALL_CAPS", "SMALL_CAPS_FORCED"]

    /// Figma's line height in the unit the designer set: FONT_SIZE_% (or the plugin API's PERCENT) as
    /// `"150%"` of the size; INTRINSIC_% (AUTO) as `"auto"` for Inter, whose metrics Specimen has, so the
    /// font's own line height is Figma's; any other family keeps Figma's `lineHeightPx`, since a
    /// substitute's metrics would move the box from Figma's; PIXELS as the number.
    static func lineHeight(_ style: JSONValue, family: String, px: Double) -> JSONValue {
        var unit = if case .string(let s)? = style["lineHeightUnit"] { s } else { "PIXELS" }
        var percent = style["lineHeightPercentFontSize"].flatMap(FigmaNode.double)
        if case .object? = style["lineHeight"], case .string(let u)? = style["lineHeight"]?["unit"] {
            unit = u == "PERCENT" ? "FONT_SIZE_%" : u == "AUTO" ? "INTRINSIC_%" : u
            if u == "PERCENT" { percent = style["lineHeight"]?["value"].flatMap(FigmaNode.double) }
        }
        switch unit {
        case "FONT_SIZE_%" where percent.map { $0 > 0 && $0 <= 10_000 } == true: return .string("\(FigmaJSONWriter.number(percent ?? 0))%")
        case "INTRINSIC_%" where family == "Inter": return .string("auto")
        default: return .number(px)
        }
    }

    /// Figma's `opentypeFlags` (`{"TNUM": 1, "SS01": 1}`, tags upper case) as OpenType features (tags
    /// lower case, as OpenType's registered ones are); a flag that is no tag is said and dropped.
    static func fontFeatures(_ style: JSONValue, note: (String) -> Void = { _ in }) -> [String: Int] {
        guard case .object(let flags)? = style["opentypeFlags"] else { return [:] }
        var out: [String: Int] = [:]
        for (flag, raw) in flags {
            let tag = flag.lowercased()
            guard let value = FigmaNode.double(raw), case .success(let read) = FontFeatures.read([(tag, value)]) else {
                note("OpenType flag \(flag) dropped")
                continue
            }
            out.merge(read) { _, new in new }
        }
        return out
    }

    /// Figma's `letterSpacing`: the REST API's number in px, or the plugin API's `{"unit": "PERCENT"
    /// or "PIXELS", "value"}`; nil when it is zero or absent. `value` is the number as the token writes it.
    static func letterSpacing(_ style: JSONValue) -> (number: Double, value: String, percent: Bool)? {
        switch style["letterSpacing"] {
        case let raw? where FigmaNode.double(raw) != nil:
            let v = FigmaNode.double(raw) ?? 0
            return v == 0 ? nil : (v, FigmaJSONWriter.number(v), false)
        case let raw?:
            guard let v = raw["value"].flatMap(FigmaNode.double), v != 0 else { return nil }
            return (v, FigmaJSONWriter.number(v), raw["unit"] == .string("PERCENT"))
        case nil:
            return nil
        }
    }

    /// What the node has that no document field holds.
    private func reportUnexpressed(_ node: FigmaNode, note: (String) -> Void) {
        if node.bool("isMask") == true { note("mask dropped") }
    }

    // MARK: Variants

    static func size(_ sizing: AxisSizing) -> JSONValue {
        switch sizing {
        case .fixed(let v): .number(v)
        case .hug: .string("hug")
        case .fill: .string("fill")
        }
    }

    static func constraint(_ c: Constraint) -> JSONValue {
        switch c {
        case .start(let v): .object([("start", .number(v))])
        case .end(let v): .object([("end", .number(v))])
        case .center(let v): .object([("center", .number(v))])
        case .stretch(let a, let b): .object([("stretch", .array([.number(a), .number(b)]))])
        case .scale(let a, let b): .object([("scale", .array([.number(a), .number(b)]))])
        }
    }

    /// Same node names, types and children, in the same order.
    static func sameShape(_ a: JSONValue, _ b: JSONValue) -> Bool {
        guard a["name"] == b["name"], a["type"] == b["type"] else { return false }
        let ac: [JSONValue] = if case .array(let c)? = a["children"] { c } else { [] }
        let bc: [JSONValue] = if case .array(let c)? = b["children"] { c } else { [] }
        return ac.count == bc.count && zip(ac, bc).allSatisfy { sameShape($0, $1) }
    }

    /// The instances whose component or values differ between two trees of the same shape (a rule
    /// patches a node's properties, not which component an instance shows).
    static func instanceDifferences(_ base: JSONValue, _ variant: JSONValue) -> [String] {
        var out: [String] = []
        if base["type"] == .string("instance"), base["component"] != variant["component"] || base["properties"] != variant["properties"],
            case .string(let name)? = base["name"]
        {
            out.append(name)
        }
        if case .array(let bc)? = base["children"], case .array(let vc)? = variant["children"] {
            for (x, y) in zip(bc, vc) { out += instanceDifferences(x, y) }
        }
        return out
    }

    /// Per node, the properties `variant` sets differently from `base` (a property `base` has and
    /// `variant` lacks cannot be unset by a rule; it is the layers' default, kept).
    static func diff(_ base: JSONValue, _ variant: JSONValue, into patches: inout [(key: String, value: JSONValue)]) {
        guard case .object(let b) = base, case .object(let v) = variant, case .string(let name)? = base["name"] else { return }
        var changed: [(key: String, value: JSONValue)] = []
        for (key, value) in v where !["name", "type", "children", "component", "properties"].contains(key) {
            if b.first(where: { $0.key == key })?.value != value { changed.append((key, value)) }
        }
        if !changed.isEmpty { patches.append((name, .object(changed))) }
        if case .array(let bc)? = base["children"], case .array(let vc)? = variant["children"] {
            for (x, y) in zip(bc, vc) { diff(x, y, into: &patches) }
        }
    }

    // MARK: Tokens

    /// Tokens by path as DTCG groups below `prefix` (`figma/color/brand/primary` -> brand: {primary}),
    /// in first-use order; the paths were made so that no token is also a group (`fits`).
    static func nested(_ tokens: [(path: String, token: JSONValue)], under prefix: String) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var groups: [String: [(path: String, token: JSONValue)]] = [:]
        for (path, token) in tokens {
            let rest = String(path.dropFirst(prefix.count))
            guard let slash = rest.firstIndex(of: "/") else {
                members.append((rest, token))
                continue
            }
            let group = String(rest[..<slash])
            if groups[group] == nil { members.append((group, .null)) }
            groups[group, default: []].append((path, token))
        }
        return .object(
            members.map { member in
                guard let inside = groups[member.key] else { return member }
                return (member.key, nested(inside, under: prefix + member.key + "/"))
            })
    }

    /// The token files: the file's own colours and text styles, with the variables' modes when given.
    func tokenFiles(slug: String) -> [(String, String)] {
        var own: [(key: String, value: JSONValue)] = []
        if !colors.isEmpty {
            own.append(("color", Self.nested(colors.map { ($0.path, .object([("$type", .string("color")), ("$value", .string($0.hex))])) }, under: "figma/color/")))
        }
        if !typography.isEmpty {
            own.append(("text", Self.nested(typography.map { ($0.path, .object([("$type", .string("typography")), ("$value", $0.value)])) }, under: "figma/text/")))
        }
        let figma: JSONValue = .object(own)
        guard let variables, !variables.modes.isEmpty else {
            return [("\(slug).tokens.json", FigmaJSONWriter.text(.object([("$description", .string("Imported from the Figma file \(fileName)")), ("figma", figma)])))]
        }
        return variables.modes.compactMap { mode -> (String, String)? in
            guard let word = variables.themeMode(of: mode) else { return nil }
            var top: [(key: String, value: JSONValue)] = [("$description", .string("Imported from the Figma file \(fileName), variables in mode \(mode.name)"))]
            top += variables.tokens(mode: mode.id)
            top.append(("figma", figma))
            // `<file>-light.tokens.json` / `-dark`: a token file naming a mode as a word applies to that mode only.
            return ("\(slug)-\(word).tokens.json", FigmaJSONWriter.text(.object(top)))
        }
    }
}

/// Node names, unique in a document: Figma's name, and ` 2`, ` 3` for repeats, given by tree position
/// so every variant's node at the same place has the same name.
struct NodeNames {
    private var byPath: [[Int]: String] = [:]
    private var used: Set<String> = []

    mutating func name(for figmaName: String, at path: [Int]) -> String {
        if let known = byPath[path] { return known }
        let base = figmaName.trimmingCharacters(in: .whitespaces).isEmpty ? "layer" : figmaName
        var name = base, n = 2
        while used.contains(name) { name = "\(base) \(n)"; n += 1 }
        used.insert(name)
        byPath[path] = name
        return name
    }
}

/// Figma's component property keys (`Label#12:3`) and the names the document gives them (`Label`).
struct PropertyNames {
    private var names: [String: String] = [:]

    init(_ definitions: JSONValue?) {
        if case .object(let members)? = definitions { for (key, _) in members { names[key] = Self.clean(key) } }
    }

    /// `Label#12:3` -> `Label`.
    static func clean(_ key: String) -> String {
        guard let hash = key.lastIndex(of: "#") else { return key }
        return String(key[..<hash])
    }

    func name(_ key: String) -> String? { names[key] }
}
