#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One hostile case's folder (`$D` in its arguments): a user's repository with the files a careless
/// tool could damage, and Specimen's home, so the case never reaches the checkout's own `Snapshots/`.
///
/// Every case starts from the same victims, checksummed before and after the command:
///
/// | Path | What it stands for |
/// |---|---|
/// | `Fonts`, `Themes` | links to the checkout's (read only): `$D` is `SPECIMEN_HOME` |
/// | `Snapshots/` | a goldens folder Specimen wrote: the 7 goldens of `Stepper/Size=sm, State=Default` and their `manifest.json`, a `README.md`, a hidden `.notes.tmp-draft` |
/// | `public/` | a web app: `manifest.json` (not Specimen's), `icons/app/icon@2x.png` (golden-shaped), `index.html` |
/// | `.git/`, `README.md`, `.notes.tmp-draft` | the repository itself, and a hidden file shaped like a temporary |
/// | `inputs/` | `a.png` and `b.png` (two 107 x 36 PNGs that differ), `tokens.json`, `jobs.jsonl` (one good batch line writing `out/batch.png`) |
/// | `outside/secret.txt` | a folder a link may point into |
/// | `tmp/` | the child's `TMPDIR`: it must be empty again when the command ends |
///
/// A case adds its own fixtures with the helpers below, in its `setup`; they are part of the "before"
/// inventory, so the command may not change them either unless the case names them as outputs.
struct HostileSandbox: Sendable {
    /// `$D`.
    let root: URL

    var path: String { root.path }

    /// The checkout this test file is in, or `SPECIMEN_TEST_CHECKOUT`: an older build's own checkout
    /// when `SPECIMEN_TEST_EXECUTABLE` names that build, so its sandboxes hold the themes, fonts and
    /// goldens it can read (it refuses a newer document's keys) and a row fails there for its own reason.
    static let repository: URL = {
        if let path = ProcessInfo.processInfo.environment["SPECIMEN_TEST_CHECKOUT"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// The goldens every sandbox's `Snapshots/` holds, as a `--filter` for them.
    static let goldensFilter = "Stepper/Size=sm, State=Default/*"
    static let goldensFolder = "Stepper/Size=sm, State=Default"

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Writes a file (and the folders on its way).
    func write(_ relative: String, _ text: String) throws { try write(relative, bytes: Array(text.utf8)) }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let url = url(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(at: url(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` holding `target` as written (relative to the link's folder, or absolute).
    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createDirectory(at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url(relative).path, withDestinationPath: target)
    }

    func fifo(_ relative: String) throws {
        guard mkfifo(url(relative).path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// The bytes of a file in the sandbox.
    func bytes(_ relative: String) -> [UInt8]? { FileManager.default.contents(atPath: url(relative).path).map { Array($0) } }

    /// A new sandbox with the standard victims.
    static func make() throws -> HostileSandbox {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hostile-\(UUID().uuidString)")
        let sandbox = HostileSandbox(root: URL(fileURLWithPath: root.path, isDirectory: true))
        try sandbox.makeFolder("")
        try sandbox.link("Fonts", to: repository.appendingPathComponent("Fonts").path)
        try sandbox.link("Themes", to: repository.appendingPathComponent("Themes").path)
        let template = try goldensTemplate.get()
        for (file, bytes) in template { try sandbox.write("Snapshots/" + file, bytes: bytes) }
        try sandbox.write("Snapshots/README.md", "# Goldens\nRecorded by specimen snapshot record.\n")
        try sandbox.write("Snapshots/.notes.tmp-draft", "a reviewer's notes, hidden, shaped like a temporary file\n")
        try sandbox.write("public/manifest.json", #"{"name": "Shop", "icons": [{"src": "icons/app/icon@2x.png", "sizes": "214x72"}]}"# + "\n")
        let a = try repositoryBytes("Snapshots/Stepper/Size=sm, State=Default/light@1x.png")
        let b = try repositoryBytes("Snapshots/Stepper/Size=sm, State=Max/light@1x.png")
        try sandbox.write("public/icons/app/icon@2x.png", bytes: try repositoryBytes("Snapshots/Stepper/Size=sm, State=Max/light@2x.png"))
        try sandbox.write("public/index.html", "<!doctype html><title>Shop</title>\n")
        try sandbox.write(".git/HEAD", "ref: refs/heads/main\n")
        try sandbox.write(".git/config", "[core]\n\tbare = false\n")
        try sandbox.write("README.md", "# Shop\n")
        try sandbox.write(".notes.tmp-draft", "draft\n")
        try sandbox.write("inputs/a.png", bytes: a)
        try sandbox.write("inputs/b.png", bytes: b)
        try sandbox.write("inputs/tokens.json", ##"{"color": {"brand": {"base": {"$type": "color", "$value": "#3366ff"}}}}"## + "\n")
        try sandbox.write("inputs/jobs.jsonl", #"{"set": "Stepper", "out": "out/batch.png"}"# + "\n")
        try sandbox.write("outside/secret.txt", "not Specimen's\n")
        try sandbox.makeFolder("tmp")
        return sandbox
    }

    static func repositoryBytes(_ relative: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: repository.appendingPathComponent(relative).path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: relative])
        }
        return Array(data)
    }

    /// The sandbox goldens: the checkout's files for `goldensFolder` and a manifest of their entries
    /// only, cut from the checkout's manifest text, so its bytes are the ones `record` writes and a
    /// record that changes nothing leaves it as it is. Read once per test process.
    static let goldensTemplate: Result<[String: [UInt8]], any Error> = Result {
        let text = String(decoding: try repositoryBytes("Snapshots/manifest.json"), as: UTF8.self)
        guard let head = text.range(of: "\n  \"goldens\": [\n") else { throw CocoaError(.fileReadCorruptFile) }
        // Each entry is `    {` ... `    }` at four spaces; they are sorted by file, so a folder's are together.
        let blocks = text[head.upperBound...].components(separatedBy: "\n    },\n").map { $0.hasSuffix("\n    }\n  ]\n}\n") ? String($0.dropLast(13)) : $0 }
        let chosen = blocks.filter { $0.contains("\"file\": \"\(goldensFolder)/") }
        guard !chosen.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
        var files: [String: [UInt8]] = [:]
        for block in chosen {
            guard let start = block.range(of: "\"file\": \""), let end = block[start.upperBound...].firstIndex(of: "\"") else { continue }
            let file = String(block[start.upperBound..<end])
            files[file] = try repositoryBytes("Snapshots/" + file)
        }
        files["manifest.json"] = Array((String(text[..<head.upperBound]) + chosen.joined(separator: "\n    },\n") + "\n    }\n  ]\n}\n").utf8)
        return files
    }
}
