import SpecimenInput

/// How a `.strings` file's bytes become text: UTF-8 (a BOM allowed), or UTF-16 with a byte-order mark,
/// as Apple's tools write them (``InputText``). Anything else (Latin-1, say) is refused naming the first
/// bad byte, rather than guessed at and then failing later with a confusing syntax error.
enum StringsFileEncoding {
    static func decode(_ bytes: [UInt8], file: String) throws -> String {
        do { return try InputText.decode(bytes) } catch {
            throw StringsFileError(file: file, line: 0, reason: error.description)
        }
    }
}
