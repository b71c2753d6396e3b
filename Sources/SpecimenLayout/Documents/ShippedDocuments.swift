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
    /// Each document made so far, by its file's path (`themes` folder and path under it).
    private static let cache = Mutex<[String: ComponentDocument]>([:])

    /// The document at `path` under `Themes/`, or a `LayoutError` carrying the document's one-line error.
    static func document(_ path: String) throws -> ComponentDocument {
        try document(path, themes: SpecimenHome.locate().themes)
    }

    /// The document at `path` under the `Themes/` folder `themes`: compiled when the file has the
    /// bytes it was compiled from, else read.
    static func document(_ path: String, themes: URL) throws -> ComponentDocument {
        let url = themes.appendingPathComponent(path)
        if let found = cache.withLock({ $0[url.path] }) { return found }
        var document: ComponentDocument
        if let data = FileManager.default.contents(atPath: url.path), let compiled = ShippedDocumentData.document(path: path, fileBytes: [UInt8](data)) {
            document = compiled
            document.folder = url.deletingLastPathComponent().path
        } else {
            do { document = try DocumentReader.read(contentsOf: url) } catch { throw LayoutError.document(error) }
        }
        cache.withLock { $0[url.path] = document }
        return document
    }

    /// Every shipped document's path under `Themes/` (`acme/Badge.component.json`): each design
    /// system's folder, then its documents, in name order; none when Specimen's home cannot be found.
    static var paths: [String] {
        guard let themes = try? SpecimenHome.locate().themes else { return [] }
        return paths(in: themes.path)
    }

    /// `paths` under the `Themes/` folder at `themes`, listed with `opendir` and `readdir`:
    /// `FileManager.contentsOfDirectory` asked of each entry of `Themes/` (files included, which it
    /// refuses) was 0.6 M instructions of a cold render.
    static func paths(in themes: String) -> [String] {
        var paths: [String] = []
        for folder in (entries(in: themes) ?? []).sorted() {
            guard let names = entries(in: themes + "/" + folder) else { continue }
            paths += names.sorted().filter { $0.hasSuffix(".component.json") }.map { "\(folder)/\($0)" }
        }
        return paths
    }

    /// The entries of the folder at `path` (not `.` or `..`), unsorted; nil when it is no folder.
    private static func entries(in path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The sets the shipped documents define, each carrying its document as its `source`, exactly as a
    /// user's design-system folder gives its sets, in the order of their documents' `position`. A
    /// document that cannot be read is left out of the catalogue and said on standard error, one line
    /// naming the file and its error (`readable`).
    ///
    /// A file that still has the bytes it was compiled from is listed from its compiled heading, and
    /// its document built when a stage first asks for it (`DeferredDocument`): a process drawing one
    /// set builds one document. Any other file is read now, so its error is said here as before.
    static var sets: [ComponentSet] {
        guard let themes = try? SpecimenHome.locate().themes else { return [] }
        // The folder's path spelled once: each `URL.path` is about 20,000 instructions.
        let folder = themes.path
        let placed = readable(
            paths(in: folder), reading: { try set($0, themes: themes, at: folder) }, warn: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        return placed.sorted { $0.position < $1.position }.map(\.set)
    }

    /// The shipped set at `path` under `themes` and its document's `position`: from its compiled
    /// heading when the file has the bytes it was compiled from, else from reading the file.
    static func set(_ path: String, themes: URL) throws -> (position: Int, set: ComponentSet) {
        try set(path, themes: themes, at: themes.path)
    }

    /// `set(_:themes:)`, given `folder`, the path of `themes`.
    private static func set(_ path: String, themes: URL, at folder: String) throws -> (position: Int, set: ComponentSet) {
        let file = folder + "/" + path
        let matches = FileManager.default.contents(atPath: file).flatMap { data in
            ShippedDocumentData.heading(path: path).flatMap { heading in
                data.withUnsafeBytes { FNV1a64.fileFingerprint($0) } == heading.fingerprint ? heading : nil
            }
        }
        guard let heading = matches else {
            let document = try document(path, themes: themes)
            return (document.position, document.componentSet)
        }
        let set = ComponentSet(
            name: heading.name, designSystem: heading.designSystem, properties: ComponentDocument.definitions(heading.properties),
            deferred: DeferredDocument { compiled(path, file: file) })
        return (heading.position, set)
    }

    /// The compiled document at `path` under `Themes/`, read from `file`: its folder is the file's (as
    /// reading the file sets it), and it is kept as `document(_:themes:)` keeps it. Only for a path
    /// whose heading matched its file.
    private static func compiled(_ path: String, file: String) -> ComponentDocument {
        if let found = cache.withLock({ $0[file] }) { return found }
        guard var document = ShippedDocumentData.entry(path: path)?.document, let slash = file.lastIndex(of: "/") else {
            preconditionFailure("\(path) has a compiled heading but no compiled document")
        }
        document.folder = String(file[..<slash])
        cache.withLock { $0[file] = document }
        return document
    }

    /// The documents at `paths` that `reading` can read; each that it cannot is given to `warn` as one
    /// line naming its file and error.
    ///
    /// Decision: left out and said, not thrown. The catalogue is built once per process, before any
    /// command knows which set it draws, so one broken shipped file must not stop a render of another
    /// set; but left out silently it surfaced only as "no such set", far from its cause.
    static func readable<Read>(_ paths: [String], reading: (String) throws -> Read, warn: (String) -> Void) -> [Read] {
        var documents: [Read] = []
        for path in paths {
            do { documents.append(try reading(path)) } catch {
                warn("warning: Themes/\(path) is left out of the shipped sets, for it does not read: \(error)")
            }
        }
        return documents
    }
}
