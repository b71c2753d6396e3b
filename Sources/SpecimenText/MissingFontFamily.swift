/// A font family that texts name and that no folder provides: the one line that says it, on stderr and
/// in an import's report, written here once for both places that find one (`import figma`, and a
/// design system's documents drawn with `--design-system`).
///
/// The line names the family's missing weights, what is drawn instead, the nodes that use it (three,
/// then "and N more") and how to provide it: the design system's `fonts/` folder, and a Debian package
/// that ships it when `debianPackages` knows one.
package struct MissingFontFamily: Sendable, Equatable {
    /// The family as the texts name it (`Roboto`).
    package var family: String
    /// The weights the texts ask for (100 to 900), each once, in the order given.
    package var weights: [Int]
    /// What is drawn instead (`Inter Regular`, `Roboto's nearest weight`), each once.
    package var drawn: [String]
    /// The nodes that use it, each once, in the order found (`Card / Title (1:2)`).
    package var nodes: [String]
    /// The folders searched, by name (`Fonts`, `Fonts or poppins-like`).
    package var folders: String
    /// Other ways to provide it than the design system's `fonts/` folder (`with --fonts DIR`).
    package var alternatives: [String] = []

    package init(family: String, weights: [Int], drawn: [String], nodes: [String], folders: String, alternatives: [String] = []) {
        self.family = family
        self.weights = weights
        self.drawn = drawn
        self.nodes = nodes
        self.folders = folders
        self.alternatives = alternatives
    }

    /// How many nodes the line names before "and N more".
    static let shownNodes = 3

    /// `font Roboto Regular (400), Bold (700) is not in Fonts; drawn in Inter Regular, Inter Bold; used by
    /// Card / Title (1:2), ...; provide its files in the design system's fonts/ folder (Debian's fonts-roboto has it)`.
    package var line: String {
        let styles = weights.map { "\(Self.styleName(weight: $0)) (\($0))" }.joined(separator: ", ")
        let shown = nodes.prefix(Self.shownNodes).joined(separator: ", ") + (nodes.count > Self.shownNodes ? " and \(nodes.count - Self.shownNodes) more" : "")
        let ways = (["in the design system's fonts/ folder"] + alternatives).joined(separator: " or ")
        let package = Self.debianPackages[family.lowercased()].map { " (Debian's \($0) has it)" } ?? ""
        return "font \(family) \(styles) is not in \(folders); drawn in \(drawn.joined(separator: ", ")); used by \(shown); provide its files \(ways)\(package)"
    }

    /// The style name a weight's font file is named by (`SemiBold` for 600), as Figma and font foundries
    /// name them.
    package static func styleName(weight: Int) -> String {
        switch weight {
        case ..<150: "Thin"
        case ..<250: "ExtraLight"
        case ..<350: "Light"
        case ..<450: "Regular"
        case ..<550: "Medium"
        case ..<650: "SemiBold"
        case ..<750: "Bold"
        case ..<850: "ExtraBold"
        default: "Black"
        }
    }

    /// Families Debian 12 ships, by lower-cased name, and the package: the table both the import and a
    /// design system's line read, so a family added here is hinted in both.
    package static let debianPackages: [String: String] = [
        "roboto": "fonts-roboto", "open sans": "fonts-open-sans", "lato": "fonts-lato", "noto sans": "fonts-noto-core",
        "noto serif": "fonts-noto-core", "dejavu sans": "fonts-dejavu-core", "liberation sans": "fonts-liberation2",
        "eb garamond": "fonts-ebgaramond", "cantarell": "fonts-cantarell", "fira code": "fonts-firacode", "inter": "fonts-inter",
    ]
}
