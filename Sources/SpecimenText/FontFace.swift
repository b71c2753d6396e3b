import CFreeType
import CHarfBuzz
import Foundation
import Geometry

/// One glyph as HarfBuzz placed it, still in font units.
struct UnitGlyph: Sendable, Hashable {
    var glyphID: UInt32
    var cluster: Int
    /// Pen position plus GPOS offset.
    var x: Int
    /// GPOS y offset, font y-up.
    var yOffset: Int
    var advance: Int
}

/// One font file opened twice: HarfBuzz shapes from the file's own tables (cmap, hmtx, GSUB, GPOS) and
/// FreeType decodes unhinted, unscaled outlines. Everything is in font units; callers scale.
///
/// `@unchecked Sendable`: FreeType's `FT_Face` is not thread-safe, so every FreeType call goes through
/// `lock`. The HarfBuzz font is made immutable after setup, and HarfBuzz documents immutable fonts as
/// safe to shape with from many threads, so shaping runs without the lock.
final class FontFace: @unchecked Sendable {
    let url: URL
    /// Short lowercase name used in glyph keys, such as `inter-semibold`.
    let tag: String
    let metrics: FontMetrics
    var unitsPerEm: Double { metrics.unitsPerEm }

    private let lock = NSLock()
    private let library: FT_Library
    private let face: FT_Face
    private let blob: OpaquePointer
    private let hbFace: OpaquePointer
    private let hbFont: OpaquePointer
    private var outlines: [UInt32: (path: Path, bounds: Rect?)] = [:]

    init(url: URL, tag: String) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { throw TextError.missingFile(url) }
        self.url = url
        self.tag = tag

        var maybeLibrary: FT_Library?
        guard FT_Init_FreeType(&maybeLibrary) == 0, let library = maybeLibrary else {
            throw TextError.badFile(url, "FreeType failed to start")
        }
        var maybeFace: FT_Face?
        let openStatus = FT_New_Face(library, url.path, 0, &maybeFace)
        guard openStatus == 0, let face = maybeFace else {
            FT_Done_FreeType(library)
            throw TextError.badFile(url, "FreeType cannot open it as a font (error \(openStatus))")
        }
        guard face.pointee.units_per_EM > 0, let metrics = FontFace.readMetrics(face) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw TextError.badFile(url, "it is not a scalable font with hhea metrics")
        }
        guard let blob = hb_blob_create_from_file_or_fail(url.path) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw TextError.badFile(url, "HarfBuzz cannot read it")
        }
        let madeFace = hb_face_create(blob, 0)
        guard let hbFace = madeFace, hb_face_get_glyph_count(hbFace) > 0,
              let hbFont = hb_font_create(hbFace) else {
            // hb_face_create returns HarfBuzz's empty face rather than nil; destroying it is always safe.
            hb_face_destroy(madeFace)
            hb_blob_destroy(blob)
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw TextError.badFile(url, "HarfBuzz finds no glyphs in it")
        }
        // hb_font_create installs HarfBuzz's own OpenType functions: advances from hmtx, GPOS on top.
        // Scale = units per em makes every position come back in exact font units.
        hb_ot_font_set_funcs(hbFont)
        let upem = Int32(face.pointee.units_per_EM)
        hb_font_set_scale(hbFont, upem, upem)
        hb_font_make_immutable(hbFont)

        self.library = library
        self.face = face
        self.blob = blob
        self.hbFace = hbFace
        self.hbFont = hbFont
        self.metrics = metrics
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    private static func readMetrics(_ face: FT_Face) -> FontMetrics? {
        guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else { return nil }
        let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        var capHeight = 0.0, xHeight = 0.0
        if let rawOS2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = rawOS2.assumingMemoryBound(to: TT_OS2.self).pointee
            // Version 2 added cap and x heights; older tables leave them zero, which is what we report.
            if os2.version >= 2 {
                capHeight = Double(os2.sCapHeight)
                xHeight = Double(os2.sxHeight)
            }
        }
        return FontMetrics(unitsPerEm: Double(face.pointee.units_per_EM),
                           ascender: Double(hhea.Ascender),
                           descender: Double(-hhea.Descender),
                           lineGap: Double(hhea.Line_Gap),
                           capHeight: capHeight,
                           xHeight: xHeight)
    }

    /// `text` shaped left to right with the font's default features, minus any named in `disabling`
    /// (OpenType tags such as `kern`; for tests that need an unkerned reference).
    func shape(_ text: String, disabling: [String] = []) -> [UnitGlyph] {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        // Control characters (tab, a stray newline) have no glyph in Inter and would draw .notdef boxes;
        // they shape as spaces instead. Each is one UTF-8 byte, so cluster offsets stay true to `text`.
        let bytes = text.utf8.map { CChar(bitPattern: $0 < 0x20 || $0 == 0x7F ? UInt8(ascii: " ") : $0) }
        bytes.withUnsafeBufferPointer { utf8 in
            hb_buffer_add_utf8(buffer, utf8.baseAddress, Int32(utf8.count), 0, Int32(utf8.count))
        }
        // Fixed direction and language so the result never depends on the process locale.
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        hb_buffer_guess_segment_properties(buffer)

        var features = disabling.map { tag -> hb_feature_t in
            var feature = hb_feature_t()
            _ = hb_feature_from_string("-" + tag, -1, &feature)
            return feature
        }
        hb_shape(hbFont, buffer, &features, UInt32(features.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return [] }
        var glyphs: [UnitGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var pen = 0
        for i in 0..<Int(count) {
            let info = infos[i], position = positions[i]
            glyphs.append(UnitGlyph(glyphID: info.codepoint, cluster: Int(info.cluster),
                                    x: pen + Int(position.x_offset), yOffset: Int(position.y_offset),
                                    advance: Int(position.x_advance)))
            pen += Int(position.x_advance)
        }
        return glyphs
    }

    /// The glyph the font's cmap gives `codepoint`, or 0 (.notdef) when it has none.
    func glyphIndex(for codepoint: UInt32) -> UInt32 {
        lock.withLock { UInt32(FT_Get_Char_Index(face, FT_ULong(codepoint))) }
    }

    /// The glyph's outline in font units, font y-up; empty for glyphs without ink (space) or that fail to load.
    func outline(glyph: UInt32) -> Path { decoded(glyph).path }

    /// The exact bounds of the glyph's outline in font units, font y-up; `nil` when it has no ink.
    func inkBounds(glyph: UInt32) -> Rect? { decoded(glyph).bounds }

    private func decoded(_ glyph: UInt32) -> (path: Path, bounds: Rect?) {
        lock.withLock {
            if let cached = outlines[glyph] { return cached }
            let path = loadOutline(glyph) ?? Path()
            let entry = (path: path, bounds: OutlineBounds.of(path))
            outlines[glyph] = entry
            return entry
        }
    }

    /// Must be called with `lock` held.
    private func loadOutline(_ glyph: UInt32) -> Path? {
        // Unscaled and unhinted, so the one outline serves every size exactly.
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        return withUnsafeMutablePointer(to: &slot.pointee.outline) { OutlineBuilder.path(of: $0) }
    }
}
