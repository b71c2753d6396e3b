import Foundation

/// The families a text style may name, beyond Specimen's own Inter: the fonts of a design system's
/// folder, by family name and weight class, as the engine's face indices.
///
/// Decision: a style names its family as CSS and DTCG do, a list read in order (`"Mona Sans, sans-serif"`);
/// the first family the engine has draws. A style naming none it has is drawn in Inter, and that is
/// said once per family on standard error (`FontFamilies.warning`), never silently. Within a family
/// the face whose weight class is nearest the style's weight draws (a tie goes to the heavier, as CSS's
/// font matching does above 500).
struct FontFamilies: Sendable {
    /// Face indices by lowercased family name, with each face's weight class.
    private var faces: [String: [(weight: Int, index: Int)]] = [:]

    /// Adds the face at `index` of `family` with `weight`.
    mutating func add(family: String, weight: Int, index: Int) {
        faces[family.lowercased(), default: []].append((weight, index))
    }

    var isEmpty: Bool { faces.isEmpty }

    /// The face for the first family of `list` that is here, at the weight nearest `weight`; nil when
    /// none is (Inter then draws).
    func face(list: String, weight: Int) -> Int? {
        for name in Self.names(list) {
            guard let found = faces[name.lowercased()] else { continue }
            return found.min { a, b in
                let da = abs(a.weight - weight), db = abs(b.weight - weight)
                return da != db ? da < db : a.weight > b.weight
            }?.index
        }
        return nil
    }

    /// The family names of a CSS-style list, unquoted and trimmed.
    static func names(_ list: String) -> [String] {
        list.split(separator: ",").map { name in
            String(name.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
        }.filter { !$0.isEmpty }
    }

    /// `specimen: warning: no font of the family "X" in Fonts/ or the design system's folder; drawing Inter`.
    static func warning(_ list: String) -> String {
        "specimen: warning: no font of the family \"\(list)\" in Fonts/ or the design system's folder; its text is drawn in Inter (add the font files to the folder, or its fonts/ subfolder)"
    }
}
