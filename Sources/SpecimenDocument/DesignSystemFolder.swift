import Foundation
import SpecimenInput
import SpecimenLimits
import SpecimenCatalogue
import SpecimenSupport
import SpecimenTokens

/// A design system as a folder: its component documents (`*.component.json`, JSON or JSON5), beside
/// its token files and fonts. Reading it reads every document and checks what only the whole folder
/// can: names unique, one design system, every instance naming a component of the folder, and no
/// instance cycle.
///
/// The folder's layout, which `specimen init` writes and the README's "Your own components" walks through:
/// - `*.component.json` / `*.component.json5`: one document per component set;
/// - `tokens.json`, `*.tokens.json` and their `.json5` forms: DTCG token files, in name order; a file whose name has `light`
///   or `dark` as a word (`light.tokens.json`, `primer-dark.tokens.json`) is that mode's only, any other
///   file both modes' (the mode's own files are laid after the shared ones);
/// - `*.ttf` / `*.otf`, in the folder or its `fonts/` subfolder: the fonts its text styles name;
/// - `roles.json`: the roles its documents use beyond the generic ones (`DeclaredRoles`), if any.
public struct DesignSystemFolder: Sendable {
    /// The folder that was read.
    public let url: URL
    /// The design system's name, as its documents give it ("Primer").
    public let name: String
    /// The documents, by file name order.
    package let documents: [ComponentDocument]
    /// The token files, by file name order, each with the mode it is for (nil: both).
    package let tokenFiles: [(url: URL, mode: String?)]
    /// The font files, by file name order (the folder's, then `fonts/`'s).
    package let fontFiles: [URL]
    /// The roles its documents use beyond the generic ones (its `roles.json`; none without one).
    package let roles: DeclaredRoles

