import Foundation

/// `specimen-bench`: the benchmark behind `make bench` (docs/benchmark.md), kept out of the shipped
/// `specimen` binary. It times the `specimen` built beside it against the tools a docs build or CI would
/// otherwise call; an error is one line on stderr and exit status 2.
do {
    exit(try BenchCommand.run(Array(CommandLine.arguments.dropFirst())))
} catch {
    FileHandle.standardError.write(Data("specimen-bench: \(error)\n".utf8))
    exit(2)
}
