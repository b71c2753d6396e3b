import Foundation
@testable import SpecimenGallery

/// One small gallery (two sets) built once per test process and shared by the page and browser tests.
enum SmallGallery {
    static let sets = [try! Catalogue.standard.set(named: "Stepper"), DigitInputModel.set]

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
    static func pages() throws -> [String: String] {
        let folder = try folder()
        var pages: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".html") {
            pages[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return pages
    }
}
