import Foundation
import PackagePlugin

/// Compiles the shipped component documents and token files (`Themes/`) into Swift data in the build
/// folder, for the target it serves (SpecimenLayout's `ShippedDocumentData` and `ShippedThemeData`),
/// with the stamps of those files and of the shipped fonts (`Fonts/`, `ShippedFileStamps`), so a
/// cold render parses no JSON of what Specimen ships and nothing generated is ever committed: a changed
/// file under `Themes/` is compiled again at the next build, in `make test`, `make release` and in a
/// user's package that depends on Specimen alike.
///
/// The compiling is done by `specimen-compile`, built from this package's own sources, so the data is
/// made by the very reader a user's documents go through (`DocumentReader`, `TokenDocument`) and cannot
/// drift from it. `make fuzz` builds without this plugin (see Package.swift): a tool built from source
/// is compiled with the build's flags, and `-sanitize=fuzzer` gives it libFuzzer's `main`.
@main
struct ShippedDataPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget, let themes = Self.themes(of: target) else { return [] }
        let files = FileManager.default
        let names = ((try? files.contentsOfDirectory(atPath: themes.path)) ?? []).sorted()
        var inputs = names.filter { $0.hasSuffix(".tokens.json") }.map { themes.appendingPathComponent($0) }
        for folder in names {
            let documents = (try? files.contentsOfDirectory(atPath: themes.appendingPathComponent(folder).path)) ?? []
            // A folder's roles.json is read with its documents (their roles), so an edit of it compiles them again.
            inputs += documents.filter { $0.hasSuffix(".component.json") || $0 == "roles.json" }.sorted()
                .map { themes.appendingPathComponent(folder).appendingPathComponent($0) }
        }
        // The shipped fonts and icon listing are stamped too (ShippedFileStamps.unchangedFont), so a
        // changed one is stamped again.
        let fonts = themes.deletingLastPathComponent().appendingPathComponent("Fonts")
        inputs += ((try? files.contentsOfDirectory(atPath: fonts.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") || $0.hasSuffix(".names.tsv") }.map { fonts.appendingPathComponent($0) }
        let documents = context.pluginWorkDirectoryURL.appendingPathComponent("ShippedDocumentData+Entries.swift")
        let tokens = context.pluginWorkDirectoryURL.appendingPathComponent("ShippedThemeData+Entries.swift")
        // Each file's stamp as the tool found it (ShippedFileStamps), apart from the data: a touched
        // file changes this small file only, not the documents' large one.
        let stamps = context.pluginWorkDirectoryURL.appendingPathComponent("ShippedFileStamps+Entries.swift")
        let tool = try context.tool(named: "specimen-compile")
        return [
            .buildCommand(
                displayName: "Compiling the shipped documents and themes under Themes/ for \(target.name)",
                executable: tool.url,
                arguments: [themes.path, documents.path, tokens.path, stamps.path, fonts.path],
                inputFiles: inputs, outputFiles: [documents, tokens, stamps])
        ]
    }

    /// The package's `Themes/`, found from the target's sources (`<package>/Sources/<Target>/...`):
    /// `Package.directoryURL` needs tools version 6.1, and Package.swift says 6.0.
    static func themes(of target: SourceModuleTarget) -> URL? {
        guard let file = target.sourceFiles(withSuffix: "swift").map(\.url.path).first, let sources = file.range(of: "/Sources/", options: .backwards) else {
            return nil
        }
        return URL(fileURLWithPath: String(file[..<sources.lowerBound])).appendingPathComponent("Themes")
    }
}
