import Geometry

extension LayoutTree {
    /// The layout as pretty JSON, the same bytes for the same layout on every run:
    /// `{"set", "variant", "frame", "bounds", "nodes": [{"name", "frame", "children"}]}`, keys in that
    /// order, frames as `{"x", "y", "width", "height"}` on one line, numbers without needless decimals.
    public func json() -> String {
        var out = "{\n"
        out += "  \"set\": \(JSONString.quoted(configuration.set.name)),\n"
        out += "  \"variant\": \(JSONString.quoted(configuration.variant.name)),\n"
        out += "  \"frame\": \(JSONText.rect(frame)),\n"
        out += "  \"bounds\": \(JSONText.rect(bounds)),\n"
        out += "  \"nodes\": \(JSONText.nodes(nodes, indent: 1))\n"
        out += "}\n"
        return out
    }
}

/// The pieces of `LayoutTree.json()`.
enum JSONText {
    static func rect(_ r: Rect) -> String {
        "{\"x\": \(NumberText.format(r.x)), \"y\": \(NumberText.format(r.y)), \"width\": \(NumberText.format(r.width)), \"height\": \(NumberText.format(r.height))}"
    }

    /// A node array whose opening bracket is already at `indent` levels (two spaces each).
    static func nodes(_ nodes: [LayoutNode], indent: Int) -> String {
        guard !nodes.isEmpty else { return "[]" }
        let pad = String(repeating: "  ", count: indent)
        let items = nodes.map { node in
            "\(pad)  {\n"
                + "\(pad)    \"name\": \(JSONString.quoted(node.name)),\n"
                + "\(pad)    \"frame\": \(rect(node.frame)),\n"
                + "\(pad)    \"children\": \(self.nodes(node.children, indent: indent + 2))\n"
                + "\(pad)  }"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n\(pad)]"
    }
}
