import Foundation
import SpecimenFigma
import SpecimenText

/// The real Figma responses in `Fixtures/` and a text engine on the repository's own fonts.
enum FigmaFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    static let engine: TextEngine = try! TextEngine(fonts: root.appendingPathComponent("Fonts"))

    static let check = FigmaLayoutCheck(text: FigmaTextMeasurer(engine: engine))

    /// The check's report on a fixture read from disk.
    static func report(_ name: String) throws -> FigmaCheckReport {
        check.check(try FigmaFile.read(path: path(name)))
    }

    /// The check's report on a fixture whose bytes were edited first (`replacing` -> `with`, everywhere).
    static func report(_ name: String, replacing old: String, with new: String) throws -> FigmaCheckReport {
        let text = String(decoding: try bytes(name), as: UTF8.self)
        precondition(text.contains(old), "the fixture has no \(old)")
        return check.check(try FigmaFile.parse(Data(text.replacingOccurrences(of: old, with: new).utf8), source: name))
    }
}
