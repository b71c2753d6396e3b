/// A whole conformance file: the engines' versions and the cases.
package struct ConformanceSet: Decodable, Sendable {
    /// "specimen-layout-cases".
    package var format: String
    /// 1.
    package var version: Int
    package var engines: [String: String]
    package var cases: [ConformanceCase]
}
