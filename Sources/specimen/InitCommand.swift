import Foundation
import Specimen
import SpecimenFiles

/// `specimen init [DIR]`: a project file and a starter design system of the team's own, so a team's
/// repository has its own components, token files and goldens from the first command on.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "start a project here: specimen.json and a starter design system of your own"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, [.optional("DIR")], options: options)
    static var usages: [Usage] { [usage] }
    /// `--shipped-sets`: the project draws Specimen's own sets, the team's brand colour laid over them.
    static let shippedSets = Option.flag("shipped-sets", "start on Specimen's shipped sets instead, with a brand colour of your own")
    static let options: [Option] = [shippedSets]
    static let help = """
        \(usage.help())

        Writes DIR/specimen.json (default: the working directory) and a starter design system of your
        own in DIR/design-system/: tokens.json (colours and a text style for both modes),
        dark.tokens.json (what dark changes), roles.json (the badge's own role) and Badge.component.json,
        a component drawn with those tokens. specimen.json names the folder under "designSystems", so list, render, the snapshot
        commands, the gallery and audit run in DIR or below draw your components and none of Specimen's;
        make Badge yours, add documents beside it (see the README's "Your own components").
        With --shipped-sets it writes instead a project that draws Specimen's shipped sets, with
        design-system/tokens.json holding the brand colour laid over their themes.
        Refused, with nothing written, when anything is at any of those paths (a dangling link included)
        or design-system is a link.

        Options:
        \(Option.help(options))
        """

    /// The starter project file: paths relative to it. No tolerance: a verify is exact unless the
    /// project opts in (`"tolerance": {"maxDelta": 1}`).
    static let projectFile = """
        {
          "designSystems": ["design-system"],
          "snapshots": "Snapshots",
          "themes": ["light", "dark"],
          "scales": [2]
        }

        """

    /// The starter design system's tokens for both modes: two colours and the text style the badge uses.
    static let tokenFile = """
        {
          "color": {
            "accent": {"$type": "color", "$value": "#0969DA"},
            "on-accent": {"$type": "color", "$value": "#FFFFFF"}
          },
          "type": {
            "badge": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 12, "lineHeight": 16, "fontWeight": 600}}
          }
        }

        """

    /// What dark changes: a file whose name has `dark` as a word is dark's only.
    static let darkTokenFile = """
        {
          "color": {
            "accent": {"$type": "color", "$value": "#1F6FEB"}
          }
        }

        """

    /// The starter component: a count in a pill, filled or outlined, drawn with the tokens above.
    static let componentFile = """
        {
          "version": 1,
          "name": "Badge",
          "description": "A count in a pill.",
          "designSystem": "Shop",
          "position": 1,
          "properties": [
            {"name": "Tone", "kind": "variant", "options": ["Accent", "Quiet"], "default": "Accent"},
            {"name": "Count", "kind": "text", "default": "12"}
          ],
          "root": {
            "name": "badge", "type": "frame", "role": "badge",
            "padding": {"vertical": 2, "horizontal": 8}, "counterAlignment": "center",
            "width": "hug", "height": "hug",
            "fills": [{"shape": "pill", "color": "color/accent"}],
            "children": [
              {"name": "count", "type": "text", "characters": {"property": "Count"},
               "textStyle": "type/badge", "color": "color/on-accent"}
            ]
          },
          "rules": [
            {"when": {"Tone": "Quiet"}, "set": {
              "badge": {"fills": [], "strokes": [{"shape": "pill", "width": 1, "color": "color/accent"}]},
              "count": {"color": "color/accent"}
            }}
          ],
          "decisions": [
            {"decision": "2 pt above and below the 16 pt line, so a badge is 20 tall",
             "because": "it sits on a 20 pt line of body text"}
          ]
        }

        """

    /// The roles the starter's documents use beyond the generic ones: the badge's own, declared with
    /// what the audit and the redlines need to know of it.
    static let rolesFile = """
        {
          "roles": [
            {"name": "badge", "description": "A count in a pill: read, never pressed.", "interactive": false}
          ]
        }

        """

    /// `--shipped-sets`' project file: Specimen's own sets with the brand token laid over their themes.
    static let shippedProjectFile = """
        {
          "tokens": ["design-system/tokens.json"],
          "snapshots": "Snapshots",
          "themes": ["light", "dark"],
          "scales": [2]
        }

        """

    /// `--shipped-sets`' token file: the first shipped design system's brand blue, for the team to make its own.
    static let brandTokenFile = """
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

    /// The files `init` writes, paths relative to DIR, the project file last (so a project file is
    /// never left naming a design system that was not written).
    static func files(shippedSets: Bool) -> [(path: String, text: String)] {
        if shippedSets { return [("design-system/tokens.json", brandTokenFile), (SpecimenProject.fileName, shippedProjectFile)] }
        return [
            ("design-system/tokens.json", tokenFile), ("design-system/dark.tokens.json", darkTokenFile),
            ("design-system/roles.json", rolesFile), ("design-system/Badge.component.json", componentFile), (SpecimenProject.fileName, projectFile),
        ]
    }

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let folder = URL(fileURLWithPath: arguments.positionals.first ?? FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw UsageError("'specimen init' needs a folder; \(folder.path) is a file")
        }
        let files = files(shippedSets: arguments.flag("shipped-sets")).map { (url: folder.appendingPathComponent($0.path), text: $0.text) }
        // Whatever is there counts, a dangling link included: init writes only where nothing is.
        for file in files where FileIdentity.kind(file.url.path) != .missing {
            throw UsageError("\(file.url.path) already exists; 'specimen init' never replaces a file, a link included (edit it, or remove it first)")
        }
        let starter = folder.appendingPathComponent("design-system", isDirectory: true)
        switch FileIdentity.kind(starter.path) {
        case .missing, .folder: break
        case .link:
            throw UsageError(
                "\(starter.path) is a symbolic link; 'specimen init' writes its starter only into a real folder of the project (remove the link, or make design-system/ a folder)")
        case .file, .other: throw UsageError("\(starter.path) is not a folder; 'specimen init' puts its starter design system there (move it away first)")
        }
        let madeStarter = FileIdentity.kind(starter.path) == .missing
        do { try FileGate.makeFolders(starter.path) } catch let refusal as OutputRefusal {
            throw UsageError("cannot create \(starter.path): \(refusal.reason)")
        }
        var written: [URL] = []
        do {
            for file in files {
                try AtomicFile.create(Array(file.text.utf8), at: file.url.path, durability: .flushed)
                written.append(file.url)
            }
        } catch {
            // All the files or none: a starter missing a file, or a project file naming a design
            // system that was not written, would only confuse.
            for url in written { try? FileGate.removeFile(url.path) }
            if madeStarter { FileGate.removeEmptyFolder(starter.path) }
            throw error
        }
        for file in files { print("wrote \(file.url.path)") }
        print("next: specimen snapshot record, look at the PNGs in \(folder.appendingPathComponent("Snapshots").path), commit them")
        return ExitStatus.success
    }
}
