import Foundation
import SpecimenSupport
import Synchronization
import SpecimenCatalogue
import SpecimenDocument

/// The component documents Specimen ships, beside its token files (`Themes/<design system>/<Set>.component.json`),
/// each read and checked once per process, at run time, by the same reader as a user's documents.
///
/// Decision (issue 22, "parse the shipped documents once, at build time if that is what it takes"):
/// once per process at run time, not compiled in. Measured with callgrind on the release build, most
/// of a document's reading was the JSON reader's table of lines (a path string and a dictionary entry
/// per value), which only an error's `file:line:` needs; `DocumentReader` now reads without it and
/// reads again with it only when something is wrong. That took reading the 8 documents of a 72-variant
/// batch from 54 M instructions to 39 M (about 5 M a document; Text Input's, the largest, 7.8 M of a
/// cold render's 36.6 M; see docs/benchmark.md). Compiling them into Swift (as `CompiledThemes` does for
/// the token files) would save most of that in a cold render, at the price of a generator for every document type and a
/// second path by which a shipped set reaches the layout: the step left for when the cold render's
/// other costs (start-up, first shape plans, glyph masks) no longer dwarf it.
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
