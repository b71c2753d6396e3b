import Foundation

/// The families a text style may name, beyond Specimen's own Inter: the fonts of a design system's
/// folder, by family name and weight class, as the engine's face indices.
///
/// Decision: a style names its family as CSS and DTCG do, a list read in order (`"Mona Sans, sans-serif"`);
/// the first family the engine has draws. A style naming none it has is drawn in Inter, and that is
/// said once per family on standard error (`FontFamilies.warning`), never silently. Within a family,
/// as CSS's font matching does: an italic style takes the family's italic faces when it has any (an
/// upright style its upright ones), then the face nearest the style's weight, where a variable face
/// covers every weight on its `wght` axis (distance 0) and a static face is its weight class (a tie
/// goes to the heavier, as CSS's matching does above 500).
package struct FontFamilies: Sendable {
    /// One face of a family: its weight class, the weights its `wght` axis covers (its class alone for
    /// a static face), whether it is italic (a variable face with an `ital` or `slnt` axis is both).
    struct Entry: Sendable {
        var weight: Int
        var weights: ClosedRange<Double>
        var italic: Bool
        var upright: Bool
        var index: Int
    }

    /// Faces by lowercased family name.
    private var faces: [String: [Entry]] = [:]

    /// Adds `face`, at `index` of the engine's faces, to its family.
    mutating func add(_ face: FontFace, index: Int) {
        let wght = face.axes.first { $0.tag == "wght" }
        let slants = face.axes.contains { $0.tag == "ital" || ($0.tag == "slnt" && $0.minValue < 0) }
        let italic = face.isItalic
        add(
            family: face.familyName,
            Entry(
                weight: face.weightClass, weights: wght.map { $0.minValue...$0.maxValue } ?? Double(face.weightClass)...Double(face.weightClass),
                italic: italic || slants, upright: !italic, index: index))
    }

    /// Adds `entry` to `family`.
    mutating func add(family: String, _ entry: Entry) {
        faces[family.lowercased(), default: []].append(entry)
    }

    var isEmpty: Bool { faces.isEmpty }

    /// The face for the first family of `list` that is here, for `weight` and `italic`; nil when none
    /// is (Inter then draws).
    func face(list: String, weight: Int, italic: Bool = false) -> Int? {
        for name in Self.names(list) {
            guard let found = faces[name.lowercased()] else { continue }
            let styled = found.filter { italic ? $0.italic : $0.upright }
            let candidates = styled.isEmpty ? found : styled
            let w = Double(weight)
            func distance(_ e: Entry) -> Double { e.weights.contains(w) ? 0 : min(abs(e.weights.lowerBound - w), abs(e.weights.upperBound - w)) }
            return candidates.min { a, b in
                let da = distance(a), db = distance(b)
                return da != db ? da < db : a.weight > b.weight
            }?.index
        }
        return nil
    }

    /// The family names of a CSS-style list, unquoted and trimmed.
    package static func names(_ list: String) -> [String] {
        list.split(separator: ",").map { name in
            String(name.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
        }.filter { !$0.isEmpty }
    }

    /// `specimen: warning: no font of the family "X" in Fonts/ or the design system's folder; drawing Inter`.
    static func warning(_ list: String) -> String {
        "specimen: warning: no font of the family \"\(list)\" in Fonts/ or the design system's folder; its text is drawn in Inter (add the font files to the folder, or its fonts/ subfolder)"
    }
}
