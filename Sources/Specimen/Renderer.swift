import Foundation
import SpecimenPDF
import SpecimenPNG
import SpecimenRaster
import SpecimenSVG
import Synchronization
import SpecimenDocument

/// Runs Specimen's pipeline for any configuration: layout, display list, pixels, PNG and SVG.
///
/// Fonts and themes load once per renderer. Thread-safe: its caches are guarded by a `Mutex`, and every
/// stage it calls is a pure function of its inputs, so renders in parallel give the same bytes.
public final class Renderer: Sendable {
    /// The checkout (fonts, themes, documents) this renderer reads.
    public let home: SpecimenHome
    /// The text engine every layout and picture of this renderer shapes with.
    public let text: TextEngine
    /// The user's token files (layered into one), laid over every shipped theme.
    public let tokenOverrides: TokenDocument?
    /// Files for one mode only (a design system's dark palette), laid after `tokenOverrides` for that mode.
    public let modeTokenOverrides: [ThemeMode: TokenDocument]
    /// What a designer should know about the user's token files, one line each (likely typos,
    /// deprecated tokens drawn with, out-of-gamut colours, substituted weights, `$type` without `$value`).
    public var tokenWarnings: [TokenWarning] { warnings.withLock { $0 } }
    /// Written once, by `checkTokens` at the end of `init` (which needs the renderer whole to lay out).
    private let warnings = Mutex<[TokenWarning]>([])
    /// Accessible names for icons and other strings (the `Localizable.strings` keys), by key.
    public let strings: AccessibilityStrings
    /// The users' design systems drawn beside Specimen's own (`--design-system DIR`), in the order given.
    public let designSystems: [DesignSystemFolder]
    /// Every set this renderer draws: Specimen's own, then each design system's documents in its order.
    public let catalogue: Catalogue
    /// The rasterizer every picture of this renderer is drawn by: its mask caches are this renderer's,
    /// shared by every thread that renders through it (a batch, the gallery) and by nothing else.
    package let rasterizer: Rasterizer
    /// The SVG writer of this renderer's documents: its glyph spellings are shared the same way.
    package let svgWriter: SVGWriter
    /// The backdrop pictures and blurs this renderer's scenes have drawn.
    private let backdrops: BuiltInBackdrops
    private let caches = Mutex(Caches())

    /// Themes by file (or design system and mode), resolved once.
    private struct Caches {
        var themes: [String: Theme] = [:]
        /// `strings` with each set's accessibility defaults filled in, by set name: made once per set,
        /// since filling walks the set's document.
        var strings: [String: AccessibilityStrings] = [:]
        /// Each design system's backdrop picture (none: `.some(nil)`), by its name.
        var backdropPictures: [String: BackdropPicture?] = [:]
    }

    /// `designSystem`'s backdrop picture, made by `read` the first time it is asked for.
    func cachedBackdropPicture(ofDesignSystem designSystem: String, read: () throws -> BackdropPicture?) throws -> BackdropPicture? {
        if let known = caches.withLock({ $0.backdropPictures[designSystem] }) { return known }
        let picture = try read()
        caches.withLock { $0.backdropPictures[designSystem] = .some(picture) }
        return picture
    }

