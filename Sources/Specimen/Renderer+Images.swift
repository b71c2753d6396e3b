import Foundation
import SpecimenInput
import SpecimenLimits
import SpecimenPNG

extension Renderer {
    /// The pixels of every image file `tree` paints (`Paint.image`), by the path the layout gives:
    /// PNG files of a design-system folder, each read once per picture, bounded as every PNG input is,
    /// and only from inside that folder (``UserFolder``): a link out of it is refused, not drawn.
    func images(in tree: LayoutTree) throws -> [String: Pixmap] {
        var out: [String: Pixmap] = [:]
        let folders = designSystems.map { UserFolder($0.url.standardizedFileURL.path, what: "design system") }
        for node in tree.allNodes {
            for case .image(_, let file, _) in node.paints where out[file] == nil {
                let bytes =
                    if let folder = folders.first(where: { $0.holds(file) }) {
                        try folder.read(file, limit: Limits.pngFileBytes, what: "image", limitName: "Limits.pngFileBytes")
                    } else {
                        try InputFile.read(file, limit: Limits.pngFileBytes, what: "image", limitName: "Limits.pngFileBytes")
                    }
                do { out[file] = try PNGDecoder().decode(bytes) } catch {
                    throw InputFileError(what: "image", path: file, reason: "is not a PNG Specimen reads (\(error))")
                }
            }
        }
        return out
    }
}
