import SpecimenSupport
import Foundation
import Geometry
import SpecimenAutoLayout
import SpecimenTokens

/// How variants differ from their set's base, and the tokens the import writes, grouped as DTCG files.
extension ImportState {
    // MARK: Variants

    static func size(_ sizing: AxisSizing) -> JSONValue {
        switch sizing {
        case .fixed(let v): .number(v)
        case .hug: .string("hug")
        case .fill: .string("fill")
        }
    }

    static func constraint(_ c: Constraint) -> JSONValue {
        switch c {
        case .start(let v): .object([("start", .number(v))])
        case .end(let v): .object([("end", .number(v))])
        case .center(let v): .object([("center", .number(v))])
        case .stretch(let a, let b): .object([("stretch", .array([.number(a), .number(b)]))])
        case .scale(let a, let b): .object([("scale", .array([.number(a), .number(b)]))])
        }
    }

    /// Same node names, types and children, in the same order.
    static func sameShape(_ a: JSONValue, _ b: JSONValue) -> Bool {
        guard a["name"] == b["name"], a["type"] == b["type"] else { return false }
        let ac: [JSONValue] = if case .array(let c)? = a["children"] { c } else { [] }
        let bc: [JSONValue] = if case .array(let c)? = b["children"] { c } else { [] }
        return ac.count == bc.count && zip(ac, bc).allSatisfy { sameShape($0, $1) }
    }

    /// The instances whose component or values differ between two trees of the same shape (a rule
    /// patches a node's properties, not which component an instance shows).
    static func instanceDifferences(_ base: JSONValue, _ variant: JSONValue) -> [String] {
        var out: [String] = []
        if base["type"] == .string("instance"), base["component"] != variant["component"] || base["properties"] != variant["properties"],
            case .string(let name)? = base["name"]
        {
            out.append(name)
        }
        if case .array(let bc)? = base["children"], case .array(let vc)? = variant["children"] {
            for (x, y) in zip(bc, vc) { out += instanceDifferences(x, y) }
        }
        return out
    }

    /// Per node, the properties `variant` sets differently from `base`. A property `base` has and
    /// `variant` lacks is unset where a value says "none": `visible` becomes true (a layer the base hides
    /// and the variant shows) and a list of paints or effects becomes empty; any other is the layers'
    /// default, kept.
    static func diff(_ base: JSONValue, _ variant: JSONValue, into patches: inout [(key: String, value: JSONValue)]) {
        guard case .object(let b) = base, case .object(let v) = variant, case .string(let name)? = base["name"] else { return }
        var changed: [(key: String, value: JSONValue)] = []
        for (key, value) in v where !["name", "type", "children", "component", "properties"].contains(key) {
            if b.first(where: { $0.key == key })?.value != value { changed.append((key, value)) }
        }
        for (key, _) in b where !v.contains(where: { $0.key == key }) {
            if let none = unsetValues[key] { changed.append((key, none)) }
        }
        if !changed.isEmpty { patches.append((name, .object(changed))) }
        if case .array(let bc)? = base["children"], case .array(let vc)? = variant["children"] {
            for (x, y) in zip(bc, vc) { diff(x, y, into: &patches) }
        }
    }

    /// The value that unsets each property a base layer may have and a variant's lack: a rule can say these.
    static let unsetValues: [String: JSONValue] = [
        "visible": .bool(true), "fills": .array([]), "strokes": .array([]), "effects": .array([]),
    ]

    // MARK: Tokens

    /// Tokens by path as DTCG groups below `prefix` (`figma/color/brand/primary` -> brand: {primary}),
    /// in first-use order; the paths were made so that no token is also a group (`fits`).
    static func nested(_ tokens: [(path: String, token: JSONValue)], under prefix: String) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var groups: [String: [(path: String, token: JSONValue)]] = [:]
        for (path, token) in tokens {
            let rest = String(path.dropFirst(prefix.count))
            guard let slash = rest.firstIndex(of: "/") else {
                members.append((rest, token))
                continue
            }
            let group = String(rest[..<slash])
            if groups[group] == nil { members.append((group, .null)) }
            groups[group, default: []].append((path, token))
        }
        return .object(
            members.map { member in
                guard let inside = groups[member.key] else { return member }
                return (member.key, nested(inside, under: prefix + member.key + "/"))
            })
    }

    /// The token files: the file's own colours and text styles, with the variables' modes when given.
    func tokenFiles(slug: String) -> [(String, String)] {
        var own: [(key: String, value: JSONValue)] = []
        if !colors.isEmpty {
            own.append(("color", Self.nested(colors.map { ($0.path, .object([("$type", .string("color")), ("$value", .string($0.hex))])) }, under: "figma/color/")))
        }
        if !typography.isEmpty {
            own.append(("text", Self.nested(typography.map { ($0.path, .object([("$type", .string("typography")), ("$value", $0.value)])) }, under: "figma/text/")))
        }
        let figma: JSONValue = .object(own)
        guard let variables, !variables.modes.isEmpty else {
            return [("\(slug).tokens.json", FigmaJSONWriter.text(.object([("$description", .string("Imported from the Figma file \(fileName)")), ("figma", figma)])))]
        }
        return variables.modes.compactMap { mode -> (String, String)? in
            guard let word = variables.themeMode(of: mode) else { return nil }
            var top: [(key: String, value: JSONValue)] = [("$description", .string("Imported from the Figma file \(fileName), variables in mode \(mode.name)"))]
            top += variables.tokens(mode: mode.id)
            top.append(("figma", figma))
            // `<file>-light.tokens.json` / `-dark`: a token file naming a mode as a word applies to that mode only.
            return ("\(slug)-\(word).tokens.json", FigmaJSONWriter.text(.object(top)))
        }
    }
}
