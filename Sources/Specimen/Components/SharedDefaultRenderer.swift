import Foundation

/// The renderer `ComponentDescription`'s methods use when none is passed: `Renderer.standard()`, made
/// on first use and kept for the process, since loading fonts is the slow part of a render.
enum SharedDefaultRenderer {
    private static let holder = Holder()

    static func get() throws -> Renderer { try holder.renderer() }

    /// `@unchecked Sendable`: `made` is only read or written while `lock` is held.
    private final class Holder: @unchecked Sendable {
        private let lock = NSLock()
        private var made: Renderer?

        func renderer() throws -> Renderer {
            try lock.withLock {
                if let made { return made }
                // A failure is not kept, so setting SPECIMEN_HOME and trying again works.
                let renderer = try Renderer.standard()
                made = renderer
                return renderer
            }
        }
    }
}
