/// Every limit Specimen enforces, in one place, so the README, the checks and the tests read the same
/// numbers.
///
/// The module promises:
/// 1. Each limit is a constant here and nowhere else; a stage that enforces one reads it from `Limits`.
/// 2. A limit exists to keep a typo or a hostile file from exhausting memory or time, never to reject a
///    real design: each is set well past what any component, token file or text of a real design needs.
/// 3. It depends on nothing, so every stage of the pipeline can read it.
package enum Limits {
    /// Device scales accepted: 0.5x to 8x. Past 8x a component is larger than any screen draws it.
    package static let scaleRange: ClosedRange<Double> = 0.5...8

    /// The largest picture Specimen draws or reads, in pixels: 64 million (an 8000 x 8000 image). It covers
    /// renders, redlines, contact sheets, difference images and decoded PNGs.
    package static let pixelBudget = 64_000_000

    /// The longest text property value, in Unicode scalars. A 10,000-character value is the benchmark's
    /// longest; a component never shows more than a few hundred.
    package static let textLength = 65_536

    /// The largest token file read, in bytes. Public design systems' token files are well under 2 MB.
    package static let tokenFileBytes = 16 * 1024 * 1024

    /// The most tokens and groups one token file may hold.
    package static let tokenCount = 200_000

    /// The largest component document read, in bytes. Specimen's largest is under 40 KB.
    package static let documentBytes = 4 * 1024 * 1024

    /// The most nodes one component document may hold (instances expanded). A set's tree has tens.
    package static let documentNodes = 10_000

    /// The most nodes one layout expands to, counted as instances, `forEach` copies and rules resolve
    /// (`NodeBudget`): 50,000. A document holds at most ``documentNodes``; instances of other documents
    /// and repeated items multiply that, and 10 instances a level over 9 levels is 10^9 nodes.
    package static let layoutNodes = 50_000

    /// The deepest nesting of nodes in a component document (instances expanded). Figma components seldom
    /// nest past 15; each node is two JSON levels (the node and its children), so 24 stays inside
    /// `nestingDepth` and the document's own message is the one a user sees.
    package static let documentDepth = 24

    /// The most rules one component document may hold.
    package static let documentRules = 10_000

    /// The most lines a document's wrapping text may show before it scrolls (`maxLines`). A field
    /// shows a handful; a hundred lines is a page, past what any component draws.
    package static let paragraphLines = 100

    /// The most token files one command takes (`--tokens`, both modes and each mode together). A design
    /// system with a file per component has a few dozen.
    package static let tokenFiles = 256

    /// The most tokens all of one command's `--tokens` files hold together: each file is within
    /// ``tokenCount``, and this keeps thirty copies of one such file from taking minutes and gigabytes.
    package static let tokenCountAllFiles = 1_000_000

    /// The deepest nesting of groups (and of JSON values) in a token file.
    package static let nestingDepth = 64

    /// The largest Figma file read whole, in bytes: 256 MB. `check figma` and `import figma` stream a
    /// response (`JSONTokenStream`, a chunk at a time) and have no size limit; what is still read whole
    /// is a `--variables` file and a response saved in UTF-16 (which the stream does not read), and
    /// those are held at about five times their size, so past this they are refused unread.
    package static let figmaFileBytes = 256 * 1024 * 1024

    /// The longest single value (a string, a number) `JSONTokenStream` holds: 64 MB. The stream keeps
    /// a chunk of a file at a time and grows its buffer only for a value longer than that; a Figma
    /// vector's path data runs to a few MB, and past this a file is refused rather than read whole.
    package static let jsonTokenBytes = 64 * 1024 * 1024

    /// The deepest JSON nesting read in a Figma response: a node is two levels (the node and its
    /// `children`), so 256 holds a component more than 100 frames deep; real files nest under 30.
    package static let figmaNestingDepth = 256

    /// The most nodes of one Figma response held at once; the 134 MB Community file holds 185,000. A
    /// streamed reading lets go of what its command does not keep (`check figma` each page's frame once
    /// checked, `import figma` everything outside components), and those are not counted.
    package static let figmaNodeCount = 250_000

    /// The largest magnitude of any number in a Figma node (positions, sizes, paddings, radii, font
    /// sizes, ...): 10,000,000. Figma's canvas spans far less, and every such number becomes a size or
    /// an integer somewhere (`check figma` traps on `Int(1e308)` otherwise), so it is refused as the
    /// node is read, for `check figma` and `import figma` alike.
    package static let figmaNumberMagnitude = 10_000_000.0

    /// The largest image `specimen diff` compares, per file and for its difference image's panels, in
    /// pixels: 268 million (16384 x 16384). diff reads, compares and writes a row at a time, so its memory
    /// is a few rows whatever the size (a few MB at 16384 wide): this limit bounds its time, not its
    /// memory, and so it is above ``pixelBudget``, which bounds what is held whole. An interlaced file is
    /// held whole (its rows come in seven passes) and keeps ``pixelBudget``.
    package static let diffPixelBudget = 268_435_456

    /// The range of a dimension token Specimen draws with (sizes, radii, gaps, widths), in points.
    package static let dimensionRange: ClosedRange<Double> = 0...10_000

    /// The range of a font size, in points: a glyph must have some size, and 1,000 pt is larger than any
    /// text a component shows.
    package static let fontSizeRange: ClosedRange<Double> = 0.5...1_000

    /// The range of a backdrop blur radius, in points.
    package static let blurRange: ClosedRange<Double> = 0...250

    /// The most events one event script may hold: each event is a frame of `specimen play`, and a
    /// docs page or a review plays a few dozen.
    package static let scriptEvents = 1_000

    /// The largest count a `backspace N` event takes; more than any field holds is simply "all of it".
    package static let backspaceCount = 100_000

    /// The most text one `specimen play` lays out over all its states, in Unicode scalars: each state
    /// holds its own shaped copy of the content, so 999 events typing into a long text would otherwise
    /// grow with events x text (gigabytes). A script of a few dozen events into a form field uses a
    /// few thousand.
    package static let playedText = 1_000_000

    /// The most layout nodes one `specimen play` holds over all its states: each state keeps its own
    /// layout, so a thousand chips played for a few hundred events grew past a gigabyte. A script of a
    /// few dozen events on a form field lays out a few thousand; 200,000 is 1,000 events on a
    /// component of 200 nodes.
    package static let playedNodes = 200_000

    /// The largest batch file read (`specimen batch FILE`, standard input, a pipe), in bytes: 64 MiB is
    /// half a million jobs.
    package static let batchFileBytes = 64 * 1024 * 1024

    /// The longest line of a batch file, in bytes: a job with a Text property at ``textLength``
    /// scalars, each written as a six-byte `\uXXXX` escape, fits.
    package static let batchLineBytes = 1024 * 1024

    /// The largest `.strings` file read (`--strings`), in bytes.
    package static let stringsFileBytes = 16 * 1024 * 1024

    /// The largest PNG file read whole (`--backdrop`) or read from a pipe (`specimen diff <(git show
    /// HEAD:a.png) b.png`, kept as a temporary file), in bytes: 256 MiB is far more than any rendered
    /// component's or screenshot's PNG.
    package static let pngFileBytes = 256 * 1024 * 1024

    /// The largest chunk other than image data a PNG may declare, in bytes, checked against the chunk's
    /// length field before anything is allocated: a 141-byte file declaring a 2 GB text chunk would
    /// otherwise cost 2 GB to read. ICC profiles and text are far smaller; libpng's own limit for
    /// decompressed text and profiles is 8 MB.
    package static let pngChunkBytes = 16 * 1024 * 1024

    /// The most tiles a tiled image fill (`"fit": "tile"`, Figma's TILE) draws in one node: a 1 x 1 pixel
    /// image at the smallest scale over a 10,000 pt node would otherwise be 10^12 images in the display
    /// list; a real tiled pattern is tens to hundreds.
    package static let imageTiles = 10_000

    /// How long a pipe or FIFO may stay silent, in seconds, before reading it is given up: a FIFO no one
    /// writes to would otherwise hang a command for ever.
    package static let pipeSilenceSeconds = 10

    /// A golden file larger than this is not read whole for its digest, in bytes: its header and rows are
    /// read as `specimen diff` reads them, so a golden grown with `truncate` costs no memory.
    package static let goldenReadWholeBytes = 64 * 1024 * 1024

    /// Whether a picture of `width` x `height` pixels fits the budget, without overflowing.
    package static func fitsPixelBudget(width: Int, height: Int) -> Bool {
        fits(width: width, height: height, within: pixelBudget)
    }

    /// Whether an image `specimen diff` streams (an input, or a panel of its difference image) fits its budget.
    package static func fitsDiffPixelBudget(width: Int, height: Int) -> Bool {
        fits(width: width, height: height, within: diffPixelBudget)
    }

    private static func fits(width: Int, height: Int, within budget: Int) -> Bool {
        guard width >= 0, height >= 0 else { return false }
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && product <= budget
    }
}
