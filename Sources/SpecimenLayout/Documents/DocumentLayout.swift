import Geometry
import SpecimenAutoLayout
import SpecimenCatalogue
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// A component document laid out for one configuration: the interpreter between a document and the
/// `LayoutTree` every later stage reads. Its steps, each its own function:
/// 1. `resolve`: each node's properties with the matching rules applied in order (variant rules on
///    properties, content rules on the behaviour's states), bindings read from the property values.
/// 2. `autoLayoutTree`: the visible nodes as the engine's input, text measured by the text engine at
///    the environment's text scale (styles arrive scaled), sizes that grow with a text style grown.
/// 3. `AutoLayout.compute`: one general engine for every document.
/// 4. `layoutNodes`: frames made absolute, paints placed (text aligned in its box, icons filling theirs).
/// The right-to-left mirror and the pixel grid are later passes (`LayoutMirror`, `PixelGrid`).
struct DocumentLayout {
    let document: ComponentDocument
    let context: LayoutContext
    /// Where the caret of an editable text sits, in characters from its start; nil: at its end.
    var caretOffset: Int? = nil
    /// The design system's documents by name, which instances show (`DocumentLayout+Instances`).
    var components: [String: ComponentDocument] = [:]
    /// How many instances this layout lies inside.
    var instanceDepth = 0
    /// The nodes this layout and every instance inside it have expanded to (`Limits.layoutNodes`).
    var budget = NodeBudget()
    /// The behaviour's lists by name (`chips`), which `forEach` frames repeat their children over.
    var lists: [String: [String]] = [:]
    /// What the instance this layout lies inside changes in the document's layers, by id (its
    /// `overrides`, bindings already read), laid over each layer after the rules.
    var overrides: [String: InstanceOverride] = [:]
    /// The runs this layout has fitted (`ShapedRuns`): a leaf measured twice and placed is shaped once.
    var runs = ShapedRuns()

    /// What a node is after its rules, with its bindings read.
    struct Resolved {
        let node: DocumentNode
        let properties: NodePatch
        let children: [Resolved]

        /// This node and every node under it.
        var nodeCount: Int { children.reduce(1) { $0 + $1.nodeCount } }
    }

    /// Every property's value in `configuration` by name, with the content behaviour changed laid over it.
    static func values(_ configuration: ComponentConfiguration, content: [String: String]) -> [String: String] {
        var values: [String: String] = [:]
        for property in configuration.set.properties { values[property.name] = configuration.value(property.name) }
        values.merge(content) { _, changed in changed }
        return values
    }

    /// The layout for `values` (every property's current value by name) and the content `states`.
    func layout(values: [String: String], states: Set<String>) throws -> LayoutTree {
        let matching = document.rules.filter { $0.matches(values, states: states) }
        guard let root = try resolve(document.root, rules: matching, values: values) else {
            throw LayoutError.document(DocumentError(file: document.file, line: 0, path: "$.root", reason: "the root frame is hidden; a component must draw"))
        }
        let input = try autoLayoutTree(root, values: values)
        let output = AutoLayout.compute(input).absolute()
        // A root that draws (a fill, a stroke, an effect, a role) or acts on what it holds (clips it, or
        // composites it at an opacity or blend mode) is a node of the tree itself; a root that only lays
        // out stands for the component's frame, and its children are the top-level nodes.
        let p = root.properties
        let draws =
            !(p.fills ?? []).isEmpty || !(p.strokes ?? []).isEmpty || !(p.effects ?? []).isEmpty || p.role != nil
            || p.clipsContent == true || p.opacity != nil || p.blendMode != nil
        let nodes = draws ? try layoutNodes([root], [output], values: values) : try layoutNodes(root.children, output.children, values: values)
        return LayoutTree(configuration: context.configuration, frame: output.frame, nodes: nodes, isInactive: p.inactive ?? false)
    }

    // MARK: 1. resolve

    func resolve(_ node: DocumentNode, rules: [DocumentRule], values: [String: String]) throws -> Resolved? {
        // The matching rules' patches by node, in rule order: one pass over the patches, not a lookup in
        // every rule for every node (which was most of a layout's time in a document of many rules).
        var patches: [String: [NodePatch]] = [:]
        for rule in rules { for (id, patch) in rule.patches { patches[id, default: []].append(patch) } }
        return try resolve(node, patches: patches, values: values)
    }

