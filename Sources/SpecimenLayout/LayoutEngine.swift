import SpecimenCatalogue
import SpecimenDocument
import SpecimenText

/// Lays out any configuration of any registered set: every node's frame, in points, and
/// what it paints, by token name.
///
/// A layout is a pure function of the configuration, the text engine's measurements and the styles;
/// the engine holds no state of its own and may be shared across threads.
public struct LayoutEngine: Sendable {
    public let text: TextEngine
    /// The styles to measure with, per design system; nil means the shipped theme's, read on first use.
    private let styles: LayoutStyles?
    private let backbase: BackbaseStyles?

    /// An engine measuring with `text` and the text styles of the shipped themes.
    public init(text: TextEngine) {
        self.init(text: text, styles: nil, backbase: nil)
    }

    /// An engine measuring with `text` and the given styles (for a user's token file); a design system
    /// given no styles uses its shipped theme's.
    public init(text: TextEngine, styles: LayoutStyles?, backbase: BackbaseStyles? = nil) {
        self.text = text
        self.styles = styles
        self.backbase = backbase
    }

    /// The layout of `configuration`, decoded into its set's typed model. Throws a `LayoutError` for an
    /// Instance swap property that names no icon (with the closest names) or a set no model draws, and
    /// a `TokenError` or `HomeError` when the shipped theme cannot be read.
    public func layout(_ configuration: ComponentConfiguration) throws -> LayoutTree {
        try layout(ComponentRegistry.decode(configuration))
    }

    /// The layout of `configuration` for `environment` (`layout(_:environment:)` of its typed model).
    public func layout(_ configuration: ComponentConfiguration, environment: LayoutEnvironment) throws -> LayoutTree {
        try layout(ComponentRegistry.decode(configuration), environment: environment)
    }

    /// The layout of a typed model (one whose content behaviour may have changed).
    public func layout(_ model: any ComponentModel) throws -> LayoutTree {
        try layout(model, environment: .standard)
    }

    /// The layout of a typed model for `environment`: text shaped for its direction and language,
    /// styles at its text scale with the rows and containers that hold text grown to fit, and the whole
    /// tree mirrored for right to left (`LayoutMirror`), after the set drew it left to right.
    public func layout(_ model: any ComponentModel, environment: LayoutEnvironment) throws -> LayoutTree {
        let context = try self.context(model.source, environment: environment)
        let tree = try model.layout(in: context)
        return environment.direction == .rightToLeft ? LayoutMirror.mirrored(tree) : tree
    }

    /// A document laid out for a checked configuration of its own set (`layout(_:properties:environment:)`).
    func layout(document: ComponentDocument, configuration: ComponentConfiguration, environment: LayoutEnvironment,
                components: [ComponentDocument] = []) throws -> LayoutTree {
        let context = try self.context(configuration, environment: environment)
        var laying = DocumentLayout(document: document, context: context)
        laying.components = Dictionary(components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let tree = try laying
            .layout(values: DocumentLayout.values(configuration, content: [:]), states: [])
        return environment.direction == .rightToLeft ? LayoutMirror.mirrored(tree) : tree
    }

    /// What a layout of `configuration` measures with: text styles at the environment's text scale, and
    /// every Instance swap property checked up front.
    private func context(_ configuration: ComponentConfiguration, environment: LayoutEnvironment) throws -> LayoutContext {
        let scale = environment.textScale.isFinite ? environment.textScale : 1
        // Backbase's theme is read only for Backbase's sets: an Appetite render then parses one theme file.
        let backbase = configuration.set.designSystem == BackbaseSets.designSystem
            ? try (self.backbase ?? BackbaseStyles.backbase()).scaled(by: scale) : nil
        let context = LayoutContext(configuration: configuration, text: text,
                                    styles: try (styles ?? LayoutStyles.appetite()).scaled(by: scale),
                                    backbaseStyles: backbase, environment: environment)
        try context.validateIconProperties()
        return context
    }
}
