/// What the output rule refused, and why: `refusing to write /repo/Snapshots/x.png: it is inside ...`.
package struct OutputRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path that was refused.
    package let path: String
    /// Why the output rule refused it.
    package let reason: String

    /// A refusal to write `path`, for `reason`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `refusing to write <path>: <reason>`.
    package var description: String { "refusing to write \(path): \(reason)" }
}
