import SpecimenReports

extension SnapshotCommand {
    /// `specimen snapshot configure --filter GLOB... [--mask NODE]... [--max-*] [--perceptual T] [--clear]`.
    static func configure(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: configureUsage)
        try arguments.requirePositionals(configureUsage)
        guard let filter = try filter(arguments) else {
            throw UsageError("'specimen snapshot configure' needs --filter GLOB naming the goldens to configure, such as 'Composer/*'")
        }
        // Parsed (and range-checked) as the verify options are; only the options given are kept.
        let parsed = try Tolerance.parsing(
            maxDelta: arguments.value("max-delta"), maxPixels: arguments.value("max-pixels"),
            maxRatio: arguments.value("max-ratio"), perceptual: arguments.value("perceptual"))
        let masks = arguments.all("mask")
        let settings = GoldenComparison(
            maxDelta: arguments.value("max-delta") == nil ? nil : parsed.maxChannelDelta,
            maxPixels: parsed.maxPixels, maxRatio: parsed.maxRatio, perceptual: parsed.perceptualThreshold,
            masks: masks.isEmpty ? nil : masks)
        guard arguments.flag("clear") || settings != GoldenComparison() else {
            throw UsageError("'specimen snapshot configure' needs --mask, --max-delta, --max-pixels, --max-ratio, --perceptual or --clear")
        }
        let (suite, folder) = try suite(arguments)
        let changed = try suite.configure(filter: filter, settings: settings, clear: arguments.flag("clear"))
        print(folder)
        for file in changed { print("configured \(file)") }
        print("\(changed.count) golden\(changed.count == 1 ? "" : "s") configured in \(suite.manifestURL.path)")
        return ExitStatus.success
    }
}
