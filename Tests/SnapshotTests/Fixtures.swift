import Foundation
import SpecimenFiles
import SpecimenPNG
import SpecimenReports
import Testing

/// What the end-to-end tests share: one renderer for the process, a small set of subjects, and
/// temporary folders that never touch the repository's `Snapshots/`.
enum Fixtures {
    static let renderer: Result<Renderer, any Error> = Result { try Renderer.standard() }

    /// Two variants, one plain and one with a label and hint, in two renditions: 4 goldens.
    static func smallSubjects() throws -> [GoldenSubject] {
        let plain = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Default, State=Placeholder")
        let error = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Error")
        return [plain, error].flatMap { configuration in
            [(ThemeMode.light, 2.0), (.dark, 1.0)].map { GoldenSubject(configuration: configuration, theme: $0.0, scale: $0.1) }
        }
    }

    /// A suite over an empty temporary `Snapshots/`.
    static func suite(environment: [String: String] = [:], subjects: [GoldenSubject]? = nil) throws -> GoldenSuite {
        let folder = try temporaryFolder().appendingPathComponent("Snapshots", isDirectory: true)
        return try GoldenSuite(directory: folder, renderer: renderer.get(), subjects: subjects ?? smallSubjects(), environment: environment)
    }

    /// A suite with every small subject already recorded.
    static func recordedSuite() throws -> GoldenSuite {
        let suite = try suite()
        _ = try suite.record()
        return suite
    }

    /// The same folder and subjects seen with another environment (`CI=1`).
    static func reopen(_ suite: GoldenSuite, environment: [String: String]) throws -> GoldenSuite {
        try GoldenSuite(directory: suite.directory, renderer: suite.renderer, subjects: suite.subjects, environment: environment)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("specimen-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func bytes(_ url: URL) throws -> [UInt8] {
        try #require(FileManager.default.contents(atPath: url.path)).map { $0 }
    }

    /// Decodes a golden, lets `change` alter its pixels, and writes it back.
    static func alter(_ url: URL, scale: Double, _ change: (inout Pixmap) throws -> Void) throws {
        var pixmap = try PNGDecoder().decode(bytes(url))
        try change(&pixmap)
        try AtomicFile.write(try PNGEncoder().encode(pixmap, pixelsPerPoint: scale), to: url.path, durability: .none)
    }

    /// A solid image, for tests of the comparison alone.
    static func pixmap(width: Int, height: Int, red: UInt8 = 200, green: UInt8 = 100, blue: UInt8 = 50) throws -> Pixmap {
        try #require(Pixmap(width: width, height: height, fill: PremultipliedColor(red: red, green: green, blue: blue, alpha: 255)))
    }
}
