/// Something in a token file that Specimen reads but a designer should know about: one line each,
/// printed on stderr, never a failure (except a likely typo under `--strict-tokens`).
public struct TokenWarning: Sendable, Hashable, CustomStringConvertible {
    /// What a warning is about.
    package enum Kind: Sendable, Hashable {
        /// A `$type` without a `$value` (Figma's exports have them): skipped.
        case noValue
        /// A colour outside sRGB, clipped channel by channel.
        case outOfGamut
        /// A font weight Specimen has no face for, drawn with the nearest it has.
        case weightSubstituted
        /// A `$deprecated` token Specimen draws with.
        case deprecated
        /// An unknown token a small edit away from one Specimen draws with.
        case likelyTypo
    }

    /// What the warning is about.
    package let kind: Kind
    /// The token it is about.
    package let path: TokenPath
    /// The file the token was read from; nil when not known.
    package let file: String?
    /// The line shown after the path, without it.
    package let message: String
    /// For a likely typo, the name it is probably a typo of.
    package let suggestion: TokenPath?

    /// A warning about `path`; `suggestion` only for a likely typo.
    package init(_ kind: Kind, path: TokenPath, file: String?, message: String, suggestion: TokenPath? = nil) {
        self.kind = kind
        self.path = path
        self.file = file
        self.message = message
        self.suggestion = suggestion
    }

    /// `brand.tokens.json: brand/bsae: did you mean brand/base?`
    public var description: String {
        (file.map { "\($0): " } ?? "") + "\(path): \(message)"
    }
}
