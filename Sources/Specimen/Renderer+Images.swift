import SpecimenInput
import SpecimenLimits
import SpecimenPNG

extension Renderer {
    /// The pixels of every image file `tree` paints (`Paint.image`), by the path the layout gives:
    /// PNG files of a design-system folder, each read once per picture, bounded as every PNG input is.
    func images(in tree: LayoutTree) throws -> [String: Pixmap] {
        var out: [String: Pixmap] = [:]
        for node in tree.allNodes {
            for case .image(_, let file, _) in node.paints where out[file] == nil {
                let bytes = try InputFile.read(file, limit: Limits.pngFileBytes, what: "image", limitName: "Limits.pngFileBytes")
                do { out[file] = try PNGDecoder().decode(bytes) } catch {
                    throw InputFileError(what: "image", path: file, reason: "is not a PNG Specimen reads (\(error))")
                }
            }
        }
        return out
    }
}
