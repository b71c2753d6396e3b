extension GoldenManifest {
    /// The manifest's format number and entries, in file order, read from its bytes by `ManifestJSON`.
    static func entries(reading bytes: [UInt8]) throws(ManifestJSONError) -> (format: Int, goldens: [Entry]) {
        let document = try ManifestFields.document(try ManifestJSON.parse(bytes))
        let format = try document.int("format")
        var goldens: [Entry] = []
        for (index, value) in try document.array("goldens").enumerated() {
            goldens.append(try Entry(try ManifestFields(value, at: "goldens.\(index)")))
        }
        return (format, goldens)
    }
}

extension GoldenManifest.Entry {
    init(_ fields: ManifestFields) throws(ManifestJSONError) {
        let fingerprint = try fields.object("fingerprint")
        self.init(
            file: try fields.string("file"), set: try fields.string("set"), variant: try fields.string("variant"),
            properties: try fields.strings("properties"), theme: try fields.string("theme"),
            scale: try fields.double("scale"), width: try fields.int("width"), height: try fields.int("height"),
            fingerprint: EnvironmentFingerprint(
                specimen: try fingerprint.optionalString("specimen"),
                renderer: try fingerprint.string("renderer"),
                fonts: try fingerprint.string("fonts")),
            compare: try fields.optionalObject("compare").map { (compare) throws(ManifestJSONError) in
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
