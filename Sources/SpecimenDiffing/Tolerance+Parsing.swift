import SpecimenInput
import SpecimenSupport

extension Tolerance {
    /// A tolerance from the command line's `--max-delta`, `--max-pixels`, `--max-ratio` and
    /// `--perceptual` texts (each optional), checked, with errors that name the option and its unit.
    package static func parsing(maxDelta: String?, maxPixels: String?, maxRatio: String?, perceptual: String? = nil) throws -> Tolerance {
        func whole(_ text: String, _ option: String, _ unit: String) throws -> Int {
            guard let value = Int(text), value >= 0 else {
                throw SnapshotError.badTolerance("\(option) must be a whole number of \(unit), 0 or more, not '\(text)'")
            }
            return value
        }
        var tolerance = Tolerance()
        if let maxDelta { tolerance.maxChannelDelta = try whole(maxDelta, "--max-delta", "1/255 steps per channel") }
        if let maxPixels { tolerance.maxPixels = try whole(maxPixels, "--max-pixels", "pixels") }
        if let maxRatio {
            guard let value = DecimalNumber.parse(maxRatio, passingNonFinite: true) else {
                throw SnapshotError.badTolerance("--max-ratio must be a fraction of the image's pixels from 0 to 1 (0.001 = 0.1%), not '\(maxRatio)'")
            }
            tolerance.maxRatio = value
        }
        if let perceptual {
            guard let value = DecimalNumber.parse(perceptual, passingNonFinite: true) else {
                throw SnapshotError.badTolerance("--perceptual must be a threshold from 0 to 1 (0.1 is pixelmatch's default), not '\(perceptual)'")
            }
            tolerance.perceptualThreshold = value
        }
        return try tolerance.validated()
    }
}
