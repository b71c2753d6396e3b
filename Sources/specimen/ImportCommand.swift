import Foundation
import SpecimenFiles
import Specimen
import SpecimenDocument
import SpecimenFigma

/// `specimen import figma FILE.json --out DIR`: a design-system folder of component documents.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "write a Figma file's component sets as component documents and token files"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, [Positional("figma"), Positional("FILE.json")], options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [
        Option(
            "out", "DIR",
            """
            the folder to write; it must not exist. Written whole or not at all
            (a temporary folder beside it, renamed into place)
            """, path: true
        ).required(),
        Option("node", "ID", "import only this component set or component (repeatable)", repeatable: true),
        Option(
            "variables", "FILE",
            """
            GET /v1/files/:key/variables/local, or Figma's own DTCG export (one
            <Mode>.tokens.json per mode; repeat --variables for each): fills bound to
            variables become references to them, and one token file per mode is
            written, <name>-light.tokens.json and <name>-dark.tokens.json
            """, repeatable: true, path: true),
        Option("fonts", "DIR", "another folder of font files the design system brings (copied into its fonts/)", path: true),
        Option(
            "images", "DIR",
            """
            a folder of <imageRef>.png files (GET /v1/files/:key/images): image fills
            are copied into DIR/images and drawn; without them each is reported
            """, path: true),
    ]
    static let help = """
        \(usage.help())

        Reads a Figma REST response (GET /v1/files/:key or /v1/files/:key/nodes) and writes DIR, a
        design-system folder: one <Name>.component.json per COMPONENT_SET (its default variant's layers,
        every other variant as a rule) and per standalone COMPONENT, and the token files they name. Prints
        each thing the document format cannot hold (gradients, blend modes, rotation, image fills without
        their bytes, vectors without geometry...), node by node, and each font the file uses that Fonts/ (or --fonts DIR) lacks, with the
        face drawn instead.

        Options:
        \(Option.help(options))

        Exit status 0 when DIR was written, 2 on bad input (and then nothing is written).
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        guard arguments.positionals[0] == "figma" else { throw UsageError("'specimen import' imports 'figma' files; usage: \(usage.line)") }
        guard let out = arguments.value("out") else { throw UsageError("'specimen import figma' needs --out DIR; usage: \(usage.line)") }
        guard !FileManager.default.fileExists(atPath: out) else {
            throw UsageError("--out \(out) exists; give a folder that does not, so nothing of yours is overwritten")
        }
        // No link on the way, nothing (not even a dangling link) at it, not inside a goldens folder.
        _ = try OutputPolicy().newFolder(out)
        let parent = URL(fileURLWithPath: out).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError("--out \(out): the folder \(parent.path) it would go in does not exist")
        }
        let file = try FigmaImporter.read(path: arguments.positionals[1])
        let variablePaths = arguments.all("variables")
        let variables = variablePaths.isEmpty ? nil : try FigmaVariables.read(paths: variablePaths)
        var fonts = [try SpecimenHome.locate().fonts]
        if let extra = arguments.value("fonts") {
            guard FileManager.default.fileExists(atPath: extra, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("--fonts \(extra) is not a folder")
            }
            fonts.append(URL(fileURLWithPath: extra))
        }
        var images: URL?
        if let folder = arguments.value("images") {
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("--images \(folder) is not a folder")
            }
            images = URL(fileURLWithPath: folder)
        }
        let result = try FigmaImporter(fontFolders: fonts, imageFolder: images).run(file, only: arguments.all("node"), variables: variables)
        let brought = try arguments.value("fonts").map(Self.fontFiles(in:)) ?? []
        try writeFolder(
            result.files.map { ($0.name, Array($0.text.utf8)) } + result.images.map { ($0.name, $0.bytes) } + brought,
            to: URL(fileURLWithPath: out))
        print(
            "wrote \(out): \(result.documents.count) component documents (\(result.documents.joined(separator: ", "))), \(result.files.count - result.documents.count) token files")
        if let extra = arguments.value("fonts") {
            print("copied \(brought.count) files of \(extra) (its fonts and their licences) into \(out)/fonts, so the folder draws in the fonts the import measured")
        }
        for line in result.missingFonts {
            print(line)
            FileHandle.standardError.write(Data(("specimen: warning: " + line + "\n").utf8))
        }
        for line in result.notes { print("note: " + line) }
        for line in result.dropped { print("not imported: " + line) }
        return ExitStatus.success
    }

    /// The files of `--fonts DIR` the imported folder takes into its `fonts/`: each font file its
    /// renderer reads (`DesignSystemFolder.isFont`) and each licence text beside them (a name with LICENSE, LICENCE,
    /// OFL or COPYING; a link is read through), so the written design system draws as the import measured, wherever it goes,
    /// and keeps the terms its fonts came with. Only the folder's own files, not its subfolders.
    static func fontFiles(in folder: String) throws -> [(name: String, bytes: [UInt8])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return try names.sorted().compactMap { name -> (name: String, bytes: [UInt8])? in
            let lower = name.lowercased()
            let font = DesignSystemFolder.isFont(name)
            let licence = ["license", "licence", "ofl", "copying"].contains { lower.contains($0) }
            let path = folder + "/" + name
            guard font || licence, [.file, .link].contains(FileIdentity.kind(path)) else { return nil }
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw UsageError("--fonts \(folder): cannot read \(name)")
            }
            return ("fonts/" + name, Array(bytes))
        }
    }

    /// Writes every file into a temporary folder beside `folder` (Specimen's temporary name, removed
    /// on SIGINT, SIGTERM and SIGHUP, and by a later run if this one is killed), then renames it into
    /// place: the folder appears whole or not at all, and never over anything that appeared meanwhile.
    static func writeFolder(_ files: [(name: String, bytes: [UInt8])], to folder: URL) throws {
        let temporary: String
        do { temporary = try TemporaryFiles.makeFolder(in: folder.deletingLastPathComponent().path, name: folder.lastPathComponent) } catch {
            throw UsageError("cannot write \(folder.path): \(error)")
        }
        do {
            // The staging folder is this process's own: nothing in it is a user's, so its files are written directly.
            for file in files {
                var folder = temporary
                for part in file.name.split(separator: "/").dropLast() {
                    folder += "/" + part
                    if FileIdentity.kind(folder) != .folder { try FileGate.makeFolder(folder) }
                }
                try AtomicFile.create(file.bytes, at: temporary + "/" + file.name, durability: .none)
            }
            let code = TemporaryFiles.renameFolder(temporary, to: folder.path)
            guard code == 0 else {
                throw UsageError("cannot move the imported folder into \(folder.path): \(SystemError(code: code))")
            }
        } catch {
            TemporaryFiles.removeFolder(temporary)
            if error is UsageError { throw error }
            throw UsageError("cannot write \(folder.path): \(error)")
        }
    }
}
