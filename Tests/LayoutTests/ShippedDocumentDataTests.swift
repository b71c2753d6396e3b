import Foundation
import Geometry
import SpecimenAutoLayout
import SpecimenDocument
import SpecimenSupport
import Testing

@testable import SpecimenLayout

/// The shipped documents compiled to Swift data at build time (the ShippedDataPlugin) equal reading
/// their files, and are used only for the exact bytes they were compiled from.
@Suite struct ShippedDocumentDataTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let themes = root.appendingPathComponent("Themes")

    /// Every `*.component.json` under `Themes/`, as a path below it (`appetite/Stepper.component.json`).
    static let paths: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: themes.path)) ?? []
        return folders.sorted().flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: themes.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".component.json") }.sorted().map { "\(folder)/\($0)" }
        }
    }()

    static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: themes.appendingPathComponent(path))) }

    /// The bytes of the `roles.json` beside the document at `path`, nil when its folder has none.
    static func roles(_ path: String) throws -> [UInt8]? {
        try DeclaredRoles.fileBytes(folder: themes.appendingPathComponent(path).deletingLastPathComponent())
    }

    @Test func everyShippedSetHasADocument() {
        #expect(Self.paths.count == 8, "\(Self.paths)")
    }

    @Test(arguments: paths)
    func theCompiledDocumentEqualsReadingTheFile(_ path: String) throws {
        let url = Self.themes.appendingPathComponent(path)
        var compiled = try #require(
            ShippedDocumentData.document(path: path, fileBytes: try Self.bytes(path), roles: try Self.roles(path)),
            "\(path) is not compiled: the ShippedDataPlugin left it out (its warning says why)")
        compiled.folder = url.deletingLastPathComponent().path
        let read = try DocumentReader.read(contentsOf: url)
        #expect(compiled == read)
        // What the layout is handed is the compiled one, and it is the same value.
        #expect(try ShippedDocuments.document(path) == read)
    }

    /// The build recorded each shipped file's stamp (or, for a folder without a roles.json, that it
    /// had none) before reading it, and the files in the checkout are still those files, so a start
    /// lists the catalogue by `lstat` alone. (A file changed in the seconds before the build has no
    /// stamp and is fingerprinted instead.)
    @Test(arguments: paths)
    func eachShippedFilesStampIsTheFilesNow(_ path: String) throws {
        let roles = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/roles.json"
        for file in [path, roles] {
            switch ShippedFileStamps.recorded(file) {
            case .absent?: #expect(FileStamp.isAbsent(Self.themes.path + "/" + file), "\(file)")
            case .stamp(let stamp)?: #expect(FileStamp.current(Self.themes.path + "/" + file) == stamp, "\(file)")
            case nil: break
            }
            if ShippedFileStamps.recorded(file) != nil { #expect(ShippedFileStamps.unchanged(file, in: Self.themes.path)) }
        }
        #expect(!ShippedFileStamps.unchanged(path, in: Self.themes.path + "/elsewhere"))
    }

    /// What the catalogue lists of a compiled document (its heading) is what reading its file gives.
    @Test(arguments: paths)
    func theCompiledHeadingEqualsReadingTheFile(_ path: String) throws {
        let read = try DocumentReader.read(contentsOf: Self.themes.appendingPathComponent(path))
        let heading = try #require(ShippedDocumentData.heading(path: path))
        // Of the file and its folder's roles.json, as the build tool took it.
        let roles = try ShippedDocuments.roleFile(in: Self.themes.appendingPathComponent(path).deletingLastPathComponent())
        #expect(heading.fingerprint == DocumentSource.fingerprint(document: try Self.bytes(path), roles: roles))
        #expect(heading.name == read.name && heading.designSystem == read.designSystem && heading.position == read.position)
        #expect(heading.properties == read.properties)
        let set = try ShippedDocuments.set(path, themes: Self.themes).set
        #expect(set == read.componentSet)
    }

    /// The catalogue lists every shipped set without building a document; a set's document is built
    /// when first asked for, once, and is the file's.
    @Test func aShippedSetsDocumentIsBuiltWhenFirstAskedFor() throws {
        let sets = ShippedDocuments.sets
        #expect(sets.count == Self.paths.count)
        #expect(sets.allSatisfy { !$0.documentIsBuilt }, "\(sets.filter(\.documentIsBuilt).map(\.name))")
        let first = try #require(sets.first)
        let document = try #require(first.document)
        #expect(first.documentIsBuilt)
        #expect(sets.dropFirst().allSatisfy { !$0.documentIsBuilt })
        let path = try #require(Self.paths.first { (try? DocumentReader.read(contentsOf: Self.themes.appendingPathComponent($0)))?.name == first.name })
        #expect(document == (try DocumentReader.read(contentsOf: Self.themes.appendingPathComponent(path))))
        #expect(first.document == document)
    }

    /// A shipped file whose bytes are not the compiled ones is read at once (its error, if any, said
    /// where the catalogue is made), and its set is the file's; an unchanged copy elsewhere is listed
    /// from its heading and its document's folder is the copy's.
    @Test func aChangedShippedFileIsReadWhenTheCatalogueIsMade() throws {
        let path = try #require(Self.paths.first)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-deferred-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bytes = try Self.bytes(path)
        try Data(bytes).write(to: copy)
        // Its folder's roles.json goes with it: the heading was compiled with it (it names the roles).
        let roles = Self.themes.appendingPathComponent(path).deletingLastPathComponent().appendingPathComponent(DeclaredRoles.fileName)
        func copyRoles(to folder: URL) throws {
            if FileManager.default.fileExists(atPath: roles.path) { try FileManager.default.copyItem(at: roles, to: folder.appendingPathComponent(DeclaredRoles.fileName)) }
        }
        try copyRoles(to: copy.deletingLastPathComponent())
        let unchanged = try ShippedDocuments.set(path, themes: scratch).set
        #expect(!unchanged.documentIsBuilt)
        #expect(unchanged.document?.folder == copy.deletingLastPathComponent().path)

        let other = scratch.appendingPathComponent("changed")
        let changed = other.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: changed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try copyRoles(to: changed.deletingLastPathComponent())
        var text = try #require(String(bytes: bytes, encoding: .utf8))
        let name = try DocumentReader.read(contentsOf: Self.themes.appendingPathComponent(path)).name
        text = text.replacingOccurrences(of: "\"\(name)\"", with: "\"\(name) Changed\"")
        try Data(text.utf8).write(to: changed)
        let read = try ShippedDocuments.set(path, themes: other)
        #expect(read.set.documentIsBuilt)
        #expect(read.set.name == name + " Changed")
        #expect(read.set.document == (try DocumentReader.read(contentsOf: changed)))
    }

    @Test func aChangedFileIsNotServedFromTheCompiledData() throws {
        let path = try #require(Self.paths.first)
        var bytes = try Self.bytes(path)
        let roles = try #require(try Self.roles(path), "\(path)'s folder declares its roles")
        #expect(ShippedDocumentData.document(path: path, fileBytes: bytes, roles: roles) != nil)
        // The folder's roles.json is part of what was compiled: another, or none, takes the reader's path.
        #expect(ShippedDocumentData.document(path: path, fileBytes: bytes, roles: roles + Array("\n".utf8)) == nil)
        #expect(ShippedDocumentData.document(path: path, fileBytes: bytes, roles: nil) == nil)
        bytes.append(UInt8(ascii: "\n"))
        #expect(ShippedDocumentData.document(path: path, fileBytes: bytes, roles: roles) == nil)
        #expect(ShippedDocumentData.document(path: "nobody/Nothing.component.json", fileBytes: bytes, roles: roles) == nil)
    }

    /// The generator writes every stored property of `NodePatch`, in order: one added to the type
    /// cannot be dropped from the compiled documents unnoticed.
    @Test func theGeneratorWritesEveryNodeProperty() {
        let stored = Mirror(reflecting: NodePatch()).children.compactMap(\.label)
        #expect(DocumentSource.patchFields.map(\.name) == stored)
    }

    /// A node's layout is the engine's own style: the fields a patch can set are the style's stored
    /// properties, all of them, in order.
    @Test func theLayoutFieldsAreTheStylesOwn() {
        let stored = Mirror(reflecting: AutoLayoutStyle()).children.compactMap(\.label)
        #expect(AutoLayoutStyle.Fields.named.map(\.name) == stored)
        #expect(Set(AutoLayoutStyle.Fields.named.map(\.field.rawValue)).count == stored.count)
        var base = AutoLayoutStyle(gap: 4), other = AutoLayoutStyle(direction: .vertical, gap: 9)
        other.maxWidth = 3
        base = base.overwriting([.direction, .maxWidth], from: other)
        #expect(base == AutoLayoutStyle(direction: .vertical, gap: 4, maxWidth: 3))
    }

    /// Every value of every kind reads back equal through the generated source's spelling: a node set
    /// from every property is written, and each statement names the property with its value.
    @Test func everyNodePropertyIsWritten() {
        var patch = NodePatch()
        patch.role = .button(ButtonAction(rawValue: "step down"))
        patch.accessibilityArguments = [.property("Label"), .value("a \"quoted\" \\ line\n")]
        patch.visible = .content("empty")
        patch.setLayout(\.direction, .direction, .horizontal)
        patch.setLayout(\.padding, .padding, Insets(top: 1, left: 2.5, bottom: 0.1, right: 1e-5))
        patch.width = .grows(40, with: "label/md")
        patch.setLayout(\.primaryAlignment, .primaryAlignment, .spaceBetween)
        patch.setLayout(\.constraints, .constraints, Constraints(horizontal: .stretch(start: 1, end: 2), vertical: .scale(start: 0.25, size: 0.5)))
        patch.setLayout(\.maxWidth, .maxWidth, 12)
        patch.fills = [DocumentFill(shape: .pill, color: "bg/white-0"), DocumentFill(shape: .ellipse, imageFile: DocumentImage(file: "a.png", fit: .fit))]
        patch.effects = [.focusRing(gap: "ring/gap", width: "ring/width", color: nil, gapColor: "bg"), .shadow(inner: true, color: "c", x: -1, y: 2, blur: 3, spread: 0)]
        let text = DocumentSource.patchFields.compactMap { field in field.write(patch).map { "\(field.name) = \($0)" } }
        #expect(
            text == [
                "role = .button(ButtonAction(rawValue: \"step down\"))",
                "accessibilityArguments = [.property(\"Label\"), .value(\"a \\\"quoted\\\" \\\\ line\\n\")]",
                "visible = .content(\"empty\")",
                "layout = AutoLayoutStyle(direction: .horizontal, padding: Insets(top: 1.0, left: 2.5, bottom: 0.1, right: 1e-05), maxWidth: 12.0, "
                    + "primaryAlignment: .spaceBetween, constraints: Constraints(horizontal: .stretch(start: 1.0, end: 2.0), vertical: .scale(start: 0.25, size: 0.5)))",
                "layoutFields = AutoLayoutStyle.Fields(rawValue: \(AutoLayoutStyle.Fields([.direction, .padding, .maxWidth, .primaryAlignment, .constraints]).rawValue))",
                "width = .grows(40.0, with: \"label/md\")",
                "fills = [DocumentFill(shape: .pill, color: \"bg/white-0\", image: nil, imageFile: nil), DocumentFill(shape: .ellipse, color: \"\", image: nil, imageFile: DocumentImage(file: \"a.png\", fit: .fit))]",
                "effects = [.focusRing(gap: \"ring/gap\", width: \"ring/width\", color: nil, gapColor: \"bg\"), .shadow(inner: true, color: \"c\", x: -1.0, y: 2.0, blur: 3.0, spread: 0.0)]",
            ])
    }

    /// Nothing generated is committed: the data is written into the build folder by the plugin, so no
    /// file under `Sources/` is a compiled document or theme (named `Compiled*`, as the old committed
    /// data was, or as the plugin names its output, `ShippedDocumentData+Entries.swift`), nor says it
    /// was written by a generator.
    @Test func nothingCompiledIsCommitted() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        var generated: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let name = url.lastPathComponent
            if name.hasPrefix("Compiled") || name.hasSuffix("+Entries.swift") || text.hasPrefix("// swift-format-ignore-file") {
                generated.append(String(url.path.dropFirst(Self.root.path.count + 1)))
            }
        }
        #expect(generated.isEmpty, "generated Swift committed: \(generated)")
    }
}
