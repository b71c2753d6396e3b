import Foundation
import Synchronization
import Geometry
import SpecimenSupport
import SpecimenTokens

/// Shapes and measures text in Inter (every upright weight, Thin to Black) and its Noto fallbacks and draws Material Design Icons, from the
/// fonts in `Fonts/`.
///
/// Every text measurement in Specimen goes through one engine, so layout and rendering agree to the
/// last bit. A paragraph is ordered by the Unicode bidi algorithm (FriBidi), cut into runs by level,
/// script and font coverage (`TextItemizer`), and each run is shaped by HarfBuzz in font units (GPOS
/// kerning and ligatures on, as Figma does) and scaled to points; outlines are FreeType's unhinted
/// contours, colour emoji FreeType's bitmaps.
///
/// Thread-safe: all stored properties are constants, and the mutable state behind them (font handles,
/// caches) is behind the `Mutex`es inside `FontFace`, `FontFaces` and `LockedCache`.
public final class TextEngine: Sendable {
    /// Inter Regular, Medium and Semi Bold (indices 0, 1, 2), then `FallbackFonts.chain`, then Inter's
    /// other six weights (`moreWeights`), its nine italics (`italicWeights`) and its variable font
    /// (`variableInter`), then a design system's faces; all but the first (Inter Regular) open on first use.
    /// Variable instances a style asks for follow them all (`FontFaces.instance`).
    let faces: FontFaces
    let iconFace: FontFace
    let iconCatalogue: IconCatalogue
    /// Code points no font covers, each warned about once.
    let missing = MissingCharacters()
    /// The design systems' families (`extraFonts`), by name and weight.
    let families: FontFamilies
    /// The Noto fallbacks' indices in `faces` (after Inter's three), the colour emoji face last.
    let fallbackRange: Range<Int>
    /// Families a style named that no font here has, each warned about once.
    private let missingFamilies = Mutex<Set<String>>([])

    /// Shaping results in font units, shared by every size of a text.
    private let runs = LockedCache<RunKey, ShapedUnits>(limit: 8192)
    /// Scaled outlines by glyph identity (typed: a string key cost more to build than the lookup saved).
    let outlines = LockedCache<GlyphIdentity, Path>(limit: 16384)

    private struct RunKey: Hashable {
        var text: String
        var weight: FontWeight
        /// The face the style asks for first (Inter's weight, or a design system's face).
        var primary: Int
        /// HarfBuzz feature strings (`-liga`, `tnum=1`), in the order they are applied.
        var features: [String]
        var environment: TextEnvironment
        /// The levels the text's paragraph gave it when it is one line of a longer paragraph; `nil`
        /// when the text is a paragraph of its own.
        var bidi: BidiLine?
    }

    /// A paragraph's glyphs in visual order, in their faces' units, and its resolved direction.
    private struct ShapedUnits {
        var glyphs: [UnitGlyph]
        var isRightToLeft: Bool
    }

    /// The engine for the fonts Specimen ships, opened on first use and then shared by the process.
    public static func shared() throws -> TextEngine {
        try sharedEngine()
    }

    /// The process-wide engine, made under the `Mutex` so two first callers open the fonts once. A
    /// failure is not remembered, so fixing SPECIMEN_HOME and retrying works. Kept process-wide on
    /// purpose: opening the fonts is the slow part of a first render, and callers with no renderer to
    /// hand (`specimen check figma`, tests) share it; a `Renderer` opens its own.
    private static let made = Mutex<TextEngine?>(nil)

    private static func sharedEngine() throws -> TextEngine {
        try made.withLock { made throws -> TextEngine in
            if let made { return made }
            let engine = try TextEngine(fontsPath: SpecimenHome.locate().fontsPath)
            made = engine
            return engine
        }
    }

    /// Opens Inter Regular and the MDI webfont with its name list from `fonts`, and checks Inter's
    /// other faces and the Noto fallbacks, which open on first use (`FontFaces`). Throws a `TextError`
    /// naming the first file that is missing or unreadable.
    ///
    /// `extraFonts` are a design system's font files (`DesignSystemFolder.fontFiles`), opened now and
    /// drawn for the styles that name their family (`FontFamilies`); each is tagged by its file name, so
    /// two folders' fonts never share glyph keys.
    public convenience init(fonts: URL, extraFonts: [URL] = []) throws {
        try self.init(fontsPath: fonts.path, extraFonts: extraFonts)
    }

