import Synchronization

extension Renderer {
    /// The process's renderer for the checkout or `$SPECIMEN_HOME`: made on first use and kept, since
    /// loading fonts and themes is the slow part of a render. The component API and the snapshot
    /// strategies use it when no renderer is passed. A failure is not kept, so setting
    /// `SPECIMEN_HOME` and trying again works.
    public static func shared() throws -> Renderer { try SharedRenderer.holder.renderer() }
}

/// Holds `Renderer.shared()`, made under the `Mutex` so two first callers make one renderer.
private final class SharedRenderer: Sendable {
    static let holder = SharedRenderer()
    private let made = Mutex<Renderer?>(nil)

    func renderer() throws -> Renderer {
        try made.withLock { made throws -> Renderer in
            if let made { return made }
            let renderer = try Renderer.standard()
            made = renderer
            return renderer
        }
    }
}
