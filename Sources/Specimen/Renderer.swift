import Foundation

/// Runs Specimen's pipeline for any configuration: layout, display list, pixels, PNG and SVG.
///
/// Fonts and themes load once per renderer. Thread-safe: its caches are guarded by a lock, and every
/// stage it calls is a pure function of its inputs, so renders in parallel give the same bytes.
public final class Renderer: @unchecked Sendable {
    public let home: SpecimenHome
    public let text: TextEngine
    /// The user's token file, laid over every shipped theme it names paths of.
    public let tokenOverrides: TokenDocument?
    /// Accessible names for icons and other strings (the `Localizable.strings` keys), by key.
    public let strings: AccessibilityStrings
    private let lock = NSLock()
    private var themes: [String: Theme] = [:]
    private var styles: LayoutStyles?

    public init(home: SpecimenHome, tokenOverrides: TokenDocument? = nil, strings: AccessibilityStrings = .defaults) throws {
        self.home = home
        self.text = try TextEngine(fonts: home.fonts)
        self.tokenOverrides = tokenOverrides
        self.strings = strings
        if let tokenOverrides {
            // Validate once, up front: a path that no shipped theme has is a typo, not a no-op.
            let shipped = try ThemeFiles.all(in: .standard).map { try ThemeLibrary.document(named: $0, home: home) }
            try tokenOverrides.checkPathsExist(in: shipped)
        }
    }

    /// A renderer for the checkout or `$SPECIMEN_HOME`, with the shipped themes.
    public static func standard() throws -> Renderer {
        try Renderer(home: SpecimenHome.locate())
    }

    /// The theme a set draws with: its design system's shipped file for the mode, with the user's overrides.
    public func theme(for set: ComponentSet, mode: ThemeMode) throws -> Theme {
        let file = ThemeFiles.fileName(designSystem: set.designSystem, mode: mode)
        lock.lock()
        if let cached = themes[file] { lock.unlock(); return cached }
        lock.unlock()
        var document = try ThemeLibrary.document(named: file, home: home)
        if let overrides = tokenOverrides {
            document = try document.overriding(with: overrides.restricted(to: document))
        }
        let theme = try Theme(name: mode.rawValue, document: document)
        lock.lock(); themes[file] = theme; lock.unlock()
        return theme
    }

    /// The exact frame of every node, in points. Text styles and the focus ring's reach come from the
    /// Appetite theme with the user's token file laid over it, so `--tokens` can change a size too.
    public func layout(_ configuration: ComponentConfiguration) throws -> LayoutTree {
        try layout(configuration, localisation: .standard)
    }

    /// The layout for a locale, direction and text scale: Text properties translated by the strings
    /// file's entries and pseudo-localised, text shaped for the direction, styles scaled, rows mirrored.
    public func layout(_ configuration: ComponentConfiguration, localisation: Localisation) throws -> LayoutTree {
        let localisation = try localisation.validated()
        let localised = try localisation.localising(configuration, translations: strings.values)
        return try LayoutEngine(text: text, styles: try layoutStyles(), backbase: try backbaseStyles())
            .layout(localised, environment: localisation.layoutEnvironment)
    }

    /// Backbase's layout sizes, from its (overridden) light theme.
    private func backbaseStyles() throws -> BackbaseStyles {
        try BackbaseStyles(theme: theme(for: InputPasswordModel.set, mode: .light))
    }

    /// The layout's sizes, read once from the (overridden) Appetite theme; typography is the same in
    /// both modes, so the light file serves.
    private func layoutStyles() throws -> LayoutStyles {
        lock.lock()
        if let cached = styles { lock.unlock(); return cached }
        lock.unlock()
        let made = try LayoutStyles(theme: theme(for: AppetiteSets.textInput, mode: .light))
        lock.lock(); styles = made; lock.unlock()
        return made
    }

    /// The layout, the snapped layout and the display list of `configuration`, computed once.
    public func rendering(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> Rendering {
        let options = try options.validated()
        let tree = try layout(configuration, localisation: options.localisation)
        let snapped = tree.snapped(toScale: options.scale)
        let width = SceneBuilder.pixels(snapped.bounds.width, options.scale)
        let height = SceneBuilder.pixels(snapped.bounds.height, options.scale)
        guard width.multipliedReportingOverflow(by: height).partialValue <= RenderOptions.pixelBudget else {
            throw RenderError.overPixelBudget(width: width, height: height)
        }
        let theme = try theme(for: configuration.set, mode: options.theme)
        let built = try SceneBuilder(text: text).build(snapped: snapped, theme: theme,
                                                       options: SceneOptions(scale: options.scale, background: options.background, backdrop: options.backdrop))
        // Accessible names are resolved into the list, like everything else, so every writer has them.
        let list = strings.labelling(built)
        let drawn = options.redlines ? RedlineOverlay(text: text).apply(to: list, tree: snapped) : list
        return Rendering(tree: tree, snapped: snapped, displayList: drawn, options: options)
    }

    /// The resolved display list the rasterizer and the SVG writer both draw.
    public func displayList(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> DisplayList {
        try rendering(configuration, options: options).displayList
    }

    /// The picture as premultiplied pixels.
    public func pixmap(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> Pixmap {
        Rasterizer().render(try displayList(configuration, options: options))
    }

    /// The picture as PNG bytes.
    public func png(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> [UInt8] {
        try PNGEncoder().encode(try pixmap(configuration, options: options), pixelsPerPoint: options.scale)
    }

    /// The picture as an SVG document.
    public func svg(_ configuration: ComponentConfiguration, options: RenderOptions) throws -> String {
        try SVGWriter().write(try displayList(configuration, options: options))
    }

    /// The picture in `format`, as bytes ready to write.
    public func render(_ configuration: ComponentConfiguration, options: RenderOptions, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: try png(configuration, options: options)
        case .svg: Array(try svg(configuration, options: options).utf8)
        }
    }
}