    // The work on each node is in functions of its own, never inlined here: this function calls itself
    // for every level of the tree, and the patches' and instances' temporaries (a `NodePatch` is
    // large) in its frame made it 32 KB a level, 20 of a cold Text Input render's page faults.
    private func resolve(_ node: DocumentNode, patches: [String: [NodePatch]], values: [String: String]) throws -> Resolved? {
        let over = overrides[node.id]
        guard let properties = properties(of: node, patches: patches[node.id], over: over, values: values) else { return nil }
        try budget.spend(1, document: document, path: node.path)
        if node.kind == .instance { return try instance(of: node, over: over, properties: properties, values: values) }
        var children: [Resolved] = []
        for child in node.children { if let made = try resolve(child, patches: patches, values: values) { children.append(made) } }
        if let list = node.forEach { children = try repeated(children, list: list, at: node) }
        return Resolved(node: node, properties: properties, children: children)
    }

    /// `node`'s properties with the matching rules' patches and its override applied and its runs
    /// settled; nil when they hide it.
    @inline(never)
    private func properties(of node: DocumentNode, patches: [NodePatch]?, over: InstanceOverride?, values: [String: String]) -> NodePatch? {
        var properties = node.properties
        for patch in patches ?? [] { properties = properties.applying(patch) }
        if let over { properties = properties.applying(over.patch) }
        if node.kind == .text { properties = settledRuns(properties, values: values) }
        switch properties.visible {
        case .value(false)?: return nil
        case .property(let name)? where values[name] == "off": return nil
        default: return properties
        }
    }

    /// The instance `node` (as its enclosing instance's override `over` leaves it), resolved.
    @inline(never)
    private func instance(of node: DocumentNode, over: InstanceOverride?, properties: NodePatch, values: [String: String]) throws -> Resolved {
        try instance(Self.overridden(node, by: over), properties: properties, values: values)
    }

    /// `children` repeated for each item of the list `list`, the copies beyond the first counted before
    /// they are made.
    @inline(never)
    private func repeated(_ children: [Resolved], list: String, at node: DocumentNode) throws -> [Resolved] {
        let items = lists[list] ?? []
        try budget.spend(max(0, items.count - 1) * children.reduce(0) { $0 + $1.nodeCount }, document: document, path: node.path)
        return repeated(children, over: items)
    }

    // MARK: 2. autoLayoutTree

    func autoLayoutTree(_ resolved: Resolved, values: [String: String]) throws -> AutoLayoutNode {
        let p = resolved.properties
        // The node's own style, its unset fields at the engine's defaults; only the sizes are resolved here.
        var style = p.layout
        style.width = try sizing(p.width)
        style.height = try sizing(p.height)
        var measure: LeafMeasure?
        if resolved.node.kind == .text, let runs = try drawnRuns(p, at: resolved.node) {
            measure = try Self.paragraph(p).map { try paragraphMeasure(runs, p, $0, at: resolved.node) } ?? lineMeasure(runs, p)
        } else if resolved.node.kind == .text, let paragraph = Self.paragraph(p) {
            measure = try paragraphMeasure(p, paragraph, at: resolved.node, values: values)
        } else if resolved.node.kind == .text {
            let string = characters(p, values: values), textStyle = try self.textStyle(p, at: resolved.node)
            let text = context.text, environment = textEnvironment(p), runs = self.runs
            let caret = p.caret?.place == .insertion ? p.caret : nil, offset = caretOffset ?? string.count
            measure = { proposal in
                if let caret {
                    let room = (proposal.width ?? proposal.maxWidth) - caret.width
                    let run = EditingRun(
                        string, offset: offset, style: textStyle, room: max(0, room), caretWidth: caret.width,
                        text: text, environment: environment
                    ).run
                    return LeafMeasurement(width: run.width, height: textStyle.lineHeight, baseline: run.baselineOffset)
                }
                let run = runs.fit(text, string, style: textStyle, maxWidth: proposal.width ?? proposal.maxWidth, environment: environment)
                return LeafMeasurement(width: run.width, height: textStyle.lineHeight, baseline: run.baselineOffset)
            }
        }
        return AutoLayoutNode(style: style, children: try resolved.children.map { try autoLayoutTree($0, values: values) }, measure: measure, turn: p.transform)
    }