    /// A renderer whose themes have `tokenOverrides` laid over them. A user's token may replace a shipped
    /// one or add a new one (a primitive to alias); everything is checked here, before anything is drawn:
    /// an alias no file defines is an error naming the file and token, and a likely typo of a token
    /// Specimen draws with is a warning in `tokenWarnings`, or an error when `strictTokens` is set.
    ///
    /// `designSystems` are users' folders (`DesignSystemFolder`): their sets join `catalogue`, drawn with
    /// the folder's token files and fonts. A set or design system named twice, here or by Specimen's
    /// own, is a `RenderError` naming both places.
    public init(
        home: SpecimenHome, tokenOverrides: TokenDocument? = nil, strings: AccessibilityStrings = .defaults,
        strictTokens: Bool = false, modeTokenOverrides: [ThemeMode: TokenDocument] = [:],
        designSystems: [DesignSystemFolder] = []
    ) throws {
        self.home = home
        // A shipped font or listing the build checked is not checked again while its stamp holds.
        self.text = try TextEngine(fontsPath: home.fontsPath, extraFonts: designSystems.flatMap(\.fontFiles)) { ShippedFileStamps.unchangedFont($0) }
        self.tokenOverrides = tokenOverrides
        self.modeTokenOverrides = modeTokenOverrides
        self.strings = strings
        self.designSystems = designSystems
        catalogue = try Self.catalogue(adding: designSystems)
        rasterizer = Rasterizer()
        svgWriter = SVGWriter()
        backdrops = BuiltInBackdrops()
        if tokenOverrides != nil || !modeTokenOverrides.isEmpty { try checkTokens(strict: strictTokens) }
        // A family the folders' texts name and nobody provides, said with its nodes before anything is drawn.
        for missing in missingFontLines() { text.sayMissing(missing.line, for: missing.lists) }
    }

    /// Specimen's own catalogue with each folder's sets after it (what a renderer given `folders` draws,
    /// read without opening a font: `specimen list` uses it). A folder's set carries its document as its
    /// `source`, as a shipped set does; its design system's name tells a user's set from a shipped one.
    package static func catalogue(adding folders: [DesignSystemFolder]) throws -> Catalogue {
        guard !folders.isEmpty else { return .standard }
        var sets = Catalogue.standard.sets
        var systems: [String: String] = [:]
        for set in sets where systems[set.designSystem] == nil { systems[set.designSystem] = "Specimen's own Themes/" }
        for folder in folders {
            if let other = systems[folder.name] {
                throw RenderError.designSystemTwice(folder.name, folder.url.path, other)
            }
            systems[folder.name] = folder.url.path
            for document in folder.documents.sorted(by: { $0.position < $1.position }) {
                if let other = sets.first(where: { $0.name.caseInsensitiveCompare(document.name) == .orderedSame }) {
                    throw RenderError.setTwice(document.name, document.file, other.designSystem)
                }
                sets.append(document.componentSet)
            }
        }
        return Catalogue(sets: sets)
    }

    /// The sets a command that draws "every set" draws: the users' design systems' when any is given
    /// (a team's gallery and goldens are its own components), else Specimen's own.
    package var ownSets: [ComponentSet] {
        designSystems.isEmpty ? catalogue.sets : catalogue.sets.filter { set in designSystems.contains { $0.name == set.designSystem } }
    }

    /// The user's design system a set belongs to, if it is one of theirs.
    package func designSystem(of set: ComponentSet) -> DesignSystemFolder? {
        designSystems.first { $0.name == set.designSystem }
    }

    /// This renderer with `strings` in place of its own. Fonts, the checked token files, their warnings
    /// and the themes resolved so far are shared (none of them depends on strings), so a page drawing
    /// one picture per language loads the fonts and checks the user's token files once, not per language.
    package func with(strings: AccessibilityStrings) -> Renderer {
        Renderer(sharing: self, strings: strings)
    }

    private init(sharing other: Renderer, strings: AccessibilityStrings) {
        home = other.home
        text = other.text
        tokenOverrides = other.tokenOverrides
        modeTokenOverrides = other.modeTokenOverrides
        self.strings = strings
        warnings.withLock { $0 = other.tokenWarnings }
        designSystems = other.designSystems
        catalogue = other.catalogue
        // Same text engine, so the same glyph numbers: the pictures' caches are shared too.
        rasterizer = other.rasterizer
        svgWriter = other.svgWriter
        backdrops = other.backdrops
        // The themes are shared; the filled strings are this renderer's own (they hold its strings).
        caches.withLock { $0.themes = other.caches.withLock { $0.themes } }
    }

