import Foundation
import Specimen
import SpecimenDocument
import SpecimenFigma
import SpecimenLayout
import SpecimenText
import SpecimenInput
import SpecimenPNG
import SpecimenReports
import SpecimenScene

/// One parser or stage a fuzzer feeds arbitrary bytes, through its public entry point.
///
/// Each target must return for every input: an error is a fine answer, a crash, a hang or a trap is a
/// bug. `make fuzz` runs each under libFuzzer (`Tests/Fuzz/Driver`); `FuzzRegressionTests` replays every
/// file of `Tests/Fuzz/Corpus/<target>/` and `Tests/Fuzz/Crashers/<target>/` through the same code, so a
/// crash once found stays fixed.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Token files (DTCG JSON): `TokenDocument.parse`, then laid over the shipped theme and resolved.
    case tokens
    /// A set, a variant name and `Name=Value` property assignments, as the CLI takes them.
    case variant
    /// `Localizable.strings` files.
    case strings
    /// Arbitrary text in a text property: shaped, broken into lines, laid out and drawn.
    case text
    /// The PNG reader.
    case png
    /// Event scripts (`focus; type "Hi"; press send`): parsed, then played on a set the first byte picks.
    case events
    /// Batch files (JSON Lines jobs): decoded as `specimen batch` reads them (UTF-8 or UTF-16, CRLF
    /// lines), every line parsed into a job; nothing is rendered or written.
    case batch
    /// The row-at-a-time PNG reader `specimen diff` and `verify` use, from a file: header, every row, IEND.
    case pngrows
    /// Command-line numbers: `--shard K/N`, the tolerances, a decimal number.
    case options
    /// Figma REST responses: `FigmaFile.parse` (every node's typed fields and numbers checked).
    case figma
    /// `check figma`: a response that parses, its auto-layout frames laid out and compared with Figma's.
    case figmacheck
    /// Component documents: `DocumentReader.read`, the folder's checks, then laid out with themselves as
    /// the instances' components (so fan-outs and `forEach` meet the node budget).
    case documents
    /// A design system's `backdrop.json`: `BackdropPicture.read`, then painted at a small size and a
    /// wide one (every picture the reader takes must paint).
    case backdrop

    /// Feeds `bytes` to the target; throwing is a valid outcome and is swallowed.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .tokens: Self.tokens(bytes)
        case .variant: Self.variant(bytes)
        case .strings: Self.strings(bytes)
        case .text: Self.text(bytes)
        case .png: _ = try? PNGDecoder().decode(bytes)
        case .events: Self.events(bytes)
        case .batch: Self.batch(bytes)
        case .pngrows: Self.pngRows(bytes)
        case .options: Self.options(bytes)
        case .figma: _ = try? FigmaFile.parse(Data(bytes), source: "fuzz.json")
        case .figmacheck: Self.figmaCheck(bytes)
        case .documents: Self.documents(bytes)
        case .backdrop:
            guard let picture = try? BackdropPicture.read(bytes, file: "backdrop.json") else { return }
            _ = Backdrop.image(picture, width: 97, height: 13)
            _ = Backdrop.image(picture, width: 1, height: 40)
        }
    }

    private static let renderer: Renderer? = try? Renderer.standard()

    private static func tokens(_ bytes: [UInt8]) {
        guard let overrides = try? TokenDocument.parse(Data(bytes), source: "fuzz.json") else { return }
        // Every token of the file on its own, resolved and written as a report writes it: a renderer
        // resolves only what its themes refer to, and a value no theme draws must not trap either.
        for mode in ["light", "dark"] {
            let document = overrides.inMode(mode)
            _ = try? document.checkCycles()
            if let theme = try? Theme(name: mode, document: document) {
                for path in theme.paths { _ = theme.values[path]?.display }
                _ = try? theme.validated()
            }
        }
        // Laid over every shipped theme, as a renderer lays it, then range-checked as before layout: a
        // token that parses is drawn with or refused, never trapped on. (Not through `Renderer`: its
        // check lays out every set, 11 s an input under the sanitizers, which left the fuzzer a few
        // dozen inputs in ten minutes.)
        for (name, bytes) in shippedThemes {
            let mode = name.hasSuffix("dark") ? "dark" : "light"
            guard let shipped = try? TokenDocument.parse(Data(bytes), source: name),
                let laid = try? shipped.overriding(with: overrides.inMode(mode)),
                let theme = try? Theme(name: mode, document: laid, required: Set(shipped.entries.keys))
            else { continue }
            _ = try? theme.validated()
        }
    }

    /// The shipped theme files' bytes, by file name, read once and parsed per input. Kept as byte
    /// arrays and short names, not parsed documents or `Data`: those are reached through enum payloads
    /// whose pointers carry tag bits, which LeakSanitizer cannot follow, so a static holding them is
    /// reported as leaked when the fuzzer exits.
    private static let shippedThemes: [(String, [UInt8])] = {
        guard let home = renderer?.home else { return [] }
        return ThemeFiles.all(in: .standard).compactMap { name in
            FileManager.default.contents(atPath: home.themes.appendingPathComponent("\(name).tokens.json").path).map { (name, Array($0)) }
        }
    }()

    /// Lines: a set, a variant, then assignments.
    private static func variant(_ bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let set = lines.first else { return }
        let variant = lines.count > 1 ? lines[1] : nil
        guard let configuration = try? Catalogue.standard.configuration(set: set, variant: variant) else { return }
        _ = try? configuration.applying(assignments: Array(lines.dropFirst(2)))
    }

    private static func strings(_ bytes: [UInt8]) {
        _ = try? AccessibilityStrings.defaults.overriding(with: bytes, file: "fuzz.strings")
    }

    /// The first byte picks the set (and so the text's box); the rest is the text.
    private static func text(_ bytes: [UInt8]) {
        guard let renderer, let first = bytes.first else { return }
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let (set, property) = first % 2 == 0 ? ("Text Input", "Input Text") : ("Text Area", "Value Text")
        guard let configuration = try? Catalogue.standard.configuration(set: set).setting(property, to: text) else { return }
        _ = try? renderer.layout(configuration)
        _ = try? renderer.displayList(configuration, options: RenderOptions(theme: .dark, scale: 1))
    }

    /// The first byte picks the set; the rest is the script, played step by step and laid out.
    private static func events(_ bytes: [UInt8]) {
        guard let renderer, let first = bytes.first else { return }
        let sets = Catalogue.standard.sets
        let set = sets[Int(first) % sets.count]
        guard let script = try? EventScript(parsing: String(decoding: bytes.dropFirst(), as: UTF8.self)) else { return }
        _ = try? renderer.play(ComponentConfiguration(set: set), script: script)
    }

    private static func batch(_ bytes: [UInt8]) {
        guard let renderer, let text = try? InputText.decode(bytes) else { return }
        let (jobs, _) = RenderBatch(renderer: renderer).parse(text)
        // A job that parses must also be a checked configuration: its options validated, its size bounded.
        for job in jobs { _ = try? renderer.layout(job.configuration, localisation: job.options.localisation) }
    }

    /// One file per process is enough: libFuzzer runs one input at a time.
    private static let rowsFile = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fuzz-rows-\(getpid()).png").path

    private static func pngRows(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: rowsFile, contents: Data(bytes)),
            let reader = try? PNGRowReader(path: rowsFile, maximumPixelCount: 1 << 20)
        else { return }
        var row: [UInt8] = []
        for _ in 0..<reader.height {
            guard (try? reader.readRow(into: &row)) != nil else { return }
        }
        _ = try? reader.finish()
    }

    private static let figmaChecker: FigmaLayoutCheck? = (try? TextEngine.shared()).map { FigmaLayoutCheck(text: FigmaTextMeasurer(engine: $0)) }

    private static func figmaCheck(_ bytes: [UInt8]) {
        guard let file = try? FigmaFile.parse(Data(bytes), source: "fuzz.json") else { return }
        _ = figmaChecker?.check(file)
    }

    /// The bytes as one document, then, when it reads, laid out in its default configuration with
    /// itself as the only component its instances may show.
    private static func documents(_ bytes: [UInt8]) {
        guard let document = try? DocumentReader.read(bytes, file: "Fuzz.component.json"),
            (try? DesignSystemFolder.check([document])) != nil, let engine = try? TextEngine.shared()
        else { return }
        _ = try? LayoutEngine(text: engine).layout(document, components: [document])
    }

    /// Lines: a shard, then max-delta, max-pixels, max-ratio and perceptual texts; the shard splits a
    /// list of the length the last line gives.
    private static func options(_ bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func line(_ i: Int) -> String? { i < lines.count ? lines[i] : nil }
        if let text = line(0), let shard = try? Shard(parsing: text) {
            let count = line(5).flatMap { Int($0) }.map { min(max($0, 0), 10_000) } ?? 359
            let items = Array(0..<count)
            _ = shard.part(of: items)
        }
        _ = try? Tolerance.parsing(maxDelta: line(1), maxPixels: line(2), maxRatio: line(3), perceptual: line(4))
        if let text = line(3) { _ = DecimalNumber.parse(text, passingNonFinite: true) }
    }
}
