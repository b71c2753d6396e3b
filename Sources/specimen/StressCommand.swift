import Foundation
import Specimen
import SpecimenGallery

/// `specimen stress`: every variant laid out with long text, right to left and large text, and each
/// node that then overflows, runs past its box, is cut or overlaps a sibling.
enum StressCommand: Command {
    static let name = "stress"
    static let summary = "lay out every variant with long text, right to left and text at 2x; report what overflows, is cut or overlaps"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, options: options)
    static var usages: [Usage] { [usage] }
    /// The conditions by the names `--condition` takes.
    static let conditions: [String: StressTest.Condition] = Dictionary(uniqueKeysWithValues: StressTest.Condition.all.map { ($0.name, $0) })
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] =
        [
            .set,
            Option("condition", "<Name>", "only this condition: en-XA, ar-XB or text-scale-2 (repeatable)", repeatable: true),
            Option("out", "DIR", "a new folder: a picture, with redlines, of each variant and condition that has a finding"),
        ] + Option.tokenOptions
    static let help = """
        \(usage.help())

        Lays out every variant of the design system's sets (or each --set) as its users will meet it, and
        reports each node the condition breaks: its frame spilling out of its parent's, its text running
        past its box or cut with an ellipsis, its frame landing on a sibling's. The conditions:
          en-XA          the pseudo-locale: accented, bracketed text 30 to 50% longer
          ar-XB          the same mirrored, right to left
          text-scale-2   every text style at twice its size
        A fault the variant already has as drawn (no locale, text at 1) is not reported: only what the
        condition brings. With --out DIR, each variant and condition that has a finding is drawn into
        DIR (which must not exist) at 2x with redlines, named in the finding's line.
          specimen stress --set "Text Input"
          specimen stress --design-system ds --condition text-scale-2 --out stress

        Options:
        \(Option.help(options))

        Exit status 0 when nothing breaks, 1 when something does, 2 on bad input.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let chosen = try arguments.all("condition").uniqued().map { name -> StressTest.Condition in
            guard let condition = conditions[name] else {
                throw UsageError("--condition \(name) is not one of \(StressTest.Condition.all.map(\.name).joined(separator: ", "))")
            }
            return condition
        }
        let out = arguments.value("out")
        if let out {
            guard !FileManager.default.fileExists(atPath: out) else {
                throw UsageError("--out \(out) exists; give a folder that does not, so nothing of yours is overwritten")
            }
            var isFolder: ObjCBool = false
            let parent = URL(fileURLWithPath: out).deletingLastPathComponent()
            guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("--out \(out): the folder \(parent.path) it would go in does not exist")
            }
        }
        let renderer = try SubjectArguments.renderer(arguments)
        let sets = try GalleryCommand.sets(arguments, renderer: renderer)
        let findings = try StressTest(renderer: renderer).run(sets: sets, conditions: chosen.isEmpty ? StressTest.Condition.all : chosen)
        var pictures: [(name: String, bytes: [UInt8])] = []
        var drawn: [String: String] = [:]
        for finding in findings {
            let key = finding.configuration + "|" + finding.condition
            if out != nil, drawn[key] == nil {
                let name = picture(finding, in: sets)
                drawn[key] = name
                // Matched whole against the sets drawn: a set's own name may hold '/' (Figma's "Button / Primary").
                guard let (set, variant) = Self.subject(finding, in: sets) else { continue }
                var options = RenderOptions()
                options.scale = 2
                options.redlines = true
                options.localisation = conditions[finding.condition]?.localisation ?? .standard
                pictures.append((name, try renderer.render(ComponentConfiguration(set: set, variant: variant), options: options, format: .png)))
            }
            // The set's name written as `list` writes it ('/' as %2F), so the line's first '/' ends it.
            let line =
                Self.subject(finding, in: sets).map { ListCommand.unambiguous($0.0.name) + "/" + $0.1.name + finding.line.dropFirst(finding.configuration.count) } ?? finding.line
            print(line + (drawn[key].map { " -> \($0)" } ?? ""))
        }
        if let out { try ImportCommand.writeFolder(pictures, to: URL(fileURLWithPath: out)) }
        let variants = sets.reduce(0) { $0 + $1.variants.count }
        let names = (chosen.isEmpty ? StressTest.Condition.all : chosen).map(\.name).joined(separator: ", ")
        print("\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(variants) variant\(variants == 1 ? "" : "s") under \(names)")
        return findings.isEmpty ? ExitStatus.success : ExitStatus.checkFailed
    }

    /// The set and variant a finding names (`Set/Variant`, the set's name possibly holding '/').
    static func subject(_ finding: StressTest.Finding, in sets: [ComponentSet]) -> (ComponentSet, Variant)? {
        for set in sets where finding.configuration.hasPrefix(set.name + "/") {
            if let variant = set.variants.first(where: { "\(set.name)/\($0.name)" == finding.configuration }) { return (set, variant) }
        }
        return nil
    }

    /// `text-input/type-default-state-error-en-xa.png`.
    static func picture(_ finding: StressTest.Finding, in sets: [ComponentSet]) -> String {
        func slug(_ s: String) -> String { StressPictureName.make(s) }
        let (set, variant) = subject(finding, in: sets).map { ($0.0.name, $0.1.name) } ?? (finding.configuration, "default")
        return slug(set) + "/" + slug(variant) + "-" + slug(finding.condition) + ".png"
    }
}

/// File names from set, variant and condition names: lower-case ASCII words joined by `-`.
enum StressPictureName {
    static func make(_ name: String) -> String {
        let kept = name.lowercased().map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII ? $0 : "-" }
        let joined = String(kept).split(separator: "-").joined(separator: "-")
        return joined.isEmpty ? "default" : joined
    }
}
