/// Reads a manifest's typed fields out of `ManifestJSON`, with `JSONDecoder`'s rules and messages:
/// unknown keys are ignored, an optional field may be missing or `null`, an integer field refuses a
/// fraction, and a problem names the key (`missing key 'file'`) or the path (`wrong type at goldens.3.scale`).
struct ManifestFields {
    let members: [String: ManifestJSON]
    /// Where this object sits, for messages: `goldens.3`.
    let path: String

    init(_ value: ManifestJSON, at path: String) throws(ManifestJSONError) {
        guard case .object(let members) = value else { throw Self.wrongType(at: path) }
        self.members = members
        self.path = path
    }

    /// The members of the whole document (the top level).
    static func document(_ value: ManifestJSON) throws(ManifestJSONError) -> ManifestFields {
        try ManifestFields(value, at: "")
    }

    private func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private func required(_ key: String) throws(ManifestJSONError) -> ManifestJSON {
        guard let value = members[key] else { throw ManifestJSONError(description: "missing key '\(key)'") }
        guard value != .null else { throw Self.wrongType(at: at(key)) }
        return value
    }

    private func optional(_ key: String) -> ManifestJSON? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws(ManifestJSONError) -> String {
        try Self.string(try required(key), at: at(key))
    }

    func optionalString(_ key: String) throws(ManifestJSONError) -> String? {
        guard let value = optional(key) else { return nil }
        return try Self.string(value, at: at(key))
    }

    func double(_ key: String) throws(ManifestJSONError) -> Double {
        try Self.double(try required(key), at: at(key))
    }

    func optionalDouble(_ key: String) throws(ManifestJSONError) -> Double? {
        guard let value = optional(key) else { return nil }
        return try Self.double(value, at: at(key))
    }

    func int(_ key: String) throws(ManifestJSONError) -> Int {
        try Self.int(try required(key), at: at(key))
    }

    func optionalInt(_ key: String) throws(ManifestJSONError) -> Int? {
        guard let value = optional(key) else { return nil }
        return try Self.int(value, at: at(key))
    }

    func object(_ key: String) throws(ManifestJSONError) -> ManifestFields {
        try ManifestFields(try required(key), at: at(key))
    }

    func optionalObject(_ key: String) throws(ManifestJSONError) -> ManifestFields? {
        guard let value = optional(key) else { return nil }
        return try ManifestFields(value, at: at(key))
    }

    func array(_ key: String) throws(ManifestJSONError) -> [ManifestJSON] {
        guard case .array(let elements) = try required(key) else { throw Self.wrongType(at: at(key)) }
        return elements
    }

    func optionalStrings(_ key: String) throws(ManifestJSONError) -> [String]? {
        guard let value = optional(key) else { return nil }
        guard case .array(let elements) = value else { throw Self.wrongType(at: at(key)) }
        var strings: [String] = []
        for (index, element) in elements.enumerated() { strings.append(try Self.string(element, at: "\(at(key)).\(index)")) }
        return strings
    }

    /// An object whose every member is a string: `{"State": "Error", "Help": "on"}`.
    func strings(_ key: String) throws(ManifestJSONError) -> [String: String] {
        let object = try object(key)
        var strings: [String: String] = [:]
        for (name, value) in object.members { strings[name] = try Self.string(value, at: object.at(name)) }
        return strings
    }

    private static func string(_ value: ManifestJSON, at path: String) throws(ManifestJSONError) -> String {
        guard case .string(let text) = value else { throw wrongType(at: path) }
        return text
    }

    private static func double(_ value: ManifestJSON, at path: String) throws(ManifestJSONError) -> Double {
        guard case .number(let text) = value, let number = Double(text), number.isFinite else { throw wrongType(at: path) }
        return number
    }

    private static func int(_ value: ManifestJSON, at path: String) throws(ManifestJSONError) -> Int {
        guard case .number(let text) = value else { throw wrongType(at: path) }
        if let integer = Int(text) { return integer }
        // `JSONDecoder` takes `2.0` and `2e1` for an Int, but not `2.5` or a number past Int's range.
        guard let number = Double(text), number.rounded() == number, let integer = Int(exactly: number) else {
            throw ManifestJSONError(description: "wrong type at \(path)")
        }
        return integer
    }

    private static func wrongType(at path: String) -> ManifestJSONError {
        ManifestJSONError(description: "wrong type at \(path)")
    }
}
