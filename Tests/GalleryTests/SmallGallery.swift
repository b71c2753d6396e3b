import Foundation
@testable import SpecimenGallery

/// One small gallery (two sets) built once per test process and shared by the page and browser tests.
enum SmallGallery {
    static let sets = [try! Catalogue.standard.set(named: "Stepper"), try! Catalogue.standard.set(named: "Digit Input")]

    /// The site's folder and summary, or why it could not be built.
    static let built: Result<Built, FixtureError> = {
        do {
            let folder = try Fixtures.scratchFolder("site")
            let summary = try Gallery(
                renderer: try Fixtures.standardRenderer(),
                options: GalleryOptions(output: folder, sets: sets, showsProgress: false)
            ).build()
            return .success(Built(folder: folder, summary: summary))
        } catch {
            return .failure(FixtureError("the gallery could not be built: \(error)"))
        }
    }()

    struct Built: Sendable {
        let folder: URL
        let summary: GallerySummary
    }

    static func folder() throws -> URL { try built.get().folder }

    /// Every HTML page of the site, by file name.
    static func pages() throws -> [String: String] { try htmlPages(in: try folder()) }

    /// Every HTML page in `folder`, by file name.
    static func htmlPages(in folder: URL) throws -> [String: String] {
        var pages: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".html") {
            pages[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return pages
    }
}

/// A gallery of a user's design system with prose: Primer's Checkbox (8 variants) from `Examples/`,
/// copied beside a `Checkbox.md` (a GFM table, a list, raw HTML that must not pass) and a `README.md`,
/// at 1x only, built once per test process.
enum ProseGallery {
    static let page = "checkbox.html"

    static let prose = """
        Use a **Checkbox** for a choice a person can turn on or off.

        | State | When |
        | --- | --- |
        | Rest | the choice can be changed |
        | Disabled | it cannot, for now |

        - Label every checkbox.
        <script>document.title = 'pwned'</script>
        """

    static let readme = "# A team's system\n\nThe front page: *Checkbox* and its guidance."

    static let built: Result<URL, FixtureError> = {
        do {
            let root = try Fixtures.scratchFolder("prose")
            let system = root.appendingPathComponent("design-system", isDirectory: true)
            try FileManager.default.createDirectory(at: system, withIntermediateDirectories: true)
            let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/primer/design-system").standardized
            for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) where name.hasSuffix(".tokens.json") || name == "Checkbox.component.json" {
                try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: system.appendingPathComponent(name))
            }
            try Data(prose.utf8).write(to: system.appendingPathComponent("Checkbox.md"))
            try Data(readme.utf8).write(to: system.appendingPathComponent("README.md"))
            let folder = try DesignSystemFolder(url: system)
            let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [folder])
            let sets = try Renderer.catalogue(adding: [folder]).sets.filter { $0.designSystem == folder.name }
            let site = root.appendingPathComponent("prose-site", isDirectory: true)
            _ = try Gallery(renderer: renderer, options: GalleryOptions(output: site, sets: sets, scales: [1], showsProgress: false)).build()
            return .success(site)
        } catch {
            return .failure(FixtureError("the prose gallery could not be built: \(error)"))
        }
    }()

    static func folder() throws -> URL { try built.get() }
}
