import Foundation
import Pixels
import SpecimenPNG

/// Runs `resvg` (PyPI `resvg-cli`, `make test-tools` installs it): a second SVG renderer, on its own
/// rasterizer (tiny-skia), sharing no code with Specimen, rsvg-convert or cairo.
enum Resvg {
    /// The `resvg` on `PATH`, if any.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("resvg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Renders `svg` at `width`×`height` pixels and decodes the PNG; nil when resvg is not installed.
    static func render(_ svg: String, width: Int, height: Int) throws -> Pixmap? {
        guard let executable else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-resvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg"), output = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-w", String(width), "-h", String(height), input.path, output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else { throw RSVG.Failure(description: "resvg exited \(process.terminationStatus): \(message)") }
        return try PNGDecoder().decode([UInt8](try Data(contentsOf: output)))
    }
}
