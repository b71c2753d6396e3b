import Foundation

/// Every token Specimen draws with, and the sets and nodes that draw with it: what a user's mapping
/// file has to name. Read from the layouts' paints (the names the scene resolves), the text styles and
/// focus ring the layout reads, and the page tokens the scene fills behind a component.
package struct TokenInventory: Sendable {
    /// One place a token is drawn: a set (of a design system) and a node of its layout.
    package struct Use: Hashable, Sendable {
        /// The set that draws with the token.
        package let set: String
        /// That set's design system.
        package let designSystem: String
        /// The layout node that draws with it.
        package let node: String
    }

    /// The tokens in first-use order (sets in the catalogue's order).
    package let paths: [TokenPath]
    /// Where each is drawn, each use once.
    package let uses: [TokenPath: [Use]]

    /// The tokens a design system's sets draw with.
    package func paths(designSystem: String) -> [TokenPath] {
        paths.filter { uses[$0, default: []].contains { $0.designSystem == designSystem } }
    }

    /// Inventories `sets` (every variant, default properties) with `renderer`'s layouts.
    package init(renderer: Renderer, sets: [ComponentSet] = Catalogue.standard.sets) throws {
        var paths: [TokenPath] = []
        var uses: [TokenPath: [Use]] = [:]
        func add(_ path: TokenPath, _ use: Use) {
            if uses[path] == nil { paths.append(path) }
            if !uses[path, default: []].contains(use) { uses[path, default: []].append(use) }
        }
        for set in sets {
            for token in [PageToken.background] { add(token, Use(set: set.name, designSystem: set.designSystem, node: "page")) }
            for token in set.layoutTokens { add(token, Use(set: set.name, designSystem: set.designSystem, node: "layout")) }
            for variant in set.variants {
                let tree = try renderer.layout(ComponentConfiguration(set: set, variant: variant))
                for node in tree.allNodes {
                    for paint in node.paints {
                        for token in Self.tokens(of: paint) { add(token, Use(set: set.name, designSystem: set.designSystem, node: node.name)) }
                    }
                }
            }
        }
        self.paths = paths
        self.uses = uses
    }

    /// The tokens one paint resolves: the one answer the inventory, the gallery's token list and the
    /// review share. Exhaustive, so a new kind of paint must say which tokens it draws with.
    package static func tokens(of paint: Paint) -> [TokenPath] {
        switch paint {
        case .fill(_, let color), .stroke(_, _, let color, _, _, _), .text(_, _, let color), .icon(_, _, let color),
            .strokedPath(_, _, let color, _, _, _, _):
            [color]
        case .focusRing(_, _, _, let color, let gapColor, let gapToken, let widthToken):
            // The widths are tokens too, read by the layout (the ones the document names); the colours the scene resolves.
            Paint.focusRingTokens(color: color, gapColor: gapColor, gapToken: gapToken, widthToken: widthToken)
        case .backdropImage, .layerBlur, .backgroundBlur, .clipsChildren, .image, .layer, .transform, .mask:
            []
        case .gradient(_, let gradient), .gradientPainted(_, let gradient):
            // A gradient-painted paint's own colour is the last stop's token, already among these.
            gradient.stops.map { TokenPath($0.color) }
        case .backdropBlur(_, let radius):
            [radius]
        case .shadow(_, let color, _, _, _, _, _), .path(_, let color, _), .cutPath(_, let color, _, _, _), .contentShadow(let color, _, _, _, _, _):
            [color]
        case .blended(let inner, _):
            tokens(of: inner)
        }
    }
}
