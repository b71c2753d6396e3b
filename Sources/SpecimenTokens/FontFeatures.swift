/// OpenType features a text style names (`fontFeatures`: DTCG typography, a document's text, Figma's
/// `opentypeFlags`): the one reading of them, shared by the token and document readers.
///
/// A feature is a four-character OpenType tag (`tnum`, `ss01`, `smcp`, `liga`) and a value: 1 turns it
/// on, 0 off, a larger number picks an alternate (`salt`, `cv01`), as HarfBuzz's `hb_feature_t` and
/// CSS `font-feature-settings` take them. A list of tags turns each on. The features are passed to
/// `hb_shape` for the whole text, after the ones Specimen itself turns off (letter spacing's ligatures),
/// so a style may turn a ligature back on. Tags are case-sensitive, as OpenType's are; Figma writes its
/// flags upper case (`TNUM`) and the importer lowers them.
package enum FontFeatures {
    /// What a reader says after naming what is wrong.
    package static let valid = #"valid: an object of OpenType tags and values ({"tnum": 1, "ss01": 1, "liga": 0}) or a list of tags (["tnum", "ss01"])"#

    /// The largest value a feature takes (OpenType's alternates are 16-bit).
    package static let largest = 65_535

    /// True for a four-character OpenType tag: printable ASCII, not starting with a space.
    package static func isTag(_ s: String) -> Bool {
        let bytes = Array(s.utf8)
        return bytes.count == 4 && bytes[0] != 0x20 && bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// `entries` (a tag and its value: a number, or 1 for a listed tag or `true`) as features, or the
    /// reason one cannot be read.
    package static func read(_ entries: [(tag: String, value: Double)]) -> Result<[String: Int], Reason> {
        var out: [String: Int] = [:]
        for (tag, value) in entries {
            guard isTag(tag) else { return .failure(Reason(text: "\"\(tag)\" is not an OpenType feature tag (four characters, such as tnum)")) }
            guard value.isFinite, value >= 0, value <= Double(largest), value == value.rounded() else {
                return .failure(Reason(text: "feature \(tag)'s value \(value) is not a whole number from 0 to \(largest)"))
            }
            out[tag] = Int(value)
        }
        return .success(out)
    }

    /// Why a feature list cannot be read, in one phrase.
    package struct Reason: Error, Sendable {
        package var text: String
    }

    /// `features` as HarfBuzz feature strings (`tnum=1`), in tag order so shaping never depends on a
    /// dictionary's order.
    package static func settings(_ features: [String: Int]) -> [String] {
        features.keys.sorted().map { "\($0)=\(features[$0] ?? 0)" }
    }
}