    /// `init(fonts:extraFonts:)` given the folder's path (`SpecimenHome.fontsPath`), so a cold render
    /// never asks a `URL` for its path (the first such call scans every protocol conformance record).
    /// A file whose path `verified` accepts (a shipped file its build checked, by its stamp:
    /// `ShippedFileStamps.unchangedFont`) is not checked again at start; any other file is.
    package init(fontsPath folder: String, extraFonts: [URL] = [], verified: (String) -> Bool = { _ in false }) throws {
        // The files' paths are spelled from the folder's path once: `appendingPathComponent` for each
        // of the folder's 29 files cost 480,000 instructions of a cold render.
        func path(_ file: String) -> String { folder.hasSuffix("/") ? folder + file : folder + "/" + file }
        func face(_ file: String, _ tag: String, _ number: UInt32) throws -> FontFace {
            try FontFace(path: path(file), tag: tag, number: number)
        }
        let chain = FallbackFonts.chain
        var extra: [FontFace] = []
        for (i, url) in extraFonts.enumerated() {
            extra.append(
                try FontFace(
                    url: url, tag: "ds\(i)-" + url.deletingPathExtension().lastPathComponent.lowercased(),
                    number: Self.faceNumber(Self.designSystemBase + i)))
        }
        // Medium and Semi Bold open on first use like the rest: a render draws in one or two of the
        // three weights (Text Input: Regular and Medium), and opening a face is 0.3 M instructions.
        var lazy: [(path: String, tag: String)] = [(path("Inter-Medium.otf"), "inter-medium"), (path("Inter-SemiBold.otf"), "inter-semibold")]
        lazy += chain.map { (path($0.file), $0.tag) }
        lazy += Self.moreWeights.map { (path($0.file), $0.tag) }
        lazy += Self.italicWeights.map { (path($0.file), $0.tag) }
        lazy.append((path(Self.variableInter.file), Self.variableInter.tag))
        faces = try FontFaces(eager: [try face("Inter-Regular.otf", "inter-regular", Self.faceNumber(0))], lazy: lazy, extra: extra, verified: verified)
        fallbackRange = 3..<(3 + chain.count)
        var families = FontFamilies()
        for (i, face) in extra.enumerated() {
            families.add(face, index: Self.designSystemBase + i)
        }
        self.families = families
        iconFace = try face("MaterialDesignIcons.ttf", IconGlyph.fontTag, IconGlyph.faceNumber)
        let listing = path("MaterialDesignIcons.names.tsv")
        iconCatalogue = try IconCatalogue(listing: listing, face: iconFace, verified: verified(listing))
    }

    /// The number glyph identities give the face at `index` in `faces`. Numbers are the engine's own
    /// (the icon face and its mirror take 0 and 1, text faces follow in itemizer order), so equal
    /// identities from one engine always carry equal outlines; caches keyed by them belong to whoever
    /// holds that one engine (a `Renderer`), never to the process.
    static func faceNumber(_ index: Int) -> UInt32 { UInt32(2 + index) }

    /// Inter's other six weights, opened on first use after the Noto fallbacks (so the fallbacks keep
    /// their numbers, and a render in the spec's three weights never opens them).
    static let moreWeights: [(weight: FontWeight, file: String, tag: String)] = [
        (.thin, "Inter-Thin.otf", "inter-thin"), (.extraLight, "Inter-ExtraLight.otf", "inter-extralight"),
        (.light, "Inter-Light.otf", "inter-light"), (.bold, "Inter-Bold.otf", "inter-bold"),
        (.extraBold, "Inter-ExtraBold.otf", "inter-extrabold"), (.black, "Inter-Black.otf", "inter-black"),
    ]

    static func index(_ weight: FontWeight) -> Int {
        switch weight {
        case .regular: 0
        case .medium: 1
        case .semiBold: 2
        default: 3 + FallbackFonts.chain.count + (moreWeights.firstIndex { $0.weight == weight } ?? 0)
        }
    }

    func face(_ weight: FontWeight) -> FontFace { faces[Self.index(weight)] }

    /// The face `style` asks for first: its family's nearest weight when a design system has the
    /// family, else Inter's weight (said once per family that is missing).
    func primaryIndex(_ style: TextStyle) -> Int {
        guard let family = style.family else { return interIndex(style) }
        if let found = families.face(list: family, weight: style.weight.numericWeight, italic: style.italic) { return instanced(found, style) }
        if missingFamilies.withLock({ $0.insert(family).inserted }) {
            FileHandle.standardError.write(Data((FontFamilies.warning(family) + "\n").utf8))
        }
        return interIndex(style)
    }

