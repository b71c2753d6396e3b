import SpecimenSupport
import Geometry
import SpecimenAutoLayout
import SpecimenLimits
import SpecimenTokens

/// Reading a node and the properties a node or a rule's patch holds.
extension DocumentReader {
    static let patchKeys = [
        "role", "action", "accessibilityKey", "accessibilityDefault", "accessibilityArguments", "hitAreaNote", "inactive", "visible", "direction", "gap", "crossGap", "padding",
        "width", "height",
        "minWidth", "maxWidth", "minHeight", "maxHeight", "primaryAlignment", "counterAlignment", "wrap", "alignContent",
        "position", "constraints", "clipsContent", "fills", "strokes", "characters", "textStyle", "color", "gradient", "textAlign", "textAlignVertical", "icon",
        "effects", "shrink", "mask", "caret", "layoutOnly", "paragraph", "roomShare", "textDirection", "shrinkOrder", "paths",
        "letterSpacing", "trailingLetterSpacing", "textAutoResize", "maxLines", "textCase", "textDecoration", "fontFeatures", "lineHeight",
        "paragraphSpacing", "paragraphIndent", "fontStyle", "fontVariations", "runs", "opacity", "blendMode",
        "transform", "rotation", "maskType",
    ]
    static let nodeKeys = ["name", "id", "type", "children", "component", "properties", "forEach", "overrides"] + patchKeys
    /// An instance override's keys: a patch's, and for a layer that is an instance its swap, values and own overrides.
    static let overrideKeys = patchKeys + ["component", "properties", "overrides"]

    func node(_ value: JSONValue, _ path: String, depth: Int, count: inout Int) throws(DocumentError) -> DocumentNode {
        guard depth <= Limits.documentDepth else { throw fail(path, "nodes nest deeper than \(Limits.documentDepth) levels") }
        count += 1
        guard count <= Limits.documentNodes else { throw fail(path, "more than \(Limits.documentNodes) nodes") }
        let n = try object(value, path, keys: Self.nodeKeys, what: "a node")
        let name = try string(n["name"], "\(path).name", what: "a node's name")
        let kind = try choice(n["type"], "\(path).type", what: "type", as: DocumentNode.Kind.self)
        var children: [DocumentNode] = []
        for (i, child) in try array(n["children"], "\(path).children", what: "children").enumerated() {
            children.append(try node(child, "\(path).children[\(i)]", depth: depth + 1, count: &count))
        }
        if kind == .vector, n["paths"] == nil { throw fail("\(path).paths", "a vector draws its paths; give \"paths\": [{\"data\": \"M0 0L8 8\", \"color\": \"...\"}]") }
        if kind != .vector, n["paths"] != nil { throw fail("\(path).paths", "only a vector has paths") }
        if kind != .text, n["runs"] != nil { throw fail("\(path).runs", "only a text has runs") }
        if kind != .text, n["gradient"] != nil {
            throw fail("\(path).gradient", "only a text takes a gradient in place of its colour; give a \(kind.rawValue) a fill's gradient, \"fills\": [{\"gradient\": {...}}]")
        }
        if kind != .frame, !children.isEmpty, kind != .instance { throw fail("\(path).children", "a \(kind.rawValue) has no children; only a frame does") }
        var component: String?
        var componentProperties: [String: String] = [:]
        if kind == .instance {
            component = try string(n["component"], "\(path).component", what: "an instance's component")
            componentProperties = try instanceProperties(n["properties"], "\(path).properties")
        } else if n["component"] != nil || n["properties"] != nil || n["overrides"] != nil {
            throw fail("\(path).\(n["overrides"] != nil ? "overrides" : "component")", "only an instance names a component, its properties and overrides")
        }
        let id = n["id"] == nil ? name : try string(n["id"], "\(path).id", what: "a node's id")
        var made = DocumentNode(
            name: name, id: id, kind: kind, properties: try patch(n, path), component: component,
            componentProperties: componentProperties, children: children, path: path)
        made.forEach = try forEach(n["forEach"], path, kind: kind)
        if kind == .instance { made.overrides = try overrides(n["overrides"], "\(path).overrides", depth: depth) }
        if kind == .frame, made.properties.layout.direction == AutoLayoutDirection.none {
            // Figma offers hug only to auto-layout frames and text: a plain frame has a size of its own.
            for (axis, size) in [("width", made.properties.width), ("height", made.properties.height)] where size == nil || size == .hug {
                throw fail(
                    "\(path).\(axis)",
                    "a frame without auto layout (direction \"none\") never hugs its children, as in Figma; "
                        + "give \(axis) a number of points or \"fill\", or give the frame a direction")
            }
        }
        return made
    }

