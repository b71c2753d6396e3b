import Dispatch
import Foundation
import LayoutConformance

/// The layout rows: SpecimenAutoLayout's compute call against Taffy's (PyPI stretchable) and Yoga's
/// (PyPI poga) on the same trees in the same run, as time per node. Each tree is written once in the
/// conformance format (Tests/Conformance/FORMAT.md) and read by Specimen (through `ConformanceAdapter`)
/// and by `Tests/Conformance/Tools/layout_bench.py` with the conformance run's CSS reading, so every
/// engine lays out the same boxes. Specimen's figure includes reading its input tree into its run;
/// Taffy's and Yoga's only their compute call (their trees are built untimed). These rows lay the
/// trees out through the engine, not through documents: one document's node limit (Limits) would
/// stop the 100,000-node trees.
extension BenchCommand {
    /// One row per tree: Specimen's best of `rounds` per node, beside Taffy's and Yoga's from layout_bench.py.
    static func layoutRows(rounds: Int) throws -> [BenchSuite.Row] {
        let trees = LayoutBenchTrees.all()
        let inputs = try trees.map(LayoutBenchTrees.input)
        var specimen: [Double] = []
        for input in inputs { specimen.append(LayoutBenchTrees.cpuSeconds(input, rounds: rounds)) }
        let others = referenceTimes(trees, rounds: rounds)
        return zip(trees, specimen).map { tree, seconds in
            let perNode = { (s: Double) in String(format: "%.2f us/node (%.2f ms)", s * 1e6 / Double(tree.nodes), s * 1000) }
            let taffy = others?[tree.name]?["taffy"], yoga = others?[tree.name]?["yoga"]
            let reference = [("Taffy", taffy), ("Yoga", yoga)].map { name, s in s.map { "\(name) \(perNode($0))" } ?? "\(name) (missing)" }
            return BenchSuite.Row(
                measurement: "layout, compute CPU (best of \(rounds)): \(tree.name), \(tree.nodes) nodes", specimen: perNode(seconds),
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
