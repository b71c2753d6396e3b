import SpecimenSupport
import SpecimenAutoLayout
import SpecimenTokens

/// Reading the keys a one-line field needs beyond Figma's own: a node's share of its row's room, its
/// own text direction, and a rule's defaults for properties.
extension DocumentReader {
    /// `roomShare` (`{"fraction": 0.5, "less": 8}`), `shrinkOrder` (a whole number) and `textDirection` (`"ltr"` / `"rtl"`).
    func sharingAndDirection(_ n: [String: JSONValue], _ path: String, into p: inout NodePatch) throws(DocumentError) {
        if let raw = n["roomShare"] {
            let at = "\(path).roomShare"
            let o = try object(raw, at, keys: ["fraction", "less"], what: "a room share")
            p.setLayout(
                \.roomShare, .roomShare,
                RoomShare(
                    fraction: try number(o["fraction"], "\(at).fraction", what: "a share's fraction", range: 0...1),
                    less: try optionalNumber(o["less"], "\(at).less", what: "a share's less") ?? 0))
        }
        if let raw = n["shrinkOrder"] {
            let order = try number(raw, "\(path).shrinkOrder", what: "shrinkOrder", range: -100...100)
            guard order == order.rounded() else { throw fail("\(path).shrinkOrder", "shrinkOrder is a whole number (-100 to 100), not \(order)") }
            p.setLayout(\.shrinkOrder, .shrinkOrder, Int(order))
        }
        if let raw = n["textDirection"] {
            p.textDirection = try choice(raw, "\(path).textDirection", what: "textDirection", as: DocumentTextDirection.self)
        }
    }

    /// A rule's `defaults`: property names and the default each takes while the rule matches.
    func ruleDefaults(_ value: JSONValue?, _ path: String) throws(DocumentError) -> [String: String] {
        guard let value else { return [:] }
        guard case .object(let members) = value else { throw fail(path, "defaults must be an object of property names and values") }
        var out: [String: String] = [:]
        for (name, item) in members {
            switch item {
            case .string(let s): out[name] = s
            case .bool(let b): out[name] = b ? "on" : "off"
            default: throw fail("\(path).\(name)", "a default is a property's value: a string, or true or false")
            }
        }
        return out
    }
}