    func sizing(_ size: DocumentSize?) throws -> AxisSizing {
        switch size {
        case nil, .hug?: return .hug
        case .fill?: return .fill
        case .fixed(let length)?: return .fixed(length)
        case .grows(let length, let path)?: return .fixed(context.grown(length, holding: try context.textStyle(TokenPath(path))))
        case .lineHeight(let path)?: return .fixed(context.text.resolved(try context.textStyle(TokenPath(path))).lineHeight)
        }
    }

    /// The shared truncation: "…" when the run is wider than `maxWidth` (an unbounded width never cuts).
    static func fit(_ text: TextEngine, _ string: String, style: TextStyle, maxWidth: Double, environment: TextEnvironment) -> ShapedText {
        maxWidth.isFinite
            ? text.truncated(string, style: style, maxWidth: max(0, maxWidth), environment: environment)
            : text.shape(string, style: style, environment: environment)
    }

    /// The characters a text draws, masked and in its case.
    func characters(_ p: NodePatch, values: [String: String]) -> String {
        let text = rawCharacters(p, values: values)
        guard let mask = p.mask, !mask.isEmpty else { return Self.cased(text, p.textCase) }
        return String(repeating: mask, count: text.count)
    }

    /// The characters a text's binding or literal gives (a literal translated by `--strings`), before its mask and case.
    func rawCharacters(_ p: NodePatch, values: [String: String]) -> String {
        switch p.characters {
        case .value(let s)?: context.environment.translations[s] ?? s
        case .property(let name)?, .content(let name)?: values[name] ?? ""
        case nil: ""
        }
    }

    func textStyle(_ p: NodePatch, at node: DocumentNode) throws -> TextStyle {
        guard let path = p.textStyle else {
            throw LayoutError.document(DocumentError(file: document.file, line: 0, path: node.path, reason: "the text \"\(node.name)\" has no textStyle (a typography token path)"))
        }
        var style = try context.textStyle(TokenPath(path))
        // A node's own spacing is a length at the style's size as drawn (text scale included).
        if let spacing = p.letterSpacing { style.letterSpacing = spacing.points(size: style.size) }
        switch p.textCase {
        case .smallCaps?: style.features["smcp"] = 1
        case .smallCapsForced?: (style.features["smcp"], style.features["c2sc"]) = (1, 1)
        default: break
        }
        if let features = p.fontFeatures { style.features.merge(features) { _, node in node } }
        if let italic = p.italic { style.italic = italic }
        if let axes = p.fontVariations { style.variations.merge(axes) { _, node in node } }
        // A node's line height in points is as written; a percentage follows the size as drawn.
        switch p.lineHeight {
        case .points(let v)?: (style.lineHeight, style.autoLineHeight) = (v * context.environment.textScale, false)
        case .multiple(let m)?: (style.lineHeight, style.autoLineHeight) = (m * style.size, false)
        case .auto?: style.autoLineHeight = true
        case nil: break
        }
        return context.text.resolved(style)
    }

    /// The width a line is centred or end-aligned by: its advance, less the letter spacing after its
    /// last glyph when the text aligns as Figma does (`DocumentTrailingSpacing.excluded`); a line's frame
    /// and a box's size keep the whole advance.
    static func alignedWidth(_ width: Double, trailing: @autoclosure () -> Double, _ p: NodePatch) -> Double {
        p.trailingLetterSpacing == .excluded ? width - trailing() : width
    }

    // MARK: 4. layoutNodes

    /// Sibling nodes in order, each preceded by the nodes its effects draw (a focus ring lies under
    /// the shape it surrounds, so it comes first).
    func layoutNodes(_ resolved: [Resolved], _ frames: [AutoLayoutFrame], values: [String: String]) throws -> [LayoutNode] {
        var out: [LayoutNode] = []
        for (child, frame) in zip(resolved, frames) {
            if child.properties.layoutOnly == true {
                out += try layoutNodes(child.children, frame.children, values: values)
                continue
            }
            let (node, caretX) = try layoutNode(child, frame, values: values)
            for effect in child.properties.effects ?? [] { if let ring = try effectNode(effect, around: node, properties: child.properties) { out.append(ring) } }
            out.append(node)
            if let caret = child.properties.caret, Self.paragraph(child.properties) == nil {
                let x = caret.place == .before ? node.frame.minX - caret.width : node.frame.minX + (caretX ?? node.frame.width)
                out.append(
                    LayoutNode(
                        "caret", role: .caret, frame: Rect(x: x, y: node.frame.minY, width: caret.width, height: node.frame.height),
                        paints: [.fill(.rect, color: TokenPath(caret.color))]))
            }
        }
        return out
    }

