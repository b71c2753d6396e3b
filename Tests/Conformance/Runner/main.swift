// specimen-conformance: the whole conformance run `make layout-conformance` makes. Reads a conformance file
// (Tests/Conformance/FORMAT.md), lays every tree out with SpecimenAutoLayout, compares with each
// reference engine, and prints (or writes, with --report FILE) the agreement table README quotes.
import Foundation
import LayoutConformance

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--bench" {
    // Specimen's CPU time per tree of make bench's layout rows, from this (release) build; no reference engine.
    // `--bench NAME` times only the trees whose name contains NAME (a profiler's run); `--under MS`
    // fails when one of them takes MS milliseconds or more (make layout-time's bar: issue 37's 10 ms).
    var options = Array(arguments.dropFirst())
    var under: Double?
    if let i = options.firstIndex(of: "--under"), i + 1 < options.count {
        under = Double(options[i + 1])
        options.removeSubrange(i...(i + 1))
    }
    let only = options.first ?? ""
    var over: [String] = []
    for tree in LayoutBenchTrees.all() where only.isEmpty || tree.name.contains(only) {
        let seconds = LayoutBenchTrees.cpuSeconds(try LayoutBenchTrees.input(tree), rounds: 5)
        let perNode = seconds * 1e6 / Double(tree.nodes)
        print(String(format: "%@: %d nodes, %.2f ms, %.2f us/node", tree.name, tree.nodes, seconds * 1000, perNode))
        if let under, seconds * 1000 >= under { over.append(tree.name) }
    }
    if !over.isEmpty {
        FileHandle.standardError.write(Data("specimen-conformance: \(over.joined(separator: ", ")): \(under ?? 0) ms or more; the bar is under it\n".utf8))
        exit(1)
    }
    exit(0)
}
guard let path = arguments.first else {
    let usage = "usage: specimen-conformance --bench [NAME] [--under MS] | FILE.json [--report FILE.md] [--frames FILE.json] [--verdicts FILE.json] [--corner-trees N] [--list]"
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
do {
    let set = try JSONDecoder().decode(ConformanceSet.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    guard set.format == "specimen-layout-cases", set.version == 1 else {
        FileHandle.standardError.write(
            Data("specimen-conformance: \(path): format \"\(set.format)\" version \(set.version); valid: \"specimen-layout-cases\" version 1 (Tests/Conformance/FORMAT.md)\n".utf8))
        exit(1)
    }
    let tally = ConformanceTally(set)
    let report = ConformanceTally.markdown(set)
    if let i = arguments.firstIndex(of: "--report"), i + 1 < arguments.count {
        try Data(report.utf8).write(to: URL(fileURLWithPath: arguments[i + 1]), options: .atomic)
    }
    print(report)
    if let i = arguments.firstIndex(of: "--frames"), i + 1 < arguments.count {
        // Specimen's own frames, one case a line, for looking at a difference beside the engines'.
        var lines: [String] = []
        for testCase in set.cases {
            let frames = ConformanceAdapter.frames(testCase.root).map { "[" + $0.map { "\($0)" }.joined(separator: ",") + "]" }
            lines.append("\"\(testCase.name)\": [" + frames.joined(separator: ",") + "]")
        }
        try Data(("{" + lines.joined(separator: ",\n") + "}\n").utf8).write(to: URL(fileURLWithPath: arguments[i + 1]), options: .atomic)
    }
    if let i = arguments.firstIndex(of: "--verdicts"), i + 1 < arguments.count {
        // Every case's verdict per engine, which conformance.py's `sample` records beside the sample.
        var lines: [String] = []
        for testCase in set.cases {
            let specimen = ConformanceAdapter.frames(testCase.root)
            let verdicts = ConformanceTally.engineOrder.filter { testCase.frames[$0] != nil }.map { engine in
                "\"\(engine)\": \"\(ConformanceVerdict.of(testCase, specimen: specimen, engine: engine).label)\""
            }
            lines.append("\"\(testCase.name)\": {" + verdicts.joined(separator: ", ") + "}")
        }
        try Data(("{" + lines.joined(separator: ",\n") + "}\n").utf8).write(to: URL(fileURLWithPath: arguments[i + 1]), options: .atomic)
    }
    if let i = arguments.firstIndex(of: "--corner-trees"), i + 1 < arguments.count {
        // The property over random corner trees (CornerTrees): no size below 0, no frame missing.
        guard let count = Int(arguments[i + 1]), count > 0 else {
            FileHandle.standardError.write(Data("specimen-conformance: --corner-trees takes a count above 0, not \(arguments[i + 1])\n".utf8))
            exit(2)
        }
        let failures = CornerTrees.failures(count: count)
        print("corner trees: \(count) laid out, \(failures.count) with a negative or missing frame\(failures.isEmpty ? "" : ": \(failures.prefix(20))")")
        if !failures.isEmpty { exit(1) }
    }
    if arguments.contains("--list") {
        for engine in ConformanceTally.engineOrder {
            for (known, names) in (tally.explained[engine] ?? [:]).sorted(by: { $0.key < $1.key }) {
                print("\(engine) \(known.rawValue): \(names.prefix(20).joined(separator: " "))")
            }
            if let names = tally.unexplained[engine] { print("\(engine) unexplained: \(names.prefix(40).joined(separator: " "))") }
        }
    }
    exit(tally.unexplained.values.allSatisfy(\.isEmpty) ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("specimen-conformance: \(path): \(error)\n".utf8))
    exit(1)
}
