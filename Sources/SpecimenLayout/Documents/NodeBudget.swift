import SpecimenDocument
import SpecimenLimits
import Synchronization

/// The nodes one layout may expand to (`Limits.layoutNodes`), counted as instances, `forEach` copies
/// and rules resolve, and shared by every instance laid out inside it, so a fan-out (documents F0..F8,
/// each holding 10 instances of the next: 10^8 nodes) is refused after the budget's worth of work,
/// in milliseconds, instead of running for ever. A document's own size is `Limits.documentNodes`;
/// this bounds what it expands to.
final class NodeBudget: Sendable {
    private struct State {
        var spent = 0
        /// The document the layout began with, which the refusal names.
        var document: String?
    }

    // One layout runs on one thread; the lock is never contended.
    private let state = Mutex(State())

    /// How many nodes have been resolved so far.
    var spent: Int { state.withLock { $0.spent } }

    /// Counts `count` more nodes at `path` of `document`; throws once the layout would pass the budget.
    func spend(_ count: Int, document: ComponentDocument, path: String) throws {
        let (total, top) = state.withLock { state in
            if state.document == nil { state.document = document.file }
            state.spent += count
            return (state.spent, state.document ?? document.file)
        }
        guard total <= Limits.layoutNodes else {
            let via = top == document.file ? "" : " (at \(document.file) \(path))"
            throw LayoutError.document(
                DocumentError(
                    file: top, line: 0, path: top == document.file ? path : "",
                    reason:
                        "its instances, forEach copies and rules expand past \(Limits.layoutNodes) nodes (Limits.layoutNodes)\(via); "
                        + "show fewer instances inside instances, or fewer items"))
        }
    }
}
