/// A whole conformance file: the engines' versions and the cases.
public struct ConformanceSet: Decodable, Sendable {
    /// "specimen-layout-cases".
    public var format: String
    /// 1.
    public var version: Int
    public var engines: [String: String]
    public var cases: [ConformanceCase]
}
