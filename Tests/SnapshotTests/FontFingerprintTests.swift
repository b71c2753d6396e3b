import SpecimenReports
import Specimen
import TestSupport
import Foundation
import Testing
@testable import SpecimenGoldens
import SpecimenSupport

/// The fonts' fingerprint hashes eight bytes at a time and must still change with any byte.
@Suite struct FontFingerprintTests {
    static func words(_ bytes: [UInt8]) -> UInt64 {
        var hasher = FNV1a64()
        bytes.withUnsafeBytes { hasher.combineWords($0) }
        return hasher.value
    }

    @Test func wordsAreXoredInLittleEndianThenMultiplied() {
        let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        var expected = FNV1a64.offsetBasis
        expected = (expected ^ 0x0807_0605_0403_0201) &* FNV1a64.prime
        expected = (expected ^ 9) &* FNV1a64.prime
        expected = (expected ^ 10) &* FNV1a64.prime
        #expect(Self.words(bytes) == expected)
        #expect(Self.words([]) == FNV1a64.offsetBasis)
    }

    @Test(arguments: [0, 1, 7, 8, 9, 63, 64, 1000, 4095])
    func changingAnyOneByteChangesTheHash(_ count: Int) {
        let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let original = Self.words(bytes)
        for bit in [0, 3, 7] {
            var changed = bytes
            changed[count] ^= UInt8(1 << bit)
            #expect(Self.words(changed) != original, "byte \(count) bit \(bit)")
        }
    }

    @Test func theShippedFontsHaveOneFingerprintWhicheverWayTheyAreRead() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = try EnvironmentFingerprint.fontFiles(in: root.appendingPathComponent("Fonts"))
        #expect(files.count >= 10)
        let mapped = try files.map { ($0.lastPathComponent, try Data(contentsOf: $0, options: .alwaysMapped)) }
        let read = try files.map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
        let fingerprint = EnvironmentFingerprint(hashing: mapped)
        #expect(fingerprint == EnvironmentFingerprint(hashing: read))
        #expect(fingerprint.fonts.hasPrefix("fnv1a64w:") && fingerprint.fonts.count == "fnv1a64w:".count + 16)
    }
}

/// A design system's own fonts are part of its goldens' environment: replacing one is an environment
/// change, while a design system without fonts leaves the fingerprint `Fonts/`'s alone.
@Suite struct DesignSystemFontFingerprintTests {
    static func suite(folder: URL) throws -> GoldenSuite {
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [DesignSystemFolder(url: folder)])
        return try GoldenSuite(directory: folder.appendingPathComponent("Snapshots"), renderer: renderer, subjects: [])
    }

    @Test func aDesignSystemsFontBytesAreFingerprinted() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ds-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try SampleDesignSystem.write(to: root.appendingPathComponent("sample"))
        let home = try SpecimenHome.locate()
        let own = try EnvironmentFingerprint.current(home: home)
        #expect(try Self.suite(folder: folder).fingerprint == own)

        let font = try Data(contentsOf: home.fonts.appendingPathComponent("NotoSansThaana-Regular.ttf"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("fonts/Sample-Regular.ttf")
        try font.write(to: copy)
        let withFont = try Self.suite(folder: folder).fingerprint
        #expect(withFont.fonts != own.fonts)
        #expect(withFont.drawsDifferently(from: own))

        var changed = font
        changed[changed.count / 2] ^= 0x01
        try changed.write(to: copy)
        let replaced = try Self.suite(folder: folder).fingerprint
        #expect(replaced.fonts != withFont.fonts)
        #expect(replaced.fonts != own.fonts)
    }
}
