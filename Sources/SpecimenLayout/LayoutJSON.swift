import SpecimenSupport
import Geometry
import SpecimenDocument

extension LayoutTree {
    /// The layout as pretty JSON, the same bytes for the same layout on every run:
    /// `{"set", "variant", "frame", "bounds", "nodes": [{"name", "role", ("action"), ("accessibilityKey"),
    /// "frame", "children"}]}` (a button's action and a node's key only where it has one), keys in that
    /// order, frames as `{"x", "y", "width", "height"}` on one line, numbers without needless decimals.
    package func json() -> String {
        var out = "{\n"
        out += "  \"set\": \(JSONWriter.quoted(configuration.set.name)),\n"
        out += "  \"variant\": \(JSONWriter.quoted(configuration.variant.name)),\n"
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
                + "\(pad)    \"name\": \(JSONWriter.quoted(node.name)),\n"
                + "\(pad)    \"role\": \(JSONWriter.quoted(node.role.name)),\n"
                + action(node.role).map { "\(pad)    \"action\": \(JSONWriter.quoted($0)),\n" }.orEmpty
                + node.accessibilityKey.map { "\(pad)    \"accessibilityKey\": \(JSONWriter.quoted($0)),\n" }.orEmpty
                + "\(pad)    \"frame\": \(rect(node.frame)),\n"
                + "\(pad)    \"children\": \(self.nodes(node.children, indent: indent + 2))\n"
                + "\(pad)  }"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n\(pad)]"
    }

    static func action(_ role: NodeRole) -> String? {
        if case .button(let action) = role { return action.rawValue }
        return nil
    }
}

extension Optional where Wrapped == String {
    /// The string, or "" when there is none.
    var orEmpty: String { self ?? "" }
}
