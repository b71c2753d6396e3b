import Foundation

extension BenchSuite {
    /// `specimen import figma` of the largest real Figma file the checkout keeps
    /// (`Tests/FigmaTests/Fixtures`), a whole process each round into a new folder, median of the
    /// rounds: issue 39 asked for import in time proportional to the file.
    mutating func figmaImport() throws {
        let fixtures = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Tests/FigmaTests/Fixtures")
        let files = (FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: [.fileSizeKey])?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "json" }
            .map { ($0, (try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
        guard let (largest, bytes) = files.max(by: { $0.1 < $1.1 }) else {
            rows.append(Row(measurement: "import figma, largest kept file", specimen: "—", reference: "no Tests/FigmaTests/Fixtures here", ratio: "—", target: "—"))
            return
        }
        let base = try folder("figma-import")
        var runs: [BenchProcess] = []
        for round in 0..<rounds {
            runs.append(try BenchProcess.succeed([specimen, "import", "figma", largest.path, "--out", "\(base)/\(round)"], peakMemory: true))
        }
        let name = largest.path.dropFirst(fixtures.path.count + 1)
        rows.append(
            Row(
                measurement: "import figma \(name) (\(Self.mb(bytes)))",
                specimen: "\(Self.ms(median(runs.map(\.seconds)))) (cpu \(Self.ms(median(runs.map(\.cpuSeconds)))), peak \(Self.mb(runs.map(\.peakBytes).max() ?? 0)))",
                reference: "—", ratio: "—", target: "< 1000 ms"))
    }
}
