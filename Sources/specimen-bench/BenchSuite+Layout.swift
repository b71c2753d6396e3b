import Dispatch
import Foundation
import LayoutConformance
import Specimen

/// The layout rows: Specimen laying each tree out through component documents (`LayoutBenchDocuments`:
/// a component and instances of it, as a design system's own components are laid out) against
/// Taffy's (PyPI stretchable) and Yoga's (PyPI poga) compute call on the same trees in the same run, as
/// time per node, with SpecimenAutoLayout's compute call alone beside them. Each tree is written once in
/// the conformance format (Tests/Conformance/FORMAT.md) and read by Specimen (as documents, and through
/// `ConformanceAdapter` for the engine alone) and by `Tests/Conformance/Tools/layout_bench.py` with the
/// conformance run's CSS reading, so every engine lays out the same boxes. Specimen's document figure
/// is `LayoutEngine.layout` (rules resolved, the engine's input built, the engine, frames made
/// absolute); the documents are read untimed, as Taffy's and Yoga's trees are built untimed.
extension BenchCommand {
    /// One row per tree: Specimen's best of `rounds` per node, beside Taffy's and Yoga's from layout_bench.py.
    static func layoutRows(rounds: Int) throws -> [BenchSuite.Row] {
        let trees = LayoutBenchTrees.all()
        let inputs = try trees.map(LayoutBenchTrees.input)
        let layoutEngine = LayoutEngine(text: try TextEngine.shared(), theme: LayoutBenchDocuments.theme)
        var specimen: [Double] = [], engineAlone: [Double] = []
        for (tree, input) in zip(trees, inputs) {
            specimen.append(try LayoutBenchDocuments.cpuSeconds(try LayoutBenchDocuments.row(tree), engine: layoutEngine, rounds: rounds))
            engineAlone.append(LayoutBenchTrees.cpuSeconds(input, rounds: rounds))
        }
        let others = referenceTimes(trees, rounds: rounds)
        return (0..<trees.count).map { i in
            let tree = trees[i], seconds = specimen[i]
            let perNode = { (s: Double) in String(format: "%.2f us/node (%.2f ms)", s * 1e6 / Double(tree.nodes), s * 1000) }
            let taffy = others?[tree.name]?["taffy"], yoga = others?[tree.name]?["yoga"]
            var reference = [("Taffy", taffy), ("Yoga", yoga)].map { name, s in s.map { "\(name) \(perNode($0))" } ?? "\(name) (missing)" }
            reference.append("SpecimenAutoLayout alone \(perNode(engineAlone[i]))")
            return BenchSuite.Row(
                measurement: "layout through documents, CPU (best of \(rounds)): \(tree.name), \(tree.nodes) nodes", specimen: perNode(seconds),
                reference: reference.joined(separator: "; "), ratio: taffy.map { BenchSuite.ratio(seconds, $0) + " of Taffy" } ?? "—",
                target: "<= 1.00x of Taffy")
        }
    }

    /// Taffy's and Yoga's best times per tree (seconds), or nil when Python, poga or stretchable is missing.
    static func referenceTimes(_ trees: [LayoutBenchTrees.Tree], rounds: Int) -> [String: [String: Double]]? {
        let script = FileManager.default.currentDirectoryPath + "/Tests/Conformance/Tools/layout_bench.py"
        guard FileManager.default.fileExists(atPath: script) else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-layout-bench-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let body = trees.map { #"{"name": "\#($0.name)", "root": \#($0.json)}"# }.joined(separator: ",\n")
        guard (try? Data(#"{"trees": [\#(body)]}"#.utf8).write(to: file)) != nil else { return nil }
        let process = Process()
        // Through env, as a shell finds python3 (a pyenv shim, a virtual environment), where make installed poga and stretchable.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, file.path, String(rounds)]
        let pipe = Pipe()
        process.standardOutput = pipe
        let errors = Pipe()
        process.standardError = errors
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else {
            let last = String(decoding: message, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? "exit \(process.terminationStatus)"
            FileHandle.standardError.write(Data("specimen-bench: layout_bench.py: \(last)\n".utf8))
            return nil
        }
        return object.mapValues { engines in engines.compactMapValues { $0 as? Double } }
    }
}
