import Geometry
import SpecimenAutoLayout
import SpecimenDocument
import SpecimenLayout

/// `check figma FILE.json --design-system DIR`: the imported documents themselves laid out, every
/// variant, beside Figma's `absoluteBoundingBox` of the node each document node came from, relative to
/// its variant. Where `FigmaLayoutCheck` checks the engine on Figma's fields, this checks the whole
/// import: what the documents say, laid out by the document layout (instances expanded from their
/// components, text in the tokens the import wrote).
///
/// Nodes are matched as the importer named them: by tree position, Figma's name made unique within its
/// document (`NodeNames`). An instance is compared by its own frame; its layers are its component's,
/// checked in that component's own document.
package struct FigmaDocumentCheck: Sendable {
    package init() {}

    /// `layout` lays out a document in a variant (`Size=Large, State=Default`; nil for a component with
    /// no variants). A root whose document is missing or does not lay out is reported with its reason.
    package func check(
        _ file: FigmaFile, documents: [ComponentDocument],
        layout: (ComponentDocument, String?) throws -> LayoutTree
    ) -> (report: FigmaCheckReport, failures: [String]) {
        let found = FigmaImporter.imported(file).nodes
        let names = FigmaImporter.documentNames(found)
        let byName = Dictionary(documents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let mapping = FigmaLayoutMapping(text: nil, keepsTextSizing: true)
        var roots: [FigmaRootResult] = []
        var failures: [String] = []
        for (node, name) in zip(found, names) {
            guard let document = byName[name] else {
                failures.append("\(node.name) (\(node.id)): no document \"\(name)\" in the design system")
                continue
            }
            let instances = Set(document.allNodes.filter { $0.kind == .instance }.map(\.name))
            let variants = node.type == .componentSet ? node.children.filter { $0.type == .component } : [node]
            for variant in variants {
                let variantName = node.type == .componentSet ? variant.name : nil
                let tree: LayoutTree
                do { tree = try layout(document, variantName) } catch {
                    failures.append("\(node.name) / \(variant.name) (\(variant.id)): \(error)")
                    continue
                }
                let kind: FigmaRootKind = node.type == .componentSet ? .variant(set: node.name) : .component
                roots.append(
                    FigmaRootResult(
                        id: variant.id, name: variant.name, kind: kind,
                        nodes: compare(mapping.tree(for: variant, stopAt: []).1, tree, instances: instances)))
            }
        }
        return (FigmaCheckReport(fileName: file.name, source: file.source, shape: file.shape, roots: roots), failures)
    }

    /// The box holding `frame`'s four corners under `map`.
    static func bounds(of frame: Rect, through map: AffineTransform) -> Rect {
        let corners = [
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY), Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY),
        ].map(map.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    private func compare(_ root: FigmaLayoutMapping.Entry, _ tree: LayoutTree, instances: Set<String>) -> [FigmaNodeResult] {
        var frames: [String: Rect] = [:]
        // `turn` maps the node's frame's space to the component's: its turned ancestors' transforms, placed
        // as the scene places them (a turned node's children lie in its unturned space).
        func collect(_ node: LayoutNode, _ turn: AffineTransform) {
            var own = AffineTransform.identity
            for case .transform(let map) in node.paints { own = map.placed(in: node.frame) }
            let map = own.concatenating(turn)
            if frames[node.name] == nil {
                // A node is compared as its picture's bounding box on the canvas, Figma's absoluteBoundingBox:
                // a turned node's, or a node's inside a turned one, is its corners' box through the turns.
                frames[node.name] = map == .identity ? node.frame : Self.bounds(of: node.frame, through: map)
            }
            guard !instances.contains(node.name) else { return }
            for child in node.children { collect(child, map) }
        }
        for node in tree.nodes { collect(node, .identity) }
        guard let origin = root.node.box?.origin else { return [] }
        var names = NodeNames()
        var out: [FigmaNodeResult] = []
        func flags(_ entry: FigmaLayoutMapping.Entry) -> Set<FigmaMissClass> {
            entry.children.reduce(entry.flags) { $0.union(flags($1)) }
        }
        // The nearest known cause: in the node, else in its parent (its siblings), and so on up: a text
        // drawn in the fallback of a font not bundled moves and sizes what holds it.
        var ancestors: [FigmaLayoutMapping.Entry] = []
        func cause(_ entry: FigmaLayoutMapping.Entry) -> FigmaMissClass {
            for candidate in [entry] + ancestors.reversed() { if let first = flags(candidate).sorted().first { return first } }
            return .unexplained
        }
        func visit(_ entry: FigmaLayoutMapping.Entry, path: [Int], isRoot: Bool) {
            let name = names.name(for: entry.node.name, at: path)
            if let box = entry.node.box {
                let expected = Rect(x: box.origin.x - origin.x, y: box.origin.y - origin.y, width: box.size.width, height: box.size.height)
                let actual = isRoot ? (frames[name] ?? tree.frame) : frames[name]
                let deviation =
                    actual.map { a in
                        max(abs(a.minX - expected.minX), abs(a.minY - expected.minY), abs(a.width - expected.width), abs(a.height - expected.height))
                    } ?? .infinity
                let miss: FigmaMissClass? = deviation > FigmaLayoutCheck.tolerance ? cause(entry) : nil
                out.append(
                    FigmaNodeResult(
                        id: entry.node.id, name: entry.node.name, type: entry.node.type, autoLayout: entry.autoLayout,
                        isRoot: isRoot, expected: expected, actual: actual ?? .zero, deviation: deviation, miss: miss,
                        textSizing: entry.textSizing,
                        sizedByEngine: FigmaLayoutCheck.decidesSize(entry.style.width) || FigmaLayoutCheck.decidesSize(entry.style.height)))
            }
            // The importer descends frames only; an instance's and a vector's layers are not the document's.
            guard entry.node.type != .instance || !instances.contains(name), !entry.node.type.placesChildrenItself else { return }
            ancestors.append(entry)
            for (i, child) in entry.children.enumerated() { visit(child, path: path + [i], isRoot: false) }
            ancestors.removeLast()
        }
        visit(root, path: [], isRoot: true)
        return out
    }
}
