import Foundation
import Geometry
import SpecimenCatalogue
import SpecimenTokens

/// Shapes and measures text in Inter and draws Material Design Icons, from the fonts in `Fonts/`.
///
/// Every text measurement in Specimen goes through one engine, so layout and rendering agree to the
/// last bit. Text is shaped by HarfBuzz in font units (GPOS kerning and ligatures on, as Figma does)
/// and scaled to points; outlines are FreeType's unhinted contours.
///
/// `@unchecked Sendable`: all stored properties are constants, and the mutable state behind them (font
/// handles, caches) is guarded by the locks inside `FontFace` and `LockedCache`.
public final class TextEngine: @unchecked Sendable {
    private let regular: FontFace
    private let medium: FontFace
    private let semiBold: FontFace
    let iconFace: FontFace
    let iconCatalogue: IconCatalogue

    /// Shaping results in font units, shared by every size of a text.
    private let runs = LockedCache<RunKey, [UnitGlyph]>(limit: 8192)
    /// Scaled outlines by glyph key.
    let outlines = LockedCache<String, Path>(limit: 16384)

    private struct RunKey: Hashable {
        var text: String
        var weight: FontWeight
        var disabling: [String]
    }

    /// The engine for the fonts Specimen ships, opened on first use and then shared by the process.
    public static func shared() throws -> TextEngine {
        try sharedSlot.engine()
    }

    private static let sharedSlot = SharedSlot()

    /// Holds the process-wide engine. `@unchecked Sendable`: `engine` is only read or written under `lock`.
    private final class SharedSlot: @unchecked Sendable {
        private let lock = NSLock()
        private var made: TextEngine?

        func engine() throws -> TextEngine {
            try lock.withLock {
                if let made { return made }
                // A failure is not remembered, so fixing SPECIMEN_HOME and retrying works.
                let engine = try TextEngine(fonts: SpecimenHome.locate().fonts)
                made = engine
                return engine
            }
        }
    }

    /// Opens Inter Regular, Medium and Semi Bold and the MDI webfont with its name list from `fonts`.
    /// Throws a `TextError` naming the first file that is missing or unreadable.
    public init(fonts: URL) throws {
        func face(_ file: String, _ tag: String) throws -> FontFace {
            try FontFace(url: fonts.appendingPathComponent(file), tag: tag)
        }
        regular = try face("Inter-Regular.otf", "inter-regular")
        medium = try face("Inter-Medium.otf", "inter-medium")
        semiBold = try face("Inter-SemiBold.otf", "inter-semibold")
        iconFace = try face("MaterialDesignIcons.ttf", IconGlyph.fontTag)
        iconCatalogue = try IconCatalogue(listing: fonts.appendingPathComponent("MaterialDesignIcons.names.tsv"), face: iconFace)
    }

    func face(_ weight: FontWeight) -> FontFace {
        switch weight {
        case .regular: regular
        case .medium: medium
        case .semiBold: semiBold
        }
    }

    /// `text` as one line in `style`: glyphs positioned from the run origin on the baseline.
    public func shape(_ text: String, style: TextStyle) -> ShapedText {
        shape(text, style: style, disabling: [])
    }

    /// The advance width of `text` in `style`, in points.
    public func width(of text: String, style: TextStyle) -> Double {
        shape(text, style: style).width
    }

    /// `shape` with some OpenType features turned off (tags such as `kern`), for unkerned references.
    func shape(_ text: String, style: TextStyle, disabling: [String]) -> ShapedText {
        let face = face(style.weight)
        let units = runs.value(for: RunKey(text: text, weight: style.weight, disabling: disabling)) {
            face.shape(text, disabling: disabling)
        }
        // A size that is not a positive number draws nothing rather than producing NaN geometry.
        let size = style.size.isFinite && style.size > 0 ? style.size : 0
        let upem = face.unitsPerEm
        func points(_ units: Int) -> Double { Double(units) * size / upem }

        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(units.count)
        var ink: Rect?
        var pen = 0
        for unit in units {
            let glyph = ShapedGlyph(glyphID: unit.glyphID, cluster: unit.cluster,
                                    x: points(unit.x), y: -points(unit.yOffset), advance: points(unit.advance),
                                    key: GlyphKey.make(font: face.tag, glyph: unit.glyphID, size: size))
            glyphs.append(glyph)
            pen += unit.advance
            if let box = face.inkBounds(glyph: unit.glyphID) {
                // Font y-up bounds to our y-down run space: the top is the font's maxY.
                let placed = Rect(x: points(unit.x) + box.minX * size / upem,
                                  y: -points(unit.yOffset) - box.maxY * size / upem,
                                  width: box.width * size / upem, height: box.height * size / upem)
                ink = ink.map { $0.union(placed) } ?? placed
            }
        }
        let metrics = face.metrics
        return ShapedText(text: text, style: style, glyphs: glyphs, width: points(pen),
                          ascender: metrics.ascender(at: size), descender: metrics.descender(at: size),
                          inkBounds: ink ?? .zero)
    }

    /// The vertical metrics of Inter at `weight`, in font units.
    public func fontMetrics(_ weight: FontWeight) -> FontMetrics {
        face(weight).metrics
    }

    /// The outline of `glyph` in points at `run`'s size, relative to the glyph's own origin, y down.
    /// Place it at (`glyph.x`, `glyph.y`) from the run origin. Outlines are cached by glyph key.
    public func outline(of glyph: ShapedGlyph, in run: ShapedText) -> Path {
        let face = face(run.style.weight)
        let size = run.style.size.isFinite && run.style.size > 0 ? run.style.size : 0
        // The key is rebuilt rather than trusted from `glyph`, so a glyph passed with the wrong run
        // can never poison the cache.
        let key = GlyphKey.make(font: face.tag, glyph: glyph.glyphID, size: size)
        return outlines.value(for: key) {
            let scale = size / face.unitsPerEm
            return face.outline(glyph: glyph.glyphID).transformed(by: .scale(scale, -scale))
        }
    }
}
