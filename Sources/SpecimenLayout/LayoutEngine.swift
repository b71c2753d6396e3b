import SpecimenCatalogue
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// Lays out any configuration of any registered set: every node's frame, in points, and
/// what it paints, by token name.
///
/// A layout is a pure function of the configuration, the text engine's measurements and the theme;
/// the engine holds no state of its own and may be shared across threads.
public struct LayoutEngine: Sendable {
    /// Measures and shapes every text the layouts draw; its fonts decide text sizes and baselines.
    package let text: TextEngine
    /// The theme a document's text styles and dimensions are read from (the drawn mode's, with the
    /// user's token files laid over it); nil: the shipped light theme of the set's design system.
    private let theme: Theme?
    /// The design system's documents by name, which a document's instances show.
    package var components: [String: ComponentDocument] = [:]

    /// An engine measuring with `text` and the text styles of each set's shipped light theme.
    public init(text: TextEngine) {
        self.init(text: text, theme: nil)
    }

    /// An engine measuring with `text` and `theme`: the set's design system's theme in the mode drawn,
    /// with a user's token files laid over it (nil: its shipped light theme).
    package init(text: TextEngine, theme: Theme?) {
        self.text = text
        self.theme = theme
    }

    /// The layout of `configuration`, decoded into its set's typed model. Throws a `LayoutError` for an
    /// Instance swap property that names no icon (with the closest names) or a set no model draws, and
    /// a `TokenError` or `HomeError` when the shipped theme cannot be read.
    public func layout(_ configuration: ComponentConfiguration) throws -> LayoutTree {
        try layout(configuration, environment: .standard)
    }

    /// The layout of `configuration` for `environment` (`layout(_:environment:)` of its typed model: a
    /// shipped set's own, or `DocumentModel` for a set read from a user's document).
    package func layout(_ configuration: ComponentConfiguration, environment: LayoutEnvironment) throws -> LayoutTree {
        try layout(DocumentModel.decoding(configuration), environment: environment)
    }

    /// The layout of a document model whose content code or behaviour changed (the README's Composer with
    /// "On my way" typed into it). `DocumentModel` is the one model type users see: the protocols it
    /// conforms to are the package's own.
    public func layout(_ model: DocumentModel) throws -> LayoutTree {
        try layout(model as any ComponentModel, environment: .standard)
    }

    /// The layout of a typed model (one whose content behaviour may have changed).
    package func layout(_ model: any ComponentModel) throws -> LayoutTree {
        try layout(model, environment: .standard)
    }

    /// The layout of a typed model for `environment`: text shaped for its direction and language,
    /// styles at its text scale with the rows and containers that hold text grown to fit, and the whole
    /// tree mirrored for right to left (`LayoutMirror`), after the set drew it left to right.
    package func layout(_ model: any ComponentModel, environment: LayoutEnvironment) throws -> LayoutTree {
        let context = try self.context(model.source, environment: environment)
        let tree = try model.layout(in: context)
        return environment.direction == .rightToLeft ? LayoutMirror.mirrored(tree) : tree
    }

    /// What a layout of `configuration` measures with: text styles at the environment's text scale, and
    /// every Instance swap property checked up front.
    private func context(_ configuration: ComponentConfiguration, environment: LayoutEnvironment) throws -> LayoutContext {
        // Only the set's own design system's theme is read: a render parses one theme file.
        let theme = try self.theme ?? ShippedThemes.light(designSystem: configuration.set.designSystem)
        var context = LayoutContext(configuration: configuration, text: text, theme: theme, environment: environment)
        context.components = components
        try context.validateIconProperties()
        return context
    }
}
