import Foundation

@testable import SpecimenFiles

/// Every entry under a folder, links not followed, with a digest of each file's bytes: what a row
/// compares before and after to see that nothing was touched.
enum FolderDigest {
    static func of(_ folder: String) -> [String: String] {
        var entries: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return entries }
        while let relative = walker.nextObject() as? String {
            let path = folder + "/" + relative
            switch FileIdentity.kind(path) {
            case .file:
                let bytes = FileManager.default.contents(atPath: path).map { Array($0) } ?? []
                entries[relative] = "file \(bytes.count) \(bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })"
            case .link: entries[relative] = "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            case .folder: entries[relative] = "folder"
            default: entries[relative] = "other"
            }
        }
        return entries
    }
}