    /// An instance's `properties`: names and values, Booleans as `on`/`off`.
    func instanceProperties(_ raw: JSONValue?, _ path: String) throws(DocumentError) -> [String: String] {
        guard let raw else { return [:] }
        guard case .object(let members) = raw else { throw fail(path, "an instance's properties are an object of names and values") }
        var out: [String: String] = [:]
        for (key, v) in members {
            switch v {
            case .string(let s): out[key] = s
            case .bool(let b): out[key] = b ? "on" : "off"
            case .number(let x): out[key] = NumberFormat.text(x.value)
            default: throw fail("\(path).\(key)", "a property value is a string, a number, or true or false")
            }
        }
        return out
    }

    /// An instance's `overrides`: by the id of a layer of the component it shows, what it sets there (a
    /// patch), and for a layer that is an instance the component swapped in, its values and its own
    /// layers' overrides. Which ids the component has is checked with the folder (`DesignSystemFolder.check`).
    func overrides(_ raw: JSONValue?, _ path: String, depth: Int) throws(DocumentError) -> [String: InstanceOverride] {
        guard let raw else { return [:] }
        guard depth <= Limits.documentDepth else { throw fail(path, "overrides nest deeper than \(Limits.documentDepth) levels") }
        guard case .object(let members) = raw else {
            throw fail(path, "an instance's overrides are an object: a layer's id in the component -> what it sets ({\"Label\": {\"characters\": \"Save\"}})")
        }
        var out: [String: InstanceOverride] = [:]
        for (id, value) in members {
            let entry = "\(path).\(id)"
            let n = try object(value, entry, keys: Self.overrideKeys, what: "an instance override")
            let component = try n["component"].map { v throws(DocumentError) in try string(v, "\(entry).component", what: "a swapped instance's component") }
            out[id] = InstanceOverride(
                patch: try patch(n, entry), component: component, properties: try instanceProperties(n["properties"], "\(entry).properties"),
                overrides: try overrides(n["overrides"], "\(entry).overrides", depth: depth + 1))
        }
        return out
    }

