import Foundation
import SpecimenSupport

/// A text whose font the import does not have is drawn in Inter, whose advances differ from the
/// font's: a label Figma sets on one line in a fixed box (Fitma's "View all categories", 158 pt in
/// Gothic A1, 162.4 pt in Inter Medium) broke onto two lines and was cut by its button.
extension ImportState {
    /// `box` (a text's `textAutoResize` and paragraph fields) with a fixed or height-hugging text that
    /// Figma shows on one line (no hard break, its box under two line heights) kept on one line when its
    /// font is not present: `WIDTH_AND_HEIGHT` with its box's own width, so it never wraps and is drawn
    /// past its box by what the substitute is wider. A text in a present font keeps Figma's field.
    func keepingFigmaLines(_ box: [(String, JSONValue)], of node: FigmaNode) -> [(String, JSONValue)] {
        guard let files = fontFiles, let font = FigmaFont(node), !font.isAvailable(in: files),
            let index = box.firstIndex(where: { $0.0 == "textAutoResize" }),
            box[index].1 == .string("NONE") || box[index].1 == .string("HEIGHT"),
            let characters = node.string("characters"), !characters.contains(where: \.isNewline),
            let height = node.size?.height, let lineHeight = node.fields["style"]?["lineHeightPx"].flatMap(FigmaNode.double), lineHeight > 0,
            height < 2 * lineHeight
        else { return box }
        var out = box
        out[index].1 = .string("WIDTH_AND_HEIGHT")
        return out
    }
}

extension FigmaFont {
    /// The font files of `folders`, lower-cased without spaces, as `isAvailable(in:)` reads them.
    static func files(in folders: [URL]) -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).map { $0.lowercased().replacingOccurrences(of: " ", with: "") }
        }
    }

    /// Whether `files` holds this family's face of this weight (`Family-Style.ext` or `FamilyStyle.ext`).
    func isAvailable(in files: [String]) -> Bool {
        let family = family.lowercased().replacingOccurrences(of: " ", with: "")
        let style = styleName.lowercased().replacingOccurrences(of: " ", with: "")
        return files.contains { $0.hasPrefix(family + "-" + style + ".") || $0.hasPrefix(family + style + ".") }
    }
}
