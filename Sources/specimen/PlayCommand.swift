import Foundation
import Specimen
import SpecimenFiles

/// `specimen play`: a set's interaction, played frame by frame.
enum PlayCommand: Command {
    static let name = "play"
    static let summary = "play an event script on a variant: an animated PNG, numbered frames, or a layout per state"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, SubjectArguments.positionals, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] =
        [
            Option("events", "'SCRIPT'", "the events to play (required)").required(),
            Option(
                "out", "FILE.png", "an animated PNG (APNG): \(Playback.frameDelayMilliseconds) ms a frame, the last \(Playback.finalDelayMilliseconds) ms, looping",
                path: true,
                alternatives: [
                    (
                        "DIR/",
                        """
                        numbered PNG frames: DIR/frame-00.png, DIR/frame-01.png, ... (all or none; a
                        hidden DIR/.specimen-files lists them, so a later, shorter run removes the
                        extra frames it wrote and never a file of yours)
                        """
                    )
                ]),
            .flag(
                "layout",
                """
                one JSON line per state: step, event, properties (by Figma name) and the
                `layout --json` document, whose variant is the one the content derives
                """),
            .prop, .theme, .scale, .background,
        ] + Option.tokenOptions + Option.localisation + [.durable]
    static let help = """
        \(usage.help())

        Plays what a person does to a component and draws every state: the initial one, then one after
        each event. Events are separated by ';':
          focus  blur  type "text"  paste "text"  backspace [N]  clear  enter  press NODE
        where NODE is a button of the layout (increment, decrement, send, clear, iconRight, chip2Remove, ...).
        Text goes in double quotes, with \\" \\\\ \\n \\t and \\u{E9} escapes.
          specimen play Composer --events 'focus; type "On my way"; press send' --out composer.png
          specimen play Stepper --prop 'Minimum=0' --events 'press decrement; press decrement' --layout

        Options:
        \(Option.help(options))
        An event the component does not answer exits 2 naming the events and buttons it does answer.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        guard let text = arguments.value("events") else {
            throw UsageError("'specimen play' needs --events 'SCRIPT', such as --events 'focus; type \"Hi\"'")
        }
        let out = try arguments.value("out").map(Output.init)
        guard out != nil || arguments.flag("layout") else {
            throw UsageError("'specimen play' needs --out FILE.png (an animated PNG), --out DIR/ (numbered frames) or --layout")
        }
        // Where the output goes is checked (OutputPolicy) before anything is played.
        var policy = OutputPolicy(inputs: SubjectArguments.inputFiles(arguments))
        policy.durability = SubjectArguments.durability(arguments)
        switch out {
        case .animation(let path)?: _ = try policy.file(path)
        case .folder(let path)?:
            _ = try policy.checkedFolder(path)
            // A frames folder is Specimen's only when new, empty or holding its record, as a gallery's
            // or a report's is: frames are never written among a user's files.
            try WrittenFiles.requireSpecimens(folder: path)
            var isDirectory: ObjCBool = false
            let parent = ((path.hasSuffix("/") ? String(path.dropLast()) : path) as NSString).deletingLastPathComponent
            guard
                FileManager.default.fileExists(atPath: path) || parent.isEmpty
                    || (FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) && isDirectory.boolValue)
            else {
                throw UsageError("cannot create the frames folder \(path): its parent folder must exist")
            }
        case nil: break
        }
        let options = try SubjectArguments.renderOptions(arguments)
        let script = try EventScript(parsing: text)
        let subject = try SubjectArguments(arguments, usage: usage)
        let playback = try subject.renderer.play(subject.configuration, script: script, localisation: options.localisation)

        // Everything is made before anything is written or printed, so a failure leaves nothing behind.
        switch out {
        case .animation(let path)?:
            try AtomicFile.write(try subject.renderer.animatedPNG(playback, options: options), to: try policy.file(path), durability: policy.durability)
        case .folder(let path)?:
            try writeFrames(try subject.renderer.pngFrames(playback, options: options), into: try policy.folder(path))
        case nil:
            break
        }
        if arguments.flag("layout") {
            print(playback.steps.map { $0.jsonLine() }.joined(separator: "\n"))
        }
        return ExitStatus.success
    }

    /// Writes numbered frames all or none (each to its temporary file, then all renamed), then removes
    /// the frames an earlier, longer run wrote that this one does not make, while they are still the
    /// files it wrote (`WrittenFiles`); a file the user put there, or changed, is left.
    static func writeFrames(_ frames: [[UInt8]], into folder: OutputFolder) throws {
        let digits = max(2, String(frames.count - 1).count)
        let names = frames.indices.map { index in "frame-" + String(repeating: "0", count: digits - String(index).count) + String(index) + ".png" }
        let staged = StagedFiles(durability: folder.policy.durability)
        var paths: [String: String] = [:]
        for (name, bytes) in zip(names, frames) {
            let path = try folder.file(name)
            paths[path] = name
            try staged.stage(bytes, at: path)
        }
        // The set is recorded (old frames and new) before any frame is replaced, so a run killed after
        // the renames still leaves every frame provably Specimen's, and the next run removes the extras.
        var written = WrittenFiles.read(in: folder)
        for file in staged.temporaryFiles { if let name = paths[file.destination] { written.note(name, in: folder, writtenAt: file.temporary) } }
        try written.write(in: folder)
        try staged.commit()
        written.removeStale(keeping: Set(names), in: folder)
        try written.write(in: folder)
    }

    /// Where `--out` writes: a `.png` file (animated) or a folder (a path ending in `/`, or one that exists).
    enum Output: Equatable {
        case animation(String)
        case folder(String)

        init(_ path: String) throws {
            var isDirectory: ObjCBool = false
            if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
                self = .folder(path)
            } else if (path as NSString).pathExtension.lowercased() == "png" {
                self = .animation(path)
            } else {
                throw UsageError("'specimen play' writes an animated PNG (--out FILE.png) or numbered PNG frames (--out DIR/), not '\(path)'")
            }
        }
    }
}
