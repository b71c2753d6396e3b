/// The token files' JSON (and JSON5) reader for other files that must name a line in their errors
/// (component documents): the value, plus the line each value starts on, by JSON path (`$` is the
/// root, `$.layout.children[0].width` a member of an item of an array).
public enum JSONLines {
    /// Parses `bytes`; throws a `JSONSyntaxError` whose reason ends with "(line N)".
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (value: JSONValue, lines: [String: Int]) {
        let result: Result<(JSONValue, [String: Int]), TokenJSONError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TokenJSONError) -> (JSONValue, [String: Int]) in try TokenJSONReader.parseWithLines(buffer) }
        }
        switch result {
        case .success(let parsed): return parsed
        case .failure(let error): throw JSONSyntaxError(reason: error.reason)
        }
    }
}

/// Why a file is not JSON (or JSON5), with the line.
public struct JSONSyntaxError: Error, Sendable {
    public let reason: String
}
