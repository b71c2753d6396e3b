import Foundation

/// The type page's pictures: each Input text style rendered by Specimen's own text engine and
/// rasterizer, as a tiny display list of one glyph run on the theme's surface.
struct TypeSamples: Sendable {
    /// A style's token, what it is used for and the text it is shown with.
    struct Entry: Sendable {
        let token: TokenPath
        let use: String
        let sample: String
    }

    /// The typography tokens of the Input page, in the order a field reads top to bottom.
    static let entries: [Entry] = [
        Entry(token: AppetiteToken.typeLabel, use: "Label title and (Optional)", sample: "Title of input (Optional)"),
        Entry(token: AppetiteToken.typeValue, use: "Placeholder, value, affixes, pickers, Composer", sample: "Placeholder text https:// kg"),
        Entry(token: AppetiteToken.typeHint, use: "Hint and the Text Area counter", sample: "This is a hint text to help user 0/500"),
        Entry(token: AppetiteToken.typeChip, use: "Chip Input chips", sample: "Design Research Travel"),
        Entry(token: AppetiteToken.typeCounter, use: "Counter Input number", sample: "24 0123456789"),
        Entry(token: AppetiteToken.typeDigit, use: "Digit Input digit", sample: "1 2 3 4"),
        Entry(token: AppetiteToken.typeStepper, use: "Stepper value", sample: "2 10 99"),
    ]

    /// Space around the sample, in points.
    static let padding = 12.0

    /// One style's pictures in both themes.
    struct Sample: Sendable {
        let entry: Entry
        let style: TextStyle
        let light: ImageFiles
        let dark: ImageFiles
    }

    let renderer: Renderer
    let scales: [Double]

    /// Renders every sample into the site's `images/type/` and says where each went.
    func write(to site: OutputFolder) throws -> [Sample] {
        let system = AppetiteSets.designSystem
        return try Self.entries.map { entry in
            let style = try renderer.theme(designSystem: system, mode: .light).textStyle(entry.token)
            var files: [ThemeMode: ImageFiles] = [:]
            for mode in ThemeMode.allCases {
                let theme = try renderer.theme(designSystem: system, mode: mode)
                var size = (0, 0)
                for scale in scales {
                    let list = try displayList(entry, style: style, theme: theme, scale: scale)
                    size = (Int(list.bounds.width), Int(list.bounds.height))
                    let bytes = try PNGEncoder().encode(renderer.rasterizer.render(list), pixelsPerPoint: scale)
                    try AtomicFile.write(bytes, to: try site.file(GalleryPaths.typeSample(entry.token, mode: mode, scale: scale)), durability: site.policy.durability)
                }
                files[mode] = GalleryPaths.files({ GalleryPaths.typeSample(entry.token, mode: mode, scale: $0) }, scales: scales,
                                                 width: size.0, height: size.1)
            }
            let empty = ImageFiles(base: "", scaled: [], width: 0, height: 0)
            return Sample(entry: entry, style: style, light: files[.light] ?? empty, dark: files[.dark] ?? empty)
        }
    }

    /// The sample as one glyph run in `text/strong-950` on `bg/white-0`, sized to whole points.
    func displayList(_ entry: Entry, style: TextStyle, theme: Theme, scale: Double) throws -> DisplayList {
        let label = SceneLabel(engine: renderer.text, style: style)
        let width = (label.width(entry.sample) + 2 * Self.padding).rounded(.up)
        let height = (style.lineHeight + 2 * Self.padding).rounded(.up)
        let node = label.node(entry.sample, topLeft: Point(x: Self.padding, y: Self.padding), color: try theme.color(PageToken.text))
        return DisplayList(bounds: Rect(x: 0, y: 0, width: width, height: height), scale: scale,
                           pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)),
                           background: try theme.color(PageToken.background), title: "\(entry.token) \(style.summary)",
                           nodes: [.group(SceneGroup(id: Slug.make(entry.token.description), children: [node]))])
    }
}
