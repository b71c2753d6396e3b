#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
import CLinux
#endif
import SpecimenSupport
import Synchronization

/// Every temporary file Specimen makes: how it is named, the ones this process has open, and which
/// leftovers a later run may remove.
///
/// A temporary file is `.<name>.tmp-<random><check>` beside the file it will become: ten base-36
/// random characters, then four that are a keyed hash of the name and the random part. A user's file
/// shaped like a temporary (`.notes.tmp-draft`) fails the check, so it is never taken for Specimen's.
/// While it is written, the writer holds an `flock` on it, so a file that is still locked belongs to
/// a live process wherever it is found.
///
/// Each process keeps the paths of its own open temporary files; creating, renaming into place and
/// removing one happen under one lock, so ``removeAllForExit()`` (what ``SignalCleanup`` calls on
/// SIGINT or SIGTERM) removes every one and no thread can make another after it.
package enum TemporaryFiles {
    /// What a temporary file's name holds before its suffix: `.<name>.tmp-<suffix>`.
    package static let marker = ".tmp-"
    static let randomLength = 10
    static let checkLength = 4
    /// How old (by modification time) an unlocked leftover must be before a sweep outside a locked
    /// folder removes it: a writer is unlocked only for the instant between closing its temporary file
    /// and renaming it, so a file unchanged this long with no lock on it has no writer left.
    package static let staleAge: Int = 5

    private struct State {
        var live: Set<String> = []
        /// This process's temporary folders (import's staging folder) and the locked descriptor of each.
        var liveFolders: [String: Int32] = [:]
        var ending = false
        var swept: Set<String> = []
    }

    private static let state = Mutex(State())

    /// Whether `name` (one path component) is a temporary file Specimen named, its check included.
    package static func isTemporaryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8), mark = Array(marker.utf8)
        let suffixLength = randomLength + checkLength
        // `.` + a stem of one byte or more + the marker + the suffix, exactly.
        guard bytes.first == 0x2E, bytes.count >= 2 + mark.count + suffixLength,
            Array(bytes[(bytes.count - suffixLength - mark.count)..<(bytes.count - suffixLength)]) == mark
        else { return false }
        let stem = String(decoding: bytes[1..<(bytes.count - suffixLength - mark.count)], as: UTF8.self)
        let suffix = Array(bytes.suffix(suffixLength))
        guard
            suffix.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) })
        else { return false }
        let random = String(decoding: suffix.prefix(randomLength), as: UTF8.self)
        return String(decoding: suffix.suffix(checkLength), as: UTF8.self) == check(stem: stem, random: random)
    }

    /// The four check characters for a stem and random part: FNV-1a 64 of both under Specimen's key,
    /// in base 36. It is no secret; it only makes a chance match with a user's name one in 1.7 million.
    static func check(stem: String, random: String) -> String {
        let hash = FNV1a64.hash(Array("specimen-temporary\u{0}".utf8) + Array(stem.utf8) + [0] + Array(random.utf8))
        return base36(hash.value % 1_679_616, width: checkLength)
    }

    static func base36(_ value: UInt64, width: Int) -> String {
        let text = String(value, radix: 36)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// The start of `name` that leaves room for `.`, the marker and the suffix in the file system's
    /// 255-byte limit on a name (a legal 250-byte name would otherwise fail for its temporary's sake).
    static func stem(_ name: String) -> String {
        let room = 255 - 1 - marker.utf8.count - randomLength - checkLength
        guard name.utf8.count > room else { return name }
        var stem = ""
        for scalar in name.unicodeScalars {
            guard stem.utf8.count + String(scalar).utf8.count <= room else { break }
            stem.unicodeScalars.append(scalar)
        }
        return stem
    }

    /// Sixteen fresh temporary names for `name` in `directory` (each tried until one is free), after
    /// removing the directory's stale leftovers once per process. Each is made when it is tried: the
    /// first is almost always free, and each random part is a `getrandom` system call (sixteen made
    /// at once were 15 calls and 40,000 instructions of every write thrown away).
    static func candidates(directory: String, name: String) -> LazyMapSequence<Range<Int>, String> {
        sweepOnce(directory)
        let prefix = directory == "/" ? "/" : directory + "/"
        let stem = self.stem(name)
        return (0..<16).lazy.map { _ in
            var generator = SystemRandomNumberGenerator()
            let random = base36(generator.next() % 3_656_158_440_062_976, width: randomLength)
            return prefix + "." + stem + marker + random + check(stem: stem, random: random)
        }
    }

    /// Creates a new temporary file for `name` in `directory` (open for writing, `O_EXCL`, locked),
    /// after removing the directory's stale leftovers once per process. Returns its descriptor and path,
    /// or the `errno` that stopped it; once the process is ending, it waits for the end (``awaitTheEnd()``).
    static func create(directory: String, name: String) -> Result<(descriptor: Int32, path: String), SystemError> {
        for path in candidates(directory: directory, name: name) {
            let opened: Result<Int32, SystemError> = state.withLock { state in
                guard !state.ending else { return .failure(SystemError(code: EINTR)) }
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
                _ = flock(descriptor, LOCK_EX | LOCK_NB)
                state.live.insert(path)
                return .success(descriptor)
            }
            switch opened {
            case .success(let descriptor): return .success((descriptor, path))
            case .failure(let error) where error.code == EINTR && isEnding: awaitTheEnd()
            case .failure(let error) where error.code == EEXIST: continue
            case .failure(let error): return .failure(error)
            }
        }
        return .failure(SystemError(code: EEXIST))
    }

    /// Puts this process's temporary file in place; 0, or the `errno` of the failure.
    ///
    /// When a file was there as the write began (`replacing`), the two are swapped in one step
    /// (`renameat2` with `RENAME_EXCHANGE`) and the old one, now under the temporary name, is unlinked:
    /// a reader still sees the old file or the whole new one. A rename over an existing file makes
    /// ext4 (mounted with its default `auto_da_alloc`) start writing the new file's data at once and
    /// makes the next rename over that file wait for the write: rerunning a batch of 72 pictures into
    /// the same folder spent 50 to 215 ms in those renames on this machine's disk, against 0.7 ms
    /// swapped. A swap asks no such write, so a replaced output is as durable as a new one: neither is
    /// flushed (README, "Durability"). Where the swap is missing (another file system, another kernel)
    /// or the destination has gone, an ordinary rename does it.
    static func rename(_ temporary: String, to destination: String, replacing: Bool = false) -> Int32 {
        let result = state.withLock { state in
            guard !state.ending else { return EINTR }
            if replacing, let exchange = Exchange.renameat2 {
                if exchange(AT_FDCWD, temporary, AT_FDCWD, destination, Exchange.flag) == 0 {
                    guard unlink(temporary) == 0 || errno == ENOENT else {
                        // What came back is no file (a folder made there since the check): swapped back,
                        // so nothing of the user's moves, and the write fails as a rename onto it would.
                        let code = errno
                        _ = exchange(AT_FDCWD, temporary, AT_FDCWD, destination, Exchange.flag)
                        return code
                    }
                    state.live.remove(temporary)
                    return 0
                }
                guard [ENOENT, EINVAL, ENOSYS, EOPNOTSUPP].contains(errno) else { return errno }
            }
            guard systemRename(temporary, destination) == 0 else { return errno }
            state.live.remove(temporary)
            return 0
        }
        if result == EINTR && isEnding { awaitTheEnd() }
        return result
    }

    /// What a writer does once a signal is ending the process (``removeAllForExit()`` ran): it waits
    /// for the end instead of reporting a failed write. Reporting it would let the command exit 2 on its
    /// own, in the moment between the cleanup and the signal, and a shell or `make` would be told a write
    /// failed rather than that the command was interrupted. ``SignalCleanup`` ends the process within
    /// that moment (by the signal, or `_exit(128 + signal)` if the signal is blocked).
    private static var isEnding: Bool { state.withLock { $0.ending } }

    private static func awaitTheEnd() -> Never {
        while true { sleep(60) }
    }

    /// A scratch file holding `bytes` (a copy of a pipe an input came from), in `directory`, for this
    /// process alone: named and tracked like every temporary file, so a signal removes it and a later
    /// run can remove it if this process dies. Returns its path; remove it with ``remove(_:)``.
    package static func scratch(_ bytes: [UInt8], in directory: String, name: String) throws -> String {
        let (descriptor, path): (Int32, String)
        switch create(directory: directory, name: name) {
        case .success(let created): (descriptor, path) = created
        case .failure(let error): throw AtomicFileError(path: directory + "/" + name, reason: error.description)
        }
        defer { close(descriptor) }
        do { try AtomicFile.writeAll(bytes, to: descriptor, for: path) } catch {
            remove(path)
            throw error
        }
        return path
    }

    /// Removes this process's temporary file (a failed or abandoned write, a scratch file done with).
    package static func remove(_ temporary: String) {
        state.withLock { state in
            unlink(temporary)
            state.live.remove(temporary)
        }
    }

    /// Removes every temporary file this process has open, and lets no thread make or rename another:
    /// the process is about to end. Called by ``SignalCleanup`` on a normal thread, not in a handler.
    package static func removeAllForExit() {
        state.withLock { state in
            state.ending = true
            for path in state.live { unlink(path) }
            state.live.removeAll()
            for (path, descriptor) in state.liveFolders {
                removeTree(path)
                close(descriptor)
            }
            state.liveFolders.removeAll()
        }
    }

    /// Makes a temporary folder for `name` in `directory` (a folder a command fills, then renames into
    /// place whole: `import figma --out`), named as temporary files are (`.<name>.tmp-<suffix>`, check
    /// included) and locked (`flock` on the folder) while this process lives, so a signal removes it and a
    /// later run removes one a killed process left (``removeStale(in:minimumAge:)``). Stale leftovers
    /// in `directory` are removed first, once per process.
    package static func makeFolder(in directory: String, name: String) throws -> String {
        let prefix = directory == "/" ? "/" : directory + "/"
        for path in candidates(directory: directory, name: name) {
            let made: Int32 = state.withLock { state in
                guard !state.ending else { return EINTR }
                guard mkdir(path, 0o777) == 0 else { return errno }
                let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if descriptor >= 0 { _ = flock(descriptor, LOCK_EX | LOCK_NB) }
                state.liveFolders[path] = descriptor
                return 0
            }
            switch made {
            case 0: return path
            case EINTR where isEnding: awaitTheEnd()
            case EEXIST: continue
            default: throw AtomicFileError(path: prefix + name, reason: SystemError(code: made).description)
            }
        }
        throw AtomicFileError(path: prefix + name, reason: SystemError(code: EEXIST).description)
    }

    /// Renames this process's temporary folder to `destination`, which must not exist (`renameat2`
    /// with `RENAME_NOREPLACE` where there is one; else a rename, which replaces only an empty folder);
    /// 0, or the `errno` of the failure. Once the process is ending, nothing is renamed.
    package static func renameFolder(_ temporary: String, to destination: String) -> Int32 {
        state.withLock { state in
            guard !state.ending else { return EINTR }
            let code: Int32
            if let exchange = Exchange.renameat2 {
                code = exchange(AT_FDCWD, temporary, AT_FDCWD, destination, Exchange.noReplace) == 0 ? 0 : errno
            } else {
                code = FileIdentity.kind(destination) == .missing && systemRename(temporary, destination) == 0 ? 0 : (errno == 0 ? EEXIST : errno)
            }
            guard code == 0 else { return code }
            if let descriptor = state.liveFolders.removeValue(forKey: temporary), descriptor >= 0 { close(descriptor) }
            return 0
        }
    }

    /// Removes this process's temporary folder and everything in it (an abandoned staging folder).
    package static func removeFolder(_ temporary: String) {
        state.withLock { state in
            guard let descriptor = state.liveFolders.removeValue(forKey: temporary) else { return }
            removeTree(temporary)
            if descriptor >= 0 { close(descriptor) }
        }
    }

    /// Removes `path` and, for a real folder, what is in it; links are removed, never followed.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        if let folder = opendir(path) {
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(folder)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    }

    /// How many temporary files this process has open (for tests).
    package static var openCount: Int { state.withLock { $0.live.count } }

    /// Removes the stale leftovers in `directory` (not its subfolders) once per process.
    static func sweepOnce(_ directory: String) {
        let first = state.withLock { state in state.swept.insert(directory).inserted }
        if first { _ = removeStale(in: directory, minimumAge: staleAge) }
    }

    /// Removes the temporary files in `directory` that are provably a dead writer's: named by Specimen
    /// (check included), a regular file owned by this user, not this process's own, unlocked, and
    /// unchanged for `minimumAge` seconds (0 inside a folder whose lock this process holds, where no
    /// other Specimen writes). Returns the names removed.
    @discardableResult
    package static func removeStale(in directory: String, minimumAge: Int) -> [String] {
        guard let folder = opendir(directory) else { return [] }
        var names: [String] = []
        while let entry = readdir(folder) {
            // Every temporary name starts with "."; the rest of a large folder costs no String.
            guard entry.pointee.d_name.0 == 0x2E else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if isTemporaryName(name) { names.append(name) }
        }
        closedir(folder)
        let prefix = directory == "/" ? "/" : directory + "/"
        return names.filter { removeIfStale(prefix + $0, minimumAge: minimumAge) }
    }

    /// Removes one temporary file if it is a dead writer's (see ``removeStale(in:minimumAge:)``).
    @discardableResult
    package static func removeIfStale(_ path: String, minimumAge: Int) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard isTemporaryName(name), !state.withLock({ $0.live.contains(path) || $0.liveFolders[path] != nil }) else { return false }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_uid == geteuid() else { return false }
        // A temporary folder (``makeFolder(in:name:)``) is judged as a file is, and removed whole.
        let folder = info.st_mode & S_IFMT == S_IFDIR
        guard folder || info.st_mode & S_IFMT == S_IFREG else { return false }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        guard Int(now.tv_sec) - Int(info.st_mtim.tv_sec) >= minimumAge else { return false }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (folder ? O_DIRECTORY : 0))
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // Locked: a live writer in another process. The file is unlinked while this process holds the
        // lock, so no writer can have taken it up in between.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_ino == info.st_ino, opened.st_dev == info.st_dev else { return false }
        guard folder else { return unlink(path) == 0 }
        removeTree(path)
        return FileIdentity.kind(path) == .missing
    }
}

/// An `errno` value, named by the system's text.
package struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` value.
    package let code: Int32

    /// The error for this `errno` value.
    package init(code: Int32) { self.code = code }

    /// The system's text for the code (`strerror`), e.g. `No such file or directory`.
    package var description: String { String(cString: strerror(code)) }
}

/// Linux's `renameat2`, which the Swift `Glibc` module does not declare, made as a system call
/// (`CLinux`); a kernel without it answers `ENOSYS` and files are renamed over. Nil on other systems.
private enum Exchange {
    typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`: swap the two names.
    static let flag: UInt32 = 1 << 1
    /// `RENAME_NOREPLACE`: fail with `EEXIST` rather than replace what is there.
    static let noReplace: UInt32 = 1 << 0
    #if canImport(Glibc)
    static let renameat2: Function? = specimen_renameat2
    #else
    static let renameat2: Function? = nil
    #endif
}

/// The POSIX `rename`, named apart from ``TemporaryFiles/rename(_:to:replacing:)``.
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
