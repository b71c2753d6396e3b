import Foundation

/// SetRegistryGenerator OUTPUT FILE...: writes `ComponentRegistry.registered`, one model type per
/// folder `Sets/<Folder>/` that holds a FILE, named `<Folder>Model` and declared in
/// `Sets/<Folder>/<Folder>Model.swift`. A folder without that file stops the build with one line.
/// The registry orders the models by their sets' `position`; here they are in folder-name order.
/// (`@main`, not top-level code, so `make fuzz`'s `-parse-as-library` builds it too.)
@main
enum SetRegistryGenerator {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let first = arguments.first else {
            FileHandle.standardError.write(Data("usage: SetRegistryGenerator OUTPUT FILE...\n".utf8))
            exit(2)
        }
        let output = URL(fileURLWithPath: first)

        // Each folder's files, by folder name: what follows the last "/Sets/" of a path, when that is a
        // folder and a file (a file beside the folders, like `Sets/AppetiteSets.swift`, is shared, not a set).
        var folders: [String: Set<String>] = [:]
        for file in arguments.dropFirst() {
            guard let sets = file.range(of: "/Sets/", options: .backwards) else { continue }
            let parts = file[sets.upperBound...].split(separator: "/").map(String.init)
            if parts.count >= 2 { folders[parts[0], default: []].insert(parts.dropFirst().joined(separator: "/")) }
        }

        var models: [String] = []
        for folder in folders.keys.sorted() {
            guard folders[folder]!.contains("\(folder)Model.swift") else {
                FileHandle.standardError.write(Data("error: Sets/\(folder) has no \(folder)Model.swift: each folder under Sets/ is one set, whose model type is named after the folder (<Folder>Model)\n".utf8))
                exit(1)
            }
            models.append("\(folder)Model.self")
        }

        let text = """
            // Written by SetRegistryGenerator (the SetRegistryPlugin) from the folders under Sets/: do not edit.
            extension ComponentRegistry {
                /// One model per folder under `Sets/`, in folder-name order.
                static let registered: [any ComponentModel.Type] = [
            \(models.map { "        \($0),\n" }.joined())    ]
            }

            """
        // Rewriting the same text would make the compiler build the module again for nothing.
        if (try? String(contentsOf: output, encoding: .utf8)) != text {
            do {
                try text.write(to: output, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error.localizedDescription)\n".utf8))
                exit(1)
            }
        }
    }
}
