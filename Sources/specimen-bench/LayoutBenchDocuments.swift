import Foundation
import LayoutConformance
import Specimen
import SpecimenLimits

/// make bench's layout rows through component documents, as a design system's own components are laid
/// out: each row's tree written once as Specimen documents (`LayoutBenchTrees`' conformance JSON turned
/// into frames), a component document for the part the tree repeats and a top document holding
/// instances of it, so no document passes `Limits.documentNodes` (10,000). A layout may expand to at
/// most `Limits.layoutNodes` (50,000): a row larger than that (the 100,000-node rows) is laid out as
/// several top documents, each holding an equal share of the instances, and their times are summed
/// (decided here: the limit is the product's, and a bench that raised it would time a layout no user
/// can make). The engine alone (`LayoutBenchTrees.cpuSeconds`) is the other figure of the row.
enum LayoutBenchDocuments {
    /// One row's documents: the component the instances show, and the top documents laid out in turn.
    struct Row {
        let component: ComponentDocument?
        let tops: [ComponentDocument]
    }

    /// The documents of `tree` (one of `LayoutBenchTrees.all()`, by its parts).
    static func row(_ tree: LayoutBenchTrees.Tree) throws -> Row {
        guard let parts = tree.parts else {
            // Few enough nodes for one document (the fill chain, the 8,191-node fill tree); one nested
            // deeper than a document may (`Limits.documentDepth`: the 24-level chain is 25) shows its
            // lower half as an instance of a second document.
            var root = try frame(json: tree.json)
            guard depth(root) > Limits.documentDepth else { return Row(component: nil, tops: [try document("Bench Tree", root: root)]) }
            let part = cut(&root, at: Limits.documentDepth / 2)
            return Row(component: try document("Bench Part", root: part), tops: [try document("Bench Tree", root: root)])
        }
        let component = try document("Bench Part", root: try frame(json: parts.part))
        let layouts = Int((Double(parts.count * parts.partNodes + 1) / Double(Limits.layoutNodes)).rounded(.up))
        var tops: [ComponentDocument] = []
        var first = 0
        for layout in 0..<layouts {
            let count = parts.count / layouts + (layout < parts.count % layouts ? 1 : 0)
            var root = try frame(json: parts.container)
            root["children"] = (first..<(first + count)).map { ["name": "part \($0)", "type": "instance", "component": "Bench Part"] as [String: Any] }
            first += count
            tops.append(try document("Bench Tree \(layout + 1)", root: root))
        }
        return Row(component: component, tops: tops)
    }

    /// The best of `rounds` layouts of the row's documents (after one to warm), in seconds of this
    /// thread's CPU time: each top document through `LayoutEngine.layout(_:components:)`, summed.
    static func cpuSeconds(_ row: Row, engine: LayoutEngine, rounds: Int) throws -> Double {
        let components = row.component.map { [$0] } ?? []
        for top in row.tops { _ = try engine.layout(top, components: components) }
        var best = Double.infinity
        for _ in 0..<rounds {
            var total = 0.0
            for top in row.tops {
                let start = threadCPUSeconds()
                _ = try engine.layout(top, components: components)
                total += threadCPUSeconds() - start
            }
            best = min(best, total)
        }
        return best
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// How many levels of nodes `node` nests (a leaf: 1).
    static func depth(_ node: [String: Any]) -> Int {
        1 + ((node["children"] as? [[String: Any]]) ?? []).map(depth).reduce(0, max)
    }

    /// The subtree `levels` below `node` on its deepest path, taken out and replaced there by an
    /// instance of "Bench Part".
    static func cut(_ node: inout [String: Any], at levels: Int) -> [String: Any] {
        guard var children = node["children"] as? [[String: Any]], let deepest = children.indices.max(by: { depth(children[$0]) < depth(children[$1]) })
        else { return [:] }
        if levels <= 1 {
            let part = children[deepest]
            children[deepest] = ["name": "part", "type": "instance", "component": "Bench Part"]
            node["children"] = children
            return part
        }
        let part = cut(&children[deepest], at: levels - 1)
        node["children"] = children
        return part
    }

    /// A conformance-format node (Tests/Conformance/FORMAT.md) as a document frame, its children too.
    static func frame(json: String) throws -> [String: Any] {
        guard let node = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw BenchError("a layout bench tree is not a JSON object")
        }
        var counter = 0
        return frame(node, counter: &counter)
    }

    static func frame(_ node: [String: Any], counter: inout Int) -> [String: Any] {
        var out: [String: Any] = ["name": "n\(counter)", "type": "frame", "direction": node["layout"] as? String ?? "none"]
        counter += 1
        for key in ["gap", "width", "height"] { if let value = node[key] { out[key] = value } }
        if let p = node["padding"] as? [Double], p.count == 4 { out["padding"] = ["top": p[0], "right": p[1], "bottom": p[2], "left": p[3]] }
        if let children = node["children"] as? [[String: Any]] { out["children"] = children.map { frame($0, counter: &counter) } }
        return out
    }

    /// The bench's own design system: its documents' frames paint nothing and hold no text, so it has
    /// no tokens, and its theme (`theme`) is empty. Decision: a design system of its own rather than
    /// borrowing a shipped one's name, so the bench names no shipped design system and reads no theme
    /// file; the engine is given the theme, as a user's design system's themes are given to it.
    static let designSystem = "Specimen Bench"

    /// The bench design system's theme: no tokens, for its documents read none.
    static let theme = Theme(name: "light", values: [:], aliases: [:])

    /// A component document of `designSystem` named `name` with `root`, and no properties, rules or decisions.
    static func document(_ name: String, root: [String: Any]) throws -> ComponentDocument {
        let top: [String: Any] = [
            "version": 1, "name": name, "designSystem": designSystem, "position": 0, "properties": [], "root": root, "rules": [], "decisions": [],
        ]
        let data = try JSONSerialization.data(withJSONObject: top)
        return try DocumentReader.read([UInt8](data), file: "\(name).component.json")
    }
}
