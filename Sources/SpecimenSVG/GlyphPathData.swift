import Foundation

/// Glyph outlines spelled as SVG path data, shared by every document the process writes.
///
/// Spelling an outline (every coordinate as the shortest exact decimal) is most of an SVG's cost, and a
/// batch or the gallery spells the same few hundred glyphs thousands of times. Entries are keyed by the
/// glyph's key and its outline, so a hit is the exact text a fresh spelling gives. `@unchecked Sendable`:
/// the storage is only touched under `lock`; bounded by characters, starting over past the limit.
final class GlyphPathData: @unchecked Sendable {
    static let shared = GlyphPathData()
    static let characterLimit = 8 << 20
    private let lock = NSLock()
    private var spellings: [GlyphDefinition: String] = [:]
    private var characters = 0

    /// The cached spelling of `glyph`, or `spell()`'s, remembered. Errors are not remembered.
    func spelling(_ glyph: GlyphDefinition, spell: () throws -> String) throws -> String {
        if let hit = lock.withLock({ spellings[glyph] }) { return hit }
        let fresh = try spell()
        lock.withLock {
            if characters + fresh.utf8.count > Self.characterLimit { spellings.removeAll(keepingCapacity: true); characters = 0 }
            if spellings.updateValue(fresh, forKey: glyph) == nil { characters += fresh.utf8.count }
        }
        return fresh
    }
}
