import Synchronization
import SpecimenText
import SpecimenTokens

/// The whole one-line runs one document layout has shaped, by text, style and environment: the engine
/// measures a text leaf more than once (a hug, then within the room its row left) and the layout cuts
/// the same text again when it places it, each time from the same whole run (`DocumentLayout.fit`
/// shapes it whole, then cuts it when it is wider than its room), so the run is shaped once. It lives as long as one layout
/// (`DocumentLayout.runs`), so nothing outlives the theme, text scale or engine it was measured with.
final class ShapedRuns: Sendable {
    struct Key: Hashable {
        let string: String
        let style: TextStyle
        let environment: TextEnvironment
    }

    // The engine's measure closures are `@Sendable`; one layout runs on one thread, so the lock is never contended.
    private let runs = Mutex<[Key: ShapedText]>([:])

    /// How many whole runs were shaped rather than found (what the tests read to see the memo work).
    var shaped: Int { runs.withLock { $0.count } }

    /// `DocumentLayout.fit`, from the whole run shaped once per text, style and environment: an
    /// unbounded width is the whole run, a bounded one cuts it (`TextEngine.truncating`), which
    /// shapes nothing more when it fits.
    func fit(_ text: TextEngine, _ string: String, style: TextStyle, maxWidth: Double, environment: TextEnvironment) -> ShapedText {
        let key = Key(string: string, style: style, environment: environment)
        let whole: ShapedText
        if let found = runs.withLock({ $0[key] }) {
            whole = found
        } else {
            whole = text.shape(string, style: style, environment: environment)
            runs.withLock { $0[key] = whole }
        }
        return maxWidth.isFinite ? text.truncating(whole, maxWidth: max(0, maxWidth), environment: environment) : whole
    }
}
