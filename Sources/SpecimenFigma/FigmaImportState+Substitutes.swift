import Foundation
import SpecimenSupport
import SpecimenText

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
    /// The font files of `folders`, lower-cased without spaces, as `isAvailable(in:)` reads them, and
    /// for each font file the `family-style.face` its own names give (a file named otherwise, as
    /// `IBMPlexMono.ttf` or `Cedarville-Cursive.ttf` are, is found by its family as the renderer finds it)
    /// and its `family.family`.
    static func files(in folders: [URL]) -> [String] {
        var out: [String] = [], fonts: [URL] = []
        for folder in folders {
            // Sorted: a directory lists in no fixed order, and the probes are numbered in this one.
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                out.append(name.lowercased().replacingOccurrences(of: " ", with: ""))
                if [".ttf", ".otf"].contains(where: name.lowercased().hasSuffix) { fonts.append(folder.appendingPathComponent(name)) }
            }
        }
        for (family, weights) in TextEngine.families(of: fonts) {
            let name = family.lowercased().replacingOccurrences(of: " ", with: "")
            // The family itself, whose nearest face the renderer draws a weight it lacks in.
            out.append(name + ".family")
            // A static face is its weight class; a variable one every weight its wght axis covers.
            let covered = weights.lowerBound == weights.upperBound ? [Int(weights.lowerBound)] : stride(from: 100, through: 900, by: 100).filter { weights.contains(Double($0)) }
            for weight in covered { out.append(name + "-" + FigmaFont(family: family, weight: weight).styleName.lowercased() + ".face") }
        }
        return out
    }

    /// Whether `files` holds this family's face of this weight (`Family-Style.ext` or `FamilyStyle.ext`).
    func isAvailable(in files: [String]) -> Bool {
        let family = family.lowercased().replacingOccurrences(of: " ", with: "")
        let style = styleName.lowercased().replacingOccurrences(of: " ", with: "")
        return files.contains { $0.hasPrefix(family + "-" + style + ".") || $0.hasPrefix(family + style + ".") }
    }

    /// Whether `files` holds a face of this family at some weight: the renderer then draws this weight
    /// in the family's nearest face, not in Inter.
    func familyIsPresent(in files: [String]) -> Bool {
        files.contains(family.lowercased().replacingOccurrences(of: " ", with: "") + ".family")
    }
}
