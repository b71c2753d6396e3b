/// Every limit Specimen enforces, in one place, so the README, the checks and the tests read the same
/// numbers.
///
/// The module promises:
/// 1. Each limit is a constant here and nowhere else; a stage that enforces one reads it from `Limits`.
/// 2. A limit exists to keep a typo or a hostile file from exhausting memory or time, never to reject a
///    real design: each is set well past what any component, token file or text of a real design needs.
/// 3. It depends on nothing, so every stage of the pipeline can read it.
public enum Limits {
    /// Device scales accepted: 0.5x to 8x. Past 8x a component is larger than any screen draws it.
    public static let scaleRange: ClosedRange<Double> = 0.5...8

    /// The largest picture Specimen draws or reads, in pixels: 64 million (an 8000 x 8000 image). It covers
    /// renders, redlines, contact sheets, difference images and decoded PNGs.
    public static let pixelBudget = 64_000_000

    /// The longest text property value, in Unicode scalars. A 10,000-character value is the benchmark's
    /// longest; a component never shows more than a few hundred.
    public static let textLength = 65_536

    /// The largest token file read, in bytes. Public design systems' token files are well under 2 MB.
    public static let tokenFileBytes = 16 * 1024 * 1024

    /// The most tokens and groups one token file may hold.
    public static let tokenCount = 200_000

    /// The most token files one command takes (`--tokens`, both modes and each mode together). A design
    /// system with a file per component has a few dozen.
    public static let tokenFiles = 256

    /// The most tokens all of one command's `--tokens` files hold together: each file is within
    /// ``tokenCount``, and this keeps thirty copies of one such file from taking minutes and gigabytes.
    public static let tokenCountAllFiles = 1_000_000

    /// The deepest nesting of groups (and of JSON values) in a token file.
    public static let nestingDepth = 64

    /// The largest image `specimen diff` compares, per file and for its difference image's panels, in
    /// pixels: 268 million (16384 x 16384). diff reads, compares and writes a row at a time, so its memory
    /// is a few rows whatever the size (a few MB at 16384 wide): this limit bounds its time, not its
    /// memory, and so it is above ``pixelBudget``, which bounds what is held whole. An interlaced file is
    /// held whole (its rows come in seven passes) and keeps ``pixelBudget``.
    public static let diffPixelBudget = 268_435_456

    /// The range of a dimension token Specimen draws with (sizes, radii, gaps, widths), in points.
    public static let dimensionRange: ClosedRange<Double> = 0...10_000

    /// The range of a font size, in points: a glyph must have some size, and 1,000 pt is larger than any
    /// text a component shows.
    public static let fontSizeRange: ClosedRange<Double> = 0.5...1_000

    /// The range of a backdrop blur radius, in points.
    public static let blurRange: ClosedRange<Double> = 0...250

    /// The most events one event script may hold: each event is a frame of `specimen play`, and a
    /// docs page or a review plays a few dozen.
    public static let scriptEvents = 1_000

    /// The largest count a `backspace N` event takes; more than any field holds is simply "all of it".
    public static let backspaceCount = 100_000

    /// Whether a picture of `width` x `height` pixels fits the budget, without overflowing.
    public static func fitsPixelBudget(width: Int, height: Int) -> Bool {
        fits(width: width, height: height, within: pixelBudget)
    }

    /// Whether an image `specimen diff` streams (an input, or a panel of its difference image) fits its budget.
    public static func fitsDiffPixelBudget(width: Int, height: Int) -> Bool {
        fits(width: width, height: height, within: diffPixelBudget)
    }

    private static func fits(width: Int, height: Int, within budget: Int) -> Bool {
        guard width >= 0, height >= 0 else { return false }
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && product <= budget
    }
}
