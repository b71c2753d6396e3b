/// Why bytes are not JSON: one line naming what is wrong and at which line and column.
package struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, with the line and column: `expected ':' after the key "a" (line 3, column 9)`.
    package let reason: String

    /// An error saying `reason`.
    package init(reason: String) { self.reason = reason }

    /// The reason.
    package var description: String { reason }
}
