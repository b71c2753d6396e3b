/// Why `manifest.json` could not be read, in one line.
struct ManifestJSONError: Error, CustomStringConvertible {
    let description: String
}
