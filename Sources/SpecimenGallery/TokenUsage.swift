/// Which tokens a variant draws with, read from its layout's paints: the same names the scene
/// resolves, so the gallery's token list and the review's expectations cannot drift from the pixels.
package enum TokenUsage {
    /// The token paths `tree`'s paints name, in first-use order, each once. A focus ring names the four
    /// `focusRing/brand` tokens it is drawn from; a backdrop blur names its radius token.
    package static func paths(in tree: LayoutTree) -> [TokenPath] {
        var seen = Set<TokenPath>()
        var ordered: [TokenPath] = []
        for node in tree.allNodes {
            for paint in node.paints {
                for path in TokenInventory.tokens(of: paint) where seen.insert(path).inserted {
                    ordered.append(path)
                }
            }
        }
        return ordered
    }

    /// `path`, then each alias it points through, down to the primitive: `focusRing/brand/color`,
    /// `brand/base`, `colors/blue/600`. Stops at a cycle rather than looping.
    package static func chain(of path: TokenPath, in theme: Theme) -> [TokenPath] {
        theme.aliasChain(of: path)
    }

    /// True when `tree` draws with `token`, directly or through an alias of it.
    package static func draws(_ tree: LayoutTree, with token: TokenPath, in theme: Theme) -> Bool {
        paths(in: tree).contains { chain(of: $0, in: theme).contains(token) }
    }
}
