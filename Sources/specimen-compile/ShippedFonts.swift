import Foundation
import SpecimenSupport

/// `ShippedFileStamps.recordedFont(_:)`: the stamp of each file in the package's `Fonts/` that passes
/// the check a start would make of it (a face starts like a font, `FontFileHead`; the icon listing has
/// only well-formed rows, `IconListingRows.problem`), taken before the file is read, so a start whose
/// file still has that stamp skips the check (`TextEngine.init(fontsPath:extraFonts:verified:)`).
enum ShippedFonts {
    /// The generated extension, to follow the documents' stamps in the same file (which imports
    /// SpecimenSupport). A file changed in the last seconds, or failing its check, gets no entry.
    static func stamps(in fonts: String) -> String {
        var text = "\nextension ShippedFileStamps {\n    static func recordedFont(_ name: String) -> FileStamp? {\n        switch name {\n"
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: fonts)) ?? []).sorted() {
            let file = fonts + "/" + name
            guard let stamp = FileStamp.settled(file), passes(file, named: name) else { continue }
            text += "        case \(String(reflecting: name)): \(stamp.source)\n"
        }
        return text + "        default: nil\n        }\n    }\n}\n"
    }

    /// Whether `file` is a face or an icon listing that a start would accept.
    static func passes(_ file: String, named name: String) -> Bool {
        if name.hasSuffix(".names.tsv") {
            guard let data = FileManager.default.contents(atPath: file) else { return false }
            // The listing's bytes as the catalogue holds them: after an added newline.
            return IconListingRows.problem([UInt8(ascii: "\n")] + Array(data)) == nil
        }
        return (name.hasSuffix(".otf") || name.hasSuffix(".ttf")) && FontFileHead.of(file) == .font
    }
}
