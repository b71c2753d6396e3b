import Foundation
import SpecimenFigma
import Testing
import TestSupport

/// Whatever bytes come in, reading, checking and importing end in a result or one `FigmaError` line,
/// never a crash: real files with seeded edits (bytes changed, cut, numbers made huge or negative).
@Suite struct FigmaRobustnessTests {
    static let source = try! FigmaFixtures.bytes("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json")

    /// Runs everything on `bytes`; true when it ended in a result or a one-line error.
    static func survives(_ bytes: Data) -> Bool {
        do {
            let file = try FigmaFile.parse(bytes, source: "edited.json")
            _ = FigmaFixtures.check.check(file).json
            _ = try? FigmaImporter(fontFolders: []).run(file, only: [], variables: nil)
            return true
        } catch {
            return !error.description.contains("\n")
        }
    }

    @Test(arguments: 0..<40) func seededByteEdits(_ seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 0x51ED)
        var bytes = [UInt8](Self.source)
        for _ in 0..<(1 + random.below(6)) {
            let at = random.below(bytes.count)
            switch random.below(3) {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + random.below(64)))
            default: bytes.insert(contentsOf: Array("-1e308".utf8), at: at)
            }
        }
        #expect(Self.survives(Data(bytes)))
    }

    /// Every number in the file replaced by an extreme one: sizes, gaps, weights and statuses that no
    /// design has must still be read or refused, not trap.
    @Test(arguments: ["1e308", "-1e308", "-5", "0", "1e-300"]) func extremeNumbers(_ number: String) throws {
        let text = String(decoding: Self.source, as: UTF8.self)
        let edited = text.replacingOccurrences(of: #"(?<=": )-?[0-9][0-9.eE+-]*"#, with: number, options: .regularExpression)
        #expect(edited != text)
        #expect(Self.survives(Data(edited.utf8)))
    }
}
