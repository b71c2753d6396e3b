import Synchronization

/// What a glyph's outline depends on, as a cache key: its face, its id in that face and its size in
/// points. Equal identities always carry equal outlines, so renderers and writers may cache by it.
///
/// The face is a small number given to each face tag (`inter-medium`, `mdi-mirrored`) the first time
/// the process meets it. The numbers are only ever compared, never written out, so the order faces are
/// met in (which may differ between runs and threads) cannot change any output.
public struct GlyphIdentity: Hashable, Sendable {
    public let face: UInt32
    public let glyph: UInt32
    public let size: Double

    public init(face: UInt32, glyph: UInt32, size: Double) {
        self.face = face
        self.glyph = glyph
        self.size = size
    }

    /// `glyph` of the face tagged `tag` at `size`.
    public init(faceTag tag: String, glyph: UInt32, size: Double) {
        self.init(face: FaceNumbers.shared.number(of: tag), glyph: glyph, size: size)
    }
}

/// The process's face numbers by tag.
package final class FaceNumbers: Sendable {
    package static let shared = FaceNumbers()
    private let numbers = Mutex<[String: UInt32]>([:])

    package func number(of tag: String) -> UInt32 {
        numbers.withLock { numbers in
            if let known = numbers[tag] { return known }
            let next = UInt32(numbers.count)
            numbers[tag] = next
            return next
        }
    }
}
