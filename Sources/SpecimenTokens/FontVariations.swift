/// A variable font's axes a text style sets explicitly (`fontVariations`: DTCG typography, a document's
/// text): the one reading of them, shared by the token and document readers.
///
/// An axis is a four-character tag (`wght`, `wdth`, `opsz`, `slnt`, `ital`, or a font's own such as
/// `GRAD`) and a design value, as CSS `font-variation-settings` and HarfBuzz's `hb_variation_t` take
/// them. Decision: written as an object (`{"wdth": 87.5}`), the shape `fontFeatures` has, rather than
/// CSS's string; a value outside an axis's range is clamped to it by the font (as CSS does), and an axis
/// the font lacks is ignored. The style sets `wght` (from its weight), `ital` or `slnt` (from `fontStyle`)
/// and `opsz` (from its size) itself; an axis named here wins over those.
package enum FontVariations {
    /// What a reader says after naming what is wrong.
    package static let valid = #"valid: an object of four-character axis tags and numbers ({"wght": 450, "wdth": 87.5})"#

    /// True for a four-character axis tag (the rule OpenType tags follow, `FontFeatures.isTag`).
    package static func isTag(_ s: String) -> Bool { FontFeatures.isTag(s) }

    /// `entries` as axis settings, or the reason one cannot be read.
    package static func read(_ entries: [(tag: String, value: Double)]) -> Result<[String: Double], FontFeatures.Reason> {
        var out: [String: Double] = [:]
        for (tag, value) in entries {
            guard isTag(tag) else { return .failure(FontFeatures.Reason(text: "\"\(tag)\" is not a variation axis tag (four characters, such as wght)")) }
            guard value.isFinite, abs(value) <= 32_768 else {
                return .failure(FontFeatures.Reason(text: "axis \(tag)'s value is not a number from -32768 to 32768"))
            }
            out[tag] = value
        }
        return .success(out)
    }
}
