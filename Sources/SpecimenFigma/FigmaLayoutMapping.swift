import Geometry
import SpecimenAutoLayout
import SpecimenText
import SpecimenTokens

/// Figma's layout fields as `AutoLayoutStyle`, in one place: each rule is Figma's, as
/// figma/rest-api-spec documents the field.
///
/// - `layoutMode` HORIZONTAL / VERTICAL / NONE -> `direction`; GRID is not in the engine (laid out as
///   NONE and flagged).
/// - `itemSpacing` -> `gap`, `counterAxisSpacing` -> `crossGap`, `layoutWrap: WRAP` -> `wrap`,
///   `padding{Left,Right,Top,Bottom}` -> `padding`, `min/maxWidth/Height` as they are.
/// - `primaryAxisAlignItems` MIN / CENTER / MAX / SPACE_BETWEEN and `counterAxisAlignItems` MIN /
///   CENTER / MAX / BASELINE -> the alignments; `counterAxisAlignContent` -> `alignContent`.
/// - Sizing per axis: `layoutSizingHorizontal` / `layoutSizingVertical` when the file has them (FIXED,
///   HUG, FILL). Files written before Figma added them (2023) say it the old way, read as Figma did:
///   on the parent's primary axis `layoutGrow: 1` is fill, on its counter axis `layoutAlign: STRETCH`
///   is fill; an auto-layout frame's own `primaryAxisSizingMode` / `counterAxisSizingMode` FIXED is
///   fixed and AUTO (the default, which Figma's JSON omits) is hug; a text's `textAutoResize`
///   WIDTH_AND_HEIGHT hugs both axes, HEIGHT hugs its height; anything else is fixed at Figma's `size`
///   (or its box's size).
/// - `layoutPositioning: ABSOLUTE`, and every child of a frame without auto layout, is placed by its
///   `constraints` (LEFT / RIGHT / CENTER / LEFT_RIGHT / SCALE, and TOP / BOTTOM ...), with the offsets
///   Figma's boxes give it against its parent's box.
/// - Hidden nodes (`visible: false`) take no space and are left out, as in Figma.
/// - Groups are frames fixed at their box (the union of their children, as Figma sizes them), their
///   children placed at their offsets in it; boolean operations are fixed leaves at their box, drawn
///   from their geometry.
struct FigmaLayoutMapping {
    let text: FigmaTextMeasurer?
    /// Importing: a text keeps the sizing Figma gives it even when Specimen cannot measure its font (it
    /// is drawn in the fallback, which is measured); checking sizes such a text from Figma's box.
    var keepsTextSizing = false
    /// Importing: hidden layers kept (written `"visible": false`) because an instance shows them.
    var keepsHidden: Set<String> = []

    /// One engine node, with the Figma node it stands for and what the check needs to know of it.
    struct Entry {
        /// The engine input this entry stands for (its style; children are the entries').
        let style: AutoLayoutStyle
        let node: FigmaNode
        /// Laid out by auto layout: an in-flow child of an auto-layout frame, or an auto-layout frame.
        let autoLayout: Bool
        /// Known reasons its frame may differ from Figma's box, found on this node.
        var flags: Set<FigmaMissClass>
        /// `flags` of this node and every node inside it (filled in by the check, once).
        var subtreeFlags: Set<FigmaMissClass> = []
        var textSizing: FigmaTextSizing?
        var children: [Entry]
        /// The linear map Figma turns the node by (its `relativeTransform`), or nil: its box is then
        /// compared as its turned frame's bounding box, as Figma's `absoluteBoundingBox` is.
        var turn: AffineTransform? = nil
    }

    /// The engine input for `root` and the entries in the same shape. `stopAt` are nodes checked as
    /// roots of their own: inside this root they are fixed leaves at their box.
    func tree(for root: FigmaNode, stopAt: Set<String>) -> (AutoLayoutNode, Entry) {
        build(root, parent: nil, stopAt: stopAt, isRoot: true, turnedSpace: false)
    }