    func patch(_ n: [String: JSONValue], _ path: String) throws(DocumentError) -> NodePatch {
        var p = NodePatch()
        if let raw = n["role"] {
            let name = try string(raw, "\(path).role", what: "role")
            switch name {
            case "group": p.role = .group
            case "text": p.role = .text
            case "value": p.role = .value
            case "icon": p.role = .icon
            case "field": p.role = .field
            case "caret": p.role = .caret
            case "rule": p.role = .rule
            case "focus-ring": p.role = .focusRing
            case "backdrop": p.role = .backdrop
            case "button": p.role = .button(ButtonAction(rawValue: try string(n["action"], "\(path).action", what: "a button's action")))
            default:
                guard let declared = roles.role(named: name) else { throw fail("\(path).role", "role \"\(name)\" is not one of \(roles.valid)") }
                p.role = .declared(declared)
            }
        } else if n["action"] != nil {
            throw fail("\(path).action", "an action belongs to a node whose role is \"button\"")
        }
        if let raw = n["accessibilityKey"] { p.accessibilityKey = try string(raw, "\(path).accessibilityKey", what: "accessibilityKey") }
        if let raw = n["accessibilityDefault"] {
            let text = try string(raw, "\(path).accessibilityDefault", what: "accessibilityDefault")
            guard n["accessibilityKey"] != nil else {
                throw fail("\(path).accessibilityDefault", "a default accessible name belongs beside the accessibilityKey it is the default of")
            }
            guard !text.allSatisfy(\.isWhitespace) else {
                throw fail("\(path).accessibilityDefault", "an accessible name says what the node does; valid: words such as \"Decrease\"")
            }
            p.accessibilityDefault = text
        }
        if let raw = n["accessibilityArguments"] {
            var arguments: [Binding<String>] = []
            for (i, item) in try array(raw, "\(path).accessibilityArguments", what: "accessibilityArguments").enumerated() {
                arguments.append(
                    try binding(item, "\(path).accessibilityArguments[\(i)]") { v, at throws(DocumentError) in try string(v, at, what: "an accessible name's argument") })
            }
            p.accessibilityArguments = arguments
        }
        if let raw = n["hitAreaNote"] { p.hitAreaNote = try string(raw, "\(path).hitAreaNote", what: "hitAreaNote") }
        if let raw = n["inactive"] { p.inactive = try bool(raw, "\(path).inactive", what: "inactive") }
        if let raw = n["visible"] { p.visible = try binding(raw, "\(path).visible") { v, at throws(DocumentError) in try bool(v, at, what: "visible") } }
        if let raw = n["direction"] { p.setLayout(\.direction, .direction, try choice(raw, "\(path).direction", what: "direction", as: AutoLayoutDirection.self)) }
        if let raw = n["gap"] { p.setLayout(\.gap, .gap, try number(raw, "\(path).gap", what: "gap", range: -10_000...10_000)) }
        if let raw = n["crossGap"] { p.setLayout(\.crossGap, .crossGap, try number(raw, "\(path).crossGap", what: "crossGap", range: -10_000...10_000)) }
        if let raw = n["padding"] { p.setLayout(\.padding, .padding, try insets(raw, "\(path).padding").insets) }
        if let raw = n["width"] { p.width = try size(raw, "\(path).width") }
        if let raw = n["height"] { p.height = try size(raw, "\(path).height") }
        if let value = try optionalNumber(n["minWidth"], "\(path).minWidth", what: "minWidth") { p.setLayout(\.minWidth, .minWidth, value) }
        if let value = try optionalNumber(n["maxWidth"], "\(path).maxWidth", what: "maxWidth") { p.setLayout(\.maxWidth, .maxWidth, value) }
        if let value = try optionalNumber(n["minHeight"], "\(path).minHeight", what: "minHeight") { p.setLayout(\.minHeight, .minHeight, value) }
        if let value = try optionalNumber(n["maxHeight"], "\(path).maxHeight", what: "maxHeight") { p.setLayout(\.maxHeight, .maxHeight, value) }
        if let raw = n["primaryAlignment"] {
            p.setLayout(\.primaryAlignment, .primaryAlignment, try choice(raw, "\(path).primaryAlignment", what: "primaryAlignment", as: PrimaryAlignment.self))
        }
        if let raw = n["counterAlignment"] {
            p.setLayout(\.counterAlignment, .counterAlignment, try choice(raw, "\(path).counterAlignment", what: "counterAlignment", as: CounterAlignment.self))
        }
        if let raw = n["wrap"] { p.setLayout(\.wrap, .wrap, try bool(raw, "\(path).wrap", what: "wrap")) }
        if let raw = n["alignContent"] { p.setLayout(\.alignContent, .alignContent, try choice(raw, "\(path).alignContent", what: "alignContent", as: ContentAlignment.self)) }
        if let raw = n["position"] { p.setLayout(\.positioning, .positioning, try choice(raw, "\(path).position", what: "position", as: Positioning.self)) }
        if let raw = n["constraints"] { p.setLayout(\.constraints, .constraints, try constraints(raw, "\(path).constraints")) }
        if let raw = n["shrink"] { p.setLayout(\.shrinks, .shrinks, try bool(raw, "\(path).shrink", what: "shrink")) }
        if let raw = n["clipsContent"] { p.clipsContent = try bool(raw, "\(path).clipsContent", what: "clipsContent") }
        if let raw = n["fills"] {
            var fills: [DocumentFill] = []
            for (i, item) in try array(raw, "\(path).fills", what: "fills").enumerated() {
                let at = "\(path).fills[\(i)]"
                let f = try object(item, at, keys: ["shape", "radius", "color", "image", "fit", "tileScale", "imageTransform", "gradient", "blendMode"], what: "a fill")
                var made = try fill(f, at)
                made.blendMode = try paintBlend(f, at)
                fills.append(made)
            }
            p.fills = fills
        }
        if let raw = n["strokes"] {
            var strokes: [DocumentStroke] = []
            for (i, item) in try array(raw, "\(path).strokes", what: "strokes").enumerated() {
                let at = "\(path).strokes[\(i)]"
                strokes.append(try stroke(item, at))
            }
            p.strokes = strokes
        }
        if let raw = n["characters"] { p.characters = try binding(raw, "\(path).characters") { v, at throws(DocumentError) in try string(v, at, what: "characters") } }
        if let raw = n["textStyle"] { p.textStyle = try token(raw, "\(path).textStyle", what: "textStyle") }
        if let raw = n["color"] { p.color = try token(raw, "\(path).color", what: "color") }
        if let raw = n["gradient"] { p.gradient = try gradient(raw, "\(path).gradient") }
        if let raw = n["textAlign"] { p.textAlign = try choice(raw, "\(path).textAlign", what: "textAlign", as: TextAlign.self) }
        if let raw = n["icon"] { p.icon = try binding(raw, "\(path).icon") { v, at throws(DocumentError) in try string(v, at, what: "icon") } }
        if let raw = n["paths"] { p.paths = try paths(raw, "\(path).paths") }
        if let raw = n["layoutOnly"] { p.layoutOnly = try bool(raw, "\(path).layoutOnly", what: "layoutOnly") }
        if let raw = n["mask"] {
            let mask = try string(raw, "\(path).mask", what: "mask")
            guard mask.count <= 1 else { throw fail("\(path).mask", "a mask is one character (\"\u{2022}\"), or \"\" to show the text as typed; not \"\(mask)\"") }
            p.mask = mask
        }
        try sharingAndDirection(n, path, into: &p)
        try typography(n, path, into: &p)
        if let raw = n["caret"] {
            let at = "\(path).caret"
            let c = try object(raw, at, keys: ["color", "width", "place"], what: "a caret")
            p.caret = DocumentCaret(
                color: try token(c["color"], "\(at).color", what: "a caret's colour"),
                width: try number(c["width"], "\(at).width", what: "a caret's width"),
                place: c["place"] == nil ? .insertion : try choice(c["place"], "\(at).place", what: "place", as: DocumentCaret.Place.self))
        }
        if let raw = n["paragraph"] { p.paragraph = try paragraph(raw, "\(path).paragraph") }
        if let raw = n["effects"] {
            var effects: [DocumentEffect] = []
            for (i, item) in try array(raw, "\(path).effects", what: "effects").enumerated() {
                let at = "\(path).effects[\(i)]"
                effects.append(try effect(item, at))
            }
            p.effects = effects
        }
        try compositing(n, path, into: &p)
        return p
    }

