import Foundation
import Pixels

/// Runs `resvg` (PyPI `resvg-cli`, `make test-tools` installs it): a second SVG renderer, on its own
/// rasterizer (tiny-skia), sharing no code with Specimen, rsvg-convert or cairo.
enum Resvg {
    /// The `resvg` on `PATH`, if any.
    static let executable = RSVG.onPath("resvg")

    /// Renders `svg` at `width`×`height` pixels and decodes the PNG; nil when resvg is not installed.
    static func render(_ svg: String, width: Int, height: Int) throws -> Pixmap? {
        guard let executable else { return nil }
        return try RSVG.render(svg, with: executable) { input, output in ["-w", String(width), "-h", String(height), input.path, output.path] }
    }
}