    /// `turnedSpace`: an ancestor of `node` is turned, so its parent's own coordinates are not the
    /// canvas's and the boxes' difference does not place it (its `relativeTransform` does).
    private func build(_ node: FigmaNode, parent: FigmaNode?, stopAt: Set<String>, isRoot: Bool, turnedSpace: Bool) -> (AutoLayoutNode, Entry) {
        let parentDirection = parent.map(direction) ?? AutoLayoutDirection.none
        let inFlow = parent != nil && parentDirection != .none && node.string("layoutPositioning") != "ABSOLUTE"
        var style = AutoLayoutStyle()
        var flags: Set<FigmaMissClass> = []
        let ownDirection = direction(node)
        let isLeaf =
            !isRoot && stopAt.contains(node.id) || node.type.placesChildrenItself
            || !node.type.isFrameLike && !node.type.isGroup && node.type != .document && node.type != .canvas

        if node.isRotated { flags.insert(.rotated) }
        if node.string("layoutMode") == "GRID" { flags.insert(.gridLayout) }
        if node.bool("strokesIncludedInLayout") == true, case .array(let strokes)? = node.fields["strokes"], !strokes.isEmpty {
            flags.insert(.strokesIncludedInLayout)
        }
        if inFlow, let align = node.string("layoutAlign"), ["MIN", "CENTER", "MAX"].contains(align) { flags.insert(.perChildAlignment) }

        if !isLeaf {
            style.direction = ownDirection
            style.gap = node.number("itemSpacing") ?? 0
            style.crossGap = node.number("counterAxisSpacing") ?? 0
            style.wrap = node.string("layoutWrap") == "WRAP"
            style.padding = Insets(
                top: node.number("paddingTop") ?? node.number("verticalPadding") ?? 0,
                left: node.number("paddingLeft") ?? node.number("horizontalPadding") ?? 0,
                bottom: node.number("paddingBottom") ?? node.number("verticalPadding") ?? 0,
                right: node.number("paddingRight") ?? node.number("horizontalPadding") ?? 0)
            style.primaryAlignment =
                switch node.string("primaryAxisAlignItems") {
                case "CENTER": .center
                case "MAX": .end
                case "SPACE_BETWEEN": .spaceBetween
                default: .start
                }
            style.counterAlignment =
                switch node.string("counterAxisAlignItems") {
                case "CENTER": .center
                case "MAX": .end
                case "BASELINE": .baseline
                default: .start
                }
            style.alignContent = node.string("counterAxisAlignContent") == "SPACE_BETWEEN" ? .spaceBetween : .auto
        }
        style.minWidth = node.number("minWidth")
        style.maxWidth = node.number("maxWidth")
        style.minHeight = node.number("minHeight")
        style.maxHeight = node.number("maxHeight")

        let size = node.size ?? Size(width: 0, height: 0)
        var textSizing: FigmaTextSizing?
        var measure: LeafMeasure?
        if node.type == .text {
            let (sizing, closure) = text?.measure(node) ?? (.figmaBox(reason: "no text engine"), nil)
            textSizing = sizing
            measure = closure
            if case .figmaBox = sizing { flags.insert(.fontNotBundled) }
        }
        let leafKind = isLeaf || node.type == .text
        style.width = sizing(node, horizontal: true, size: size.width, parentDirection: parentDirection, inFlow: inFlow, isRoot: isRoot, leaf: leafKind, textSizing: textSizing)
        style.height = sizing(node, horizontal: false, size: size.height, parentDirection: parentDirection, inFlow: inFlow, isRoot: isRoot, leaf: leafKind, textSizing: textSizing)

        if let parent, !inFlow {
            style.positioning = parentDirection == .none ? .auto : .absolute
            style.constraints = constraints(node, in: parent, turnedSpace: turnedSpace)
        }

        var children: [AutoLayoutNode] = []
        var entries: [Entry] = []
        if !isLeaf {
            for child in node.children where child.visible || keepsHidden.contains(child.id) {
                let (input, entry) = build(child, parent: node, stopAt: stopAt, isRoot: false, turnedSpace: turnedSpace || node.isRotated)
                children.append(input)
                entries.append(entry)
            }
        }
        let autoLayout = inFlow || !isLeaf && ownDirection != .none
        let turn = node.isRotated ? ImportState.linearTransform(node) : nil
        let input = AutoLayoutNode(style: style, children: children, measure: children.isEmpty ? measure : nil, turn: turn)
        return (input, Entry(style: style, node: node, autoLayout: autoLayout, flags: flags, textSizing: textSizing, children: entries, turn: turn))
    }

    /// Figma's `layoutMode` for a frame-like node; everything else lays out nothing.
    func direction(_ node: FigmaNode) -> AutoLayoutDirection {
        guard node.type.isFrameLike else { return .none }
        switch node.string("layoutMode") {
        case "HORIZONTAL": return .horizontal
        case "VERTICAL": return .vertical
        default: return .none
        }
    }

