/// Hands out the `id`s of one SVG document: valid XML names, unique, in first-use order.
///
/// Every id in a document (groups, glyph definitions, clip paths) comes from one allocator, so a
/// layout node called `g-a` cannot collide with the glyph `a`, and a node name used twice becomes
/// `field`, `field-2`, `field-3`. Ids depend only on the order names are asked for, which is the
/// document order, so the same list always gets the same ids.
struct SVGIdentifiers {
    private var taken: Set<String> = []
    /// The next suffix to try for a base name, so a name used many times stays linear.
    private var nextSuffix: [String: Int] = [:]

    /// A fresh id built from `name`: sanitised, then suffixed `-2`, `-3`… until unused.
    /// An empty name (after sanitising) uses `fallback`.
    mutating func claim(_ name: String, fallback: String) -> String {
        var base = Self.sanitized(name)
        if base.isEmpty { base = fallback }
        if taken.insert(base).inserted { return base }
        var suffix = nextSuffix[base, default: 2]
        while !taken.insert("\(base)-\(suffix)").inserted { suffix += 1 }
        nextSuffix[base] = suffix + 1
        return "\(base)-\(suffix)"
    }

    /// `name` as an XML name that is also a plain URL fragment and CSS identifier: ASCII letters,
    /// digits, `-` and `_`, starting with a letter or `_`. Anything else becomes `_`, so distinct
    /// names can meet here; ``claim(_:fallback:)`` keeps them apart with a suffix.
    ///
    /// Non-ASCII letters are valid XML names too, but some renderers mishandle them inside
    /// `url(#…)`, and an id is for tools, not for people (the readable name is in `aria-label`).
    static func sanitized(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": out.unicodeScalars.append(scalar)
            default: out += "_"
            }
        }
        if let first = out.unicodeScalars.first, !(("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_") {
            out = "_" + out
        }
        return out
    }
}