    /// `paths`: a vector's filled paths, and stroked ones (a `width`, and the stroke's dashes, cap, join).
    func paths(_ raw: JSONValue, _ path: String) throws(DocumentError) -> [DocumentPath] {
        var out: [DocumentPath] = []
        for (i, item) in try array(raw, path, what: "paths").enumerated() {
            let at = "\(path)[\(i)]"
            let o = try object(
                item, at, keys: ["data", "rule", "color", "gradient", "width", "align", "outline", "markers", "blendMode"] + Self.strokeStyleKeys,
                what: "a path")
            let data = try string(o["data"], "\(at).data", what: "a path's data")
            do { _ = try SVGPathParser.parse(data) } catch { throw fail("\(at).data", error.description) }
            let rule = o["rule"] == nil ? "nonzero" : try string(o["rule"], "\(at).rule", what: "a fill rule")
            guard rule == "nonzero" || rule == "evenodd" else { throw fail("\(at).rule", "fill rule \"\(rule)\"; valid: \"nonzero\", \"evenodd\"") }
            var made = DocumentPath(data: data, evenOdd: rule == "evenodd", color: try paintColor(o, at, what: "a path"))
            if let raw = o["gradient"] { made.gradient = try gradient(raw, "\(at).gradient") }
            // With a width the path is a line, stroked; without one, a filled outline, which has no dashes.
            if let raw = o["width"] {
                if o["outline"] != nil {
                    throw fail("\(at).outline", "a stroked path is cut to its own line's outline; valid: an \"outline\" on a filled path (no \"width\")")
                }
                let align = o["align"] == nil ? .center : try choice(o["align"], "\(at).align", what: "align", as: DocumentStroke.Align.self)
                // A line inside or outside its outline is cut by the outline's fill rule; a centred one has none.
                if o["rule"] != nil, align == .center {
                    throw fail("\(at).rule", "a stroked path centred on its line has no fill rule; valid: a \"rule\" with \"align\" inside or outside, or no \"rule\"")
                }
                let width = try number(raw, "\(at).width", what: "a stroked path's width")
                guard width > 0 else { throw fail("\(at).width", "a stroked path's width is more than 0, not \(NumberFormat.text(width))") }
                made.width = width
                made.align = align
                made.style = try strokeStyle(o, at)
                if let raw = o["markers"] {
                    let m = try object(raw, "\(at).markers", keys: ["start", "end"], what: "markers")
                    func marker(_ key: String) throws(DocumentError) -> StrokeMarker {
                        m[key] == nil ? .none : try choice(m[key], "\(at).markers.\(key)", what: "a marker", as: StrokeMarker.self)
                    }
                    made.markers = StrokeMarkers(start: try marker("start"), end: try marker("end"))
                }
            } else if let raw = o["outline"] {
                // A filled path cut to other outlines: Figma's strokeGeometry of an inside or outside stroke.
                let align = o["align"] == nil ? .center : try choice(o["align"], "\(at).align", what: "align", as: DocumentStroke.Align.self)
                guard align != .center else {
                    throw fail("\(at).align", "a filled path with an outline is cut inside or outside it; valid: \"inside\", \"outside\"")
                }
                made.align = align
                made.outline = try outlines(raw, "\(at).outline")
                if let key = (Self.strokeStyleKeys + ["markers"]).first(where: { o[$0] != nil }) {
                    throw fail("\(at).\(key)", "only a stroked path takes \(key); valid: a \"width\" to stroke the path, or no \(key)")
                }
            } else if let key = (Self.strokeStyleKeys + ["markers"]).first(where: { o[$0] != nil }) {
                throw fail("\(at).\(key)", "only a stroked path takes \(key); valid: a \"width\" to stroke the path, or no \(key)")
            } else if o["align"] != nil {
                throw fail("\(at).align", "only a stroked path, or a filled one with an outline, takes align; valid: a \"width\", an \"outline\", or no align")
            }
            made.blendMode = try paintBlend(o, at)
            out.append(made)
        }
        return out
    }

