import Foundation
import PackagePlugin

/// Lists the set folders of the target it serves (`SpecimenLayout/Sets/<Set>/`) into one generated
/// Swift file, so the registry of sets is never kept by hand: a new folder is a new set at the next
/// build, in a clean build, in `make test` and in a user's package that depends on Specimen alike.
@main
struct SetRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Every Swift file under a Sets/ folder is an input, so adding, renaming or removing one runs the
        // tool again. (Found by path: `Target.directoryURL` needs tools version 6.1; Package.swift says 6.0.)
        let files = target.sourceFiles(withSuffix: "swift").map(\.url).filter { $0.path.contains("/Sets/") }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RegisteredSets.swift")
        return [
            .buildCommand(displayName: "Listing the sets under \(target.name)/Sets",
                          executable: try context.tool(named: "SetRegistryGenerator").url,
                          arguments: [output.path] + files.map(\.path),
                          inputFiles: files, outputFiles: [output]),
        ]
    }
}
