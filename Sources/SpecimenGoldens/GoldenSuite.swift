import Foundation
import SpecimenFiles

/// The repository's goldens: a `Snapshots/` folder, the subjects that should be in it, and a renderer.
///
/// `verify` compares, `record` writes, `prune` removes what no subject produces. The environment is a
/// parameter (not read behind the caller's back), so a test can say `CI=1` without touching the process.
package struct GoldenSuite: Sendable {
    /// The `Snapshots/` folder.
    package let directory: URL
    package let renderer: Renderer
    /// Every subject, in path order.
    package let subjects: [GoldenSubject]
    /// The process environment (or a test's stand-in): `CI` is read from it.
    package let environment: [String: String]
    /// The renderer version and fonts now, compared with each golden's manifest entry.
    package var fingerprint: EnvironmentFingerprint { fingerprintTask.value }
    /// Every flush `record`, `configure` and `prune` pay goes through it (a test hands in its own to count them).
    package var syncer: FileSyncer = .system
    /// The folder of the project these goldens belong to (``owned(by:adopting:)``); nil leaves ownership
    /// unchecked and the manifest's `"project"` as it is (the Swift API, tests).
    package var owner: URL?
    /// Whether `record` and `prune` take over a folder whose manifest names another project (`--adopt`).
    package var adopting = false
    /// Hashed in the background from the font bytes read (or refused) in `init`.
    private let fingerprintTask: BackgroundTask<EnvironmentFingerprint>

    package init(
        directory: URL, renderer: Renderer, subjects: [GoldenSubject] = GoldenSubject.standard(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        self.directory = directory.standardizedFileURL
        self.renderer = renderer
        self.subjects = GoldenSubject.sorted(subjects)
        self.environment = environment
        let fonts = try EnvironmentFingerprint.fonts(
            home: renderer.home,
            designSystemFonts: renderer.designSystems.flatMap { system in
                system.fontFiles.map { (designSystem: system.name, file: $0) }
            })
        self.fingerprintTask = BackgroundTask { EnvironmentFingerprint(hashing: fonts) }
    }

    /// The checkout's (or `$SPECIMEN_HOME`'s) `Snapshots/`, every standard subject, the shipped themes.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GoldenSuite {
        let home = try SpecimenHome.locate(environment: environment)
        return try GoldenSuite(
            directory: home.root.appendingPathComponent("Snapshots", isDirectory: true),
            renderer: Renderer(home: home), environment: environment)
    }

    /// True when `CI` is set to anything non-empty: then nothing is recorded and `Snapshots/` is never written.
    package var isCI: Bool { !(environment["CI"] ?? "").isEmpty }

    package var manifestURL: URL { directory.appendingPathComponent(GoldenManifest.fileName) }

    package func url(of subject: GoldenSubject) -> URL { url(ofFile: subject.relativePath) }

    package func url(ofFile relativePath: String) -> URL { directory.appendingPathComponent(relativePath) }

    /// The subjects a filter selects, then the shard's part of them.
    package func select(filter: SubjectFilter? = nil, shard: Shard = .whole) -> [GoldenSubject] {
        let filtered = filter.map { f in subjects.filter { f.matches($0) } } ?? subjects
        return shard.part(of: filtered)
    }

    /// The golden-shaped files under `Snapshots/` (`<Set>/<Variant>/<theme>@<scale>x.png`), relative to
    /// it, in byte order; nothing else in the folder is Specimen's to report or remove. Empty when the
    /// folder does not exist.
    package func filesOnDisk() -> [String] { GoldenFolder.contents(of: directory).goldens }

    /// Throws unless `record` (`forRecording`), `prune` or `configure` may change the folder: it holds
    /// Specimen's marker (its own `manifest.json`, `OutputPolicy.holdsMarker`), or, for `record` only,
    /// it is new or empty (a README and a `.gitkeep` aside; a dot file counts). So pointing one at a repository's root,
    /// a home folder or a web app's `public/` (whose `manifest.json` is not Specimen's) is refused
    /// before anything is touched.
    func requireGoldensFolder(forRecording: Bool) throws {
        let path = directory.path
        let manifestPath = manifestURL.path
        if GoldenFolder.exists(path) {
            guard GoldenFolder.entryKind(directory.resolvingSymlinksInPath().path) == .folder else {
                throw SnapshotError.notAGoldensFolder(path: path, reason: "it is not a folder")
            }
        } else {
            guard forRecording else { throw SnapshotError.notAGoldensFolder(path: path, reason: "no such folder") }
            return
        }
        if GoldenFolder.exists(manifestPath) {
            guard GoldenFolder.entryKind(manifestPath) == .file else {
                throw SnapshotError.notAGoldensFolder(path: path, reason: "\(GoldenManifest.fileName) is not a regular file")
            }
            guard OutputPolicy.holdsMarker(directory.resolvingSymlinksInPath().path) else {
                throw SnapshotError.notAGoldensFolder(path: path, reason: "its \(GoldenManifest.fileName) is not Specimen's (it does not begin with a \"format\" key)")
            }
            try requireOwner()
            return
        }
        guard forRecording else {
            throw SnapshotError.notAGoldensFolder(path: path, reason: "it holds no \(GoldenManifest.fileName)")
        }
        guard isEmptyOfOthers else {
            throw SnapshotError.notAGoldensFolder(
                path: path, reason: "it holds other files and no \(GoldenManifest.fileName) (restore the manifest from git, or record into a new folder)")
        }
    }

    /// True when the folder holds nothing but a README and a `.gitkeep` (or does not exist). Any other
    /// entry, a dot file included, makes it someone's: a home folder holds only `.bashrc` and `.ssh/`.
    var isEmptyOfOthers: Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .allSatisfy { $0 == Self.readmeName || ($0 == ".gitkeep" && GoldenFolder.entryKind(directory.path + "/" + $0) == .file) }
    }

    /// Runs `body` holding the folder's lock (`FolderLock`, the lock every command that writes a
    /// folder takes); a second writer is refused at once.
    func holdingLock<T>(_ body: () throws -> T) throws -> T {
        let lock: FolderLock
        do { lock = try FolderLock(directory.resolvingSymlinksInPath().path) } catch is FolderLock.Busy {
            throw SnapshotError.folderBusy(path: directory.path, reason: FolderLock.Busy.reason)
        } catch let refusal as OutputRefusal {
            throw SnapshotError.unwritableFile(path: directory.path, reason: refusal.reason)
        }
        return try withExtendedLifetime(lock) { try body() }
    }

    /// The documentation file a goldens folder may hold beside the manifest.
    static let readmeName = "README.md"

    /// Renders a subject: its pixels and where its nodes are, for naming regions.
    package func render(_ subject: GoldenSubject) throws -> RenderedImage {
        guard subject.played != nil else {
            return try RenderedImage(rendering: subject.configuration, options: subject.renderOptions, renderer: renderer)
        }
        let list = try subject.displayList(renderer)
        return RenderedImage(
            pixmap: renderer.rasterizer.render(list), scale: subject.scale, origin: list.bounds.origin,
            locator: NodeLocator(tree: try subject.layout(renderer), scale: subject.scale, origin: list.bounds.origin))
    }
}
