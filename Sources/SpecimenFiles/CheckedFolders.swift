import Synchronization

/// The folders an ``OutputPolicy`` has checked, shared by its copies and the threads writing through it:
/// each folder as a path spells it (`out/`, `/tmp/x/`), and the real folder it resolved to, which is
/// outside every goldens folder and protected folder.
///
/// A folder is checked once per command: one made into a goldens folder while a batch writes into it
/// is noticed by the next command, as one made between a check and a write always was.
final class CheckedFolders: Sendable {
    private let folders = Mutex<[String: String]>([:])

    /// What `folder` (as spelt) resolved to when it was checked; nil when it was not.
    func real(_ folder: String) -> String? { folders.withLock { $0[folder] } }

    /// Notes `folder` (as spelt) as checked, resolved to `real`.
    func note(_ folder: String, real: String) { folders.withLock { $0[folder] = real } }
}
