import CFreeType
import CHarfBuzz
import Foundation
import SpecimenSupport
import Geometry
import SpecimenInput
import Synchronization

/// One glyph as HarfBuzz placed it, still in font units.
struct UnitGlyph: Sendable, Hashable {
    var glyphID: UInt32
    var cluster: Int
    /// GPOS x offset from the glyph's pen position.
    var x: Int
    /// GPOS y offset, font y-up.
    var yOffset: Int
    var advance: Int
    /// Which of the engine's faces drew it (`TextEngine.faces`); 0 until the engine assigns it.
    var face = 0
    /// Shaped in a script whose letters join (Arabic, Syriac, ...): letter spacing passes it by.
    var joins = false
}

/// How one run is shaped: its direction, its script (nil: HarfBuzz guesses) and its BCP 47 language.
struct ShapingItem: Hashable, Sendable {
    var rightToLeft = false
    /// The ISO 15924 tag as HarfBuzz spells it (`hb_script_t`'s raw value).
    var script: UInt32?
    var language = "en"
}

/// One font file mapped once and read twice: HarfBuzz shapes from the file's own tables (cmap, hmtx, GSUB,
/// GPOS) and FreeType decodes unhinted, unscaled outlines. Everything is in font units; callers scale.
///
/// FreeType's `FT_Face` is not thread-safe, so it lives inside `freeType`'s `Mutex` and every FreeType
/// call is made under it. `@unchecked Sendable` for what remains: the HarfBuzz font is made immutable
/// after setup, and HarfBuzz documents immutable fonts as safe to shape with from many threads, so
/// shaping runs without a lock on its C pointers (which Swift cannot see are immutable).
final class FontFace: @unchecked Sendable {
    /// The font file's path, as FreeType and HarfBuzz open it.
    let path: String
    /// The font file (made when asked: errors and listings name it, opening needs only the path).
    var url: URL { URL(fileURLWithPath: path) }
    /// Short lowercase name used in glyph keys, such as `inter-semibold`.
    let tag: String
    /// The face's number in its engine's glyph identities (`TextEngine.faceNumber`).
    let number: UInt32
    let metrics: FontMetrics
    var unitsPerEm: Double { metrics.unitsPerEm }
    /// The font's variation axes (its `fvar`, in the file's order); empty for a static font.
    let axes: [VariationAxis]
    /// Where on `axes` this face is set (`FT_Set_Var_Design_Coordinates`, `hb_font_set_variations`), by
    /// axis tag; empty for a static font or a variable one at its default instance.
    let coordinates: [String: Double]

    /// The FreeType face and the outlines decoded from it, only touched under this lock.
    let freeType: Mutex<FreeTypeFace>
    private let library: FT_Library
    private let blob: OpaquePointer
    private let hbFace: OpaquePointer
    private let hbFont: OpaquePointer

    /// What FreeType's lock guards.
    struct FreeTypeFace {
        let face: FT_Face
        var outlines: [UInt32: (path: Path, bounds: Rect?)] = [:]
    }
    /// Decoded colour bitmaps by glyph (`FontFace+ColorGlyph`).
    let colorBitmaps = LockedCache<UInt32, ColorBitmap?>(limit: 1024)

    convenience init(url: URL, tag: String, number: UInt32) throws {
        try self.init(path: url.path, tag: tag, number: number)
    }