    /// A filled path's `outline`: one or more outlines (`data` and `rule`) whose union it is cut to.
    func outlines(_ raw: JSONValue, _ path: String) throws(DocumentError) -> [DocumentPath.Outline] {
        let items = try array(raw, path, what: "an outline")
        guard !items.isEmpty else { throw fail(path, "an outline holds at least one path; valid: [{\"data\": \"M0 0L10 0L10 10Z\"}]") }
        var out: [DocumentPath.Outline] = []
        for (i, item) in items.enumerated() {
            let at = "\(path)[\(i)]"
            let o = try object(item, at, keys: ["data", "rule"], what: "an outline")
            let data = try string(o["data"], "\(at).data", what: "an outline's data")
            do { _ = try SVGPathParser.parse(data) } catch { throw fail("\(at).data", error.description) }
            let rule = o["rule"] == nil ? "nonzero" : try string(o["rule"], "\(at).rule", what: "a fill rule")
            guard rule == "nonzero" || rule == "evenodd" else { throw fail("\(at).rule", "fill rule \"\(rule)\"; valid: \"nonzero\", \"evenodd\"") }
            out.append(DocumentPath.Outline(data: data, evenOdd: rule == "evenodd"))
        }
        return out
    }

    /// An image fill's file (relative to the document, PNG, inside its folder) and fit.
    func image(_ f: [String: JSONValue], _ at: String) throws(DocumentError) -> DocumentImage {
        let file = try string(f["image"], "\(at).image", what: "an image fill's file")
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard !file.hasPrefix("/"), !parts.contains(".."), !parts.contains(""), file.lowercased().hasSuffix(".png") else {
            throw fail("\(at).image", "image \"\(file)\" is not a PNG file inside the design-system folder; valid: a relative path such as \"images/avatar.png\"")
        }
        let fit = f["fit"] == nil ? DocumentImage.Fit.fill : try choice(f["fit"], "\(at).fit", what: "fit", as: DocumentImage.Fit.self)
        var image = DocumentImage(file: file, fit: fit)
        if let raw = f["tileScale"] {
            guard fit == .tile else { throw fail("\(at).tileScale", "only a fill with \"fit\": \"tile\" takes a tileScale") }
            image.tileScale = try number(raw, "\(at).tileScale", what: "tileScale", range: 0.01...100)
        }
        if let raw = f["imageTransform"] {
            guard fit == .crop else { throw fail("\(at).imageTransform", "only a fill with \"fit\": \"crop\" takes an imageTransform") }
            image.transform = try imageTransform(raw, "\(at).imageTransform")
        }
        return image
    }

