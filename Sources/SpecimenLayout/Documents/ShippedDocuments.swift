import Foundation
import SpecimenSupport
import Synchronization
import SpecimenCatalogue
import SpecimenDocument

/// The component documents Specimen ships, beside its token files (`Themes/<design system>/<Set>.component.json`),
/// each read once per process.
///
/// Decision (issue 22, "parse the shipped documents once, at build time if that is what it takes"):
/// at build time. Each file is compiled into Swift data (`ShippedDocumentData`, written by
/// `DocumentSource`), served when the file still has the bytes it was compiled from and otherwise
/// read by the same reader as a user's documents. Measured with callgrind on the release build,
/// reading Text Input's document at run time was 10.1 M of a cold render's 33.5 M instructions, and
/// the eight documents 39.7 M of a 72-variant batch (see docs/benchmark.md).
enum ShippedDocuments {
    private static let cache = Mutex<[String: ComponentDocument]>([:])
    /// Each folder's `roles.json` bytes (nil: none), read once for all its documents: read for each of
    /// seven documents of one folder it was 334 k of a cold render's 114 M instructions (callgrind, debug build).
    private static let roleFiles = Mutex<[String: [UInt8]?]>([:])

    /// The bytes of the `roles.json` in `folder`, nil when it has none, read once per process.
    static func roleFile(in folder: URL) throws(DocumentError) -> [UInt8]? {
        if let known = roleFiles.withLock({ $0[folder.path] }) { return known }
        let bytes = try DeclaredRoles.fileBytes(folder: folder)
        roleFiles.withLock { $0[folder.path] = .some(bytes) }
        return bytes
    }

    /// The document at `path` under `Themes/`, or a `LayoutError` carrying the document's one-line error.
    static func document(_ path: String) throws -> ComponentDocument {
        if let found = cache.withLock({ $0[path] }) { return found }
        let url = try SpecimenHome.locate().themes.appendingPathComponent(path)
        var document: ComponentDocument
        do {
            // The folder's roles.json is part of what the document was compiled from (its nodes' roles).
            let bytes = try roleFile(in: url.deletingLastPathComponent())
            if let data = FileManager.default.contents(atPath: url.path), let compiled = ShippedDocumentData.document(path: path, fileBytes: [UInt8](data), roles: bytes) {
                document = compiled
                document.folder = url.deletingLastPathComponent().path
            } else {
                // Read with the very bytes the fingerprint was taken of, so both paths see one roles.json.
                let roles =
                    try bytes.map { b throws(DocumentError) in
                        try DeclaredRoles.read(b, file: url.deletingLastPathComponent().appendingPathComponent(DeclaredRoles.fileName).path)
                    } ?? DeclaredRoles.none
                document = try DocumentReader.read(contentsOf: url, roles: roles)
            }
        } catch { throw LayoutError.document(error) }
        cache.withLock { $0[path] = document }
        return document
    }

    /// Every shipped document's path under `Themes/` (`acme/Badge.component.json`): each design
    /// system's folder, then its documents, in name order; none when Specimen's home cannot be found.
    static var paths: [String] {
        guard let themes = try? SpecimenHome.locate().themes else { return [] }
        let files = FileManager.default
        var paths: [String] = []
        for folder in ((try? files.contentsOfDirectory(atPath: themes.path)) ?? []).sorted() {
            let names = (try? files.contentsOfDirectory(atPath: themes.appendingPathComponent(folder).path)) ?? []
            paths += names.sorted().filter { $0.hasSuffix(".component.json") }.map { "\(folder)/\($0)" }
        }
        return paths
    }

    /// The sets the shipped documents define, each carrying its document as its `source`, exactly as a
    /// user's design-system folder gives its sets, in the order of their documents' `position`. A
    /// document that cannot be read is left out of the catalogue and said on standard error, one line
    /// naming the file and its error (`readable`).
    static var sets: [ComponentSet] {
        let documents = readable(paths, reading: document) { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        return documents.sorted { $0.position < $1.position }.map(\.componentSet)
    }

    /// The documents at `paths` that `reading` can read; each that it cannot is given to `warn` as one
    /// line naming its file and error.
    ///
    /// Decision: left out and said, not thrown. The catalogue is built once per process, before any
    /// command knows which set it draws, so one broken shipped file must not stop a render of another
    /// set; but left out silently it surfaced only as "no such set", far from its cause.
    static func readable(_ paths: [String], reading: (String) throws -> ComponentDocument, warn: (String) -> Void) -> [ComponentDocument] {
        var documents: [ComponentDocument] = []
        for path in paths {
            do { documents.append(try reading(path)) } catch {
                warn("warning: Themes/\(path) is left out of the shipped sets, for it does not read: \(error)")
            }
        }
        return documents
    }
}
