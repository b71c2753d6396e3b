/// Which tokens a variant draws with, read from its layout's paints: the same names the scene
/// resolves, so the gallery's token list and the review's expectations cannot drift from the pixels.
public enum TokenUsage {
    /// The token paths `tree`'s paints name, in first-use order, each once. A focus ring names the four
    /// `focusRing/brand` tokens it is drawn from; a backdrop blur names its radius token.
    public static func paths(in tree: LayoutTree) -> [TokenPath] {
        var seen = Set<TokenPath>()
        var ordered: [TokenPath] = []
        for node in tree.allNodes {
            for paint in node.paints {
                for path in paths(of: paint) where seen.insert(path).inserted {
                    ordered.append(path)
                }
            }
        }
        return ordered
    }

    /// The tokens one paint resolves.
    public static func paths(of paint: Paint) -> [TokenPath] {
        switch paint {
        case .fill(_, let color), .stroke(_, _, let color), .text(_, _, let color), .icon(_, _, let color):
            [color]
        case .focusRing(_, _, _, let color, let gapColor):
            // The widths are tokens too, read by the layout's styles; the colours the scene resolves.
            Paint.focusRingTokens(color: color, gapColor: gapColor)
        case .backdropImage, .layerBlur, .backgroundBlur, .clipsChildren, .image:
            []
        case .backdropBlur(_, let radius):
            [radius]
        case .shadow(_, let color, _, _, _, _), .path(_, let color, _):
            [color]
        }
    }

    /// `path`, then each alias it points through, down to the primitive: `focusRing/brand/color`,
    /// `brand/base`, `colors/blue/600`. Stops at a cycle rather than looping.
    public static func chain(of path: TokenPath, in theme: Theme) -> [TokenPath] {
        theme.aliasChain(of: path)
    }

    /// True when `tree` draws with `token`, directly or through an alias of it.
    public static func draws(_ tree: LayoutTree, with token: TokenPath, in theme: Theme) -> Bool {
        paths(in: tree).contains { chain(of: $0, in: theme).contains(token) }
    }
}
