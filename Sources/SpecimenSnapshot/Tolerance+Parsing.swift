extension Tolerance {
    /// A tolerance from the command line's `--max-delta`, `--max-pixels` and `--max-ratio` texts
    /// (each optional), checked, with errors that name the option and its unit.
    public static func parsing(maxDelta: String?, maxPixels: String?, maxRatio: String?) throws -> Tolerance {
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
            guard let value = Double(maxRatio) else {
                throw SnapshotError.badTolerance("--max-ratio must be a fraction of the image's pixels from 0 to 1 (0.001 = 0.1%), not '\(maxRatio)'")
            }
            tolerance.maxRatio = value
        }
        return try tolerance.validated()
    }
}
