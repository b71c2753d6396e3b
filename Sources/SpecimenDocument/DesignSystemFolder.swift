import Foundation
import SpecimenCatalogue

/// A design system as a folder: its component documents (`*.component.json`, JSON or JSON5), beside
/// its token files and fonts. Reading it reads every document and checks what only the whole folder
/// can: names unique, every instance naming a component of the folder, and no instance cycle.
public struct DesignSystemFolder: Sendable {
    public let url: URL
    /// The documents, by file name order.
    public let documents: [ComponentDocument]

    /// Reads every `*.component.json` / `*.component.json5` in `url` (not its subfolders).
    public init(url: URL) throws(DocumentError) {
        self.url = url
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: url.path) } catch {
            throw DocumentError(file: url.path, line: 0, path: "", reason: "is not a readable folder (a design system is a folder of *.component.json files, token files and fonts)")
        }
        var documents: [ComponentDocument] = []
        for name in names.sorted() where name.hasSuffix(".component.json") || name.hasSuffix(".component.json5") {
            documents.append(try DocumentReader.read(contentsOf: url.appendingPathComponent(name)))
        }
        self.documents = documents
        try Self.check(documents)
    }

    /// Names unique; every instance's component in the folder; no component reaching itself through
    /// instances (`A -> B -> A`).
    public static func check(_ documents: [ComponentDocument]) throws(DocumentError) {
        var byName: [String: ComponentDocument] = [:]
        for document in documents {
            if let first = byName[document.name] {
                throw DocumentError(file: document.file, line: 0, path: "$.name", reason: "the component \"\(document.name)\" is also defined in \(first.file); names are unique in a design system")
            }
            byName[document.name] = document
        }
        for document in documents {
            for node in document.allNodes where node.kind == .instance {
                guard let target = node.component, byName[target] != nil else {
                    let near = Suggestions.closest(to: node.component ?? "", in: byName.keys.sorted(), limit: 3)
                    throw DocumentError(file: document.file, line: 0, path: "\(node.path).component",
                                        reason: "no component \"\(node.component ?? "")\" in this design system\(near.isEmpty ? "" : "; did you mean \(near.joined(separator: " or "))?")")
                }
            }
        }
        // Depth-first over instance edges; a component met again on the current path is a cycle.
        func visit(_ name: String, path: [String]) throws(DocumentError) {
            guard let document = byName[name] else { return }
            for node in document.allNodes where node.kind == .instance {
                let target = node.component ?? ""
                if path.contains(target) || target == name {
                    throw DocumentError(file: document.file, line: 0, path: "\(node.path).component",
                                        reason: "instance cycle \((path + [name, target]).joined(separator: " -> ")); a component cannot contain itself")
                }
                try visit(target, path: path + [name])
            }
        }
        for document in documents { try visit(document.name, path: []) }
    }
}
