import Foundation
import SpecimenSupport
import Synchronization

/// Glyph outlines spelled as SVG path data, shared by every document one `SVGWriter` (and its copies) writes.
///
/// Spelling an outline (every coordinate as the shortest exact decimal) is most of an SVG's cost, and a
/// batch or the gallery spells the same few hundred glyphs thousands of times. Entries are keyed by the
/// glyph's typed identity (face, glyph id, size), which always carries the same outline, so a hit is the
/// exact text a fresh spelling gives; a glyph without one is spelled every time. The storage is behind a
/// `Mutex`; bounded by characters, starting over past the limit. A value the writer holds rather than a
/// process-wide singleton, so two renderers (two text engines, whose face numbers may coincide) never
/// share spellings. One serves one text engine's display lists.
package final class GlyphPathData: Sendable {
    static let characterLimit = 8 << 20
    /// The spellings and how many characters they hold.
    private let cache = Mutex<(spellings: [GlyphIdentity: String], characters: Int)>(([:], 0))

    /// No spellings yet.
    package init() {}

    /// The cached spelling of `glyph`, or `spell()`'s, remembered. Errors are not remembered.
    func spelling(_ identity: GlyphIdentity?, spell: () throws -> String) throws -> String {
        guard let glyph = identity else { return try spell() }
        if let hit = cache.withLock({ $0.spellings[glyph] }) { return hit }
        let fresh = try spell()
        cache.withLock { cache in
            if cache.characters + fresh.utf8.count > Self.characterLimit { cache.spellings.removeAll(keepingCapacity: true); cache.characters = 0 }
            if cache.spellings.updateValue(fresh, forKey: glyph) == nil { cache.characters += fresh.utf8.count }
        }
        return fresh
    }
}
