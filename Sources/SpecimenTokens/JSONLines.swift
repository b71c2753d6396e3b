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

    /// The value alone, without the table of lines: the same reader and the same errors as `parse`, for
    /// a reader that needs lines only once something is wrong (most of `parse`'s cost is the table:
    /// a path string and a dictionary entry for every value).
    public static func value(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, TokenJSONError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TokenJSONError) -> JSONValue in try TokenJSONReader.parse(buffer) }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw JSONSyntaxError(reason: error.reason)
        }
    }
}

/// Why a file is not JSON (or JSON5), with the line.
public struct JSONSyntaxError: Error, Sendable {
    /// What is wrong and where, one line.
    public let reason: String
}