    /// Figma's `imageTransform` rows, `[[a, c, tx], [b, d, ty]]` of finite numbers, a map that does not fold the plane.
    func imageTransform(_ raw: JSONValue, _ at: String) throws(DocumentError) -> AffineTransform {
        let rows = try array(raw, at, what: "an imageTransform")
        var values: [[Double]] = []
        for (i, row) in rows.enumerated() {
            let items = try array(row, "\(at)[\(i)]", what: "an imageTransform row")
            var numbers: [Double] = []
            for (j, item) in items.enumerated() { numbers.append(try number(item, "\(at)[\(i)][\(j)]", what: "an imageTransform entry", range: -1e6...1e6)) }
            values.append(numbers)
        }
        guard values.count == 2, values.allSatisfy({ $0.count == 3 }) else {
            throw fail(at, "an imageTransform is [[a, c, tx], [b, d, ty]]: two rows of three numbers, as Figma writes it")
        }
        let map = AffineTransform(a: values[0][0], b: values[1][0], c: values[0][1], d: values[1][1], tx: values[0][2], ty: values[1][2])
        guard map.inverted != nil else { throw fail(at, "this imageTransform folds the image flat; valid: a map whose determinant a·d − b·c is not 0") }
        return map
    }

    /// A literal, `{"property": "Name"}` or `{"content": "name"}`.
    func binding<T>(_ value: JSONValue, _ path: String, literal: (JSONValue, String) throws(DocumentError) -> T) throws(DocumentError) -> Binding<T> {
        if case .object(let members) = value {
            let o = try object(value, path, keys: ["property", "content"], what: "a binding")
            guard members.count == 1 else { throw fail(path, "a binding names one property or one content value") }
            if o["content"] != nil { return .content(try string(o["content"], "\(path).content", what: "a bound content value")) }
            return .property(try string(o["property"], "\(path).property", what: "a bound property's name"))
        }
        return .value(try literal(value, path))
    }

