import Foundation
import Testing
@testable import SpecimenText

/// The fallback faces open on first use (a cold Latin render opens none of them), yet draw exactly
/// as eagerly opened ones did, and a bad fallback file is still refused at start.
@Suite struct LazyFaceTests {
    static let fallbackIndex = Dictionary(uniqueKeysWithValues: FallbackFonts.chain.enumerated().map { ($1.tag, 3 + $0) })

    @Test func aLatinLineOpensNoFallback() throws {
        let engine = try TextEngine(fonts: Fixture.fonts())
        _ = engine.shape("Password 123 • …", style: Fixture.body)
        for index in 3..<engine.faces.count { #expect(!engine.faces.isOpen(index), "face \(index) (a fallback or one of Inter's other weights)") }
    }

    /// Inter Medium and Semi Bold open when a style first asks for them, and shape as the shared
    /// engine's do; Semi Bold stays closed while only Medium is drawn.
    @Test func interMediumAndSemiBoldOpenOnFirstUse() throws {
        let engine = try TextEngine(fonts: Fixture.fonts())
        #expect(engine.faces.isOpen(0))
        #expect(!engine.faces.isOpen(1) && !engine.faces.isOpen(2))
        var medium = Fixture.body
        medium.weight = .medium
        #expect(try engine.shape("Label", style: medium) == Fixture.engine().shape("Label", style: medium))
        #expect(engine.faces.isOpen(1) && !engine.faces.isOpen(2))
        var semiBold = Fixture.body
        semiBold.weight = .semiBold
        #expect(try engine.shape("12", style: semiBold) == Fixture.engine().shape("12", style: semiBold))
        #expect(engine.faces.isOpen(2))
    }

    @Test(arguments: [("مرحبا", "noto-arabic"), ("שלום", "noto-hebrew"), ("नमस्ते", "noto-devanagari"), ("สวัสดี", "noto-thai")])
    func aScriptOpensItsFallbackAndShapesAsTheSharedEngine(text: String, tag: String) throws {
        let engine = try TextEngine(fonts: Fixture.fonts())
        let fresh = engine.shape(text, style: Fixture.body)
        #expect(fresh.glyphs.allSatisfy { $0.font == tag })
        #expect(try fresh == Fixture.engine().shape(text, style: Fixture.body))
        let index = try #require(Self.fallbackIndex[tag])
        #expect(engine.faces.isOpen(index))
        #expect(!engine.faces.isOpen(engine.faces.count - 1), "the emoji face stays closed")
    }

    /// A file named like a fallback font but holding no font is refused at start, naming it.
    @Test func aFallbackThatIsNoFontIsReportedAtStart() throws {
        let folder = try Self.copyOfFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = FallbackFonts.chain[0].file
        try Data("not a font".utf8).write(to: folder.appendingPathComponent(file))
        #expect {
            _ = try TextEngine(fonts: folder)
        } throws: { error in
            (error as? TextError)?.kind == .badFile && "\(error)".contains(file)
        }
    }

    /// A face the caller vouches for (a shipped file, by the stamp its build took after checking it:
    /// `ShippedFileStamps.unchangedFont`) is not checked at start; every face it does not vouch for is.
    @Test func onlyAFaceTheCallerVouchesForIsLeftUncheckedAtStart() throws {
        let folder = try Self.copyOfFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = FallbackFonts.chain[0].file
        try Data("not a font".utf8).write(to: folder.appendingPathComponent(file))
        let broken = folder.path + "/" + file
        let engine = try TextEngine(fontsPath: folder.path, verified: { $0 == broken })
        #expect(!engine.faces.isOpen(3))
        #expect {
            _ = try TextEngine(fontsPath: folder.path, verified: { $0 != broken })
        } throws: { error in
            (error as? TextError)?.kind == .badFile && "\(error)".contains(file)
        }
    }

    /// One that looks like a font but cannot be opened stands aside: its script's characters are
    /// reported missing, Latin text still shapes, nothing crashes.
    @Test func aFallbackThatCannotOpenLeavesItsScriptMissing() throws {
        let folder = try Self.copyOfFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0, 1, 0, 0] + Array(repeating: 0xFF, count: 60)).write(to: folder.appendingPathComponent(FallbackFonts.chain[0].file))
        let engine = try TextEngine(fonts: folder)
        #expect(engine.shape("Hello", style: Fixture.body).glyphs.count == 5)
        _ = engine.shape("مرحبا", style: Fixture.body)
        #expect(engine.missing.codePoints.contains(0x0645))
    }

    static func copyOfFonts() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-lazy-faces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fonts = try Fixture.fonts()
        for file in try FileManager.default.contentsOfDirectory(atPath: fonts.path) {
            try FileManager.default.copyItem(at: fonts.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        return folder
    }
}
