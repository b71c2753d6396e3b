import Foundation
import Specimen
import SpecimenFiles
import SpecimenGallery
import SpecimenReports

/// `specimen packet`: one PDF for a design review.
enum PacketCommand: Command {
    static let name = "packet"
    static let summary = "write a review packet PDF: cover, then per set its sheets, redlines, tokens and audit"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [
        Option.set.described("only this set (repeatable); default every set, in the spec's order"),
        Option.tokens.described("lay a token file over the shipped themes (repeatable; named on the cover)"),
        .strictTokens,
        Option.strings,
        Option("date", "YYYY-MM-DD", "the day printed on the cover"),
        Option("paper", "a4|letter", "the paper every page is laid on (default a4); contact sheets are scaled to fit, the scale printed"),
        Option("out", "FILE.pdf", "where to write; written atomically", path: true).required(),
        .durable,
    ]
    static let help = """
        \(usage.help())

        Writes one PDF on A4 or Letter (pages in points, text searchable): a cover saying what it shows, when, which token
        files and which Specimen version; then for each set its contact sheets in light and dark, the
        sheet with redlines, every token it draws with (light and dark values, with swatches) and its
        audit findings. The outline has a bookmark per set and one per part under it.
          specimen packet --set "Text Input" --set Stepper --out review.pdf

        The cover's date is --date, else the day of SOURCE_DATE_EPOCH (seconds since 1970, UTC), else
        none: the same input always gives the same bytes.

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        guard let out = arguments.value("out") else { throw UsageError("'specimen packet' needs --out FILE.pdf; usage: \(usage.line)") }
        guard out.lowercased().hasSuffix(".pdf") else {
            throw UsageError("'specimen packet' writes PDF only: name the file .pdf, not '\((out as NSString).lastPathComponent)'")
        }
        let checked = try SubjectArguments.checkedOutput(out, arguments)
        let cover = ReviewPacket.Cover(
            date: try date(arguments), tokenFiles: arguments.all("tokens"),
            version: SpecimenRendererVersion.current)
        let paper = try arguments.value("paper").map { text in
            guard let paper = Paper(rawValue: text.lowercased()) else { throw UsageError("--paper must be a4 or letter, not '\(text)'") }
            return paper
        }
        let renderer = try SubjectArguments.renderer(arguments)
        var packet = ReviewPacket(renderer: renderer)
        packet.paper = paper ?? .a4
        try AtomicFile.write(
            try packet.pdf(sets: try GalleryCommand.sets(arguments, renderer: renderer), cover: cover), to: checked, durability: SubjectArguments.durability(arguments))
        return ExitStatus.success
    }

    /// Days in `month` of `year`, in the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `--date`, checked; else the UTC day of `SOURCE_DATE_EPOCH`; else `nil`.
    static func date(_ arguments: Arguments) throws -> String? {
        if let text = arguments.value("date") {
            // Digits only (`Int` would take `+2`), and a day the calendar has: 2026-02-31 is refused.
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
                let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
                (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
            else {
                throw UsageError("--date must be a day written YYYY-MM-DD that the calendar has, such as 2026-11-30, not '\(text)'")
            }
            return text
        }
        guard let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] else { return nil }
        guard let seconds = Int(epoch), seconds >= 0 else {
            throw UsageError("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, not '\(epoch)'")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
