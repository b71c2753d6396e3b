import Foundation
import PackagePlugin

/// Lists the set folders of the target it serves (`SpecimenLayout/Sets/<Set>/`) into one generated
/// Swift file, `ComponentRegistry.registered`, so the registry of sets is never kept by hand: a new
/// folder is a new set at the next build, in a clean build, in `make test` and in a user's package
/// that depends on Specimen alike.
///
/// Each folder `Sets/<Folder>/` is one set whose model type is `<Folder>Model`, declared in
/// `<Folder>Model.swift`; a folder without that file stops the build, naming it. The registry orders
/// the models by their sets' `position`; here they are in folder-name order.
///
/// The plugin writes the text itself and hands it to `/bin/sh` to store, rather than building a
/// generator executable: a tool built from source is compiled with the build's own flags, and
/// `make fuzz`'s `-sanitize=fuzzer` gives it libFuzzer's `main` beside its own, which does not link.
@main
struct SetRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Found by path: `Target.directoryURL` needs tools version 6.1, and Package.swift says 6.0.
        let files = target.sourceFiles(withSuffix: "swift").map(\.url.path).filter { $0.contains("/Sets/") }
        let text = try Self.registry(folders: Self.folders(of: files))
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RegisteredSets.swift")
        // The text is an argument, so a changed list of folders is a changed command, which runs again.
        return [
            .buildCommand(
                displayName: "Listing the sets under \(target.name)/Sets",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "printf '%s' \"$0\" > \"$1\"", text, output.path],
                inputFiles: [], outputFiles: [output])
        ]
    }

    /// Each folder's files, by folder name: what follows the last "/Sets/" of a path, when that is a
    /// folder and a file (a file beside the folders, like `Sets/AppetiteSets.swift`, is shared, not a set).
    static func folders(of files: [String]) -> [String: Set<String>] {
        var folders: [String: Set<String>] = [:]
        for file in files {
            guard let sets = file.range(of: "/Sets/", options: .backwards) else { continue }
            let parts = file[sets.upperBound...].split(separator: "/").map(String.init)
            if parts.count >= 2 { folders[parts[0], default: []].insert(parts.dropFirst().joined(separator: "/")) }
        }
        return folders
    }

    /// The generated Swift source, or an error naming a folder without its model file.
    static func registry(folders: [String: Set<String>]) throws -> String {
        var models: [String] = []
        for folder in folders.keys.sorted() {
            guard folders[folder, default: []].contains("\(folder)Model.swift") else {
                let message = "Sets/\(folder) has no \(folder)Model.swift: each folder under Sets/ is one set, whose model type is named after the folder (<Folder>Model)"
                throw RegistryError(description: message)
            }
            models.append("        \(folder)Model.self,\n")
        }
        return """
            // Written by the SetRegistryPlugin from the folders under Sets/: do not edit.
            extension ComponentRegistry {
                /// One model per folder under `Sets/`, in folder-name order.
                static let registered: [any ComponentModel.Type] = [
            \(models.joined())    ]
            }

            """
    }

    struct RegistryError: Error, CustomStringConvertible {
        let description: String
    }
}
