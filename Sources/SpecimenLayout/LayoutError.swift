import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// Why a configuration could not be laid out, as one line a user can act on.
package struct LayoutError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of failure this is, for callers that branch on it.
    package enum Kind: String, Sendable, Equatable {
        /// An Instance swap property (or a built-in glyph) names no icon the icon font has.
        case unknownIcon
        /// The configuration's set is not one this engine knows how to lay out.
        case unsupportedSet
        /// A component document cannot be read or drawn (its `DocumentError` line is the message).
        case document
        /// Two properties that bound a value leave no value between them (`Minimum` above `Maximum`).
        case crossedBounds
    }

    /// What kind of failure this is, for callers that branch on it rather than on the message.
    package let kind: Kind
    /// The one-line message.
    package let message: String
    /// For `.unknownIcon`: the closest icon names, best first.
    package let suggestions: [String]
    /// The token a document names that its design system's theme does not hold as the kind asked for
    /// (a text style, a dimension), so the renderer can say where the document names it; else nil.
    package let token: TokenPath?

    /// An error of `kind` with its one-line message; `suggestions` matter only for `.unknownIcon`,
    /// `token` only for a token the document names.
    package init(kind: Kind, message: String, suggestions: [String] = [], token: TokenPath? = nil) {
        self.kind = kind
        self.message = message
        self.suggestions = suggestions
        self.token = token
    }

    /// The one-line message, as the command line prints it.
    package var description: String { message }

    /// `Text Input property 'Icon Left Swap' names no icon 'phnoe'; closest: phone, ...`.
    /// `property` is nil for a glyph the layout itself chose (a bug in the icon list, not user input).
    static func unknownIcon(set: String, property: String?, name: String, cause: TextError) -> LayoutError {
        let closest = cause.suggestions.isEmpty ? "" : "; closest: \(cause.suggestions.joined(separator: ", "))"
        let owner = property.map { "\(set) property '\($0)'" } ?? "\(set) built-in glyph"
        return LayoutError(kind: .unknownIcon, message: "\(owner) names no icon '\(name)'\(closest)", suggestions: cause.suggestions)
    }

    /// A document's problem, as the document's own one line.
    static func document(_ error: DocumentError) -> LayoutError {
        LayoutError(kind: .document, message: error.description)
    }

    /// `Stepper property 'Minimum' is 5, above 'Maximum' 2; ...`: no value could sit between them, so
    /// both buttons would be dead and the State would say two things at once.
    /// `moved` says which bound the variant put on the value ("State=Max puts 'Maximum' on the Value"),
    /// when one of the two numbers is not what the person wrote.
    static func crossedBounds(set: String, minimum: (name: String, value: Int), maximum: (name: String, value: Int), moved: String? = nil) -> LayoutError {
        LayoutError(
            kind: .crossedBounds,
            message: "\(set) property '\(minimum.name)' is \(minimum.value), above '\(maximum.name)' \(maximum.value)"
                + (moved.map { " (\($0))" } ?? "") + "; "
                + "valid: a whole-number \(minimum.name) at or below \(maximum.name), such as \(minimum.name)=\(maximum.value), \(maximum.name)=\(minimum.value)")
    }

    static func unsupportedSet(_ name: String, known: [String]) -> LayoutError {
        LayoutError(
            kind: .unsupportedSet,
            message: "no layout for component set '\(name)'; Specimen lays out \(known.joined(separator: ", "))")
    }
}
