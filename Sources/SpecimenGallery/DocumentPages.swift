import Foundation

/// Pages of words, colour swatches and pictures, laid out top to bottom and broken onto as many
/// A4 (or Letter) pages as they need: the cover, token and audit pages of a review packet, and the token
/// review's PDF. Each page is a ``DisplayList``, so it goes through the same PDF writer as a render.
package struct DocumentPages {
    /// The paper's size, portrait, in points (A4 unless told).
    let pageSize: Size
    package static let margin = 48.0
    static let titleStyle = TextStyle(name: "document-title", size: 20, lineHeight: 28, weight: .semiBold)
    static let headingStyle = TextStyle(name: "document-heading", size: 14, lineHeight: 20, weight: .semiBold)
    static let bodyStyle = TextStyle(name: "document-body", size: 10, lineHeight: 14, weight: .regular)
    static let swatch = 10.0

    let renderer: Renderer
    /// The page colour and the text colours, from the light theme's page tokens.
    let background: Color
    let text: Color
    let secondary: Color
    private(set) var pages: [DisplayList] = []
    private var nodes: [SceneNode] = []
    private var y = DocumentPages.margin
    private var title: String

    /// Pages titled `title` (each page's title in the file), coloured by `set`'s light page tokens.
    package init(renderer: Renderer, title: String, set: ComponentSet, paper: Paper = .a4) throws {
        self.renderer = renderer
        pageSize = paper.size
        self.title = title
        let theme = try renderer.theme(for: set, mode: .light)
        background = try theme.color(PageToken.background)
        text = try theme.color(PageToken.text)
        secondary = try theme.color(PageToken.textSecondary)
    }

    var contentWidth: Double { pageSize.width - 2 * Self.margin }

    /// Starts a new page unless the current one is empty.
    package mutating func breakPage() {
        guard !nodes.isEmpty else { return }
        let bounds = Rect(x: 0, y: 0, width: pageSize.width, height: pageSize.height)
        pages.append(
            DisplayList(
                bounds: bounds, scale: 1, pixelWidth: Int(bounds.width), pixelHeight: Int(bounds.height),
                background: background, title: title, nodes: nodes))
        nodes = []
        y = Self.margin
    }

    /// Breaks the page when `height` more points would not fit.
    private mutating func reserve(_ height: Double) {
        if y + height > pageSize.height - Self.margin { breakPage() }
    }

    package mutating func title(_ words: String) {
        lines(words, style: Self.titleStyle, color: text)
        y += 8
    }

    package mutating func heading(_ words: String) {
        if !nodes.isEmpty { y += 10 }
        reserve(Self.headingStyle.lineHeight + Self.bodyStyle.lineHeight)
        lines(words, style: Self.headingStyle, color: text)
        y += 4
    }

    /// A paragraph of body text, wrapped at the margin; `secondary` greys it.
    package mutating func paragraph(_ words: String, secondary quiet: Bool = false) {
        lines(words, style: Self.bodyStyle, color: quiet ? secondary : text)
    }

    /// A line led by a square of `color` (a token's value), wrapped after the square.
    package mutating func swatchLine(_ colors: [Color], _ words: String) {
        let label = SceneLabel(engine: renderer.text, style: Self.bodyStyle)
        let indent = Double(colors.count) * (Self.swatch + 4) + 4
        let wrapped = Self.wrap(words, width: contentWidth - indent, label: label)
        reserve(Double(wrapped.count) * Self.bodyStyle.lineHeight)
        for (index, color) in colors.enumerated() {
            let box = Rect(x: Self.margin + Double(index) * (Self.swatch + 4), y: y + 2, width: Self.swatch, height: Self.swatch)
            // An outline in the secondary colour keeps a swatch of the page's own colour visible.
            nodes.append(.path(ScenePath(path: Path.rect(box), color: secondary)))
            nodes.append(.path(ScenePath(path: Path.rect(box.inset(by: 0.5)), color: color)))
        }
        for line in wrapped {
            nodes.append(label.node(line, topLeft: Point(x: Self.margin + indent, y: y), color: text))
            y += Self.bodyStyle.lineHeight
        }
    }

    /// Pictures side by side, each with a caption under it, scaled down to share the width.
    package mutating func pictures(_ items: [(caption: String, pixmap: Pixmap, scale: Double)]) {
        guard !items.isEmpty else { return }
        let gap = 12.0
        let natural = items.map { Size(width: Double($0.pixmap.width) / $0.scale, height: Double($0.pixmap.height) / $0.scale) }
        let total = natural.reduce(0) { $0 + $1.width } + gap * Double(items.count - 1)
        let fit = min(1, contentWidth / total)
        let height = (natural.map(\.height).max() ?? 0) * fit
        reserve(height + Self.bodyStyle.lineHeight + 8)
        var x = Self.margin
        let label = SceneLabel(engine: renderer.text, style: Self.bodyStyle)
        for (item, size) in zip(items, natural) {
            let frame = Rect(x: x, y: y, width: size.width * fit, height: size.height * fit)
            nodes.append(.image(SceneImage(pixmap: item.pixmap, frame: frame)))
            nodes.append(label.node(item.caption, topLeft: Point(x: x, y: y + height + 4), color: secondary))
            x += frame.width + gap
        }
        y += height + Self.bodyStyle.lineHeight + 12
    }

    /// The pages, the last one closed.
    package mutating func finish() -> [DisplayList] {
        breakPage()
        return pages
    }

    private mutating func lines(_ words: String, style: TextStyle, color: Color) {
        let label = SceneLabel(engine: renderer.text, style: style)
        for line in Self.wrap(words, width: contentWidth, label: label) {
            reserve(style.lineHeight)
            nodes.append(label.node(line, topLeft: Point(x: Self.margin, y: y), color: color))
            y += style.lineHeight
        }
    }

    /// `words` broken at spaces into lines no wider than `width`; a word wider than a line stays whole.
    static func wrap(_ words: String, width: Double, label: SceneLabel) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty, label.width(candidate) > width {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }
}
