#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for what a Specimen command may write, checked before anything is written.
///
/// - A path is resolved as the kernel will resolve it: links in its folders are followed, `..` is
///   taken from the real folder it follows. A NUL byte, which would cut the path short, is refused.
/// - A destination inside a **goldens folder** is refused: a folder holding Specimen's marker, a
///   `manifest.json` whose first key is `"format"` (as every manifest Specimen writes begins), or
///   one the command names as protected (the goldens it verifies). Goldens change only through
///   `specimen snapshot record`, which opens its folder with ``goldensFolder(_:)`` instead.
/// - A destination that is one of the command's **inputs** (the same file, by device and inode,
///   however it is named) is refused: `diff a.png b.png --out a.png` would destroy the expected image.
/// - A destination that is itself a **link** is refused: renaming over it would replace the link, not
///   the file it names, and neither is what the user meant.
///
/// Folders a command fills (a gallery, a report, numbered frames) are opened with ``folder(_:)``: the
/// same checks, then a lock for as long as the ``OutputFolder`` lives, and no link inside it is
/// followed. Deleting is kept to files the command can prove it wrote (``WrittenFiles``,
/// ``TemporaryFiles``).
package struct OutputPolicy: Sendable {
    /// The marker's name: a goldens folder holds Specimen's `manifest.json`.
    package static let markerName = "manifest.json"

    struct Input: Sendable, Hashable {
        let path: String
        let identity: FileIdentity
    }

    let inputs: [Input]
    /// Real paths of folders nothing may be written into.
    let protectedFolders: [String]
    /// How far the command's outputs are flushed: `.none` for what it can make again, unless the user
    /// asked (`--durable`); the folders ``folder(_:)`` opens carry it to every file written in them.
    package var durability: Durability = .none

    /// - Parameters:
    ///   - inputs: the files the command reads (missing ones and `-` are skipped).
    ///   - folders: folders to keep out of, goldens folders or not (verify's `--snapshots`).
    package init(inputs: [String] = [], protecting folders: [String] = []) {
        self.inputs = inputs.filter { $0 != "-" && !$0.isEmpty && !$0.utf8.contains(0) }
            .compactMap { path in FileIdentity(following: path).map { Input(path: path, identity: $0) } }
        self.protectedFolders = folders.compactMap { try? Self.resolve($0).real }
    }

    /// Folders whose files this policy has checked: the folder as a path names it, and what it resolved to.
    let checkedFolders = CheckedFolders()

    /// Checks `path` as a file this command may write; returns it resolved (links and `..` followed).
    ///
    /// A folder is resolved and searched for goldens markers once per policy: a batch writing 72
    /// pictures into one folder looked up every folder on the way and a marker in each, 13 system calls
    /// a picture, where the file's own `lstat` is what can differ from one picture to the next.
    package func file(_ path: String) throws -> String {
        let (folder, name) = Self.split(path)
        let quick = ![".", "..", ""].contains(name)
        if quick, let realFolder = checkedFolders.real(folder), let real = try quickly(path, in: realFolder, name: name) { return real }
        let resolved = try Self.resolve(path)
        if resolved.isLink {
            throw OutputRefusal(path: path, reason: "it is a symbolic link (to \(resolved.linkTarget ?? "?")); name the file itself")
        }
        let parent = Self.parent(of: resolved.real)
        try requireOutside(resolved.real, named: path, startingAt: parent)
        try requireNotInput(resolved.real, named: path)
        if quick, FileIdentity.kind(parent) == .folder { checkedFolders.note(folder, real: parent) }
        return resolved.real
    }

    /// `file(_:)` for `name` in a folder already checked (resolved to `realFolder`): only what is at the
    /// path itself is looked at. Nil when it is a link, which the full check names in its refusal.
    private func quickly(_ path: String, in realFolder: String, name: String) throws -> String? {
        let real = (realFolder == "/" ? "" : realFolder) + "/" + name
        var info = stat()
        let exists = lstat(real, &info) == 0
        if exists && info.st_mode & S_IFMT == S_IFLNK { return nil }
        try requireOutsideProtected(real, named: path)
        if exists, let input = inputs.first(where: { $0.identity == FileIdentity(info) }) {
            throw OutputRefusal(path: path, reason: "it is \(input.path), an input of this command; write the output to another file")
        }
        return real
    }

    /// The folder part of `path` as written (empty for a bare name) and its last component; a path
    /// whose last component is `.`, `..` or empty is never checked quickly.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// Checks `path` as a folder this command fills, makes it (and the folders on its way) when
    /// missing, and locks it. The folder itself may be named through a link; what it resolves to is
    /// what is checked and written.
    package func folder(_ path: String) throws -> OutputFolder {
        let real = try checkedFolder(path)
        try Self.makeFolders(real, named: path)
        return try OutputFolder(path: real, policy: self, lock: FolderLock(real))
    }

    /// Checks `path` as ``folder(_:)`` does, without making or locking anything; returns it resolved.
    package func checkedFolder(_ path: String) throws -> String {
        // `path/.` resolves a link at the end too: the folder may be named through one.
        let resolved = try Self.resolve(path.isEmpty ? path : path.hasSuffix("/") ? path + "." : path + "/.")
        if resolved.exists {
            guard FileIdentity.kind(resolved.real) == .folder else {
                throw OutputRefusal(path: path, reason: "it is a file, not a folder; name a folder")
            }
        }
        try requireOutside(resolved.real, named: path, startingAt: resolved.real)
        return resolved.real
    }

    /// Checks `path` as a folder the command makes whole (`import figma --out`): nothing may be there,
    /// no folder on its way as written may be a link (`link/imported`, with `link -> ../victim`, would
    /// put it in the victim; for a relative path the words written are checked, the working folder
    /// being the user's own), and it may not be inside a goldens folder. Returns it resolved.
    package func newFolder(_ path: String) throws -> String {
        guard !path.isEmpty, !path.utf8.contains(0) else { return try checkedFolder(path) }
        guard FileIdentity.kind(path) == .missing else {
            throw OutputRefusal(path: path, reason: "it exists; give a folder that does not, so nothing of yours is overwritten")
        }
        var walked = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() where component != "." {
            walked += "/" + component
            if component != "..", FileIdentity.kind(walked) == .link {
                throw OutputRefusal(
                    path: path,
                    reason: "\(walked) on its way is a symbolic link (to \(Self.linkTarget(walked) ?? "?")); name the folder it points to, so what is written is where you see it")
            }
        }
        return try checkedFolder(path)
    }

    /// Refuses `real` when it, or a folder above it from `start` up, is a goldens folder or protected.
    func requireOutside(_ real: String, named path: String, startingAt start: String) throws {
        try requireOutsideProtected(real, named: path)
        var folder = start
        while true {
            if Self.holdsMarker(folder) {
                throw OutputRefusal(
                    path: path,
                    reason: "it is inside the goldens folder \(folder) (it holds Specimen's \(Self.markerName)), "
                        + "which only 'specimen snapshot record' writes; choose a path outside it")
            }
            guard folder != "/" else { return }
            folder = Self.parent(of: folder)
        }
    }

    /// Refuses `real` when it is, or is inside, a folder the command names as protected.
    func requireOutsideProtected(_ real: String, named path: String) throws {
        for folder in protectedFolders where real == folder || real.hasPrefix(folder == "/" ? "/" : folder + "/") {
            throw OutputRefusal(path: path, reason: "it is inside \(folder), the goldens folder this command reads; choose a path outside it")
        }
    }

    /// Refuses `real` when it is one of the inputs (an existing file with an input's device and inode).
    func requireNotInput(_ real: String, named path: String) throws {
        guard let identity = FileIdentity(following: real) else { return }
        if let input = inputs.first(where: { $0.identity == identity }) {
            throw OutputRefusal(path: path, reason: "it is \(input.path), an input of this command; write the output to another file")
        }
    }

    /// Whether `folder` holds Specimen's marker: a regular `manifest.json` (not a link) whose first
    /// key is `"format"` with a number, as every manifest Specimen writes begins. A web app's
    /// `manifest.json` (`{"name": ...}`) is not one.
    package static func holdsMarker(_ folder: String) -> Bool {
        let path = (folder == "/" ? "" : folder) + "/" + markerName
        guard FileIdentity.kind(path) == .file else { return false }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &head, head.count)
        guard count > 0 else { return false }
        var bytes = head.prefix(count)[...]
        func skipSpace() { while let byte = bytes.first, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { bytes.removeFirst() } }
        func take(_ text: String) -> Bool {
            skipSpace()
            guard bytes.starts(with: Array(text.utf8)) else { return false }
            bytes.removeFirst(text.utf8.count)
            return true
        }
        guard take("{"), take("\"format\""), take(":") else { return false }
        skipSpace()
        return bytes.first.map { (0x30...0x39).contains($0) } ?? false
    }

    /// A path as the kernel resolves it.
    struct Resolved {
        /// Absolute, with every link in its folders followed and `.`/`..` applied.
        let real: String
        /// Whether something (of any kind) is at `real`.
        let exists: Bool
        /// Whether the last component is itself a link (then `real` is the link's own path).
        let isLink: Bool
        let linkTarget: String?
    }

    static func resolve(_ path: String) throws -> Resolved {
        guard !path.isEmpty else { throw OutputRefusal(path: "''", reason: "the path is empty; name a file") }
        guard !path.utf8.contains(0) else {
            throw OutputRefusal(path: "'" + path.replacingNUL() + "'", reason: "the path holds a NUL byte, which would cut it short; name a file without one")
        }
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var current = "/"
        if !path.hasPrefix("/") {
            guard let directory = getcwd(nil, 0) else { throw OutputRefusal(path: path, reason: "the working folder cannot be read") }
            current = String(cString: directory)
            free(directory)
        }
        var missing = false
        var hops = 0
        while !components.isEmpty {
            let component = components.removeFirst()
            if component == "." { continue }
            if component == ".." { current = parent(of: current); continue }
            let candidate = (current == "/" ? "" : current) + "/" + component
            if missing { current = candidate; continue }
            var info = stat()
            guard lstat(candidate, &info) == 0 else { missing = true; current = candidate; continue }
            guard info.st_mode & S_IFMT == S_IFLNK else { current = candidate; continue }
            let target = linkTarget(candidate) ?? ""
            if components.isEmpty {
                return Resolved(real: candidate, exists: true, isLink: true, linkTarget: target)
            }
            // A link in a folder's place: what it names, resolved in turn (relative to the link's folder).
            hops += 1
            guard hops <= 40, !target.isEmpty else {
                throw OutputRefusal(path: path, reason: "\(candidate) is a link that does not resolve")
            }
            components = target.split(separator: "/", omittingEmptySubsequences: true).map(String.init) + components
            if target.hasPrefix("/") { current = "/" }
        }
        return Resolved(real: current, exists: !missing && FileIdentity.kind(current) != .missing, isLink: false, linkTarget: nil)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes `real` and the folders above it that are missing.
    static func makeFolders(_ real: String, named path: String) throws {
        guard FileIdentity.kind(real) != .folder else { return }
        let parent = self.parent(of: real)
        if parent != real { try makeFolders(parent, named: path) }
        guard mkdir(real, 0o777) == 0 || (errno == EEXIST && FileIdentity.kind(real) == .folder) else {
            throw OutputRefusal(path: path, reason: "cannot make the folder \(real) (\(SystemError(code: errno)))")
        }
    }
}

extension String {
    /// The text with each NUL shown as `\0`, for a message that must name it.
    func replacingNUL() -> String {
        String(decoding: utf8.flatMap { $0 == 0 ? Array("\\0".utf8) : [$0] }, as: UTF8.self)
    }
}
