import Foundation
import SpecimenFiles

// specimen-compile: run by the ShippedDataPlugin at build time, never shipped. Compiles the shipped
// component documents and token files under `Themes/` into Swift data in the build folder, so a cold
// render parses no JSON of what Specimen ships and nothing generated is committed.
//
// The stamps file also records the shipped fonts' stamps (`ShippedFonts`), from FONTS.
//
//   specimen-compile THEMES DOCUMENTS.swift THEMES.swift STAMPS.swift FONTS
let arguments = CommandLine.arguments
guard arguments.count == 6 else {
    FileHandle.standardError.write(Data("usage: specimen-compile THEMES-FOLDER DOCUMENTS-OUT.swift THEMES-OUT.swift STAMPS-OUT.swift FONTS-FOLDER\n".utf8))
    exit(2)
}
let themes = URL(fileURLWithPath: arguments[1])
/// Writes `text` to `path` unless the file already holds it: the build runs this tool whenever the tool
/// itself is relinked, and an untouched file is one the compiler need not compile again.
func store(_ text: String, at path: String) throws {
    let bytes = Array(text.utf8)
    if let existing = FileManager.default.contents(atPath: path), Array(existing) == bytes { return }
    try AtomicFile.write(bytes, to: path, durability: .none)
}

do {
    // Stamped before anything is read: a file written after its stamp then never matches it.
    let stamps = try ShippedSources.stamps(in: themes) + ShippedFonts.stamps(in: arguments[5])
    try store(ShippedSources.documents(in: themes), at: arguments[2])
    try store(ShippedSources.themes(in: themes), at: arguments[3])
    try store(stamps, at: arguments[4])
} catch {
    FileHandle.standardError.write(Data("specimen-compile: \(error)\n".utf8))
    exit(1)
}