    /// The `focusRing` node around `node`: its frame the ring's outer box, its shape the node's own
    /// (first fill's, else first stroke's) grown by the ring's reach.
    /// Nil for an effect drawn among the node's own paints (`effectPaints`).
    func effectNode(_ effect: DocumentEffect, around node: LayoutNode, properties p: NodePatch) throws -> LayoutNode? {
        switch effect {
        case .backgroundBlur: return nil
        case .focusRing(let gapPath, let widthPath, let colorPath, let gapColorPath):
            let gap = try context.dimension(TokenPath(gapPath)), width = try context.dimension(TokenPath(widthPath))
            // Unnamed colours are the tokens beside the width's (`focusRing/brand/color`, `.../gap-color`).
            let sibling = { (last: String) in TokenPath(segments: TokenPath(widthPath).segments.dropLast() + [last]) }
            let color = colorPath.map { TokenPath($0) } ?? sibling("color"), gapColor = gapColorPath.map { TokenPath($0) } ?? sibling("gap-color")
            let outset = gap + width
            let base = (p.fills?.first?.shape ?? p.strokes?.first?.shape).map { shape($0, in: node.frame) } ?? .rect
            let outer: Shape =
                switch base {
                case .roundedRect(let radius): .roundedRect(radius: radius + outset)
                // A square corner stays square around the ring, as `Shape.path(in:offset:)` keeps it.
                case .corners(let radii): .corners(radii.map { $0 > 0 ? $0 + outset : 0 })
                default: base
                }
            return LayoutNode(
                "focusRing", role: .focusRing, frame: node.frame.outset(by: outset),
                paints: [
                    .focusRing(outer, gap: gap, width: width, color: color, gapColor: gapColor, gapToken: TokenPath(gapPath), widthToken: TokenPath(widthPath))
                ])
        case .shadow, .layerBlur, .blurBehind:
            return nil  // paints of the node itself (`paints(_:node:in:)`)
        }
    }

