/// One `Name=Value` pair, split where the user wrote the first `=`.
///
/// The split is on Unicode scalars, not on characters: a combining mark or a zero-width joiner right
/// after `=` (`Value=\u{301}x`) forms one grapheme cluster with the `=`, so a character-level search
/// finds no `=` at all and would refuse valid text. Names are trimmed of surrounding whitespace;
/// values are kept exactly as written, since a Text property may begin or end with a space.
package struct PropertyAssignment: Hashable, Sendable {
    /// The property's name, trimmed of surrounding whitespace.
    package let name: String
    /// The value, exactly as written after the first `=`.
    package let value: String

    /// A pair already split; neither part is trimmed here.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Parses `text`, or throws `malformedAssignment` when it has no `=` or nothing before it.
    package init(parsing text: String) throws {
        let scalars = text.unicodeScalars
        guard let equals = scalars.firstIndex(of: "="), equals != scalars.startIndex else {
            throw CatalogueError.malformedAssignment(text)
        }
        let name = String(String.UnicodeScalarView(scalars[..<equals])).trimmedWhitespace
        guard !name.isEmpty else { throw CatalogueError.malformedAssignment(text) }
        self.name = name
        self.value = String(String.UnicodeScalarView(scalars[scalars.index(after: equals)...]))
    }

    /// The `Name=Value` pairs of a variant name (`Type=Password, State=Error`), split at commas on
    /// scalars for the same reason. Throws `emptyVariant` when no pair is named at all (an empty or
    /// comma-only name), and `malformedAssignment` for a piece without `=`.
    package static func variantParts(_ text: String) throws -> [PropertyAssignment] {
        let pieces = text.unicodeScalars.split(separator: ",", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)).trimmedWhitespace }
        let named = pieces.filter { !$0.isEmpty }
        guard !named.isEmpty else { throw CatalogueError.emptyVariant(text) }
        return try named.map { piece in
            let pair = try PropertyAssignment(parsing: piece)
            return PropertyAssignment(name: pair.name, value: pair.value.trimmedWhitespace)
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace (Unicode's notion of it).
    package var trimmedWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
