import Foundation

/// How to store a snapshot format as bytes and how to tell two of them apart.
///
/// A value, not a protocol, so strategies can be built and composed at the call site, as in
/// swift-snapshot-testing.
public struct Diffing<Format>: Sendable {
    /// The bytes of a reference file.
    public var toData: @Sendable (Format) throws -> Data
    /// A reference file's bytes read back; throws for a corrupt file.
    public var fromData: @Sendable (Data) throws -> Format
    /// `nil` when `reference` and `actual` count as equal; otherwise a one-paragraph message and files
    /// that show the difference (a three-panel PNG, a text diff).
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> (String, [DiffAttachment])?

    /// A strategy of these three closures.
    public init(
        toData: @escaping @Sendable (Format) throws -> Data,
        fromData: @escaping @Sendable (Data) throws -> Format,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> (String, [DiffAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A file that helps a person see a failure: its name (`difference.png`) and bytes.
public struct DiffAttachment: Sendable, Hashable {
    /// The file name it is attached under, such as `difference.png`.
    public let name: String
    /// The file's contents.
    public let bytes: [UInt8]

    /// An attachment of these bytes under `name`.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
