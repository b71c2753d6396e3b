import Foundation

/// The repository's goldens: a `Snapshots/` folder, the subjects that should be in it, and a renderer.
///
/// `verify` compares, `record` writes, `prune` removes what no subject produces. The environment is a
/// parameter (not read behind the caller's back), so a test can say `CI=1` without touching the process.
public struct GoldenSuite: Sendable {
    /// The `Snapshots/` folder.
    public let directory: URL
    public let renderer: Renderer
    /// Every subject, in path order.
    public let subjects: [GoldenSubject]
    /// The process environment (or a test's stand-in): `CI` is read from it.
    public let environment: [String: String]
    /// The renderer version and fonts now, compared with each golden's manifest entry.
    public let fingerprint: EnvironmentFingerprint

    public init(directory: URL, renderer: Renderer, subjects: [GoldenSubject] = GoldenSubject.standard(),
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.directory = directory.standardizedFileURL
        self.renderer = renderer
        self.subjects = GoldenSubject.sorted(subjects)
        self.environment = environment
        self.fingerprint = try EnvironmentFingerprint.current(home: renderer.home)
    }

    /// The checkout's (or `$SPECIMEN_HOME`'s) `Snapshots/`, every standard subject, the shipped themes.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GoldenSuite {
        let home = try SpecimenHome.locate(environment: environment)
        return try GoldenSuite(directory: home.root.appendingPathComponent("Snapshots", isDirectory: true),
                               renderer: Renderer(home: home), environment: environment)
    }

    /// True when `CI` is set to anything non-empty: then nothing is recorded and `Snapshots/` is never written.
    public var isCI: Bool { !(environment["CI"] ?? "").isEmpty }

    public var manifestURL: URL { directory.appendingPathComponent(GoldenManifest.fileName) }

    public func url(of subject: GoldenSubject) -> URL { url(ofFile: subject.relativePath) }

    public func url(ofFile relativePath: String) -> URL { directory.appendingPathComponent(relativePath) }

    /// The subjects a filter selects, then the shard's part of them.
    public func select(filter: SubjectFilter? = nil, shard: Shard = .whole) -> [GoldenSubject] {
        let filtered = filter.map { f in subjects.filter { f.matches($0) } } ?? subjects
        return shard.part(of: filtered)
    }

    /// Every file under `Snapshots/` except the manifest and the folder's own `README.md`, relative to
    /// it, in byte order. Empty when the folder does not exist.
    public func filesOnDisk() -> [String] {
        // Relative paths straight from the enumerator, so a symlinked or /private-resolved folder cannot
        // change how a file is named.
        // The enumerator does not follow a symlinked root, so start from where the link points.
        let root = directory.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = root.appendingPathComponent(relative).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if relative != GoldenManifest.fileName, relative != Self.readmeName { files.append(relative) }
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The documentation file a goldens folder may hold beside the manifest.
    static let readmeName = "README.md"

    /// Renders a subject: its pixels and where its nodes are, for naming regions.
    public func render(_ subject: GoldenSubject) throws -> RenderedImage {
        guard subject.played != nil else {
            return try RenderedImage(rendering: subject.configuration, options: subject.renderOptions, renderer: renderer)
        }
        let list = try subject.displayList(renderer)
        return RenderedImage(pixmap: Rasterizer().render(list), scale: subject.scale, origin: list.bounds.origin,
                             locator: NodeLocator(tree: try subject.layout(renderer), scale: subject.scale, origin: list.bounds.origin))
    }
}
