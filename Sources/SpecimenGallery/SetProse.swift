import Foundation
import SpecimenInput

/// The Markdown a design system keeps beside its documents: `<Set>.md` next to `<Set>.component.json`
/// (the set's guidance, shown on its page), and `README.md` (the system's front page, shown on the
/// index). A shipped set's document is compiled in and has no folder, so it has no prose file.
struct SetProse: Sendable {
    /// The set's prose, as Markdown; nil when there is none.
    let markdown: String?

    /// Reads the prose beside `set`'s document, if it has one.
    init(_ set: ComponentSet) throws {
        guard let document = set.document, let folder = document.folder else {
            markdown = nil
            return
        }
        let stem = document.file.hasSuffix(Self.documentSuffix) ? String(document.file.dropLast(Self.documentSuffix.count)) : document.file
        markdown = try Self.read(URL(fileURLWithPath: folder).appendingPathComponent(stem + ".md"))
    }

    /// The front page of the design system `sets` are drawn from: the `README.md` in the first of
    /// their folders that has one.
    static func readme(of sets: [ComponentSet]) throws -> String? {
        var seen: [String] = []
        for set in sets {
            guard let folder = set.document?.folder, !seen.contains(folder) else { continue }
            seen.append(folder)
            if let text = try read(URL(fileURLWithPath: folder).appendingPathComponent("README.md")) { return text }
        }
        return nil
    }

    static let documentSuffix = ".component.json"
    /// Prose longer than this is refused with its name: a page is meant to stay light.
    static let byteLimit = 1 << 20

    private static func read(_ file: URL) throws -> String? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let bytes = try InputFile.read(file.path, limit: byteLimit, what: "prose", limitName: "SetProse.byteLimit")
        do {
            return try InputText.decode(bytes)
        } catch {
            throw GalleryProseError("\(file.path): \(error.description); a set's prose is Markdown in UTF-8")
        }
    }
}

/// Prose the gallery cannot read, said in one line.
struct GalleryProseError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
