import Foundation
import SpecimenSupport
import SpecimenFiles
import SpecimenPNG

/// The type page's pictures: each text style a design system lists in its folder's `type-samples.json`,
/// rendered by Specimen's own text engine and rasterizer as a tiny display list of one glyph run on the
/// theme's surface.
///
/// Which styles, what each is for and the text each is shown with are the design system's data, beside
/// its documents (a shipped one's table is `Themes/<system>/type-samples.json`), so no stage names a design
/// system and a user's folder with such a file gets its own section. Decision: the page shows the design
/// systems the gallery draws, in the order their sets come; one without the file has no section.
struct TypeSamples: Sendable {
    /// A style's token, what it is used for and the text it is shown with.
    struct Entry: Sendable {
        let token: TokenPath
        let use: String
        let sample: String

        init(_ fields: JSONFields) throws(JSONFieldError) {
            token = TokenPath(try fields.string("token"))
            use = try fields.string("use")
            sample = try fields.string("sample")
        }
    }

    /// One design system's `type-samples.json`: the page's words above its styles, and the styles in
    /// the order a field reads top to bottom.
    struct Table: Sendable {
        let lede: String?
        let samples: [Entry]

        init(_ fields: JSONFields) throws(JSONFieldError) {
            lede = try fields.optionalString("lede")
            samples = try fields.objects("samples").map { (fields) throws(JSONFieldError) in try Entry(fields) }
        }
    }

    /// The file a design system's folder lists its type samples in.
    static let fileName = "type-samples.json"

    /// Space around the sample, in points.
    static let padding = 12.0

    /// One style's pictures in both themes.
    struct Sample: Sendable {
        let entry: Entry
        let style: TextStyle
        let light: ImageFiles
        let dark: ImageFiles
    }

    /// One design system's part of the page.
    struct Section: Sendable {
        let designSystem: String
        let lede: String
        let samples: [Sample]
    }

    let renderer: Renderer
    let scales: [Double]
    /// The sets the gallery draws; their design systems are the page's sections.
    let sets: [ComponentSet]

    /// The folder holding `designSystem`'s documents: a user's folder, or Specimen's own under `Themes/`.
    func folder(of designSystem: String) -> URL { renderer.folder(ofDesignSystem: designSystem) }

    /// `designSystem`'s table, or `nil` when its folder has none; a file that is not such a table is
    /// an error naming it and what it should hold.
    func table(of designSystem: String) throws -> Table? {
        let url = folder(of: designSystem).appendingPathComponent(Self.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        // A design system's folder is written by people, so its table reads as its token files and
        // documents do (JSON5 spellings accepted).
        do {
            return try Table(try JSONFields.document(try JSONReader.parse(Array(try Data(contentsOf: url)), dialect: .json5)))
        } catch let error as JSONSyntaxError {
            throw TypeSamplesError(file: url.path, reason: "not JSON: \(error.reason)")
        } catch {
            throw TypeSamplesError(file: url.path, reason: "\(error)")
        }
    }

    /// Renders every design system's samples into the site's `images/type/` and says where each went.
    func write(into site: OutputFolder) throws -> [Section] {
        var systems: [String] = []
        for set in sets where !systems.contains(set.designSystem) { systems.append(set.designSystem) }
        return try systems.compactMap { system -> Section? in
            guard let table = try table(of: system) else { return nil }
            // A user's design system keeps its pictures in a folder of its own, so two systems' tokens never share a file.
            let prefix = renderer.designSystems.contains { $0.name == system } ? Slug.make(system) + "/" : ""
            let samples = try table.samples.map { entry in try write(entry, designSystem: system, prefix: prefix, to: site) }
            let lede = table.lede ?? "Each text style of \(system), rendered by Specimen's own text engine at its real size."
            return Section(designSystem: system, lede: lede, samples: samples)
        }
    }

    private func write(_ entry: Entry, designSystem system: String, prefix: String, to site: OutputFolder) throws -> Sample {
        let style = try renderer.theme(designSystem: system, mode: .light).textStyle(entry.token)
        var files: [ThemeMode: ImageFiles] = [:]
        for mode in ThemeMode.allCases {
            let theme = try renderer.theme(designSystem: system, mode: mode)
            var size = (0, 0)
            for scale in scales {
                let list = try displayList(entry, style: style, theme: theme, scale: scale)
                size = (Int(list.bounds.width), Int(list.bounds.height))
                let bytes = try PNGEncoder().encode(renderer.rasterizer.render(list), pixelsPerPoint: scale)
                try AtomicFile.write(
                    bytes, to: try site.file(GalleryPaths.typeSample(entry.token, prefix: prefix, mode: mode, scale: scale)),
                    durability: site.policy.durability)
            }
            files[mode] = GalleryPaths.files(
                { GalleryPaths.typeSample(entry.token, prefix: prefix, mode: mode, scale: $0) }, scales: scales,
                width: size.0, height: size.1)
        }
        let empty = ImageFiles(base: "", scaled: [], width: 0, height: 0)
        return Sample(entry: entry, style: style, light: files[.light] ?? empty, dark: files[.dark] ?? empty)
    }

    /// The sample as one glyph run in `text/strong-950` on `bg/white-0`, sized to whole points.
    func displayList(_ entry: Entry, style: TextStyle, theme: Theme, scale: Double) throws -> DisplayList {
        let label = SceneLabel(engine: renderer.text, style: style)
        let width = (label.width(entry.sample) + 2 * Self.padding).rounded(.up)
        let height = (style.lineHeight + 2 * Self.padding).rounded(.up)
        let node = label.node(entry.sample, topLeft: Point(x: Self.padding, y: Self.padding), color: try theme.color(PageToken.text))
        return DisplayList(
            bounds: Rect(x: 0, y: 0, width: width, height: height), scale: scale,
            pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)),
            background: try theme.color(PageToken.background), title: "\(entry.token) \(style.summary)",
            nodes: [.group(SceneGroup(id: Slug.make(entry.token.description), children: [node]))])
    }
}

/// A `type-samples.json` that is not a table of samples.
struct TypeSamplesError: Error, CustomStringConvertible {
    let file: String
    let reason: String
    var description: String {
        "\(file): not a type-samples table (\(reason)); expected {\"lede\": \"...\", \"samples\": [{\"token\": \"typography/label\", \"use\": \"...\", \"sample\": \"...\"}]}"
    }
}
