import SpecimenSupport
/// A golden's own comparison settings, kept in its manifest entry as `"compare"` and preserved when the
/// golden is re-recorded:
///
///     "compare": {"maxDelta": 2, "maxPixels": 40, "perceptual": 0.1, "masks": ["caret"]}
///
/// Each field set replaces the command's for this golden (the command's `--max-*`/`--perceptual`
/// apply to the rest). `masks` are layout node names as `specimen layout --json` prints them: their
/// frames, rounded out to whole device pixels, are not compared (a blinking caret, a timestamp).
package struct GoldenComparison: Sendable, Hashable, Codable {
    package var maxDelta: Int?
    package var maxPixels: Int?
    package var maxRatio: Double?
    package var perceptual: Double?
    package var masks: [String]?

    package init(maxDelta: Int? = nil, maxPixels: Int? = nil, maxRatio: Double? = nil, perceptual: Double? = nil, masks: [String]? = nil) {
        self.maxDelta = maxDelta
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        self.perceptual = perceptual
        self.masks = masks
    }

    /// `base` with this golden's fields put in, checked like the command line's.
    package func tolerance(over base: Tolerance) throws -> Tolerance {
        var tolerance = base
        if let maxDelta { tolerance.maxChannelDelta = maxDelta }
        if let maxPixels { tolerance.maxPixels = maxPixels }
        if let maxRatio { tolerance.maxRatio = maxRatio }
        if let perceptual { tolerance.perceptualThreshold = perceptual }
        return try tolerance.validated()
    }

    /// `{"maxDelta": 2, "masks": ["caret"]}`: fixed key order, for the manifest's stable bytes.
    var json: String {
        var parts: [String] = []
        if let maxDelta { parts.append("\"maxDelta\": \(maxDelta)") }
        if let maxPixels { parts.append("\"maxPixels\": \(maxPixels)") }
        if let maxRatio { parts.append("\"maxRatio\": \(SnapshotFormat.number(maxRatio))") }
        if let perceptual { parts.append("\"perceptual\": \(SnapshotFormat.number(perceptual))") }
        if let masks { parts.append("\"masks\": [" + masks.map(JSONWriter.quoted).joined(separator: ", ") + "]") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
