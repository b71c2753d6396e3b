/// One `specimen` subcommand.
protocol Command: SendableMetatype {
    /// The word that selects it: `list`, `render`.
    static var name: String { get }
    /// One line for `specimen --help`.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// The options it takes (its help lists them); `Arguments.everywhere` come on top.
    static var options: [Option] { get }
    /// Its usage lines, made from its positional words and options (one; `snapshot` has one per action).
    static var usages: [Usage] { get }
    /// Runs it; returns the exit status (0 success, 1 a check failed, 2 bad input).
    static func run(_ words: [String]) throws -> Int32
}

/// A command's name, texts and entry point as a plain value (existential metatypes crash the
/// Swift 6.3 compiler's SIL generation here, so the table holds values, not `any Command.Type`).
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    /// Made when asked for, not when the table is: each help is built from its command's options.
    let help: @Sendable () -> String
    let options: @Sendable () -> [Option]
    let usages: @Sendable () -> [Usage]
    let run: @Sendable ([String]) throws -> Int32

    init<C: Command>(_ command: C.Type) {
        name = C.name
        summary = C.summary
        help = { C.help }
        options = { C.options }
        usages = { C.usages }
        run = { try C.run($0) }
    }
}

/// Every command, in the order `specimen --help` lists them.
let commands: [CommandEntry] = [
    CommandEntry(ListCommand.self), CommandEntry(LayoutCommand.self), CommandEntry(RenderCommand.self), CommandEntry(PlayCommand.self), CommandEntry(BatchCommand.self),
    CommandEntry(SnapshotCommand.self), CommandEntry(DiffCommand.self),
    CommandEntry(GalleryCommand.self), CommandEntry(SheetCommand.self), CommandEntry(ReviewCommand.self), CommandEntry(PacketCommand.self), CommandEntry(AuditCommand.self),
    CommandEntry(StressCommand.self),
    CommandEntry(TokensCommand.self), CommandEntry(InitCommand.self), CommandEntry(DecisionsCommand.self), CommandEntry(CheckCommand.self), CommandEntry(ImportCommand.self),
]

/// Exit statuses.
enum ExitStatus {
    static let success: Int32 = 0
    static let checkFailed: Int32 = 1
    static let badInput: Int32 = 2
}