    /// A DTCG token path, `group/name` (the token files' own spelling; `{group.name}` is accepted too).
    func token(_ value: JSONValue?, _ path: String, what: String) throws(DocumentError) -> String {
        var text = try string(value, path, what: what)
        if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()).replacingOccurrences(of: ".", with: "/") }
        guard !text.isEmpty, !text.contains(" "), !text.hasPrefix("/"), !text.hasSuffix("/") else {
            throw fail(path, "\(what) \"\(text)\" is not a token path; valid: segments joined by \"/\", such as \"text/strong-950\"")
        }
        return text
    }

    func size(_ value: JSONValue, _ path: String) throws(DocumentError) -> DocumentSize {
        switch value {
        case .number: return .fixed(try number(value, path, what: "a size"))
        case .string("hug"): return .hug
        case .string("fill"): return .fill
        case .object(let members) where members.first?.key == "lineHeight":
            let o = try object(value, path, keys: ["lineHeight"], what: "a size")
            return .lineHeight(try token(o["lineHeight"], "\(path).lineHeight", what: "lineHeight"))
        case .object:
            let o = try object(value, path, keys: ["fixed", "growsWith"], what: "a size")
            let length = try number(o["fixed"], "\(path).fixed", what: "a size")
            return .grows(length, with: try token(o["growsWith"], "\(path).growsWith", what: "growsWith"))
        default:
            throw fail(path, "a size is a number, \"hug\", \"fill\", {\"fixed\": n, \"growsWith\": \"typography/...\"} or {\"lineHeight\": \"typography/...\"}")
        }
    }

    func insets(_ value: JSONValue, _ path: String) throws(DocumentError) -> DocumentInsets {
        switch value {
        case .number:
            let n = try number(value, path, what: "padding")
            return DocumentInsets(top: n, left: n, bottom: n, right: n)
        case .object:
            let o = try object(value, path, keys: ["top", "left", "bottom", "right", "vertical", "horizontal"], what: "padding")
            let v = try optionalNumber(o["vertical"], "\(path).vertical", what: "padding") ?? 0
            let h = try optionalNumber(o["horizontal"], "\(path).horizontal", what: "padding") ?? 0
            return DocumentInsets(
                top: try optionalNumber(o["top"], "\(path).top", what: "padding") ?? v,
                left: try optionalNumber(o["left"], "\(path).left", what: "padding") ?? h,
                bottom: try optionalNumber(o["bottom"], "\(path).bottom", what: "padding") ?? v,
                right: try optionalNumber(o["right"], "\(path).right", what: "padding") ?? h)
        default: throw fail(path, "padding is a number or {top, left, bottom, right} (or {vertical, horizontal})")
        }
    }

    func constraints(_ value: JSONValue, _ path: String) throws(DocumentError) -> Constraints {
        let o = try object(value, path, keys: ["horizontal", "vertical"], what: "constraints")
        return Constraints(
            horizontal: try constraint(o["horizontal"], "\(path).horizontal"),
            vertical: try constraint(o["vertical"], "\(path).vertical"))
    }

    /// `"center"` (offset 0), or one key with its offset: `{"start": 4}`, `{"end": 4}`, `{"center": 2}`,
    /// `{"stretch": [start, end]}`, `{"scale": [start, size]}` (fractions).
    func constraint(_ value: JSONValue?, _ path: String) throws(DocumentError) -> Constraint {
        let valid = "valid: \"start\", \"end\", \"center\", or {\"start\"|\"end\"|\"center\": offset}, {\"stretch\": [start, end]}, {\"scale\": [start, size]}"
        switch value {
        case nil: return .start(0)
        case .string(let s)?:
            switch s {
            case "start": return .start(0)
            case "end": return .end(0)
            case "center": return .center(0)
            case "stretch": return .stretch(start: 0, end: 0)
            default: throw fail(path, "constraint \"\(s)\"; \(valid)")
            }
        case .object(let members)? where members.count == 1:
            let (key, v) = members[0]
            let at = "\(path).\(key)"
            switch key {
            case "start": return .start(try number(v, at, what: "an offset", range: -10_000...10_000))
            case "end": return .end(try number(v, at, what: "an offset", range: -10_000...10_000))
            case "center": return .center(try number(v, at, what: "an offset", range: -10_000...10_000))
            case "stretch", "scale":
                let pair = try array(v, at, what: key)
                guard pair.count == 2 else { throw fail(at, "\(key) takes two numbers") }
                let a = try number(pair[0], "\(at)[0]", what: "a number", range: -10_000...10_000)
                let b = try number(pair[1], "\(at)[1]", what: "a number", range: -10_000...10_000)
                return key == "stretch" ? .stretch(start: a, end: b) : .scale(start: a, size: b)
            default: throw fail(at, "constraint \"\(key)\"; \(valid)")
            }
        default: throw fail(path, "a constraint; \(valid)")
        }
    }

    /// `shape` ("rectangle" with an optional `radius`, "pill", "ellipse"; rectangle by default).
    func shape(_ o: [String: JSONValue], _ path: String) throws(DocumentError) -> DocumentShape {
        let name = o["shape"] == nil ? "rectangle" : try string(o["shape"], "\(path).shape", what: "shape")
        switch name {
        case "rectangle": return try rectangle(radius: o["radius"], "\(path).radius")
        case "pill", "ellipse":
            if o["radius"] != nil { throw fail("\(path).radius", "only a rectangle takes a radius") }
            return name == "pill" ? .pill : .ellipse
        default: throw fail("\(path).shape", "shape \"\(name)\" is not one of \"rectangle\", \"pill\", \"ellipse\"")
        }
    }
}