    /// Reads every `*.component.json` / `*.component.json5` in `url` (not its subfolders) and lists its
    /// token files and fonts (read later, by whoever draws with them).
    public init(url: URL) throws(DocumentError) {
        self.url = url
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: url.path) } catch {
            throw DocumentError(
                file: url.path, line: 0, path: "", reason: "is not a readable folder (a design system is a folder of *.component.json files, token files and fonts)")
        }
        // Read only from inside the folder: a document, token file or font linked from elsewhere is refused.
        let folder = UserFolder(url.path, what: "design system")
        func requireInside(_ file: URL) throws(DocumentError) {
            guard let real = folder.leadsOut(file.path) else { return }
            throw DocumentError(
                file: file.path, line: 0, path: "", reason: "leads out of the design system \(url.path) (through a link, to \(real)); Specimen reads only files inside it")
        }
        // Read once for every document: each document's roles are the generic ones and these.
        let roles = try DeclaredRoles.read(folder: url)
        var documents: [ComponentDocument] = []
        for name in names.sorted() where name.hasSuffix(".component.json") || name.hasSuffix(".component.json5") {
            try requireInside(url.appendingPathComponent(name))
            documents.append(try DocumentReader.read(contentsOf: url.appendingPathComponent(name), roles: roles))
        }
        guard let first = documents.first else {
            throw DocumentError(
                file: url.path, line: 0, path: "", reason: "holds no *.component.json file; a design system folder needs at least one component document (see 'specimen init')")
        }
        for document in documents where document.designSystem != first.designSystem {
            throw DocumentError(
                file: document.file, line: 0, path: "$.designSystem",
                reason: "is \"\(document.designSystem)\" but \(first.file) says \"\(first.designSystem)\"; a folder is one design system")
        }
        self.name = first.designSystem
        self.documents = documents
        self.roles = roles
        tokenFiles = names.sorted().filter(Self.isTokenFile)
            .map { (url.appendingPathComponent($0), Self.mode(ofTokenFile: $0)) }
        let fonts = url.appendingPathComponent("fonts", isDirectory: true)
        let fontNames = (try? FileManager.default.contentsOfDirectory(atPath: fonts.path)) ?? []
        fontFiles =
            (names.sorted().filter(Self.isFont).map { url.appendingPathComponent($0) })
            + fontNames.sorted().filter(Self.isFont).map { fonts.appendingPathComponent($0) }
        for file in tokenFiles.map(\.url) + fontFiles {
            try requireInside(file)
            // A FIFO or a device named like a token file or a font would block whoever reads it.
            let type = (try? FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path))?[.type] as? FileAttributeType
            guard type == .typeRegular else {
                throw DocumentError(
                    file: file.path, line: 0, path: "", reason: "is not a regular file (a FIFO, a device or a folder); a design system's token files and fonts are files")
            }
        }
        try Self.check(documents)
    }

    /// `light` or `dark` when the file's name has it as a word (split at `.`, `-`, `_` and spaces), else nil.
    static func mode(ofTokenFile name: String) -> String? {
        let words = Set(name.lowercased().split(whereSeparator: { ".-_ ".contains($0) }).map(String.init))
        if words.contains("light") { return "light" }
        if words.contains("dark") { return "dark" }
        return nil
    }

    /// `tokens.json`, `*.tokens.json` and their JSON5 forms.
    private static func isTokenFile(_ name: String) -> Bool {
        ["tokens.json", "tokens.json5"].contains(name) || name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens.json5")
    }

    /// Whether a file of a folder's `fonts/` (or of the folder itself) named `name` is one the renderer
    /// reads as a font: `.ttf` or `.otf`, in any case.
    package static func isFont(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf")
    }

    /// The folder's token files for `mode` ("light" or "dark"), layered: those for both modes, then the
    /// mode's own, each later file over the earlier. Nil when it has none for the mode.
    package func tokens(mode: String) throws -> TokenDocument? {
        let files = tokenFiles.filter { $0.mode == nil } + tokenFiles.filter { $0.mode == mode }
        let documents = try files.map { try TokenDocument.load(contentsOf: $0.url) }
        return documents.isEmpty ? nil : TokenDocument.layered(documents)
    }

    /// Names unique; every instance's component in the folder; no component reaching itself through
    /// instances (`A -> B -> A`).
    package static func check(_ documents: [ComponentDocument]) throws(DocumentError) {
        var byName: [String: ComponentDocument] = [:]
        for document in documents {
            if let first = byName[document.name] {
                throw DocumentError(
                    file: document.file, line: 0, path: "$.name", reason: "the component \"\(document.name)\" is also defined in \(first.file); names are unique in a design system"
                )
            }
            byName[document.name] = document
        }
        for document in documents {
            for node in document.allNodes where node.kind == .instance {
                guard let target = node.component, byName[target] != nil else {
                    let near = Suggestions.closest(to: node.component ?? "", in: byName.keys.sorted(), limit: 3)
                    throw DocumentError(
                        file: document.file, line: 0, path: "\(node.path).component",
                        reason: "no component \"\(node.component ?? "")\" in this design system\(near.isEmpty ? "" : "; did you mean \(near.joined(separator: " or "))?")")
                }
            }
        }
        for document in documents {
            for node in document.allNodes where !node.overrides.isEmpty {
                try checkOverrides(node.overrides, of: node.component ?? "", at: "\(node.path).overrides", in: document, byName: byName)
            }
        }
        // Depth-first over instance edges (a swap in an instance's overrides is one too); a component met again on the current path is a cycle. Each
        // component is walked once (`finished`): walking every path instead took for ever on a fan-out
        // (F0..F8, each showing 10 instances of the next, is 10^8 paths and 80 edges).
        var finished: Set<String> = []
        func visit(_ name: String, path: [String]) throws(DocumentError) {
            guard let document = byName[name], !finished.contains(name) else { return }
            for node in document.allNodes where node.kind == .instance {
                for (target, at) in [(node.component ?? "", "\(node.path).component")] + Self.swaps(node.overrides, at: "\(node.path).overrides") {
                    if path.contains(target) || target == name {
                        throw DocumentError(
                            file: document.file, line: 0, path: at,
                            reason: "instance cycle \((path + [name, target]).joined(separator: " -> ")); a component cannot contain itself")
                    }
                    try visit(target, path: path + [name])
                }
            }
            finished.insert(name)
        }
        for document in documents { try visit(document.name, path: []) }
        // What each document expands to with every instance laid out (those a variant hides too), over
        // the acyclic graph just checked, each component counted once: a fan-out is refused here, in
        // milliseconds, before any layout starts. (`forEach` copies, known only when drawn, meet the same
        // limit as the layout counts them: `NodeBudget`.)
        var expanded: [String: Int] = [:]
        func size(_ name: String) -> Int {
            if let known = expanded[name] { return known }
            guard let document = byName[name] else { return 0 }
            var total = 0
            for node in document.allNodes where total <= Limits.layoutNodes {
                // A swap may show a larger component than the one it replaces: the larger counts.
                total += node.kind == .instance ? ([node.component ?? ""] + Self.swaps(node.overrides, at: "").map(\.0)).map(size).max() ?? 0 : 1
            }
            expanded[name] = min(total, Limits.layoutNodes + 1)
            return expanded[name] ?? 0
        }
        for document in documents where size(document.name) > Limits.layoutNodes {
            throw DocumentError(
                file: document.file, line: 0, path: "",
                reason: "its instances, forEach copies and rules expand past \(Limits.layoutNodes) nodes (Limits.layoutNodes), "
                    + "counting every instance as drawn; show fewer instances inside instances")
        }
    }
    /// The components an instance's overrides swap in, at every depth, with where each is named.
    static func swaps(_ overrides: [String: InstanceOverride], at path: String) -> [(String, String)] {
        overrides.sorted { $0.key < $1.key }.flatMap { id, over in
            (over.component.map { [($0, "\(path).\(id).component")] } ?? []) + swaps(over.overrides, at: "\(path).\(id).overrides")
        }
    }

    /// Every override names a layer of the component it reaches (the instance's, or the one a swap
    /// shows), a swap names a component of the folder, and only an instance layer is swapped or given values.
    static func checkOverrides(
        _ overrides: [String: InstanceOverride], of component: String, at path: String, in document: ComponentDocument, byName: [String: ComponentDocument]
    ) throws(DocumentError) {
        guard let target = byName[component] else { return }
        let layers = Dictionary(target.allNodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for (id, over) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let layer = layers[id] else {
                let near = Suggestions.closest(to: id, in: layers.keys.sorted(), limit: 3)
                throw DocumentError(
                    file: document.file, line: 0, path: "\(path).\(id)",
                    reason: "the component \"\(component)\" has no layer \"\(id)\"\(near.isEmpty ? "" : "; did you mean \(near.joined(separator: " or "))?")")
            }
            if layer.kind != .instance, over.component != nil || !over.properties.isEmpty || !over.overrides.isEmpty {
                throw DocumentError(
                    file: document.file, line: 0, path: "\(path).\(id)",
                    reason: "the layer \"\(id)\" of \"\(component)\" is a \(layer.kind.rawValue), not an instance: only an instance layer takes component, properties or overrides")
            }
            if let swap = over.component, byName[swap] == nil {
                let near = Suggestions.closest(to: swap, in: byName.keys.sorted(), limit: 3)
                throw DocumentError(
                    file: document.file, line: 0, path: "\(path).\(id).component",
                    reason: "no component \"\(swap)\" in this design system\(near.isEmpty ? "" : "; did you mean \(near.joined(separator: " or "))?")")
            }
            let inner = over.component ?? layer.component ?? ""
            try checkOverrides(over.overrides, of: inner, at: "\(path).\(id).overrides", in: document, byName: byName)
        }
    }
}
