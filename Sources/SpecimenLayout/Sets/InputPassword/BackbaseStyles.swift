import SpecimenTokens

/// The sizes Backbase's InputPassword reads from its own theme (`theme.typography.input.*`), so a
/// token file given with `--tokens` reaches them as it reaches Appetite's.
public struct BackbaseStyles: Sendable, Hashable {
    /// The primary label (14/20 Medium).
    public var label: TextStyle
    /// The secondary label (14/20 Regular).
    public var secondaryLabel: TextStyle
    /// The value and the placeholder (16/24 Regular).
    public var value: TextStyle
    /// The helper and the error text (12/16 Regular).
    public var message: TextStyle

    public init(label: TextStyle, secondaryLabel: TextStyle, value: TextStyle, message: TextStyle) {
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.value = value
        self.message = message
    }

    /// Reads every style from `theme`; throws a `TokenError` naming the first token it lacks.
    public init(theme: Theme) throws {
        self.init(label: try theme.textStyle(Token.label), secondaryLabel: try theme.textStyle(Token.secondaryLabel),
                  value: try theme.textStyle(Token.value), message: try theme.textStyle(Token.message))
    }

    /// The styles of the shipped `backbase-light` theme, read once per process.
    public static func backbase() throws -> BackbaseStyles { try shipped.styles() }

    private static let shipped = ShippedStyles(theme: "backbase-light") { try BackbaseStyles(theme: $0) }

    enum Token {
        static let label: TokenPath = "theme.typography.input.label"
        static let secondaryLabel: TokenPath = "theme.typography.input.label-secondary"
        static let value: TokenPath = "theme.typography.input.value"
        static let message: TokenPath = "theme.typography.input.message"
    }
}
