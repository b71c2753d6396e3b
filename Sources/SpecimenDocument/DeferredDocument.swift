import Synchronization

/// A component document built the first time a stage asks for it, then kept: what a shipped set
/// carries in the catalogue. The catalogue lists every shipped set at start, and building all eight
/// documents there was a fifth of a cold render (5.3 M of 24.5 M instructions) for the one it draws.
///
/// Thread-safe: the first caller builds it under the `Mutex`, so threads drawing the same set (a batch,
/// the gallery) build it once and share it.
package final class DeferredDocument: Sendable {
    private let build: @Sendable () -> ComponentDocument
    private let built: Mutex<ComponentDocument?>

    /// A document `build` makes when first asked for. `build` must not fail: a document that may not
    /// read is read at once instead, so its error is said where the catalogue is made.
    package init(_ build: @escaping @Sendable () -> ComponentDocument) {
        self.build = build
        built = Mutex(nil)
    }

    /// A document already made.
    package init(made document: ComponentDocument) {
        build = { document }
        built = Mutex(document)
    }

    /// Whether the document has been built (for tests of laziness).
    package var isBuilt: Bool { built.withLock { $0 != nil } }

    /// The document, built now if no one has asked for it before.
    package var document: ComponentDocument {
        built.withLock { built in
            if let built { return built }
            let document = build()
            built = document
            return document
        }
    }
}
