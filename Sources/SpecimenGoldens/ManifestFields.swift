/// Reads a manifest's typed fields out of `ManifestJSON`, with `JSONDecoder`'s rules and messages:
/// unknown keys are ignored, an optional field may be missing or `null`, an integer field refuses a
/// fraction, and a problem names the key (`missing key 'file'`) or the path (`wrong type at goldens.3.scale`).
struct ManifestFields {
    let members: [(key: String, value: ManifestJSON)]
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

    /// The member named `key`; the last one when a key is repeated, as `JSONDecoder` reads it.
    private func member(_ key: String) -> ManifestJSON? {
        members.last(where: { $0.key == key })?.value
    }

    private func required(_ key: String) throws(ManifestJSONError) -> ManifestJSON {
        guard let value = member(key) else { throw ManifestJSONError(description: "missing key '\(key)'") }
        if case .null = value { throw Self.wrongType(at: at(key)) }
        return value
    }

    private func optional(_ key: String) -> ManifestJSON? {
        guard let value = member(key) else { return nil }
        if case .null = value { return nil }
        return value
    }

    func string(_ key: String) throws(ManifestJSONError) -> String {
        guard let text = Self.string(try required(key)) else { throw Self.wrongType(at: at(key)) }
        return text
    }

    func optionalString(_ key: String) throws(ManifestJSONError) -> String? {
        guard let value = optional(key) else { return nil }
        guard let text = Self.string(value) else { throw Self.wrongType(at: at(key)) }
        return text
    }

    func double(_ key: String) throws(ManifestJSONError) -> Double {
        guard let number = Self.double(try required(key)) else { throw Self.wrongType(at: at(key)) }
        return number
    }

    func optionalDouble(_ key: String) throws(ManifestJSONError) -> Double? {
        guard let value = optional(key) else { return nil }
        guard let number = Self.double(value) else { throw Self.wrongType(at: at(key)) }
        return number
    }

    func int(_ key: String) throws(ManifestJSONError) -> Int {
        guard let integer = Self.int(try required(key)) else { throw Self.wrongType(at: at(key)) }
        return integer
    }

    func optionalInt(_ key: String) throws(ManifestJSONError) -> Int? {
        guard let value = optional(key) else { return nil }
        guard let integer = Self.int(value) else { throw Self.wrongType(at: at(key)) }
        return integer
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
        for (index, element) in elements.enumerated() {
            guard let text = Self.string(element) else { throw Self.wrongType(at: "\(at(key)).\(index)") }
            strings.append(text)
        }
        return strings
    }

    /// An object whose every member is a string: `{"State": "Error", "Help": "on"}`.
    func strings(_ key: String) throws(ManifestJSONError) -> [String: String] {
        let object = try object(key)
        var strings: [String: String] = Dictionary(minimumCapacity: object.members.count)
        for (name, value) in object.members {
            guard let text = Self.string(value) else { throw Self.wrongType(at: object.at(name)) }
            strings[name] = text
        }
        return strings
    }

    private static func string(_ value: ManifestJSON) -> String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    private static func double(_ value: ManifestJSON) -> Double? {
        guard case .number(let text) = value, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// `JSONDecoder` takes `2.0` and `2e1` for an Int, but not `2.5` or a number past Int's range.
    private static func int(_ value: ManifestJSON) -> Int? {
        guard case .number(let text) = value else { return nil }
        if let integer = Int(text) { return integer }
        guard let number = Double(text), number.rounded() == number else { return nil }
        return Int(exactly: number)
    }

    private static func wrongType(at path: String) -> ManifestJSONError {
        ManifestJSONError(description: "wrong type at \(path)")
    }
}