    private func sizing(
        _ node: FigmaNode, horizontal: Bool, size: Double, parentDirection: AutoLayoutDirection,
        inFlow: Bool, isRoot: Bool, leaf: Bool, textSizing: FigmaTextSizing?
    ) -> AxisSizing {
        let ownDirection = leaf ? .none : direction(node)
        let isText = node.type == .text
        // A text Specimen cannot measure keeps Figma's size on every axis it does not fill.
        let unmeasured: Bool = if case .figmaBox? = textSizing, !keepsTextSizing { true } else { false }
        let canHug = ownDirection != .none || isText && !unmeasured
        let fill = inFlow && !isRoot
        if let word = node.string(horizontal ? "layoutSizingHorizontal" : "layoutSizingVertical") {
            switch word {
            case "HUG" where canHug: return .hug
            case "FILL" where fill: return .fill
            default: return .fixed(size)
            }
        }
        if fill {
            let parentPrimaryIsThis = (parentDirection == .horizontal) == horizontal
            if parentPrimaryIsThis, node.number("layoutGrow") == 1 { return .fill }
            if !parentPrimaryIsThis, node.string("layoutAlign") == "STRETCH" { return .fill }
        }
        if ownDirection != .none {
            let primary = (ownDirection == .horizontal) == horizontal
            let mode = node.string(primary ? "primaryAxisSizingMode" : "counterAxisSizingMode")
            return mode == "FIXED" ? .fixed(size) : .hug
        }
        if isText, !unmeasured {
            let resize = node.fields["style"]?["textAutoResize"].flatMap { if case .string(let s) = $0 { s } else { nil } }
            if resize == "WIDTH_AND_HEIGHT" || resize == "HEIGHT" && !horizontal { return .hug }
        }
        return .fixed(size)
    }

    /// Figma's `constraints` with the offsets the node's box has against its parent's.
    private func constraints(_ node: FigmaNode, in parent: FigmaNode, turnedSpace: Bool) -> Constraints {
        guard let box = node.box, let outer = parent.box else { return Constraints() }
        let size = node.size ?? box.size
        var (x, y) = (box.origin.x - outer.origin.x, box.origin.y - outer.origin.y)
        var parentSize = outer.size
        // Inside a turned frame or group the canvas boxes are turned too: the node's place in its
        // parent's own (unturned) coordinates is its relativeTransform's (which a files response gives
        // relative to the parent, a group included), as the top-left of its turned box there.
        if turnedSpace, let own = Self.placedBox(node) {
            (x, y) = (own.minX, own.minY)
            parentSize = parent.size ?? parentSize
        }
        func axis(_ word: String?, start: Double, length: Double, parentLength: Double) -> Constraint {
            switch word {
            case "RIGHT", "BOTTOM": .end(parentLength - start - length)
            case "CENTER": .center(start + length / 2 - parentLength / 2)
            case "LEFT_RIGHT", "TOP_BOTTOM": .stretch(start: start, end: parentLength - start - length)
            case "SCALE" where parentLength > 0: .scale(start: start / parentLength, size: length / parentLength)
            default: .start(start)
            }
        }
        let words = node.fields["constraints"]
        func word(_ key: String) -> String? { words?[key].flatMap { if case .string(let s) = $0 { s } else { nil } } }
        return Constraints(
            horizontal: axis(word("horizontal"), start: x, length: size.width, parentLength: parentSize.width),
            vertical: axis(word("vertical"), start: y, length: size.height, parentLength: parentSize.height))
    }

    /// The box `node` covers in its container's own coordinates: its size turned by its
    /// `relativeTransform` and moved by its translation (nil without both).
    static func placedBox(_ node: FigmaNode) -> Rect? {
        guard let map = FigmaNode.transform(node.fields["relativeTransform"]), let size = node.size else { return nil }
        let turned = AffineTransform(a: map.a, b: map.b, c: map.c, d: map.d, tx: 0, ty: 0).boundingSize(of: size)
        let xs = [0, map.a * size.width, map.c * size.height, map.a * size.width + map.c * size.height]
        let ys = [0, map.b * size.width, map.d * size.height, map.b * size.width + map.d * size.height]
        return Rect(x: map.tx + (xs.min() ?? 0), y: map.ty + (ys.min() ?? 0), width: turned.width, height: turned.height)
    }
}
