import Foundation
import Testing
@testable import SpecimenGallery

/// Shared inputs: one renderer for the process, configurations by name, scratch folders.
enum Fixtures {
    /// Fonts and themes load once; the renderer is thread-safe.
    static let renderer: Renderer? = try? Renderer.standard()

    static func standardRenderer() throws -> Renderer {
        guard let renderer else { throw FixtureError("cannot open Specimen's fonts and themes; run from the checkout or set SPECIMEN_HOME") }
        return renderer
    }

    static func configuration(_ set: String, _ variant: String? = nil) throws -> ComponentConfiguration {
        try Catalogue.standard.configuration(set: set, variant: variant)
    }

    /// A fresh, empty folder under the system's temporary folder.
    static func scratchFolder(_ name: String) throws -> URL {
        // One folder per test process: several checkouts may run their suites on one machine at once,
        // and a shared path lets one overwrite the gallery another is checking.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-gallery-tests-\(getpid())/\(name)", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every `src`, `href` and `srcset` URL in an HTML page, in order.
    static func links(in html: String) -> [String] {
        var links: [String] = []
        for attribute in ["src", "href"] {
            links += matches(of: " \(attribute)=\"", in: html)
        }
        for srcset in matches(of: " srcset=\"", in: html) {
            links += srcset.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
        }
        return links.map { $0.replacingOccurrences(of: "&amp;", with: "&") }
    }

    /// The text between each `prefix` and the next `"`.
    static func matches(of prefix: String, in html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: prefix) {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            found.append(String(after[..<end]))
            rest = after[end...]
        }
        return found
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
