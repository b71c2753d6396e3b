import Geometry
import SpecimenAutoLayout
import SpecimenTokens

/// Lays out every component of a Figma file with Specimen's auto-layout engine and compares each node's
/// frame with Figma's `absoluteBoundingBox`, relative to its root (the component, or the variant).
///
/// The roots, in file order:
/// - each COMPONENT of a COMPONENT_SET (a variant), and each COMPONENT outside a set;
/// - each COMPONENT_SET with auto layout (it places its variants);
/// - each frame on a page (a child of a CANVAS, or a node a nodes response returned), and each
///   auto-layout frame that is not inside a root and whose parent has no auto layout.
/// Inside a root, another root is a fixed leaf at its box (its own nodes are checked in its own root),
/// so every node is counted once.
package struct FigmaLayoutCheck: Sendable {
    /// Frames within this many points of Figma's, on every edge and in size, agree.
    package static let tolerance = 0.5

    let mapping: FigmaLayoutMapping

    /// `text`: the measurer for texts in fonts Specimen ships; nil sizes every text from Figma's box.
    package init(text: FigmaTextMeasurer?) {
        mapping = FigmaLayoutMapping(text: text)
    }

    /// Checks every root of `file`.
    package func check(_ file: FigmaFile) -> FigmaCheckReport {
        var found: [(FigmaNode, FigmaRootKind)] = []
        for root in file.roots { collectRoots(root, parent: nil, insideRoot: false, into: &found) }
        let stopAt = Set(found.map(\.0.id))
        let results = found.map { check($0.0, kind: $0.1, stopAt: stopAt) }
        return FigmaCheckReport(fileName: file.name, source: file.source, shape: file.shape, roots: results)
    }

    func collectRoots(_ node: FigmaNode, parent: FigmaNode?, insideRoot: Bool, into found: inout [(FigmaNode, FigmaRootKind)]) {
        guard node.visible || parent == nil else { return }
        var inside = insideRoot
        switch node.type {
        case .componentSet:
            if !insideRoot, mapping.direction(node) != .none { found.append((node, .set)); inside = true }
            for variant in node.children where variant.type == .component {
                found.append((variant, .variant(set: node.name)))
            }
            return
        case .component:
            found.append((node, .component))
            return
        case .frame, .instance, .section:
            let onPage = parent == nil || parent?.type == .canvas
            let parentLays = parent.map { mapping.direction($0) != .none } ?? false
            if !insideRoot, onPage || !parentLays && mapping.direction(node) != .none {
                found.append((node, .frame))
                inside = true
            }
        default:
            break
        }
        for child in node.children { collectRoots(child, parent: node, insideRoot: inside, into: &found) }
    }

    func check(_ root: FigmaNode, kind: FigmaRootKind, stopAt: Set<String>) -> FigmaRootResult {
        let (input, tree) = mapping.tree(for: root, stopAt: stopAt)
        var entry = tree
        guard let origin = root.box?.origin else {
            return FigmaRootResult(id: root.id, name: root.name, kind: kind, nodes: [])
        }
        let output = AutoLayout.compute(input).absolute()
        markTextMisses(&entry, output, origin: origin)
        var nodes: [FigmaNodeResult] = []
        compare(entry, output, origin: origin, ancestors: [], isRoot: true, into: &nodes)
        return FigmaRootResult(id: root.id, name: root.name, kind: kind, nodes: nodes)
    }

    /// A measured text whose size misses Figma's is itself the cause of what moves because of it; and
    /// each entry learns the flags inside it, once, so finding a miss's cause is not quadratic.
    private func markTextMisses(_ entry: inout FigmaLayoutMapping.Entry, _ frame: AutoLayoutFrame, origin: Point) {
        if entry.textSizing == .measured, let box = entry.node.box {
            let dw = abs(frame.frame.size.width - box.size.width), dh = abs(frame.frame.size.height - box.size.height)
            if max(dw, dh) > Self.tolerance { entry.flags.insert(.textMetrics) }
        }
        var all = entry.flags
        for i in entry.children.indices {
            markTextMisses(&entry.children[i], frame.children[i], origin: origin)
            all.formUnion(entry.children[i].subtreeFlags)
        }
        entry.subtreeFlags = all
    }

    private func compare(
        _ entry: FigmaLayoutMapping.Entry, _ frame: AutoLayoutFrame, origin: Point,
        ancestors: [FigmaLayoutMapping.Entry], isRoot: Bool, into nodes: inout [FigmaNodeResult]
    ) {
        if let box = entry.node.box {
            let expected = Rect(x: box.origin.x - origin.x, y: box.origin.y - origin.y, width: box.size.width, height: box.size.height)
            var actual = frame.frame
            if let turn = entry.turn { actual.size = turn.boundingSize(of: actual.size) }
            let deviation = max(
                abs(actual.origin.x - expected.origin.x), abs(actual.origin.y - expected.origin.y),
                abs(actual.size.width - expected.size.width), abs(actual.size.height - expected.size.height))
            let miss = deviation > Self.tolerance ? cause(entry, ancestors: ancestors) : nil
            nodes.append(
                FigmaNodeResult(
                    id: entry.node.id, name: entry.node.name, type: entry.node.type,
                    autoLayout: entry.autoLayout, isRoot: isRoot, expected: expected, actual: actual,
                    deviation: deviation, miss: miss, textSizing: entry.textSizing,
                    sizedByEngine: Self.decidesSize(entry.style.width) || Self.decidesSize(entry.style.height)))
        }
        for (child, childFrame) in zip(entry.children, frame.children) {
            compare(child, childFrame, origin: origin, ancestors: ancestors + [entry], isRoot: false, into: &nodes)
        }
    }

    static func decidesSize(_ sizing: AxisSizing) -> Bool {
        if case .fixed = sizing { false } else { true }
    }

    /// The nearest known cause in the tree: on the node or inside it, else on or inside its parent (its
    /// siblings), and so on up to the root. A font that is not bundled is a cause only under baseline
    /// alignment, the one thing its unknown metrics change (its size is Figma's own).
    private func cause(_ entry: FigmaLayoutMapping.Entry, ancestors: [FigmaLayoutMapping.Entry]) -> FigmaMissClass {
        let baseline = ancestors.contains { $0.node.string("counterAxisAlignItems") == "BASELINE" }
        func flags(_ e: FigmaLayoutMapping.Entry) -> Set<FigmaMissClass> {
            var all = e.subtreeFlags
            if !baseline { all.remove(.fontNotBundled) }
            return all
        }
        for candidate in [entry] + ancestors.reversed() {
            if let first = flags(candidate).sorted().first { return first }
        }
        return .unexplained
    }
}

/// What a checked root is.
package enum FigmaRootKind: Hashable, Sendable {
    case variant(set: String)
    case component
    case set
    case frame

    package var word: String {
        switch self {
        case .variant: "variant"
        case .component: "component"
        case .set: "component set"
        case .frame: "frame"
        }
    }
}