    /// The user's files that apply in `mode`, layered: those for both modes, then those for `mode`,
    /// each as `mode` reads it (a Spectrum token's `light` or `dark` set).
    package func tokenOverrides(for mode: ThemeMode) -> TokenDocument? {
        let layers = [tokenOverrides, modeTokenOverrides[mode]].compactMap { $0?.inMode(mode.rawValue) }
        return layers.count > 1 ? TokenDocument.layered(layers) : layers.first
    }

    private func checkTokens(strict: Bool) throws {
        var shipped: [String: TokenDocument] = [:]
        for name in ThemeFiles.all(in: .standard) { shipped[name] = try ThemeLibrary.document(named: name, home: home) }
        // Aliases first: laying out the inventory resolves themes, and a dangling alias should be named
        // with its file and the closest token, not as a resolution failure.
        for mode in ThemeMode.allCases {
            guard let overrides = tokenOverrides(for: mode) else { continue }
            try TokenCheck(overrides: overrides, shipped: shipped).checkAliases()
            // Cycles anywhere in the user's files, not only among the tokens a theme resolves.
            try overrides.checkCycles()
        }
        let inventory = try TokenInventory(renderer: self, sets: catalogue.sets)
        var warnings: [TokenWarning] = []
        for mode in ThemeMode.allCases {
            guard let overrides = tokenOverrides(for: mode) else { continue }
            let check = TokenCheck(overrides: overrides, shipped: shipped)
            warnings += overrides.warnings
            let typos = check.likelyTypos(drawn: inventory.paths)
            if strict, let first = typos.first, let meant = first.suggestion {
                throw TokenError(.likelyTypo(path: first.path.description, meant: meant.description), file: first.file)
            }
            warnings += typos
            for set in catalogue.sets {
                let theme = try theme(for: set, mode: mode)
                warnings += TokenCheck.drawnWarnings(theme: theme, drawn: inventory.paths(designSystem: set.designSystem)) { overrides.entries[$0]?.file }
            }
        }
        var seen = Set<String>()
        let unique = warnings.filter { seen.insert($0.description).inserted }
        self.warnings.withLock { $0 = unique }
    }

    /// A renderer for the checkout or `$SPECIMEN_HOME`, with the shipped themes.
    public static func standard() throws -> Renderer {
        try Renderer(home: SpecimenHome.locate())
    }

    /// The theme a set draws with: its design system's shipped file for the mode, with the user's overrides.
    package func theme(for set: ComponentSet, mode: ThemeMode) throws -> Theme {
        if let folder = designSystem(of: set) { return try theme(of: folder, mode: mode) }
        let file = ThemeFiles.fileName(designSystem: set.designSystem, mode: mode)
        if let cached = caches.withLock({ $0.themes[file] }) { return cached }
        // The shipped file as compiled ahead of time, unless the user's tokens are laid over it.
        if tokenOverrides(for: mode) == nil, let compiled = ShippedThemeData.theme(named: file, mode: mode.rawValue, home: home) {
            caches.withLock { $0.themes[file] = compiled }
            return compiled
        }
        var document = try ThemeLibrary.document(named: file, home: home)
        // Every user token is laid over every theme; the theme's own tokens are resolved, and the user's
        // others (their primitives, another design system's names) only when one of those refers to them.
        let required = Set(document.entries.keys)
        if let overrides = tokenOverrides(for: mode) { document = try document.overriding(with: overrides) }
        let theme = try Theme(name: mode.rawValue, document: document, required: required).validated()
        caches.withLock { $0.themes[file] = theme }
        return theme
    }

