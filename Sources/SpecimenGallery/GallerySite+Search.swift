/// What the gallery's search finds: each set (with its description and prose), each variant, each
/// property, each token the variants draw with, and each page of prose.
extension GallerySite {
    func searchEntries() throws -> [SiteSearch.Entry] {
        var entries: [SiteSearch.Entry] = []
        if let readme {
            entries.append(.init(title: "About the design system", kind: "Prose", url: GalleryPaths.index + "#about", text: Markdown.plainText(readme)))
        }
        for set in sets {
            let page = GalleryPaths.page(for: set)
            let description = set.document?.description ?? ""
            entries.append(.init(title: set.name, kind: "Set", url: page, text: "\(set.designSystem) \(description)"))
            if let markdown = prose[set.name] {
                entries.append(.init(title: "\(set.name): guidance", kind: "Prose", url: page + "#guidance", text: Markdown.plainText(markdown)))
            }
            for property in set.properties {
                let words = ([property.kind.rawValue, property.defaultValue] + property.options).joined(separator: " ")
                entries.append(.init(title: "\(set.name): \(property.name)", kind: "Property", url: page + "#preview", text: words))
            }
            for variant in set.variants {
                let configuration = ComponentConfiguration(set: set, variant: variant)
                let words = (tokens[configuration] ?? []).map(\.description).joined(separator: " ")
                entries.append(.init(title: "\(set.name): \(variant.name)", kind: "Variant", url: page + "#" + Slug.make(variant.name), text: words))
            }
        }
        var seen: Set<String> = []
        for set in sets {
            let light = try renderer.theme(for: set, mode: .light)
            for variant in set.variants {
                for path in tokens[ComponentConfiguration(set: set, variant: variant)] ?? [] {
                    let anchor = Self.tokenAnchor(path, system: set.designSystem)
                    guard seen.insert(anchor).inserted else { continue }
                    let value = light.values[path].map(\.display) ?? ""
                    entries.append(.init(title: path.description, kind: "Token", url: GalleryPaths.tokens + "#" + anchor, text: "\(set.designSystem) \(value)"))
                }
            }
        }
        return entries
    }

    /// The token page's row of `path` in `system`'s table.
    static func tokenAnchor(_ path: TokenPath, system: String) -> String {
        "token-" + Slug.make(system + " " + path.description)
    }
}