    /// The node, and for an editable text with its caret at the insertion point, the caret's x from the text's start.
    func layoutNode(_ resolved: Resolved, _ out: AutoLayoutFrame, values: [String: String]) throws -> (LayoutNode, caretX: Double?) {
        let p = resolved.properties, frame = out.frame, node = resolved.node
        let styled = node.kind == .text ? try drawnRuns(p, at: node) : nil
        if node.kind == .text, let paragraph = Self.paragraph(p) {
            if let styled { return (try paragraphNode(styled, resolved, frame, paragraph), nil) }
            return (try paragraphNode(resolved, frame, paragraph, values: values), nil)
        }
        var paints = try self.paints(p, node: node, in: frame)
        var caretX: Double?
        var decorations: [LayoutNode] = []
        switch node.kind {
        case .text where styled != nil:
            let (box, limit) = Self.textRoom(p, frame)
            let line = context.text.styledLine((styled ?? []).map(\.span), maxWidth: limit, environment: textEnvironment(p))
            let x: Double =
                switch p.textAlign ?? .start {
                case .start: box.minX
                case .center: box.minX + (box.width - Self.alignedWidth(line.width, trailing: line.trailingSpacing, p)) / 2
                case .end: box.maxX - Self.alignedWidth(line.width, trailing: line.trailingSpacing, p)
                }
            let drawn = self.paints(line, styled ?? [], x: x, top: box.minY + (box.height - line.lineHeight) / 2, frame: frame, textFrame: frame)
            paints += drawn.paints
            decorations = drawn.decorations
        case .text:
            let style = try textStyle(p, at: node)
            let (box, limit) = Self.textRoom(p, frame)
            let string = characters(p, values: values)
            let environment = textEnvironment(p)
            var run = runs.fit(context.text, string, style: style, maxWidth: limit, environment: environment)
            if let caret = p.caret, caret.place == .insertion {
                // The frame is the run measured within the room less the caret; the same run fits it exactly.
                let editing = EditingRun(
                    string, offset: caretOffset ?? string.count, style: style, room: box.width, caretWidth: caret.width,
                    text: context.text, environment: environment)
                run = editing.run
                caretX = editing.caretX
            }
            let x: Double =
                switch p.textAlign ?? .start {
                case .start: box.minX
                case .center: box.minX + (box.width - Self.alignedWidth(run.width, trailing: run.trailingSpacing, p)) / 2
                case .end: box.maxX - Self.alignedWidth(run.width, trailing: run.trailingSpacing, p)
                }
            let lineTop = box.minY + (box.height - style.lineHeight) / 2
            let baseline = FontMetrics.drawnBaseline(lineTop: lineTop, lineHeight: style.lineHeight, baselineOffset: run.baselineOffset)
            let origin = Point(x: x, y: baseline), textColor = try color(p, at: node)
            paints.append(Self.painted(.text(run, origin: origin, color: textColor), p.gradient))
            decorations = decoration(p, run: run, origin: origin, color: textColor, textFrame: frame).map { [$0] } ?? []
        case .icon:
            let name: String, property: String?
            switch p.icon {
            case .value(let s)?: (name, property) = (s, nil)
            case .property(let bound)?: (name, property) = (values[bound] ?? "", bound)
            case .content(let bound)?: (name, property) = (values[bound] ?? "", nil)
            case nil: throw LayoutError.document(DocumentError(file: document.file, line: 0, path: node.path, reason: "the icon \"\(node.name)\" names no icon"))
            }
            paints.append(.icon(try context.icon(name, property: property), box: frame, color: try color(p, at: node)))
        case .frame, .rectangle, .ellipse, .instance, .vector:
            break
        }
        let children = try layoutNodes(resolved.children, out.children, values: values) + decorations
        let arguments = (p.accessibilityArguments ?? []).map { argument in
            switch argument {
            case .value(let text): text
            case .property(let name), .content(let name): values[name] ?? ""
            }
        }
        return (
            LayoutNode(
                node.name, role: try role(p.role, kind: node.kind, at: node), accessibilityKey: p.accessibilityKey,
                accessibilityArguments: arguments, hitAreaNote: p.hitAreaNote, isInactive: p.inactive ?? false,
                frame: frame, paints: paints, children: children), caretX
        )
    }

    /// A one-line text's box (its frame inside its padding) and the width it is cut to. A hugging text
    /// was measured against its max width; cutting it against the same width again gives the same run,
    /// whatever its box's min width added. A shrunk one (or one capped by its share of the room) was
    /// measured within the room its row left, which its frame now is.
    static func textRoom(_ p: NodePatch, _ frame: Rect) -> (box: Rect, limit: Double) {
        let box = inset(frame, p.layout.padding), padding = p.layout.padding
        let hugs = (p.width == nil || p.width == .hug) && !p.layout.shrinks && p.layout.roomShare == nil
        return (box, hugs ? (p.layout.maxWidth.map { $0 - padding.left - padding.right } ?? .infinity) : box.width)
    }

    /// `frame` inside `padding`.
    static func inset(_ frame: Rect, _ padding: Insets) -> Rect {
        Rect(
            x: frame.minX + padding.left, y: frame.minY + padding.top,
            width: frame.width - padding.left - padding.right, height: frame.height - padding.top - padding.bottom)
    }

    func color(_ p: NodePatch, at node: DocumentNode) throws -> TokenPath {
        // A text painted with a gradient names the gradient's last stop, so its paints name a token the theme has.
        guard let color = p.color ?? p.gradient?.stops.last?.color else {
            throw LayoutError.document(DocumentError(file: document.file, line: 0, path: node.path, reason: "\"\(node.name)\" has no color (a colour token path)"))
        }
        return TokenPath(color)
    }

    /// The node's role: the document's, or what its kind says when it gives none.
    func role(_ role: NodeRole?, kind: DocumentNode.Kind, at node: DocumentNode) throws -> NodeRole {
        role ?? (kind == .text ? .text : kind == .icon ? .icon : .group)
    }
}
