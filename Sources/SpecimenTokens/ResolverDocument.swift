import SpecimenSupport

/// A DTCG resolver document (Design Tokens Resolver Module 2025.10): not tokens, but which token files
/// make a theme (`sets`, `modifiers` such as light and dark, `resolutionOrder`). Given as `--tokens`, it
/// is refused with a word on what it is and what to pass instead, not read as groups named `sets` and
/// `modifiers` that hold no token Specimen draws.
enum ResolverDocument {
    /// Why `root` is refused as a token file, or nil when it is not a resolver document.
    static func refusal(_ root: [(key: String, value: JSONValue)]) -> String? {
        let object = JSONValue.object(root)
        let schema: String? = { if case .string(let s)? = object["$schema"] { return s } else { return nil } }()
        guard object["resolutionOrder"] != nil || schema?.contains("resolver") == true else { return nil }
        var files: [String] = []
        collectFiles(object, into: &files, depth: 0)
        let listed = files.isEmpty ? "" : " (it names \(files.prefix(4).joined(separator: ", "))\(files.count > 4 ? ", ..." : ""))"
        return
            "it is a DTCG resolver document, which lists token files rather than holding tokens\(listed); give each token file with --tokens FILE, and a mode's own files with --tokens light:FILE or --tokens dark:FILE"
    }

    /// The files the document's `$ref`s name (a `#/...` pointer is inside the document itself), in order.
    private static func collectFiles(_ value: JSONValue, into files: inout [String], depth: Int) {
        guard depth < 64 else { return }
        switch value {
        case .object(let members):
            for (key, member) in members {
                if key == "$ref", case .string(let ref) = member, !ref.hasPrefix("#"), !files.contains(ref) { files.append(ref) }
                collectFiles(member, into: &files, depth: depth + 1)
            }
        case .array(let items):
            for item in items { collectFiles(item, into: &files, depth: depth + 1) }
        default: break
        }
    }
}
