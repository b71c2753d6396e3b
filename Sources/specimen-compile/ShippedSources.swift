import Foundation
import SpecimenDocument
import SpecimenSupport
import SpecimenTokens

/// The Swift sources compiled from the files under `Themes/`: `ShippedDocumentData`' entries (every
/// `<folder>/<Set>.component.json`, read with its folder's `roles.json`) and `ShippedThemeData`' (every `<name>.tokens.json`), each keyed by
/// its file and carrying the fingerprint of the bytes it was compiled from.
///
/// A file that does not read (a document with an error, a theme with warnings, which the compiled form
/// does not carry) is left out with a warning on standard error, not failed: the build goes on and
/// Specimen reads that file at run time, where its one-line error is reported the ordinary way.
enum ShippedSources {
    static let header = "// Written at build time by the ShippedDataPlugin (specimen-compile) from Themes/: not committed, do not edit.\n"

    static func documents(in themes: URL) throws -> String {
        var inputs: [DocumentSource.Input] = []
        for path in try files(in: themes, depth: 2, suffix: ".component.json") {
            let url = themes.appendingPathComponent(path)
            let bytes = Array(try Data(contentsOf: url))
            do {
                // The roles its nodes may take are its folder's: read with them, fingerprinted with them.
                let roleBytes = try DeclaredRoles.fileBytes(folder: url.deletingLastPathComponent())
                let roles = try roleBytes.map { b throws(DocumentError) in try DeclaredRoles.read(b, file: DeclaredRoles.fileName) } ?? .none
                var document = try DocumentReader.read(bytes, file: url.lastPathComponent, roles: roles)
                document.folder = nil
                inputs.append(DocumentSource.Input(path: path, fingerprint: DocumentSource.fingerprint(document: bytes, roles: roleBytes), document: document))
            } catch {
                warn("\(path) is read at run time instead: \(error)")
            }
        }
        return DocumentSource.source(inputs, extending: "ShippedDocumentData", header: header)
    }

    static func themes(in themes: URL) throws -> String {
        var compiled: [(name: String, bytes: [UInt8], theme: Theme)] = []
        for file in try files(in: themes, depth: 1, suffix: ".tokens.json") {
            let name = String(file.dropLast(".tokens.json".count))
            let bytes = Array(try Data(contentsOf: themes.appendingPathComponent(file)))
            do {
                let document = try TokenDocument.load(contentsOf: themes.appendingPathComponent(file))
                let mode = String(name.split(separator: "-").last ?? Substring(name))
                let theme = try Theme(name: mode, document: document, required: Set(document.entries.keys)).validated()
                guard theme.warnings.isEmpty else {
                    warn("\(file) is read at run time instead: it has warnings, which the compiled form does not carry")
                    continue
                }
                compiled.append((name, bytes, theme))
            } catch {
                warn("\(file) is read at run time instead: \(error)")
            }
        }
        return header + ThemeDataSource.source(compiled)
    }

    /// `ShippedFileStamps.recorded(_:)`: the stamp of every document, every folder's `roles.json` (or
    /// that it has none) and every token file, taken before any of them is read (`FileStamp.settled`:
    /// nothing for a file changed in the last seconds, which is then fingerprinted at every start).
    static func stamps(in themes: URL) throws -> String {
        var entries: [(path: String, value: String)] = []
        let documents = try files(in: themes, depth: 2, suffix: ".component.json")
        let folders = Set(documents.map { String($0[..<($0.firstIndex(of: "/") ?? $0.endIndex)]) })
        for path in documents + folders.map({ "\($0)/\(DeclaredRoles.fileName)" }) + (try files(in: themes, depth: 1, suffix: ".tokens.json")) {
            let file = themes.path + "/" + path
            if FileStamp.isAbsent(file) {
                entries.append((path, ".absent"))
            } else if let stamp = FileStamp.settled(file) {
                entries.append((path, ".stamp(\(stamp.source))"))
            }
        }
        var text = header + "import SpecimenSupport\n\nextension ShippedFileStamps {\n    static func recorded(_ path: String) -> Recorded? {\n        switch path {\n"
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            text += "        case \(String(reflecting: entry.path)): \(entry.value)\n"
        }
        return text + "        default: nil\n        }\n    }\n}\n"
    }

    /// The files under `themes` ending in `suffix`, `depth` 1 (`acme-light.tokens.json`) or 2
    /// (`acme/Badge.component.json`), in name order.
    static func files(in themes: URL, depth: Int, suffix: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: themes.path).sorted()
        if depth == 1 { return names.filter { $0.hasSuffix(suffix) } }
        return names.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: themes.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
        }
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
