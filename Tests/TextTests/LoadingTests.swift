import Foundation
import Testing
@testable import SpecimenText

@Suite struct LoadingTests {
    @Test func aMissingFolderNamesTheMissingFont() throws {
        let nowhere = URL(fileURLWithPath: "/nonexistent-specimen-fonts", isDirectory: true)
        do {
            _ = try TextEngine(fonts: nowhere)
            Issue.record("expected a missing-file error")
        } catch let error as TextError {
            #expect(error.kind == .missingFile)
            #expect(error.description.contains("Inter-Regular.otf"))
        }
    }

    @Test func aCorruptFontIsReportedAsBad() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Inter-Regular.otf"))
        do {
            _ = try TextEngine(fonts: folder)
            Issue.record("expected a bad-file error")
        } catch let error as TextError {
            #expect(error.kind == .badFile)
            #expect(error.description.contains("Inter-Regular.otf"))
        }
    }

    @Test func aBadIconListNamesTheLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = try Fixture.fonts()
        for file in ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "MaterialDesignIcons.ttf"] + FallbackFonts.chain.map(\.file)
            + TextEngine.moreWeights.map(\.file) + TextEngine.italicWeights.map(\.file) + [TextEngine.variableInter.file]
        {
            try FileManager.default.copyItem(at: fonts.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        try Data("# comment\nphone\tF3F2\nbroken row\n".utf8).write(to: folder.appendingPathComponent("MaterialDesignIcons.names.tsv"))
        do {
            _ = try TextEngine(fonts: folder)
            Issue.record("expected a bad-file error")
        } catch let error as TextError {
            #expect(error.kind == .badFile)
            #expect(error.description.contains("line 3"))
        }
    }
}
