/// Why a Figma file cannot be read or checked: one line naming the file, what is wrong and what is valid.
package struct FigmaError: Error, Hashable, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) { self.description = description }

    /// `file: what` with the file named as given on the command line.
    static func file(_ file: String, _ what: String) -> FigmaError { FigmaError("\(file): \(what)") }
}
