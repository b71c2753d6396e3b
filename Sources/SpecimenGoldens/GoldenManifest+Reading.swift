import SpecimenSupport

extension GoldenManifest {
    /// The manifest's format number and entries, in file order, read from its bytes as strict JSON
    /// (RFC 8259 and trailing commas, as `JSONDecoder` read it, since people edit the manifest's
    /// `compare` settings by hand); a syntax error names what is wrong and its line.
    static func entries(reading bytes: [UInt8]) throws(ManifestJSONError) -> (format: Int, goldens: [Entry]) {
        let value: JSONValue
        do { value = try JSONReader.parse(bytes, dialect: .strict) } catch { throw ManifestJSONError(description: "invalid JSON: \(error.reason)") }
        do {
            let document = try JSONFields.document(value)
            return (try document.int("format"), try document.objects("goldens").map { (fields) throws(JSONFieldError) in try Entry(fields) })
        } catch {
            throw ManifestJSONError(description: error.description)
        }
    }
}

extension GoldenManifest {
    /// The manifest's `"project"` (its owner's folder, relative to the goldens folder); nil when it names
    /// none or cannot be read (then the manifest's own error is reported by whoever reads its entries).
    package static func owner(reading bytes: [UInt8]) -> String? {
        guard let value = try? JSONReader.parse(bytes, dialect: .strict), let document = try? JSONFields.document(value) else { return nil }
        return (try? document.optionalString("project")) ?? nil
    }
}

extension GoldenManifest.Entry {
    init(_ fields: JSONFields) throws(JSONFieldError) {
        let fingerprint = try fields.object("fingerprint")
        self.init(
            file: try fields.string("file"), set: try fields.string("set"), variant: try fields.string("variant"),
            properties: try fields.stringsByName("properties"), theme: try fields.string("theme"),
            scale: try fields.double("scale"), width: try fields.int("width"), height: try fields.int("height"),
            fingerprint: EnvironmentFingerprint(
                specimen: try fingerprint.optionalString("specimen"),
                renderer: try fingerprint.string("renderer"),
                fonts: try fingerprint.string("fonts")),
            compare: try fields.optionalObject("compare").map { (compare) throws(JSONFieldError) in
                GoldenComparison(
                    maxDelta: try compare.optionalInt("maxDelta"), maxPixels: try compare.optionalInt("maxPixels"),
                    maxRatio: try compare.optionalDouble("maxRatio"), perceptual: try compare.optionalDouble("perceptual"),
                    masks: try compare.optionalStrings("masks"))
            })
        if let digest = try fields.optionalObject("digest") {
            self.digest = GoldenDigest(file: try digest.string("file"), pixels: try digest.string("pixels"))
        }
        if let record = try fields.optionalObject("localisation") {
            localisation = GoldenManifest.LocalisationRecord(
                locale: try record.optionalString("locale"),
                direction: try record.string("direction"),
                textScale: try record.double("textScale"))
        }
    }
}
