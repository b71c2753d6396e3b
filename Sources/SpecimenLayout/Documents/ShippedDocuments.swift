import Foundation
import Synchronization
import SpecimenCatalogue
import SpecimenDocument

/// The component documents Specimen ships, beside its token files (`Themes/<design system>/<Set>.component.json`),
/// each read and checked once per process (parsed at run time: a document is a few KB and reads in well
/// under a millisecond, so a cold render pays little for reading it instead of compiling it in).
enum ShippedDocuments {
    private static let cache = Mutex<[String: ComponentDocument]>([:])

    /// The document at `path` under `Themes/`, or a `LayoutError` carrying the document's one-line error.
    static func document(_ path: String) throws -> ComponentDocument {
        if let found = cache.withLock({ $0[path] }) { return found }
        let url = try SpecimenHome.locate().themes.appendingPathComponent(path)
        let document: ComponentDocument
        do { document = try DocumentReader.read(contentsOf: url) } catch { throw LayoutError.document(error) }
        cache.withLock { $0[path] = document }
        return document
    }

    /// The decisions of the document at `path`, as `specimen decisions` lists them; none when it cannot
    /// be read (rendering the set then reports why).
    static func decisions(_ path: String) -> [LayoutDecision] {
        guard let document = try? document(path) else { return [] }
        return document.decisions.map { LayoutDecision(document.name, $0.decision, because: $0.because) }
    }

    /// The accessibility keys the document at `path` gives a default string, with those strings (what
    /// `--strings` may override); none when it cannot be read (rendering the set then reports why).
    static func accessibilityStrings(_ path: String) -> [String: String] {
        (try? document(path))?.accessibilityDefaults ?? [:]
    }
}