    /// A user's design system's theme in `mode`: its folder's token files for the mode (those for both,
    /// then the mode's own), with the user's `--tokens` laid over them, every token of the folder resolved.
    private func theme(of folder: DesignSystemFolder, mode: ThemeMode) throws -> Theme {
        let key = "\(folder.url.path)\u{0}\(mode.rawValue)"
        if let cached = caches.withLock({ $0.themes[key] }) { return cached }
        guard let own = try folder.tokens(mode: mode.rawValue) else {
            throw RenderError.noTokens(folder.name, folder.url.path, mode.rawValue)
        }
        // The page under the component: the folder's `specimen/page/*` when it has them, else Specimen's.
        var document = TokenDocument.layered([try PageToken.defaults(mode: mode.rawValue), own])
        let required = Set(document.entries.keys)
        if let overrides = tokenOverrides(for: mode) { document = try document.overriding(with: overrides) }
        var theme = try Theme(name: mode.rawValue, document: document.inMode(mode.rawValue), required: required).validated()
        theme.missingTokenHint = Self.missingTokenHint(folder: folder, mode: mode.rawValue)
        caches.withLock { $0.themes[key] = theme }
        return theme
    }

    /// For a token `mode`'s theme of `folder` lacks: the folder's file for another mode alone that
    /// defines it, and the file to add (`dark.tokens.json`), or nil. Read only when a token is missing.
    private static func missingTokenHint(folder: DesignSystemFolder, mode: String) -> @Sendable (TokenPath) -> String? {
        let elsewhere = folder.tokenFiles.filter { $0.mode != nil && $0.mode != mode }.map(\.url)
        let hasOwn = folder.tokenFiles.contains { $0.mode == mode }
        let folderPath = folder.url.path
        return { path in
            for url in elsewhere {
                guard let document = try? TokenDocument.load(contentsOf: url), document.entries[path] != nil else { continue }
                let add = hasOwn ? "define it in \(mode)'s own file too" : "add \(mode).tokens.json to \(folderPath) defining it"
                return "\(url.lastPathComponent) defines it, for its mode only: \(add), or move it into a file for both modes (tokens.json)"
            }
            return nil
        }
    }

    /// The exact frame of every node, in points. Text styles and the focus ring's reach come from the
    /// shipped theme with the user's token file laid over it, so `--tokens` can change a size too.
    public func layout(_ configuration: ComponentConfiguration) throws -> LayoutTree {
        try layout(configuration, localisation: .standard)
    }

    /// The layout for a locale, direction and text scale: Text properties translated by the strings
    /// file's entries and pseudo-localised, text shaped for the direction, styles scaled, rows mirrored.
    public func layout(_ configuration: ComponentConfiguration, localisation: Localisation) throws -> LayoutTree {
        try layout(configuration, localisation: localisation, mode: .light)
    }

    /// The layout with the sizes of `mode`'s theme: the theme the picture is drawn with, so a cold
    /// render reads one theme file, not two.
    func layout(_ configuration: ComponentConfiguration, localisation: Localisation, mode: ThemeMode) throws -> LayoutTree {
        try TextLength.check(configuration)
        let localisation = try localisation.validated()
        let localised = try localisation.localising(configuration, translations: strings.values)
        // A translation (or a pseudo-locale's padding) is text too: held to the same limit.
        try TextLength.check(localised, translated: true)
        return try locatingTokenErrors(in: localised.set, mode: mode) {
            try layoutEngine(for: localised.set, mode: mode).layout(localised, environment: localisation.layoutEnvironment(translations: strings.values))
        }
    }

