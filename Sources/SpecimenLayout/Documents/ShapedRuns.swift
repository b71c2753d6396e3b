import Synchronization
import SpecimenText
import SpecimenTokens

/// The one-line runs one document layout has fitted, by text, style, width and environment: the engine
/// measures a text leaf more than once (a hug, then within the room its row left) and the layout cuts
/// the same run again when it places it. Each is the same pure function of its key
/// (`DocumentLayout.fit`), so the second ask returns the first answer. It lives as long as one layout
/// (`DocumentLayout.runs`), so nothing outlives the theme, text scale or engine it was measured with.
final class ShapedRuns: Sendable {
    struct Key: Hashable {
        let string: String
        let style: TextStyle
        let maxWidth: Double
        let environment: TextEnvironment
    }

    // The engine's measure closures are `@Sendable`; one layout runs on one thread, so the lock is never contended.
    private let runs = Mutex<[Key: ShapedText]>([:])

    /// How many runs were fitted rather than found (what the tests read to see the memo work).
    var fitted: Int { runs.withLock { $0.count } }

    /// `DocumentLayout.fit` of the key, fitted once.
    func fit(_ text: TextEngine, _ string: String, style: TextStyle, maxWidth: Double, environment: TextEnvironment) -> ShapedText {
        let key = Key(string: string, style: style, maxWidth: maxWidth, environment: environment)
        if let found = runs.withLock({ $0[key] }) { return found }
        let run = DocumentLayout.fit(text, string, style: style, maxWidth: maxWidth, environment: environment)
        runs.withLock { $0[key] = run }
        return run
    }
}
