import Foundation
import SpecimenSupport
import Pixels

/// What a golden held when it was recorded, kept in its manifest entry as `"digest"`: a hash of the
/// PNG file's bytes and a hash of the pixels they encode.
///
/// `verify` must tell whether a fresh drawing has the golden's pixels. When the file on disk still has
/// the recorded bytes, the recorded pixel hash describes it, and comparing that with the drawing's own
/// hash answers without encoding the drawing (the most expensive step after drawing it) or decoding the
/// file. Anything else (no digest, a file written or changed by something else, another drawing) goes
/// the whole way: encode and compare bytes, then decode and compare pixels. Both hashes are 64-bit
/// FNV-1a over words: they detect change, they are not meant to resist someone forging a collision.
package struct GoldenDigest: Sendable, Hashable, Codable {
    /// `fnv1a64w:` + 16 hex digits of the PNG file's bytes.
    package var file: String
    /// `fnv1a64w:` + 16 hex digits of the image's width, height and premultiplied RGBA bytes.
    package var pixels: String

    package init(file: String, pixels: String) {
        self.file = file
        self.pixels = pixels
    }

    /// The digest of a golden file and the pixels it holds.
    package init(file bytes: some ContiguousBytes, pixels pixmap: Pixmap) {
        self.init(file: Self.hash(of: bytes), pixels: Self.hash(of: pixmap))
    }

    package static func hash(of bytes: some ContiguousBytes) -> String {
        var hasher = FNV1a64()
        bytes.withUnsafeBytes { hasher.combineWords($0) }
        return "fnv1a64w:" + hasher.hex
    }

    /// The size is hashed first, so the same bytes in another shape hash differently.
    package static func hash(of pixmap: Pixmap) -> String {
        var hasher = FNV1a64()
        withUnsafeBytes(of: (UInt64(pixmap.width).littleEndian, UInt64(pixmap.height).littleEndian)) { hasher.combineWords($0) }
        pixmap.data.withUnsafeBytes { hasher.combineWords($0) }
        return "fnv1a64w:" + hasher.hex
    }

    /// Whether `file` is the recorded golden and `drawing` has its pixels.
    package func proves(file: some ContiguousBytes, holds drawing: Pixmap) -> Bool {
        Self.hash(of: file) == self.file && Self.hash(of: drawing) == pixels
    }

    /// `{"file": "fnv1a64w:…", "pixels": "fnv1a64w:…"}` for the manifest.
    var json: String { "{\"file\": \(JSONWriter.quoted(file)), \"pixels\": \(JSONWriter.quoted(pixels))}" }
}
