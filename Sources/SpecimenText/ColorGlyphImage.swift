import CFreeType
import Foundation
import Geometry

/// A colour glyph's picture (Noto Color Emoji keeps its emoji as CBDT bitmaps, not outlines), with
/// where it sits: `frame` is in points relative to the glyph origin on the baseline, y down.
package struct ColorGlyphImage: Sendable, Hashable {
    /// The bitmap's size in pixels.
    package let width: Int
    /// The bitmap's height, in pixels.
    package let height: Int
    /// Premultiplied RGBA bytes, top row first, `width * 4` a row.
    package let premultipliedRGBA: [UInt8]
    /// Where the bitmap is drawn, in points relative to the glyph origin on the baseline, y down.
    package let frame: Rect
}

/// A colour bitmap as the font stores it, at its strike's own pixel size.
struct ColorBitmap: Sendable {
    var width: Int
    var height: Int
    var rgba: [UInt8]
    /// Bitmap left and top (above the baseline) in strike pixels, and the strike's pixels per em.
    var left: Int
    var top: Int
    var ppem: Int

    /// Placed for a run at `size` points: the strike is scaled by size / ppem.
    func image(size: Double) -> ColorGlyphImage {
        let scale = size / Double(ppem)
        return ColorGlyphImage(
            width: width, height: height, premultipliedRGBA: rgba,
            frame: Rect(
                x: Double(left) * scale, y: -Double(top) * scale,
                width: Double(width) * scale, height: Double(height) * scale))
    }
}

extension FontFace {
    /// True for a font whose glyphs are colour bitmaps (CBDT/sbix) rather than outlines.
    var hasColorBitmaps: Bool {
        freeType.withLock { $0.face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && $0.face.pointee.num_fixed_sizes > 0 }
    }

    /// The colour bitmap of `glyph` from the font's first strike, or `nil` when it has none.
    func colorBitmap(glyph: UInt32) -> ColorBitmap? {
        colorBitmaps.value(for: glyph) { decodeColorBitmap(glyph) }
    }

    private func decodeColorBitmap(_ glyph: UInt32) -> ColorBitmap? {
        freeType.withLock { state in
            let face = state.face
            guard face.pointee.num_fixed_sizes > 0, FT_Select_Size(face, 0) == 0,
                FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph
            else { return nil }
            let bitmap = slot.pointee.bitmap
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
                let buffer = bitmap.buffer
            else { return nil }
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            // FreeType's BGRA is already premultiplied; only the channel order changes.
            for row in 0..<height {
                let source = buffer + row * pitch
                for column in 0..<width {
                    let s = column * 4, d = (row * width + column) * 4
                    rgba[d] = source[s + 2]; rgba[d + 1] = source[s + 1]; rgba[d + 2] = source[s]; rgba[d + 3] = source[s + 3]
                }
            }
            let ppem = Int(face.pointee.available_sizes[0].y_ppem >> 6)
            return ColorBitmap(
                width: width, height: height, rgba: rgba, left: Int(slot.pointee.bitmap_left),
                top: Int(slot.pointee.bitmap_top), ppem: max(1, ppem))
        }
    }
}
