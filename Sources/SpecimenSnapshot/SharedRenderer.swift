/// The renderer strategies use when the caller passes none: made once, on first use, for the process.
///
/// A global `let` is initialised once and thread-safely by Swift; the `Result` keeps the failure (no
/// `Fonts/` folder found, say) so each snapshot reports it instead of the process trapping.
enum SharedRenderer {
    static let standard: Result<Renderer, any Error> = Result { try Renderer.standard() }

    static func resolve(_ renderer: Renderer?) throws -> Renderer {
        if let renderer { return renderer }
        return try standard.get()
    }
}
