import Foundation
import Specimen
import SpecimenGallery

/// `specimen audit`: contrast, hit targets and field text size of every variant.
enum AuditCommand: Command {
    static let name = "audit"
    static let summary = "audit accessibility: contrast (text, icons, boundaries), hit targets and field text size"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] =
        [
            .flag("json", "every check as JSON, passes included"),
            .set,
        ] + Option.tokenOptions
    static let help = """
        \(usage.help())

        Checks every variant in light and dark from its resolved tokens and its real layout:
          - WCAG 2.x contrast of each text (4.5:1, 3:1 from 24 pt) and icon (3:1) against what lies under it
          - WCAG 1.4.11 non-text contrast (3:1) of each rule, stroke and focus ring against what lies under it
          - hit targets of everything a person taps or types into (fields, cells, buttons, clear, the password
            eye, chip remove, the tooltip) against 44 pt (iOS) and 48 dp (Android)
          - text inside a field at 16 pt or larger (iOS zooms the page on smaller text)
        Prints each finding below the bar with the node it concerns, then a count. Findings are
        information: the exit status is 0. Inactive controls are exempt from every check: everything in a
        Disabled variant, and whatever its document marks "inactive" (a Stepper button at its bound).
        --json writes every check, passes included; the README documents it field by field.
          specimen audit --set Composer
          specimen audit --json > audit.json

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let renderer = try SubjectArguments.renderer(arguments)
        let report = try AccessibilityAudit(renderer: renderer).audit(sets: try GalleryCommand.sets(arguments, renderer: renderer))
        print(arguments.flag("json") ? report.json() : report.text)
        return ExitStatus.success
    }
}
