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
    /// Each folder's `roles.json` bytes (nil: none), read once for all its documents: read for each of
    /// seven documents of one folder it was 334 k of a cold render's 114 M instructions (callgrind, debug build).
    private static let roleFiles = Mutex<[String: [UInt8]?]>([:])

    /// The bytes of the `roles.json` in `folder`, nil when it has none, read once per process.
    static func roleFile(in folder: URL) throws(DocumentError) -> [UInt8]? {
        try roleFile(atFolder: folder.path)
    }

    /// `roleFile(in:)` by the folder's path, spelled as a string: the catalogue asks once a set, and
    /// each `URL.path` is about 20,000 instructions of a cold render.
    static func roleFile(atFolder folder: String) throws(DocumentError) -> [UInt8]? {
        if let known = roleFiles.withLock({ $0[folder] }) { return known }
        let bytes = try DeclaredRoles.fileBytes(folder: URL(fileURLWithPath: folder, isDirectory: true))
        roleFiles.withLock { $0[folder] = .some(bytes) }
        return bytes
    }

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
        for folder in (entries(in: themes, folders: true) ?? []).sorted() {
            guard let names = entries(in: themes + "/" + folder) else { continue }
            paths += names.sorted().filter { $0.hasSuffix(".component.json") }.map { "\(folder)/\($0)" }
        }
        return paths
    }

    /// The entries of the folder at `path` (not `.` or `..`), unsorted; nil when it is no folder.
    /// `folders` leaves out what the folder itself says is a regular file (`d_type`), which cannot be
    /// listed: `Themes/`'s seven token and schema files were seven failed `opendir`s of every start.
    /// An entry of unknown type (some file systems) or a link is kept, and tried.
    private static func entries(in path: String, folders: Bool = false) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            if folders, entry.pointee.d_type == UInt8(DT_REG) { continue }
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
        guard let home = try? SpecimenHome.locate() else { return [] }
        // The folder's path spelled once, and as text (`SpecimenHome.themesPath`): each `URL.path` is
        // 4,000 to 20,000 instructions, and the process's first scans every protocol conformance.
        let themes = home.themes, folder = home.themesPath
        // Each design system's roles.json is stamped once for all its documents (one lstat, not one a document).
        var roles: [String: Bool] = [:]
        func rolesUnchanged(_ designSystem: String) -> Bool {
            if let known = roles[designSystem] { return known }
            let unchanged = ShippedFileStamps.unchanged(designSystem + "/" + DeclaredRoles.fileName, in: folder)
            roles[designSystem] = unchanged
            return unchanged
        }
        let placed = readable(
            paths(in: folder), reading: { try set($0, themes: themes, at: folder, rolesUnchanged: rolesUnchanged) },
            warn: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        return placed.sorted { $0.position < $1.position }.map(\.set)
    }

    /// The shipped set at `path` under `themes` and its document's `position`: from its compiled
    /// heading when the file has the bytes it was compiled from, else from reading the file.
    static func set(_ path: String, themes: URL) throws -> (position: Int, set: ComponentSet) {
        let folder = themes.path
        return try set(path, themes: themes, at: folder) { ShippedFileStamps.unchanged($0 + "/" + DeclaredRoles.fileName, in: folder) }
    }

    /// `set(_:themes:)`, given `folder`, the path of `themes`; `rolesUnchanged` says of a design system's
    /// folder whether its roles.json has its stamp.
    private static func set(
        _ path: String, themes: URL, at folder: String, rolesUnchanged: (String) -> Bool
    ) throws -> (position: Int, set: ComponentSet) {
        let file = folder + "/" + path
        guard let heading = try unchangedHeading(path, file: file, folder: folder, rolesUnchanged: rolesUnchanged) else {
            let document = try document(path, themes: themes)
            return (document.position, document.componentSet)
        }
        let set = ComponentSet(
            name: heading.name, designSystem: heading.designSystem, properties: ComponentDocument.definitions(heading.properties),
            deferred: DeferredDocument { compiled(path, file: file) })
        return (heading.position, set)
    }

    /// The compiled heading of the document at `path` (at `file`, under the `Themes/` folder `folder`),
    /// when the file and its folder's roles.json are what it was compiled from; nil otherwise.
    ///
    /// By their stamps first (`ShippedFileStamps`: two `lstat`s), else by reading both and comparing
    /// their fingerprint, which is what every start did for all eight documents (150 KB read and hashed).
    private static func unchangedHeading(
        _ path: String, file: String, folder: String, rolesUnchanged: (String) -> Bool
    ) throws -> ShippedDocumentData.Heading? {
        guard let heading = ShippedDocumentData.heading(path: path) else { return nil }
        let designSystem = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        if ShippedFileStamps.unchanged(path, in: folder), rolesUnchanged(designSystem) {
            return heading
        }
        // The folder's roles.json is part of what the heading was compiled from, as it is of the document.
        let roles = try roleFile(atFolder: String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]))
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return data.withUnsafeBytes { DocumentSource.fingerprint(document: $0, roles: roles) } == heading.fingerprint ? heading : nil
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