    /// Whether a family of the CSS-style `list` is among the design systems' faces (else its text is
    /// drawn in Inter).
    package func hasFamily(_ list: String) -> Bool {
        families.face(list: list, weight: 400) != nil
    }

    /// Says `line` on stderr once for this engine, for the family lists `lists`: a caller that knows
    /// which nodes name a missing family (`MissingFontFamily`) says it before drawing, and the shorter
    /// line `primaryIndex` would say when a style first names one of them is then not said.
    package func sayMissing(_ line: String, for lists: [String]) {
        let new = missingFamilies.withLock { said in lists.reduce(false) { said.insert($1).inserted || $0 } }
        if new { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// `text` as one line in `style`: glyphs positioned from the run origin on the baseline, in visual
    /// order (left to right on the page), whatever the direction of the text.
    package func shape(_ text: String, style: TextStyle, environment: TextEnvironment = .standard) -> ShapedText {
        shape(text, style: style, environment: environment, disabling: [])
    }

    /// The advance width of `text` in `style`, in points.
    package func width(of text: String, style: TextStyle, environment: TextEnvironment = .standard) -> Double {
        shape(text, style: style, environment: environment).width
    }

    /// `shape` with some OpenType features turned off (tags such as `kern`), for unkerned references.
    func shape(
        _ text: String, style: TextStyle, environment: TextEnvironment = .standard, disabling: [String],
        bidi: BidiLine? = nil
    ) -> ShapedText {
        let primary = primaryIndex(style)
        // Letter spacing shapes without the optional ligatures (LetterSpacing's rule).
        let disabling = style.letterSpacing == 0 ? disabling : disabling + LetterSpacing.ligatures
        // The style's own features come after, so a style may turn a ligature back on (`FontFeatures`).
        let features = disabling.map { "-" + $0 } + FontFeatures.settings(style.features)
        // Small capitals the face lacks are shaped as capitals and drawn smaller (`SmallCaps`), each
        // stretch of small and of full-size letters shaped alone, as Chromium shapes them (no kerning
        // across a change of size).
        let synthesis = style.features.isEmpty ? nil : SmallCaps.synthesis(style.features, face: faces[primary])
        let (shapedText, small) = synthesis.map { SmallCaps.capitalised(text, lower: $0.lower, upper: $0.upper) } ?? (text, [])
        if !small.isEmpty, bidi == nil, let stretches = SmallCaps.stretches(text, small: small) {
            return joined(
                stretches.map { ($0, shape(String(decoding: Array(text.utf8)[$0], as: UTF8.self), style: style, environment: environment, disabling: disabling)) }, text: text,
                style: style)
        }
        let key = RunKey(text: shapedText, weight: style.weight, primary: primary, features: features, environment: environment, bidi: bidi)
        let units = runs.value(for: key) {
            shapeUnits(shapedText, primary: primary, environment: environment, features: features, bidi: bidi)
        }

        // A size that is not a positive number draws nothing rather than producing NaN geometry.
        let size = style.size.isFinite && style.size > 0 ? style.size : 0
        let spacing = size > 0 ? style.letterSpacing : 0

        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(units.glyphs.count)
        var ink: Rect?
        // The pen runs in whole font units within a stretch of one face (exactly as a single-font run
        // always did) and carries over in points where the face, and so the unit, changes.
        var stretchStart = 0.0, stretchUnits = 0, stretchFace = units.glyphs.first?.face ?? 0
        // The letter spacing the pen has gathered so far, in points (`LetterSpacing`), and the advances
        // of small capitals, which are not whole units of the size.
        var spaced = 0.0, smallPen = 0.0
        for (i, unit) in units.glyphs.enumerated() {
            if unit.face != stretchFace {
                stretchStart += Double(stretchUnits) * size / faces[stretchFace].unitsPerEm
                stretchUnits = 0
                stretchFace = unit.face
            }
            let face = faces[unit.face]
            func points(_ units: Int) -> Double { Double(units) * size / face.unitsPerEm }
            let extra = spacing != 0 && LetterSpacing.endsCluster(units.glyphs, at: i) ? spacing : 0
            let isSmall = !small.isEmpty && small.contains(unit.cluster)
            let glyphSize = isSmall ? SmallCaps.size(for: size) : size
            let glyph: ShapedGlyph
            if isSmall {
                let shrunk = glyphSize / size
                glyph = ShapedGlyph(
                    glyphID: unit.glyphID, cluster: unit.cluster,
                    x: stretchStart + spaced + smallPen + points(stretchUnits) + points(unit.x) * shrunk, y: -points(unit.yOffset) * shrunk,
                    advance: points(unit.advance) * shrunk + extra,
                    font: face.tag, size: glyphSize,
                    identity: GlyphIdentity(face: face.number, glyph: unit.glyphID, size: glyphSize))
                smallPen += points(unit.advance) * shrunk
            } else {
                glyph = ShapedGlyph(
                    glyphID: unit.glyphID, cluster: unit.cluster,
                    x: stretchStart + spaced + smallPen + points(stretchUnits + unit.x), y: -points(unit.yOffset),
                    advance: points(unit.advance) + extra,
                    font: face.tag, size: size,
                    identity: GlyphIdentity(face: face.number, glyph: unit.glyphID, size: size))
                stretchUnits += unit.advance
            }
            glyphs.append(glyph)
            if let placed = inkBox(of: unit, in: face, size: glyphSize) {
                ink = ink.map { $0.union(placed.offsetBy(dx: glyph.x, dy: glyph.y)) } ?? placed.offsetBy(dx: glyph.x, dy: glyph.y)
            }
            spaced += extra
        }
        let width = stretchStart + spaced + smallPen + Double(stretchUnits) * size / faces[stretchFace].unitsPerEm
        let metrics = faces[primary].metrics
        return ShapedText(
            text: text, style: style, glyphs: glyphs, width: width,
            ascender: metrics.ascender(at: size), descender: metrics.descender(at: size),
            inkBounds: ink ?? .zero, isRightToLeft: units.isRightToLeft)
    }

    /// Runs shaped from consecutive `ranges` of `text` (UTF-8) joined into one, side by side from the left.
    private func joined(_ parts: [(range: Range<Int>, run: ShapedText)], text: String, style: TextStyle) -> ShapedText {
        var glyphs: [ShapedGlyph] = [], x = 0.0, ink: Rect?
        for part in parts {
            glyphs += part.run.glyphs.map { $0.moved(dx: x, bytes: part.range.lowerBound) }
            if part.run.inkBounds != .zero {
                let moved = part.run.inkBounds.offsetBy(dx: x, dy: 0)
                ink = ink.map { $0.union(moved) } ?? moved
            }
            x += part.run.width
        }
        let first = parts.first?.run
        return ShapedText(
            text: text, style: style, glyphs: glyphs, width: x, ascender: first?.ascender ?? 0, descender: first?.descender ?? 0,
            inkBounds: ink ?? .zero, isRightToLeft: first?.isRightToLeft ?? false)
    }

    /// The glyph's ink relative to its own origin, in points: the outline's exact bounds, or the
    /// bitmap's box for a colour glyph.
    private func inkBox(of unit: UnitGlyph, in face: FontFace, size: Double) -> Rect? {
        let scale = size / face.unitsPerEm
        if let box = face.inkBounds(glyph: unit.glyphID) {
            // Font y-up bounds to our y-down run space: the top is the font's maxY.
            return Rect(x: box.minX * scale, y: -box.maxY * scale, width: box.width * scale, height: box.height * scale)
        }
        return face.hasColorBitmaps ? face.colorBitmap(glyph: unit.glyphID)?.image(size: size).frame : nil
    }

    /// Bidi levels, items, one HarfBuzz call per item, the items' glyphs in visual order. Units differ
    /// between faces, so `shape` sums the pen in points; each glyph keeps only its GPOS offset.
    /// `bidi`, when given, holds the levels of `text` as a line of its paragraph, in place of resolving
    /// `text` as a paragraph of its own.
    private func shapeUnits(
        _ text: String, primary: Int, environment: TextEnvironment, features: [String],
        bidi: BidiLine?
    ) -> ShapedUnits {
        guard !text.isEmpty else { return ShapedUnits(glyphs: [], isRightToLeft: environment.direction == .rightToLeft) }
        var scalars: [UInt32] = []
        var offsets: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar.value)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        let paragraph = bidi.flatMap { $0.levels.count == scalars.count ? $0 : nil } ?? BidiParagraph(scalars, fallback: environment.direction).wholeLine
        // A design system's face falls back to Inter's weight before the Noto faces.
        let fallbacks = (primary >= fallbackRange.upperBound ? [Self.index(.regular)] : []) + Array(fallbackRange)
        let itemizer = TextItemizer(
            faces: faces, primary: primary, fallbacks: fallbacks,
            emoji: fallbackRange.upperBound - 1, environment: environment)
        let (items, missingScalars) = itemizer.items(scalars, offsets: offsets, levels: paragraph.levels)
        missing.report(missingScalars)
        let bytes = FontFace.shapingBytes(text)
        var glyphs: [UnitGlyph] = []
        for index in BidiParagraph.visualOrder(levels: items.map(\.level)) {
            let item = items[index]
            var shaped = faces[item.face].shape(bytes, range: item.bytes, item: item.shaping, features: features)
            if item.level % 2 == 1, !item.shaping.rightToLeft {
                // An emoji item at a right-to-left level, shaped left to right: its clusters read from
                // the right (each cluster's glyphs keep their order).
                shaped = Self.clustersReversed(shaped)
            }
            let joining = item.shaping.script.map(LetterSpacing.joins) ?? false
            for var glyph in shaped {
                glyph.face = item.face
                glyph.joins = joining && LetterSpacing.joins(scalarAt: glyph.cluster, scalars, offsets)
                glyphs.append(glyph)
            }
        }
        return ShapedUnits(glyphs: glyphs, isRightToLeft: paragraph.isRightToLeft)
    }

    /// `glyphs` with their clusters (runs of equal `cluster`) in reverse order.
    static func clustersReversed(_ glyphs: [UnitGlyph]) -> [UnitGlyph] {
        var groups: [[UnitGlyph]] = []
        for glyph in glyphs {
            if let last = groups.last?.last, last.cluster == glyph.cluster { groups[groups.count - 1].append(glyph) } else { groups.append([glyph]) }
        }
        return groups.reversed().flatMap { $0 }
    }

    /// `style` with an auto line height (`TextStyle.autoLineHeight`) made the font's own at its size
    /// (`FontMetrics.intrinsicLineHeight`, from the face it is drawn in first); any other style as given.
    package func resolved(_ style: TextStyle) -> TextStyle {
        guard style.autoLineHeight else { return style }
        var out = style
        out.lineHeight = metrics(for: style).intrinsicLineHeight(at: style.size)
        out.autoLineHeight = false
        return out
    }

    /// The vertical metrics of the face `style` is drawn in first (its family's, else Inter's weight), in font units.
    package func metrics(for style: TextStyle) -> FontMetrics {
        faces[primaryIndex(style)].metrics
    }

    /// The vertical metrics of Inter at `weight`, in font units.
    package func fontMetrics(_ weight: FontWeight) -> FontMetrics {
        face(weight).metrics
    }

    /// The outline of `glyph` in points at `run`'s size, relative to the glyph's own origin, y down.
    /// Place it at (`glyph.x`, `glyph.y`) from the run origin. Outlines are cached by glyph key.
    package func outline(of glyph: ShapedGlyph, in run: ShapedText) -> Path {
        let face = faces.named(glyph.font) ?? faces[primaryIndex(run.style)]
        let runSize = run.style.size.isFinite && run.style.size > 0 ? run.style.size : 0
        // A synthesised small capital is drawn at its own, smaller size (`SmallCaps`); every other glyph at the run's.
        let size = glyph.identity.map { $0.size > 0 && $0.size < runSize ? $0.size : runSize } ?? runSize
        // The key is rebuilt rather than trusted from `glyph`, so a glyph passed with the wrong run
        // can never poison the cache.
        let key = GlyphIdentity(face: face.number, glyph: glyph.glyphID, size: size)
        return outlines.value(for: key) {
            let scale = size / face.unitsPerEm
            return face.outline(glyph: glyph.glyphID).transformed(by: .scale(scale, -scale))
        }
    }
}

extension TextEngine {
    /// The colour picture of `glyph` (an emoji) at `run`'s size, placed relative to the glyph origin;
    /// `nil` for a glyph drawn by an outline.
    package func colorImage(of glyph: ShapedGlyph, in run: ShapedText) -> ColorGlyphImage? {
        guard let face = faces.named(glyph.font), face.hasColorBitmaps else { return nil }
        let size = run.style.size.isFinite && run.style.size > 0 ? run.style.size : 0
        return face.colorBitmap(glyph: glyph.glyphID)?.image(size: size)
    }
}
