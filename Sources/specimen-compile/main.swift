import Foundation
import SpecimenFiles

// specimen-compile: run by the ShippedDataPlugin at build time, never shipped. Compiles the shipped
// component documents and token files under `Themes/` into Swift data in the build folder, so a cold
// render parses no JSON of what Specimen ships and nothing generated is committed.
//
//   specimen-compile THEMES DOCUMENTS.swift THEMES.swift
let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: specimen-compile THEMES-FOLDER DOCUMENTS-OUT.swift THEMES-OUT.swift\n".utf8))
    exit(2)
}
let themes = URL(fileURLWithPath: arguments[1])
do {
    try AtomicFile.write(Array(ShippedSources.documents(in: themes).utf8), to: arguments[2], durability: .none)
    try AtomicFile.write(Array(ShippedSources.themes(in: themes).utf8), to: arguments[3], durability: .none)
} catch {
    FileHandle.standardError.write(Data("specimen-compile: \(error)\n".utf8))
    exit(1)
}
