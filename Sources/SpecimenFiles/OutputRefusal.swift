/// What the output rule refused, and why: `refusing to write /repo/Snapshots/x.png: it is inside ...`.
public struct OutputRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path that was refused.
    public let path: String
    /// Why the output rule refused it.
    public let reason: String

    /// A refusal to write `path`, for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `refusing to write <path>: <reason>`.
    public var description: String { "refusing to write \(path): \(reason)" }
}
