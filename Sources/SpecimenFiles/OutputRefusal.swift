/// What the output rule refused, and why: `refusing to write /repo/Snapshots/x.png: it is inside ...`.
public struct OutputRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "refusing to write \(path): \(reason)" }
}
