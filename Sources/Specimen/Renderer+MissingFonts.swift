import Foundation
import SpecimenDocument

extension Renderer {
    /// The design systems' families nobody provides: one `MissingFontFamily` line per family and folder,
    /// naming every node of the folder's documents whose text style names it, as `import figma` names a
    /// Figma file's (the same line, written once). Read from the documents and the folder's text styles,
    /// not from what a command draws, so it is said once, before anything is drawn, in the same words
    /// whichever set is drawn.
    ///
    /// Decision: a family is missing when no face of it is in `Fonts/` or the folder (a family present
    /// at another weight draws its nearest weight, as CSS matches, and is not reported); the styles are
    /// read in the folder's light mode, or its dark one when it has no light tokens. A folder whose
    /// tokens do not resolve is skipped here: drawing it says why.
    package func missingFontLines() -> [(line: String, lists: [String])] {
        var out: [(line: String, lists: [String])] = []
        for folder in designSystems {
            guard let theme = ThemeMode.allCases.lazy.compactMap({ try? self.theme(designSystem: folder.name, mode: $0) }).first else { continue }
            // Family (first name of its list) -> the lists naming it first, the weights and the nodes, in first-use order.
            var families: [String: (lists: [String], weights: [Int], nodes: [String])] = [:]
            var order: [String] = []
            var styles: [String: TextStyle?] = [:]
            for document in folder.documents {
                for use in document.textStyleUses {
                    let style = styles[use.style] ?? (try? theme.textStyle(TokenPath(use.style)))
                    styles[use.style] = style
                    guard let style, let list = style.family, !text.hasFamily(list), let family = FontFamilies.names(list).first else { continue }
                    if families[family] == nil { order.append(family) }
                    var entry = families[family, default: ([], [], [])]
                    func insert<T: Equatable>(_ value: T, into list: inout [T]) { if !list.contains(value) { list.append(value) } }
                    insert(list, into: &entry.lists)
                    insert(style.weight.numericWeight, into: &entry.weights)
                    insert(use.node, into: &entry.nodes)
                    families[family] = entry
                }
            }
            for family in order.sorted() {
                guard let entry = families[family] else { continue }
                let weights = entry.weights.sorted()
                // Inter's weight for each, as `TextEngine.interIndex` draws a style whose family is missing.
                let drawn = weights.map { "Inter \(FontWeight.nearest(Double($0)).rawValue)" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let missing = MissingFontFamily(family: family, weights: weights, drawn: drawn, nodes: entry.nodes, folders: "Fonts or \(folder.url.lastPathComponent)")
                out.append(("specimen: warning: " + missing.line, entry.lists))
            }
        }
        return out
    }
}
