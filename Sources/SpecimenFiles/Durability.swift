/// How far a written file is pushed towards the disk before the write returns.
///
/// Every mode keeps the write atomic (a temporary file renamed over the destination), so no reader, and
/// no process killed part way, ever sees half a file. The modes differ only in what a power cut or a
/// kernel crash can cost, which is what `fsync` buys and what it costs on a real disk (a few ms a file):
/// - ``none``: nothing is flushed. After a power cut a file written in the last seconds may be the old
///   one, missing, or (on some file systems) empty. For outputs a command can make again.
/// - ``flushed``: the file, then its folder, are flushed before the write returns: once it returns the
///   new file survives a power cut; before, the old one does.
/// - ``deferred(_:)``: nothing is flushed per file; the ``DurabilityGroup`` flushes every file it saw
///   at once (one `syncfs` per file system on Linux) when the command says so, e.g. before its manifest.
package struct Durability: Sendable {
    enum Mode: Sendable {
        case none
        case flushed(FileSyncer)
        case deferred(DurabilityGroup)
    }

    let mode: Mode

    /// Atomic, not flushed: a power cut may cost the newest files, never leave half of one readable.
    package static let none = Durability(mode: .none)
    /// Atomic and flushed, file and folder, before the write returns.
    package static let flushed = Durability(mode: .flushed(.system))

    /// Atomic and flushed, counting the flushes with `syncer` (tests count them).
    package static func flushed(by syncer: FileSyncer) -> Durability { Durability(mode: .flushed(syncer)) }

    /// Atomic; flushed later, together with every other file of `group`, by ``DurabilityGroup/flush()``.
    package static func deferred(_ group: DurabilityGroup) -> Durability { Durability(mode: .deferred(group)) }

    /// Whether anything is ever flushed (now, or by a group later): false only for ``none``.
    package var flushes: Bool {
        if case .none = mode { return false }
        return true
    }

    /// `.flushed` when the user asked for it (`--durable`), `.none` otherwise.
    package static func asked(_ durable: Bool) -> Durability { durable ? .flushed : .none }

}
