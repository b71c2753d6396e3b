import Foundation
import Specimen
import SpecimenFiles

/// `specimen init [DIR]`: a project file and a starter design system, so a team's repository has
/// its own goldens and token files from the first command on.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "start a project here: specimen.json and a starter design system"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, [.optional("DIR")], options: options)
    static var usages: [Usage] { [usage] }
    /// It takes no options of its own.
    static let options: [Option] = []
    static let help = """
        \(usage.help())

        Writes DIR/specimen.json (default: the working directory) and a starter design system,
        DIR/design-system/tokens.json, whose one token is the brand colour every set draws with.
        Snapshot commands run in DIR or any folder below it then verify and record DIR/Snapshots/,
        with the design system's tokens laid over the shipped themes. Refused, with nothing written,
        when anything is at either path (a dangling link included) or design-system is a link. Once design-system/ holds component documents of your own
        (*.component.json), list it under "designSystems" in specimen.json: the snapshot commands and
        the gallery then draw your components (see the README's "Your own components").
        """

    /// The starter project file: paths relative to it.
    static let projectFile = """
        {
          "tokens": ["design-system/tokens.json"],
          "snapshots": "Snapshots",
          "themes": ["light", "dark"],
          "scales": [2],
          "tolerance": {"maxDelta": 1, "maxPixels": 0}
        }

        """

    /// The starter token file: Appetite's brand blue, for the team to make its own.
    static let tokenFile = """
        {
          "brand": {
            "base": {
              "$type": "color",
              "$value": "#155DFC",
              "$description": "Your brand colour: every set's focus, caret and primary action. Change it, then run specimen snapshot verify."
            }
          }
        }

        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let folder = URL(fileURLWithPath: arguments.positionals.first ?? FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw UsageError("'specimen init' needs a folder; \(folder.path) is a file")
        }
        let project = folder.appendingPathComponent(SpecimenProject.fileName)
        let starter = folder.appendingPathComponent("design-system", isDirectory: true)
        let tokens = starter.appendingPathComponent("tokens.json")
        // Whatever is there counts, a dangling link included: init writes only where nothing is.
        for file in [project, tokens] where FileIdentity.kind(file.path) != .missing {
            throw UsageError("\(file.path) already exists; 'specimen init' never replaces a file, a link included (edit it, or remove it first)")
        }
        switch FileIdentity.kind(starter.path) {
        case .missing, .folder: break
        case .link:
            throw UsageError(
                "\(starter.path) is a symbolic link; 'specimen init' writes its starter only into a real folder of the project (remove the link, or make design-system/ a folder)")
        case .file, .other: throw UsageError("\(starter.path) is not a folder; 'specimen init' puts its starter tokens there (move it away first)")
        }
        let madeStarter = FileIdentity.kind(starter.path) == .missing
        do { try FileGate.makeFolders(starter.path) } catch let refusal as OutputRefusal {
            throw UsageError("cannot create \(starter.path): \(refusal.reason)")
        }
        do {
            try AtomicFile.create(Array(tokenFile.utf8), at: tokens.path, durability: .flushed)
        } catch {
            if madeStarter { FileGate.removeEmptyFolder(starter.path) }
            throw error
        }
        do {
            try AtomicFile.create(Array(projectFile.utf8), at: project.path, durability: .flushed)
        } catch {
            // Both files or neither: a starter without its project file would only confuse.
            try? FileGate.removeFile(tokens.path)
            if madeStarter { FileGate.removeEmptyFolder(starter.path) }
            throw error
        }
        print("wrote \(project.path)")
        print("wrote \(tokens.path)")
        print("next: specimen snapshot record, look at the PNGs in \(folder.appendingPathComponent("Snapshots").path), commit them")
        return ExitStatus.success
    }
}
