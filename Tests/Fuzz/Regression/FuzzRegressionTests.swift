import Foundation
import SpecimenFuzzing
import Testing

/// Every corpus file and every crasher the fuzzers found, replayed through the same targets: each must
/// return (a thrown error is fine), so a crash once fixed stays fixed.
@Suite struct FuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func inputs(_ target: FuzzTarget) -> [URL] {
        ["Corpus", "Crashers"].flatMap { kind -> [URL] in
            let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyKeptInputReturns(target: FuzzTarget) throws {
        let inputs = Self.inputs(target)
        #expect(!inputs.isEmpty, "Tests/Fuzz/Corpus/\(target.rawValue)/ holds the seed corpus")
        for input in inputs {
            target.run(try #require(FileManager.default.contents(atPath: input.path)).map { $0 })
        }
    }
}
