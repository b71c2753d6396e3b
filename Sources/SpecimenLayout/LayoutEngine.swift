import SpecimenCatalogue
import SpecimenText

/// Lays out any configuration of the seven Appetite UI Input sets: every node's frame, in points, and
/// what it paints, by token name.
///
/// A layout is a pure function of the configuration, the text engine's measurements and the styles;
/// the engine holds no state of its own and may be shared across threads.
public struct LayoutEngine: Sendable {
    public let text: TextEngine
    /// The styles to measure with; nil means Appetite's shipped theme, read on first use.
    private let styles: LayoutStyles?

    /// An engine measuring with `text` and the text styles of the shipped `appetite-light` theme.
    public init(text: TextEngine) {
        self.text = text
        self.styles = nil
    }

    /// An engine measuring with `text` and the given styles (for a user's token file).
    public init(text: TextEngine, styles: LayoutStyles) {
        self.text = text
        self.styles = styles
    }

    /// The layout of `configuration`. Throws a `LayoutError` for an Instance swap property that names
    /// no icon (with the closest names) or a set this engine does not know, and a `TokenError` or
    /// `HomeError` when the shipped theme cannot be read.
    public func layout(_ configuration: ComponentConfiguration) throws -> LayoutTree {
        try layout(configuration, environment: .standard)
    }

    /// The layout of `configuration` for `environment`: text shaped for its direction and language,
    /// styles at its text scale with the rows and containers that hold text grown to fit, and the whole
    /// tree mirrored for right to left (`LayoutMirror`).
    public func layout(_ configuration: ComponentConfiguration, environment: LayoutEnvironment) throws -> LayoutTree {
        let scale = environment.textScale.isFinite ? environment.textScale : 1
        let context = LayoutContext(configuration: configuration, text: text,
                                    styles: try (styles ?? LayoutStyles.appetite()).scaled(by: scale), environment: environment)
        let tree = try leftToRightLayout(context)
        return environment.direction == .rightToLeft ? LayoutMirror.mirrored(tree) : tree
    }

    private func leftToRightLayout(_ context: LayoutContext) throws -> LayoutTree {
        let configuration = context.configuration
        try context.validateIconProperties()
        switch configuration.set.name {
        case AppetiteSets.textInput.name: return try TextInputLayout(context: context).layout()
        case AppetiteSets.textArea.name: return try TextAreaLayout(context: context).layout()
        case AppetiteSets.chipInput.name: return try ChipInputLayout(context: context).layout()
        case AppetiteSets.counterInput.name: return try CounterInputLayout(context: context).layout()
        case AppetiteSets.digitInput.name: return try DigitInputLayout(context: context).layout()
        case AppetiteSets.stepper.name: return try StepperLayout(context: context).layout()
        case AppetiteSets.composer.name: return try ComposerLayout(context: context).layout()
        case BackbaseSets.inputPassword.name: return try InputPasswordLayout(context: context).layout()
        default: throw LayoutError.unsupportedSet(configuration.set.name, known: Catalogue.standard.sets.map(\.name))
        }
    }
}
