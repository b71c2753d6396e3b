/// How to turn a value into a snapshot format, and how that format is stored and compared.
///
/// Compose strategies with `pullback`: `.png` for a `ComponentConfiguration` is the `.image` strategy
/// for a `RenderedImage`, pulled back through rendering.
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension (`png`, `svg`, `json`), or `nil` for none.
    public var pathExtension: String?
    /// How the format is stored, read back and compared.
    public var diffing: Diffing<Format>
    /// Turns a value into its snapshot.
    public var snapshot: @Sendable (Value) throws -> Format

    /// A strategy storing files with `pathExtension`, compared by `diffing`, made by `snapshot`.
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// This strategy for another kind of value, turned into this one first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == Format {
    /// The identity strategy: the value is its own snapshot.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