    /// The layout engine with this renderer's text and the theme `set` reads its sizes from: its design
    /// system's (overridden) theme of `mode`, so only that one theme file is parsed, and a user's
    /// `--tokens dark:FILE` reaches dark renders' sizes as it reaches their colours.
    func layoutEngine(for set: ComponentSet, mode: ThemeMode = .light) throws -> LayoutEngine {
        var engine = LayoutEngine(text: text, theme: try theme(for: set, mode: mode))
        // A user's set's instances show its folder's other components.
        if let folder = designSystem(of: set) {
            engine.components = Dictionary(folder.documents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return engine
    }

    /// The layout, the snapped layout and the display list of `configuration`, computed once.
    public func rendering(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> Rendering {
        try rendering(try layout(configuration, localisation: options.localisation, mode: options.theme), options: options)
    }

    /// The snapped layout and the display list of a layout already made (a step of a played interaction).
    public func rendering(_ tree: LayoutTree, options: RenderOptions) throws -> Rendering {
        try locatingTokenErrors(in: tree.configuration.set, mode: options.theme) { try drawing(tree, options: options) }
    }

    /// `rendering(_:options:)` before a token error is said where the document names the token.
    private func drawing(_ tree: LayoutTree, options: RenderOptions) throws -> Rendering {
        let options = try options.validated()
        let configuration = tree.configuration
        let snapped = tree.snapped(toScale: options.scale)
        _ = try PixelBudget.pixelSize(width: snapped.bounds.width, height: snapped.bounds.height, scale: options.scale)
        let theme = try theme(for: configuration.set, mode: options.theme)
        let built = try SceneBuilder(text: text, backdrops: backdrops).build(
            snapped: snapped, theme: theme,
            options: SceneOptions(
                scale: options.scale, background: options.background, backdrop: options.backdrop,
                backdropPicture: options.backdrop == nil ? try backdropPicture(for: snapped) : nil,
                images: try images(in: snapped)))
        try PixelBudget.check(built)
        guard options.redlines else {
            // Accessible names are resolved into the list when it is asked for (`Rendering.displayList`),
            // so every writer has them; pixels are drawn from `scene`, which never needs them.
            let set = configuration.set
            return Rendering(tree: tree, snapped: snapped, scene: built, naming: { self.labellingStrings(for: set).labelling($0) }, options: options)
        }
        // Named before the overlay is laid on, so only the component's own runs take names.
        let drawn = RedlineOverlay(text: text).apply(to: labellingStrings(for: configuration.set).labelling(built), tree: snapped)
        try PixelBudget.check(drawn)
        return Rendering(tree: tree, snapped: snapped, displayList: drawn, options: options)
    }

    /// `strings` with `set`'s accessibility defaults filled in (`AccessibilityStrings.filling`), once per set.
    private func labellingStrings(for set: ComponentSet) -> AccessibilityStrings {
        if let made = caches.withLock({ $0.strings[set.name] }) { return made }
        let made = strings.filling(defaultsOf: set)
        caches.withLock { $0.strings[set.name] = made }
        return made
    }

    /// The resolved display list the rasterizer and the SVG writer both draw.
    public func displayList(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> DisplayList {
        try rendering(configuration, options: options).displayList
    }

    /// The display list of a layout already made.
    public func displayList(_ tree: LayoutTree, options: RenderOptions) throws -> DisplayList {
        try rendering(tree, options: options).displayList
    }

    /// The picture as premultiplied pixels.
    public func pixmap(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> Pixmap {
        rasterizer.render(try rendering(configuration, options: options).scene)
    }

    /// The picture as PNG bytes.
    public func png(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> [UInt8] {
        try PNGEncoder().encode(try pixmap(configuration, options: options), pixelsPerPoint: options.scale)
    }

    /// The picture as an SVG document.
    public func svg(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> String {
        try svgWriter.write(try displayList(configuration, options: options).flatteningForSVG(rasterizer: rasterizer))
    }

    /// The picture in `format`, as bytes ready to write.
    public func render(_ configuration: ComponentConfiguration, options: RenderOptions, format: OutputFormat) throws -> [UInt8] {
        try render(try rendering(configuration, options: options), format: format)
    }

    /// A rendering already made, in `format`: the same bytes as `render(_:options:format:)` with its
    /// options, for a caller that also reads the rendering's layout (`specimen render` audits it).
    public func render(_ rendering: Rendering, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: try PNGEncoder().encode(rasterizer.render(rendering.scene), pixelsPerPoint: rendering.options.scale)
        case .svg: Array(try svgWriter.write(rendering.displayList.flatteningForSVG(rasterizer: rasterizer)).utf8)
        case .pdf: try PDFWriter().write(rendering.displayList.flatteningBlurs(rasterizer: rasterizer))
        }
    }
}
