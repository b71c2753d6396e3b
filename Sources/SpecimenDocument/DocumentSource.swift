import Geometry
import SpecimenAutoLayout
import SpecimenSupport

/// Writes component documents as Swift source: one function a document that builds the same
/// `ComponentDocument` the reader makes from its file, one statement a node property (quick to
/// type-check, unlike one large literal). `ShippedDocuments` serves the shipped documents from it,
/// so a cold render does not parse the JSON of the set it draws (a third of its instructions).
///
/// Every value is written the way it reads back to the same bits: strings as Swift literals with
/// their escapes, numbers by `Double`'s description (the shortest text that reads back the same).
package enum DocumentSource {
    /// The fingerprint of what a compiled document was read from: the file's bytes, then those of its
    /// folder's `roles.json` when it has one (the roles a document's nodes carry are the folder's), so
    /// an edit of either is served by the reader, not by data compiled from the old bytes.
    /// Eight bytes at a time (`FNV1a64.combineWords`), as every start takes it of every shipped file;
    /// without a roles.json it is the file's `FNV1a64.fileFingerprint`.
    package static func fingerprint(document bytes: [UInt8], roles: [UInt8]?) -> UInt64 {
        bytes.withUnsafeBytes { fingerprint(document: $0, roles: roles) }
    }

    /// `fingerprint(document:roles:)` of a file's bytes where they lie (read into `Data`).
    package static func fingerprint(document bytes: UnsafeRawBufferPointer, roles: [UInt8]?) -> UInt64 {
        var hash = FNV1a64()
        hash.combineWords(bytes)
        if let roles { roles.withUnsafeBytes { hash.combineWords($0) } }
        return hash.value
    }

    /// One document to write: its path under `Themes/` (`acme/Badge.component.json`), the
    /// fingerprint of what it was read from (`fingerprint(document:roles:)`), and the document.
    package struct Input {
        package var path: String
        package var fingerprint: UInt64
        package var document: ComponentDocument

        /// One document, as the generator is given it.
        package init(path: String, fingerprint: UInt64, document: ComponentDocument) {
            self.path = path
            self.fingerprint = fingerprint
            self.document = document
        }
    }

    /// One Swift file extending `type` (a type of the module that compiles it), starting with `header`:
    /// `static func heading(path:) -> Heading?`, where `Heading(fingerprint:name:designSystem:position:properties:)`
    /// is that type's (what the catalogue lists of a document, so a process lists every set and builds
    /// only the document it draws); `static func entry(path:) -> Entry?`, where `Entry(fingerprint:document:)`
    /// is that type's; and for each document two functions, one building its nodes and properties, one
    /// its rules. It is written into the build folder by the ShippedDataPlugin, never committed, so its
    /// size is no reader's concern; each statement stays short, which is what keeps it quick to type-check.
    package static func source(_ documents: [Input], extending type: String, header: String) -> String {
        let sorted = documents.sorted { $0.path < $1.path }
        var text = header + "import Geometry\nimport Pixels\nimport SpecimenAutoLayout\nimport SpecimenDocument\n\n"
        text += "extension \(type) {\n    static func heading(path: String) -> Heading? {\n        switch path {\n"
        for input in sorted { text += "        case \(literal(input.path)):\n            " + heading(input) + "\n" }
        text += "        default: nil\n        }\n    }\n\n"
        text += "    static func entry(path: String) -> Entry? {\n        switch path {\n"
        for input in sorted { text += "        case \(literal(input.path)): \(functionName(input.path))()\n" }
        text += "        default: nil\n        }\n    }\n"
        for input in sorted {
            let name = functionName(input.path)
            text += "\n" + function(name, input) + "\n" + rules(name + "Rules", input.document)
        }
        return text + "}\n"
    }

    /// `acme/TextField.component.json` -> `acmeTextField`: the folder, then the file's stem.
    static func functionName(_ path: String) -> String {
        let suffix = ".component.json"
        let stem = path.hasSuffix(suffix) ? String(path.dropLast(suffix.count)) : path
        let words = stem.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.prefix(1).lowercased() + joined.dropFirst()
    }

    // MARK: One document

    /// The document's properties as a Swift array literal.
    private static func properties(_ document: ComponentDocument) -> String {
        let properties = document.properties.map {
            "DocumentProperty(name: \(literal($0.name)), kind: \(enumCase($0.kind)), options: \(list($0.options)), defaultValue: \(literal($0.defaultValue)))"
        }
        return "[" + properties.joined(separator: ", ") + "]"
    }

    /// The expression making the document's heading: its file's fingerprint and what the catalogue lists.
    private static func heading(_ input: Input) -> String {
        let document = input.document
        return "Heading(fingerprint: 0x\(String(input.fingerprint, radix: 16)), name: \(literal(document.name)), "
            + "designSystem: \(literal(document.designSystem)), position: \(document.position), properties: \(properties(document)))"
    }

    private static func function(_ name: String, _ input: Input) -> String {
        let document = input.document
        var nodes = NodeFunctions(prefix: name)
        let root = nodes.node(document.root)
        var body = Body()
        let behaviour = document.behaviour.map(behaviourSource) ?? "nil"
        let captions = document.captions.map { "DocumentCaption(when: \(dictionary($0.when, literal)), text: \(literal($0.text)))" }
        let live = optional(document.live) {
            "DocumentLiveSpecimen(variant: \(optional($0.variant, literal)), properties: \(list($0.properties)), script: \(literal($0.script)))"
        }
        let decisions = document.decisions.map { "DocumentDecision(decision: \(literal($0.decision)), because: \(literal($0.because)))" }
        body.line(
            "let document = ComponentDocument(version: \(document.version), name: \(literal(document.name)), "
                + "description: \(literal(document.description)), designSystem: \(literal(document.designSystem)), "
                + "position: \(document.position), properties: \(properties(document)), behaviour: \(behaviour), "
                + "root: \(root), rules: \(name)Rules(), decisions: [\(decisions.joined(separator: ", "))], file: \(literal(document.file)), "
                + "folder: \(optional(document.folder, literal)), captions: [\(captions.joined(separator: ", "))], live: \(live), "
                + "keepsOrderInRightToLeft: \(document.keepsOrderInRightToLeft))")
        body.line("return Entry(fingerprint: 0x\(String(input.fingerprint, radix: 16)), document: document)")
        return "    static func \(name)() -> Entry {\n" + body.text + "    }\n" + nodes.text
    }

    /// A behaviour as the Swift that builds it: its pattern, wiring, following variants and text rules.
    private static func behaviourSource(_ behaviour: DocumentBehaviour) -> String {
        let variants = behaviour.variants.map { variant in
            let states = variant.states.map {
                "DocumentBehaviour.FollowingVariant.State(option: \(literal($0.option)), state: \(literal($0.state)), also: \(list($0.also)))"
            }
            return "DocumentBehaviour.FollowingVariant(property: \(literal(variant.property)), states: [\(states.joined(separator: ", "))], "
                + "otherwise: \(optional(variant.otherwise, literal)), starts: \(dictionary(variant.starts, list)), "
                + "holds: \(dictionary(variant.holds, enumCase)), answers: \(dictionary(variant.answers, list)), "
                + "content: \(dictionary(variant.content) { dictionary($0, literal) }))"
        }
        let sources = behaviour.startsFrom.map { "DocumentBehaviour.TextSource(when: \(dictionary($0.when, list)), property: \(literal($0.property)))" }
        let limit = optional(behaviour.limit) { "DocumentBehaviour.TextLimit(property: \(literal($0.property)), otherwise: \($0.otherwise))" }
        return "DocumentBehaviour(pattern: \(enumCase(behaviour.pattern)), bind: \(dictionary(behaviour.bind, literal)), "
            + "variants: [\(variants.joined(separator: ", "))], startsFrom: [\(sources.joined(separator: ", "))], "
            + "lineBreaks: \(behaviour.lineBreaks), limit: \(limit), focusable: \(behaviour.focusable))"
    }

    /// The function building `document`'s rules, in order: each rule made by a function of its own
    /// (`NodeFunctions` says why).
    private static func rules(_ name: String, _ document: ComponentDocument) -> String {
        guard !document.rules.isEmpty else { return "    static func \(name)() -> [DocumentRule] { [] }\n" }
        var calls: [String] = []
        var functions = ""
        for (index, rule) in document.rules.enumerated() {
            var body = Body()
            if !rule.patches.isEmpty { body.line("var patches: [String: NodePatch] = [:]") }
            for key in rule.patches.keys.sorted() {
                body.patch(rule.patches[key] ?? NodePatch())
                body.line("patches[\(literal(key))] = p")
            }
            body.line(
                "return DocumentRule(when: \(dictionary(rule.when, list)), whileStates: \(list(rule.whileStates)), "
                    + "patches: \(rule.patches.isEmpty ? "[:]" : "patches"), defaults: \(dictionary(rule.defaults, literal)), path: \(literal(rule.path)))")
            let made = "\(name)\(index)"
            calls.append("\(made)()")
            functions += "\n    @inline(never) private static func \(made)() -> DocumentRule {\n" + body.finished + "    }\n"
        }
        return "    static func \(name)() -> [DocumentRule] {\n        [\(calls.joined(separator: ", "))]\n    }\n" + functions
    }

    /// The functions making a document's nodes, one a node, each returning its node: its children are
    /// calls of theirs. One function for the whole tree kept every node's and patch's temporaries in
    /// one stack frame (Text Input's was about 200 KB, 50 page faults of a cold render, and its
    /// copies); a function a node, never inlined, needs a frame per level of the tree.
    private struct NodeFunctions {
        let prefix: String
        var text = ""
        var count = 0

        /// Writes the functions of `node`'s subtree; returns the call that makes `node`.
        mutating func node(_ node: DocumentNode) -> String {
            let children = node.children.map { self.node($0) }
            var body = Body()
            let overrides = body.overrides(node.overrides)
            body.patch(node.properties)
            body.line(
                "\(overrides == nil ? "let" : "var") node = DocumentNode(name: \(literal(node.name)), id: \(literal(node.id)), kind: \(enumCase(node.kind)), "
                    + "properties: p, component: \(optional(node.component, literal)), "
                    + "componentProperties: \(dictionary(node.componentProperties, literal)), children: [\(children.joined(separator: ", "))], "
                    + "path: \(literal(node.path)), forEach: \(optional(node.forEach, literal)))")
            if let overrides { body.line("node.overrides = \(overrides)") }
            body.line("return node")
            let name = "\(prefix)Node\(count)"
            count += 1
            text += "\n    @inline(never) private static func \(name)() -> DocumentNode {\n" + body.finished + "    }\n"
            return "\(name)()"
        }
    }

    /// A function body: statements, patches built in one reused `var p`.
    private struct Body {
        var text = ""
        var nodes = 0
        var patchDeclared = false
        var patchMutated = false
        /// Where `var p` is written (its UTF-8 offset), once it is.
        var declaration: Int?

        mutating func line(_ statement: String) { text += "        " + statement + "\n" }

        /// Writes each override's own overrides, then its patch, then the override; returns the table's
        /// Swift literal, nil when there is none.
        mutating func overrides(_ table: [String: InstanceOverride]) -> String? {
            guard !table.isEmpty else { return nil }
            var entries: [String] = []
            for id in table.keys.sorted() {
                guard let over = table[id] else { continue }
                let inner = overrides(over.overrides) ?? "[:]"
                patch(over.patch)
                let name = "o\(nodes)"
                nodes += 1
                line(
                    "let \(name) = InstanceOverride(patch: p, component: \(optional(over.component, literal)), "
                        + "properties: \(dictionary(over.properties, literal)), overrides: \(inner))")
                entries.append("\(literal(id)): \(name)")
            }
            return "[" + entries.joined(separator: ", ") + "]"
        }

        /// Sets `p` to `patch`, a statement a property it sets.
        mutating func patch(_ patch: NodePatch) {
            if patchDeclared {
                line("p = NodePatch()")
                patchMutated = true
            } else {
                declaration = text.utf8.count + 8
                line("var p = NodePatch()")
            }
            patchDeclared = true
            for field in DocumentSource.patchFields {
                if let value = field.write(patch) {
                    line("p.\(field.name) = \(value)")
                    patchMutated = true
                }
            }
        }

        /// The statements, `p` declared with `let` when nothing changes it after (no compiler warning).
        var finished: String {
            guard !patchMutated, let declaration else { return text }
            let bytes = Array(text.utf8)
            return String(decoding: bytes[..<declaration] + Array("let".utf8) + bytes[(declaration + 3)...], as: UTF8.self)
        }
    }

    // MARK: Node properties

    /// One stored property of `NodePatch`: its name, and its value as Swift source when set.
    package struct PatchField: Sendable {
        package let name: String
        package let write: @Sendable (NodePatch) -> String?
    }

    private static func field<V>(_ name: String, _ key: KeyPath<NodePatch, V?> & Sendable, _ write: @escaping @Sendable (V) -> String) -> PatchField {
        PatchField(name: name) { patch in patch[keyPath: key].map(write) }
    }

    /// Every stored property of `NodePatch`, in its declaration order (a test holds this list to the
    /// type's own, so a property added there cannot be left out of the compiled documents).
    package static let patchFields: [PatchField] = [
        field("role", \.role, role),
        field("accessibilityKey", \.accessibilityKey, literal),
        field("accessibilityDefault", \.accessibilityDefault, literal),
        field("accessibilityArguments", \.accessibilityArguments) { "[" + $0.map { binding($0, literal) }.joined(separator: ", ") + "]" },
        field("hitAreaNote", \.hitAreaNote, literal),
        field("inactive", \.inactive, bool),
        field("visible", \.visible) { binding($0, bool) },
        PatchField(name: "layout") { $0.layoutFields.isEmpty ? nil : style($0.layout, $0.layoutFields) },
        PatchField(name: "layoutFields") { $0.layoutFields.isEmpty ? nil : "AutoLayoutStyle.Fields(rawValue: \($0.layoutFields.rawValue))" },
        field("width", \.width, size),
        field("height", \.height, size),
        field("clipsContent", \.clipsContent, bool),
        field("layoutOnly", \.layoutOnly, bool),
        field("fills", \.fills) { "[" + $0.map(fill).joined(separator: ", ") + "]" },
        field("strokes", \.strokes) { "[" + $0.map(stroke).joined(separator: ", ") + "]" },
        field("characters", \.characters) { binding($0, literal) },
        field("textStyle", \.textStyle, literal),
        field("color", \.color, literal),
        field("gradient", \.gradient, gradientExpression),
        field("textAlign", \.textAlign, enumCase),
        field("textAlignVertical", \.textAlignVertical, enumCase),
        field("icon", \.icon) { binding($0, literal) },
        field("mask", \.mask, literal),
        field("textDirection", \.textDirection, enumCase),
        field("caret", \.caret) { "DocumentCaret(color: \(literal($0.color)), width: \(number($0.width)), place: \(enumCase($0.place)))" },
        field("paragraph", \.paragraph) { "DocumentParagraph(maxLines: \($0.maxLines), keep: \(enumCase($0.keep)))" },
        field("letterSpacing", \.letterSpacing) {
            switch $0 {
            case .points(let v): ".points(\(number(v)))"
            case .em(let v): ".em(\(number(v)))"
            }
        },
        field("textAutoResize", \.textAutoResize, enumCase),
        field("trailingLetterSpacing", \.trailingLetterSpacing, enumCase),
        field("maxLines", \.maxLines) { "\($0)" },
        field("textCase", \.textCase, enumCase),
        field("textDecoration", \.textDecoration, enumCase),
        field("fontFeatures", \.fontFeatures) { features in
            "[" + (features.isEmpty ? ":" : features.keys.sorted().map { "\(literal($0)): \(features[$0] ?? 0)" }.joined(separator: ", ")) + "]"
        },
        field("lineHeight", \.lineHeight) {
            switch $0 {
            case .points(let v): ".points(\(number(v)))"
            case .multiple(let v): ".multiple(\(number(v)))"
            case .auto: ".auto"
            }
        },
        field("paragraphSpacing", \.paragraphSpacing, number),
        field("paragraphIndent", \.paragraphIndent, number),
        field("italic", \.italic, bool),
        field("fontVariations", \.fontVariations) { axes in
            "[" + (axes.isEmpty ? ":" : axes.keys.sorted().map { "\(literal($0)): \(number(axes[$0] ?? 0))" }.joined(separator: ", ")) + "]"
        },
        field("runs", \.runs) { runs in
            "[" + runs.map { "DocumentTextRun(characters: \(literal($0.characters)), style: \(patchExpression($0.style)))" }.joined(separator: ", ") + "]"
        },
        field("effects", \.effects) { "[" + $0.map(effect).joined(separator: ", ") + "]" },
        field("paths", \.paths) { paths in
            "["
                + paths.map { path in
                    let made = "DocumentPath(data: \(literal(path.data)), evenOdd: \(bool(path.evenOdd)), color: \(literal(path.color)))"
                    return setting(
                        made,
                        [
                            ("gradient", path.gradient.map(gradientExpression)), ("width", path.width.map(number)),
                            ("align", path.align == .center ? nil : enumCase(path.align)),
                            (
                                "outline",
                                path.outline.isEmpty
                                    ? nil
                                    : "["
                                        + path.outline.map { "DocumentPath.Outline(data: \(literal($0.data)), evenOdd: \(bool($0.evenOdd)))" }
                                        .joined(separator: ", ") + "]"
                            ),
                            ("style", styleExpression(path.style)),
                            (
                                "markers",
                                path.markers == .none ? nil : "StrokeMarkers(start: \(enumCase(path.markers.start)), end: \(enumCase(path.markers.end)))"
                            ),
                            ("blendMode", path.blendMode.map(enumCase)),
                        ])
                }.joined(separator: ", ") + "]"
        },
        field("opacity", \.opacity, number),
        field("blendMode", \.blendMode, enumCase),
        field("transform", \.transform) { t in
            "AffineTransform(a: \(number(t.a)), b: \(number(t.b)), c: \(number(t.c)), d: \(number(t.d)), tx: \(number(t.tx)), ty: \(number(t.ty)))"
        },
        field("maskType", \.maskType, enumCase),
    ]

    /// `patch` as one expression (a run's style): a closure that sets each property it sets.
    static func patchExpression(_ patch: NodePatch) -> String {
        let sets = patchFields.compactMap { field in field.write(patch).map { "q.\(field.name) = \($0); " } }.joined()
        return sets.isEmpty ? "NodePatch()" : "{ var q = NodePatch(); \(sets)return q }()"
    }

    // MARK: Values

    /// `AutoLayoutStyle(...)` with the `fields` of `style` as arguments (in the initialiser's order), the
    /// rest left to its defaults.
    @Sendable static func style(_ style: AutoLayoutStyle, _ fields: AutoLayoutStyle.Fields) -> String {
        func sizing(_ s: AxisSizing) -> String {
            switch s {
            case .fixed(let v): ".fixed(\(number(v)))"
            case .hug: ".hug"
            case .fill: ".fill"
            }
        }
        let padding = style.padding
        let arguments: [(AutoLayoutStyle.Fields, String)] = [
            (.direction, "direction: \(enumCase(style.direction))"), (.gap, "gap: \(number(style.gap))"),
            (.crossGap, "crossGap: \(number(style.crossGap))"),
            (.padding, "padding: Insets(top: \(number(padding.top)), left: \(number(padding.left)), bottom: \(number(padding.bottom)), right: \(number(padding.right)))"),
            (.width, "width: \(sizing(style.width))"), (.height, "height: \(sizing(style.height))"),
            (.minWidth, "minWidth: \(optional(style.minWidth, number))"), (.maxWidth, "maxWidth: \(optional(style.maxWidth, number))"),
            (.minHeight, "minHeight: \(optional(style.minHeight, number))"), (.maxHeight, "maxHeight: \(optional(style.maxHeight, number))"),
            (.primaryAlignment, "primaryAlignment: \(enumCase(style.primaryAlignment))"),
            (.counterAlignment, "counterAlignment: \(enumCase(style.counterAlignment))"), (.wrap, "wrap: \(bool(style.wrap))"),
            (.alignContent, "alignContent: \(enumCase(style.alignContent))"), (.positioning, "positioning: \(enumCase(style.positioning))"),
            (
                .constraints,
                "constraints: Constraints(horizontal: \(constraint(style.constraints.horizontal)), vertical: \(constraint(style.constraints.vertical)))"
            ),
            (.shrinks, "shrinks: \(bool(style.shrinks))"),
            (.roomShare, "roomShare: \(optional(style.roomShare) { "RoomShare(fraction: \(number($0.fraction)), less: \(number($0.less)))" })"),
            (.shrinkOrder, "shrinkOrder: \(style.shrinkOrder)"),
        ]
        return "AutoLayoutStyle(" + arguments.filter { fields.contains($0.0) }.map(\.1).joined(separator: ", ") + ")"
    }

    @Sendable static func literal(_ text: String) -> String { String(reflecting: text) }

    /// `Double`'s description is the shortest text that reads back to the same bits.
    @Sendable static func number(_ value: Double) -> String { "\(value)" }

    @Sendable static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// A case without a payload, by its Swift name (a raw value such as "space-between" is not one).
    @Sendable static func enumCase<E>(_ value: E) -> String { ".\(String(describing: value))" }

    static func optional<V>(_ value: V?, _ write: (V) -> String) -> String { value.map(write) ?? "nil" }

    static func list(_ values: [String]) -> String { "[" + values.map(literal).joined(separator: ", ") + "]" }

    /// A dictionary literal in key order; `[:]` when empty.
    static func dictionary<V>(_ values: [String: V], _ write: (V) -> String) -> String {
        values.isEmpty ? "[:]" : "[" + values.sorted { $0.key < $1.key }.map { "\(literal($0.key)): \(write($0.value))" }.joined(separator: ", ") + "]"
    }

    @Sendable static func binding<V>(_ binding: Binding<V>, _ write: (V) -> String) -> String {
        switch binding {
        case .value(let value): ".value(\(write(value)))"
        case .property(let name): ".property(\(literal(name)))"
        case .content(let name): ".content(\(literal(name)))"
        }
    }

    @Sendable static func role(_ role: NodeRole) -> String {
        switch role {
        case .button(let action): return ".button(ButtonAction(rawValue: \(literal(action.rawValue))))"
        case .declared(let r):
            return ".declared(DeclaredRole(name: \(literal(r.name)), interactive: \(r.interactive), drawsOutsideParent: \(r.drawsOutsideParent), measured: \(r.measured)))"
        default: return enumCase(role)
        }
    }

    @Sendable static func insets(_ i: DocumentInsets) -> String {
        "DocumentInsets(top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right)))"
    }

    @Sendable static func size(_ size: DocumentSize) -> String {
        switch size {
        case .fixed(let value): ".fixed(\(number(value)))"
        case .hug: ".hug"
        case .fill: ".fill"
        case .grows(let value, let style): ".grows(\(number(value)), with: \(literal(style)))"
        case .lineHeight(let style): ".lineHeight(\(literal(style)))"
        }
    }

    static func constraint(_ c: Constraint) -> String {
        switch c {
        case .start(let x): ".start(\(number(x)))"
        case .end(let x): ".end(\(number(x)))"
        case .center(let x): ".center(\(number(x)))"
        case .stretch(let start, let end): ".stretch(start: \(number(start)), end: \(number(end)))"
        case .scale(let start, let size): ".scale(start: \(number(start)), size: \(number(size)))"
        }
    }

    static func shape(_ shape: DocumentShape) -> String {
        switch shape {
        case .rectangle(let radius): ".rectangle(radius: \(number(radius)))"
        case .corners(let c):
            ".corners(CornerRadii(topLeft: \(number(c.topLeft)), topRight: \(number(c.topRight)), "
                + "bottomRight: \(number(c.bottomRight)), bottomLeft: \(number(c.bottomLeft))))"
        case .pill: ".pill"
        case .ellipse: ".ellipse"
        }
    }

    @Sendable static func fill(_ fill: DocumentFill) -> String {
        let file =
            fill.imageFile.map { image in
                let scale = image.tileScale.map { ", tileScale: \(number($0))" } ?? ""
                let map = image.transform.map { t in
                    ", transform: AffineTransform(a: \(number(t.a)), b: \(number(t.b)), c: \(number(t.c)), d: \(number(t.d)), tx: \(number(t.tx)), ty: \(number(t.ty)))"
                }
                return "DocumentImage(file: \(literal(image.file)), fit: \(enumCase(image.fit))\(scale)\(map ?? ""))"
            } ?? "nil"
        if let g = fill.gradient {
            let made = "DocumentFill(shape: \(shape(fill.shape)), gradient: \(gradientExpression(g)))"
            return setting(made, [("blendMode", fill.blendMode.map(enumCase))])
        }
        let made = "DocumentFill(shape: \(shape(fill.shape)), color: \(literal(fill.color)), image: \(optional(fill.image, literal)), imageFile: \(file))"
        return setting(made, [("blendMode", fill.blendMode.map(enumCase))])
    }

    @Sendable static func stroke(_ s: DocumentStroke) -> String {
        let made =
            "DocumentStroke(shape: \(shape(s.shape)), width: \(number(s.width)), color: \(literal(s.color)), "
            + "align: \(enumCase(s.align)), widths: \(optional(s.widths, insets)))"
        return setting(made, [("gradient", s.gradient.map(gradientExpression)), ("style", styleExpression(s.style)), ("blendMode", s.blendMode.map(enumCase))])
    }

    /// A gradient's kind, stops and handles as one expression.
    @Sendable static func gradientExpression(_ g: DocumentGradient) -> String {
        let stops = g.stops.map { "DocumentGradient.Stop(offset: \(number($0.offset)), color: \(literal($0.color)))" }.joined(separator: ", ")
        let handles = g.handles.map { "Point(x: \(number($0.x)), y: \(number($0.y)))" }.joined(separator: ", ")
        return "DocumentGradient(kind: \(enumCase(g.kind)), stops: [\(stops)], handles: [\(handles)])"
    }

    /// A stroke style as an expression, or nil for the solid default (which the initialisers give).
    static func styleExpression(_ style: StrokeStyle) -> String? {
        guard !style.isSolid else { return nil }
        return "StrokeStyle(dashes: [\(style.dashes.map(number).joined(separator: ", "))], cap: \(enumCase(style.cap)), "
            + "join: \(enumCase(style.join)), miterLimit: \(number(style.miterLimit)))"
    }

    /// `made`, with each property given a value set on it; `made` itself when none is, so a document
    /// using none of them compiles to the very source it did before they existed.
    static func setting(_ made: String, _ properties: [(name: String, value: String?)]) -> String {
        let sets = properties.compactMap { property in property.value.map { "v.\(property.name) = \($0); " } }.joined()
        return sets.isEmpty ? made : "{ var v = \(made); \(sets)return v }()"
    }

    @Sendable static func effect(_ effect: DocumentEffect) -> String {
        switch effect {
        case .focusRing(let gap, let width, let color, let gapColor):
            ".focusRing(gap: \(literal(gap)), width: \(literal(width)), color: \(optional(color, literal)), gapColor: \(optional(gapColor, literal)))"
        case .backgroundBlur(let radius): ".backgroundBlur(radius: \(literal(radius)))"
        case .shadow(let inner, let color, let x, let y, let blur, let spread, let blendMode, let behind):
            ".shadow(inner: \(bool(inner)), color: \(literal(color)), x: \(number(x)), y: \(number(y)), blur: \(number(blur)), spread: \(number(spread))"
                + (blendMode.map { ", blendMode: \(enumCase($0))" } ?? "") + (behind ? "" : ", behind: false") + ")"
        case .layerBlur(let radius): ".layerBlur(radius: \(number(radius)))"
        case .blurBehind(let radius): ".blurBehind(radius: \(number(radius)))"
        }
    }
}
