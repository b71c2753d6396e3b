/// Reads the typed fields of a JSON object that Specimen wrote (the goldens' manifest, `results.json`)
/// or that a table in a design system's folder holds, with `JSONDecoder`'s rules and messages:
/// unknown keys are ignored, an optional field may be missing or `null`, an integer field refuses a
/// fraction, and a problem names the key (`missing key 'file'`) or the path (`wrong type at goldens.3.scale`).
package struct JSONFields {
    package let members: [(key: String, value: JSONValue)]
    /// Where this object sits, for messages: `goldens.3`.
    package let path: String

    package init(_ value: JSONValue, at path: String) throws(JSONFieldError) {
        guard case .object(let members) = value else { throw Self.wrongType(at: path) }
        self.members = members
        self.path = path
    }

    /// The members of the whole document (the top level).
    package static func document(_ value: JSONValue) throws(JSONFieldError) -> JSONFields {
        try JSONFields(value, at: "")
    }

    private func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member named `key` (the reader refuses a repeated key).
    private func member(_ key: String) -> JSONValue? {
        members.first(where: { $0.key == key })?.value
    }

    private func required(_ key: String) throws(JSONFieldError) -> JSONValue {
        guard let value = member(key) else { throw JSONFieldError(description: "missing key '\(key)'") }
        if case .null = value { throw Self.wrongType(at: at(key)) }
        return value
    }

    private func optional(_ key: String) -> JSONValue? {
        guard let value = member(key) else { return nil }
        if case .null = value { return nil }
        return value
    }

    /// The member `key` read by `read`; a wrong type when `read` gives nil.
    private func required<T>(_ key: String, _ read: (JSONValue) -> T?) throws(JSONFieldError) -> T {
        guard let value = read(try required(key)) else { throw Self.wrongType(at: at(key)) }
        return value
    }

    /// The member `key` read by `read`, nil when missing or null; a wrong type when `read` gives nil.
    private func optional<T>(_ key: String, _ read: (JSONValue) -> T?) throws(JSONFieldError) -> T? {
        guard let member = optional(key) else { return nil }
        guard let value = read(member) else { throw Self.wrongType(at: at(key)) }
        return value
    }

    package func string(_ key: String) throws(JSONFieldError) -> String { try required(key, Self.string) }
    package func optionalString(_ key: String) throws(JSONFieldError) -> String? { try optional(key, Self.string) }
    package func double(_ key: String) throws(JSONFieldError) -> Double { try required(key, Self.double) }
    package func optionalDouble(_ key: String) throws(JSONFieldError) -> Double? { try optional(key, Self.double) }
    package func int(_ key: String) throws(JSONFieldError) -> Int { try required(key, Self.int) }
    package func optionalInt(_ key: String) throws(JSONFieldError) -> Int? { try optional(key, Self.int) }
    package func bool(_ key: String) throws(JSONFieldError) -> Bool { try required(key) { if case .bool(let flag) = $0 { flag } else { nil } } }

    package func object(_ key: String) throws(JSONFieldError) -> JSONFields {
        try JSONFields(try required(key), at: at(key))
    }

    package func optionalObject(_ key: String) throws(JSONFieldError) -> JSONFields? {
        guard let value = optional(key) else { return nil }
        return try JSONFields(value, at: at(key))
    }

    package func array(_ key: String) throws(JSONFieldError) -> [JSONValue] {
        guard case .array(let elements) = try required(key) else { throw Self.wrongType(at: at(key)) }
        return elements
    }

    /// An array whose every item is an object: each read at `key.index`.
    package func objects(_ key: String) throws(JSONFieldError) -> [JSONFields] {
        var objects: [JSONFields] = []
        for (index, element) in try array(key).enumerated() { objects.append(try JSONFields(element, at: "\(at(key)).\(index)")) }
        return objects
    }

    /// An array whose every item is a string.
    package func strings(_ key: String) throws(JSONFieldError) -> [String] {
        try strings(in: try required(key), at: at(key))
    }

    package func optionalStrings(_ key: String) throws(JSONFieldError) -> [String]? {
        guard let value = optional(key) else { return nil }
        return try strings(in: value, at: at(key))
    }

    private func strings(in value: JSONValue, at path: String) throws(JSONFieldError) -> [String] {
        guard case .array(let elements) = value else { throw Self.wrongType(at: path) }
        var strings: [String] = []
        for (index, element) in elements.enumerated() {
            guard let text = Self.string(element) else { throw Self.wrongType(at: "\(path).\(index)") }
            strings.append(text)
        }
        return strings
    }

    /// An object whose every member is a string: `{"State": "Error", "Help": "on"}`.
    package func stringsByName(_ key: String) throws(JSONFieldError) -> [String: String] { try byName(key, Self.string) }

    /// An object whose every member is a whole number: `{"missing": 2}`.
    package func integersByName(_ key: String) throws(JSONFieldError) -> [String: Int] { try byName(key, Self.int) }

    private func byName<T>(_ key: String, _ read: (JSONValue) -> T?) throws(JSONFieldError) -> [String: T] {
        let object = try object(key)
        var values: [String: T] = Dictionary(minimumCapacity: object.members.count)
        for (name, member) in object.members {
            guard let value = read(member) else { throw Self.wrongType(at: object.at(name)) }
            values[name] = value
        }
        return values
    }

    private static func string(_ value: JSONValue) -> String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    private static func double(_ value: JSONValue) -> Double? {
        guard case .number(let number) = value else { return nil }
        return number.value
    }

    /// `JSONDecoder` takes `2.0` and `2e1` for an Int, but not `2.5` or a number past Int's range.
    private static func int(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value else { return nil }
        return number.integer
    }

    private static func wrongType(at path: String) -> JSONFieldError {
        JSONFieldError(description: "wrong type at \(path)")
    }
}

/// Why a JSON object's fields are not what its reader needs: `missing key 'file'`, `wrong type at goldens.3.scale`.
package struct JSONFieldError: Error, CustomStringConvertible, Sendable {
    package let description: String
}