    /// The face in the file at `path`: a path rather than a `URL`, since a cold render opens four
    /// faces and checks 23 more, and each `URL` made, appended to and read back as a path cost about
    /// 20,000 instructions (0.8 M of a cold render for the fonts folder's 29 files).
    ///
    /// `coordinates` set a variable font's axes (tag to design value, clamped to each axis's range; an
    /// axis not named keeps its default); a static font ignores them.
    init(path: String, tag: String, number: UInt32, coordinates: [String: Double] = [:]) throws {
        let url = { URL(fileURLWithPath: path) }
        guard FileManager.default.fileExists(atPath: path) else { throw TextError.missingFile(url()) }
        // FreeType and HarfBuzz open the path themselves: a FIFO there would block them for ever.
        do { try InputFile.requireRegularFile(path, what: "font file") } catch { throw TextError.badFile(url(), error.reason) }
        self.path = path
        self.tag = tag
        self.number = number

        // The file is mapped once, by HarfBuzz, and FreeType reads the same bytes (a memory face):
        // opened by both, it was opened, mapped and paged in twice, 5 system calls and about 8 page
        // faults a face at every start. The blob outlives the face (`deinit`).
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw TextError.badFile(url(), "HarfBuzz cannot read it") }
        var maybeLibrary: FT_Library?
        guard FT_Init_FreeType(&maybeLibrary) == 0, let library = maybeLibrary else {
            hb_blob_destroy(blob)
            throw TextError.badFile(url(), "FreeType failed to start")
        }
        var length: UInt32 = 0
        let bytes = UnsafeRawPointer(hb_blob_get_data(blob, &length))?.assumingMemoryBound(to: FT_Byte.self)
        var maybeFace: FT_Face?
        let openStatus = FT_New_Memory_Face(library, bytes, FT_Long(length), 0, &maybeFace)
        guard openStatus == 0, let face = maybeFace else {
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw TextError.badFile(url(), "FreeType cannot open it as a font (error \(openStatus))")
        }
        guard let metrics = FontFace.readMetrics(face) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw TextError.badFile(url(), "it is not a font with head and hhea metrics")
        }
        let madeFace = hb_face_create(blob, 0)
        guard let hbFace = madeFace, hb_face_get_glyph_count(hbFace) > 0,
            let hbFont = hb_font_create(hbFace)
        else {
            // hb_face_create returns HarfBuzz's empty face rather than nil; destroying it is always safe.
            hb_face_destroy(madeFace)
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw TextError.badFile(url(), "HarfBuzz finds no glyphs in it")
        }
        // hb_font_create installs HarfBuzz's own OpenType functions: advances from hmtx, GPOS on top.
        // Scale = units per em makes every position come back in exact font units.
        hb_ot_font_set_funcs(hbFont)
        let upem = Int32(metrics.unitsPerEm)
        hb_font_set_scale(hbFont, upem, upem)
        let axes = VariationAxis.axes(of: hbFace)
        let applied = VariationAxis.clamped(coordinates, to: axes)
        if !applied.isEmpty {
            // One instance, set the same in both libraries: HarfBuzz's advances and GPOS (HVAR, GDEF
            // variations) and FreeType's outlines (gvar, CFF2 blends) come from the same coordinates.
            var fixed = axes.map { axis in FT_Fixed((applied[axis.tag] ?? axis.defaultValue) * 65536) }
            let status = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
            var settings = axes.map { axis in hb_variation_t(tag: VariationAxis.tag(axis.tag), value: Float(applied[axis.tag] ?? axis.defaultValue)) }
            hb_font_set_variations(hbFont, &settings, UInt32(settings.count))
            guard status == 0 else {
                hb_font_destroy(hbFont)
                hb_face_destroy(hbFace)
                FT_Done_Face(face)
                FT_Done_FreeType(library)
                hb_blob_destroy(blob)
                throw TextError.badFile(url(), "FreeType cannot set its variation axes (error \(status))")
            }
        }
        hb_font_make_immutable(hbFont)
        self.axes = axes
        self.coordinates = applied

        self.library = library
        self.blob = blob
        self.hbFace = hbFace
        self.hbFont = hbFont
        self.metrics = metrics
        freeType = Mutex(FreeTypeFace(face: face))
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        // FreeType's face reads the blob's bytes: it goes first.
        freeType.withLock { _ = FT_Done_Face($0.face) }
        FT_Done_FreeType(library)
        hb_blob_destroy(blob)
    }

    private static func readMetrics(_ face: FT_Face) -> FontMetrics? {
        // A bitmap-only font (colour emoji) leaves FreeType's units_per_EM at 0; its head table has it.
        guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA), let rawHead = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) else { return nil }
        let unitsPerEm = Double(rawHead.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
        guard unitsPerEm > 0 else { return nil }
        let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        var capHeight = 0.0, xHeight = 0.0, strikeoutPosition = 0.0, strikeoutThickness = 0.0
        var underlinePosition = 0.0, underlineThickness = 0.0
        if let rawPost = FT_Get_Sfnt_Table(face, FT_SFNT_POST) {
            let post = rawPost.assumingMemoryBound(to: TT_Postscript.self).pointee
            underlinePosition = Double(post.underlinePosition)
            underlineThickness = Double(post.underlineThickness)
        }
        if let rawOS2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = rawOS2.assumingMemoryBound(to: TT_OS2.self).pointee
            strikeoutPosition = Double(os2.yStrikeoutPosition)
            strikeoutThickness = Double(os2.yStrikeoutSize)
            // Version 2 added cap and x heights; older tables leave them zero, which is what we report.
            if os2.version >= 2 {
                capHeight = Double(os2.sCapHeight)
                xHeight = Double(os2.sxHeight)
            }
        }
        return FontMetrics(
            unitsPerEm: unitsPerEm,
            ascender: Double(hhea.Ascender),
            descender: Double(-hhea.Descender),
            lineGap: Double(hhea.Line_Gap),
            capHeight: capHeight,
            xHeight: xHeight,
            underlinePosition: underlinePosition, underlineThickness: underlineThickness,
            strikeoutPosition: strikeoutPosition, strikeoutThickness: strikeoutThickness)
    }

    /// True when the face's GSUB has the OpenType feature `tag` (`smcp`) in any script.
    func hasFeature(_ tag: String) -> Bool {
        func value(_ s: String) -> UInt32 { s.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        let table = value("GSUB")
        var count: UInt32 = 0
        let total = hb_ot_layout_table_get_feature_tags(hbFace, table, 0, &count, nil)
        var tags = [hb_tag_t](repeating: 0, count: Int(total))
        count = total
        _ = tags.withUnsafeMutableBufferPointer { hb_ot_layout_table_get_feature_tags(hbFace, table, 0, &count, $0.baseAddress) }
        return tags.prefix(Int(count)).contains(value(tag))
    }

    /// `text` shaped left to right with the font's default features, minus any named in `disabling`
    /// (OpenType tags such as `kern`; for tests that need an unkerned reference).
    func shape(_ text: String, disabling: [String] = []) -> [UnitGlyph] {
        let bytes = FontFace.shapingBytes(text)
        return shape(bytes, range: 0..<bytes.count, item: ShapingItem(), features: disabling.map { "-" + $0 })
    }

    /// `text` as UTF-8 for HarfBuzz. Control characters (tab, a stray newline) have no glyph in any
    /// font and would draw .notdef boxes; they shape as spaces instead. Each is one UTF-8 byte, so
    /// cluster offsets stay true to `text`.
    static func shapingBytes(_ text: String) -> [CChar] {
        text.utf8.map { CChar(bitPattern: $0 < 0x20 || $0 == 0x7F ? UInt8(ascii: " ") : $0) }
    }

    /// The bytes `range` of `bytes` shaped as one run (`item`: direction, script, language), the rest
    /// of `bytes` given as context so Arabic joins across run edges. Glyphs come in visual order (left
    /// to right, also for right-to-left runs); clusters are byte offsets into the whole of `bytes`.
    /// `features` are HarfBuzz feature strings (`-kern`, `tnum=1`), applied in order to the whole run.
    func shape(_ bytes: [CChar], range: Range<Int>, item: ShapingItem, features settings: [String] = []) -> [UnitGlyph] {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        bytes.withUnsafeBufferPointer { utf8 in
            hb_buffer_add_utf8(buffer, utf8.baseAddress, Int32(utf8.count), UInt32(range.lowerBound), Int32(range.count))
        }
        // Fixed direction, script and language so the result never depends on the process locale.
        hb_buffer_set_direction(buffer, item.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, hb_language_from_string(item.language, -1))
        if let script = item.script { hb_buffer_set_script(buffer, hb_script_t(rawValue: script)) }
        hb_buffer_guess_segment_properties(buffer)

        var features = settings.map { setting -> hb_feature_t in
            var feature = hb_feature_t()
            _ = hb_feature_from_string(setting, -1, &feature)
            return feature
        }
        hb_shape(hbFont, buffer, &features, UInt32(features.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return [] }
        return (0..<Int(count)).map { i in
            UnitGlyph(
                glyphID: infos[i].codepoint, cluster: Int(infos[i].cluster), x: Int(positions[i].x_offset),
                yOffset: Int(positions[i].y_offset), advance: Int(positions[i].x_advance))
        }
    }

    /// True when the font's cmap maps `codepoint` to a glyph. Lock-free: the HarfBuzz font is immutable.
    func covers(_ codepoint: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, codepoint, &glyph) != 0 && glyph != 0
    }

    /// The glyph the font's cmap gives `codepoint`, or 0 (.notdef) when it has none.
    func glyphIndex(for codepoint: UInt32) -> UInt32 {
        freeType.withLock { UInt32(FT_Get_Char_Index($0.face, FT_ULong(codepoint))) }
    }

    /// The glyph's outline in font units, font y-up; empty for glyphs without ink (space) or that fail to load.
    func outline(glyph: UInt32) -> Path { decoded(glyph).path }

    /// The exact bounds of the glyph's outline in font units, font y-up; `nil` when it has no ink.
    func inkBounds(glyph: UInt32) -> Rect? { decoded(glyph).bounds }

    private func decoded(_ glyph: UInt32) -> (path: Path, bounds: Rect?) {
        freeType.withLock { state in
            if let cached = state.outlines[glyph] { return cached }
            let path = Self.loadOutline(glyph, from: state.face) ?? Path()
            let entry = (path: path, bounds: OutlineBounds.of(path))
            state.outlines[glyph] = entry
            return entry
        }
    }

    /// Must be called under `freeType`'s lock, with the face it guards.
    private static func loadOutline(_ glyph: UInt32, from face: FT_Face) -> Path? {
        // Unscaled and unhinted, so the one outline serves every size exactly.
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        return withUnsafeMutablePointer(to: &slot.pointee.outline) { OutlineBuilder.path(of: $0) }
    }
}
