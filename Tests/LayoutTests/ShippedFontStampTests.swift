import Foundation
import SpecimenSupport
import Testing

@testable import SpecimenLayout

/// The shipped fonts' stamps (`ShippedFileStamps.unchangedFont`), which let a start skip checking a
/// face or the icon listing, vouch only for the very file the build checked.
@Suite struct ShippedFontStampTests {
    /// Every file the build stamped passes the check a start then skips: a face starts like a font,
    /// the icon listing has only well-formed rows.
    @Test func aStampedFileIsOneThatPassesItsCheck() throws {
        let folder = try SpecimenHome.locate().fontsPath
        var stamped: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where ShippedFileStamps.unchangedFont(folder + "/" + name) {
            stamped.append(name)
            if name.hasSuffix(".names.tsv") {
                let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + name))
                #expect(IconListingRows.problem([UInt8(ascii: "\n")] + Array(bytes)) == nil)
            } else {
                #expect(FontFileHead.of(folder + "/" + name) == .font, "\(name)")
            }
        }
        #expect(stamped.contains("Inter-Medium.otf") && stamped.contains("MaterialDesignIcons.names.tsv"), "\(stamped)")
        #expect(!stamped.contains { $0.hasSuffix(".txt") || $0.hasSuffix(".md") }, "only faces and the listing are stamped")
    }

    /// A copy of a shipped font under its own name is another file (another inode): it is checked.
    @Test func aCopyOfAShippedFontIsNotVouchedFor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-font-stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = try SpecimenHome.locate().fontsPath + "/Inter-Medium.otf"
        try FileManager.default.copyItem(atPath: shipped, toPath: folder.path + "/Inter-Medium.otf")
        #expect(ShippedFileStamps.unchangedFont(shipped))
        #expect(!ShippedFileStamps.unchangedFont(folder.path + "/Inter-Medium.otf"))
        #expect(!ShippedFileStamps.unchangedFont(folder.path + "/Nothing.otf"))
    }
}
