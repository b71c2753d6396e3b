/// A JSON value as a file holds it: members in file order (a repeated key kept where the reader
/// allows one), numbers with the text they were written in.
///
/// The one value every JSON reader and writer of Specimen goes through (`JSONReader`, `JSONWriter`):
/// token files, component documents, Figma's files, the goldens' manifest, `results.json`, batch
/// lines, project files, and the JSON the commands print.
///
/// Not `indirect`: an array's or object's members already live in the array's own storage, and a
/// boxed case would cost an allocation for every string and number read or written.
package enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// A number of `value`, spelled as `JSONWriter` spells it.
    package static func number(_ value: Double) -> JSONValue { .number(JSONNumber(value)) }

    /// A whole number.
    package static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    /// Equal when of the same kind and value; numbers compare by value, objects member by member in
    /// order, keys included.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member named `key` of an object (the last, if repeated), else `nil`.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// Reads JSON from UTF-8 `bytes` in `dialect` (JSON5 unless told: the spellings token files and
    /// component documents are written in), nested at most `depthLimit` deep; the error is one line
    /// naming what is wrong and its line and column.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, dialect: JSONDialect = .json5, depthLimit: Int) throws(JSONSyntaxError) -> JSONValue {
        try JSONReader.parse(bytes, dialect: dialect, depthLimit: depthLimit)
    }
}
