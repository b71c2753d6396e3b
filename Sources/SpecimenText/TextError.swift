import Foundation

/// Why SpecimenText could not do what was asked, as one line a user can act on.
package struct TextError: Error, CustomStringConvertible, Sendable, Hashable {
    /// What kind of failure this is, for callers that branch on it.
    package enum Kind: String, Sendable, Hashable {
        /// A font or icon list file is not where Specimen looks for it.
        case missingFile
        /// A file exists but FreeType, HarfBuzz or the icon list parser rejected it.
        case badFile
        /// No icon has the requested name; `suggestions` holds the closest names.
        case unknownIcon
    }

    /// What kind of failure this is.
    package let kind: Kind
    /// The one-line message.
    package let message: String
    /// For `.unknownIcon`: the closest icon names, best first. Empty otherwise.
    package let suggestions: [String]

    /// An error of `kind` with its one-line `message`; `suggestions` only for `.unknownIcon`.
    package init(kind: Kind, message: String, suggestions: [String] = []) {
        self.kind = kind
        self.message = message
        self.suggestions = suggestions
    }

    /// The one-line message.
    package var description: String { message }

    static func missingFile(_ url: URL) -> TextError {
        TextError(
            kind: .missingFile,
            message: "missing font file \(url.path); Specimen needs it in its Fonts/ folder (set SPECIMEN_HOME to the folder that holds Fonts/)")
    }

    static func badFile(_ url: URL, _ reason: String) -> TextError {
        TextError(kind: .badFile, message: "cannot use \(url.path): \(reason)")
    }

    static func unknownIcon(_ name: String, suggestions: [String]) -> TextError {
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"
        return TextError(
            kind: .unknownIcon,
            message: "unknown icon \"\(name)\" (not in MaterialDesignIcons.names.tsv)\(hint)",
            suggestions: suggestions)
    }
}
