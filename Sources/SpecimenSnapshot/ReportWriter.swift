import Foundation

/// Writes a verification's report folder: `index.html`, `junit.xml` and, per failure with pixels,
/// `images/NNN-<subject>-expected.png`, `-actual.png` and `-diff.png` (expected | difference | actual).
public struct ReportWriter: Sendable {
    /// `specimen-report/`, git-ignored.
    public static let defaultDirectory = "specimen-report"

    public let directory: URL

    public init(directory: URL) { self.directory = directory.standardizedFileURL }

    /// Writes the report (and `results.json`, the document it returns); refuses a folder inside
    /// `Snapshots/`, which verification must never write.
    /// - Parameters:
    ///   - filter: recorded in `results.json`.
    ///   - snapshotsArgument: the `--snapshots` folder as the user typed it, for re-record commands.
    @discardableResult
    public func write(_ result: VerificationResult, snapshots: URL, filter: SubjectFilter? = nil,
                      snapshotsArgument: String? = nil) throws -> VerificationDocument {
        // Both through their links: a report folder that is (or sits under) a link into Snapshots/ is
        // inside it just the same.
        let snapshotsPath = Self.realPath(snapshots.standardizedFileURL.path)
        let path = Self.realPath(directory.path)
        guard path != snapshotsPath, !path.hasPrefix(snapshotsPath.hasSuffix("/") ? snapshotsPath : snapshotsPath + "/") else {
            throw SnapshotError.unwritableFile(path: path, reason: "the report folder may not be inside Snapshots/, which verify never writes")
        }
        let imagesFolder = directory.appendingPathComponent("images", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: imagesFolder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.unwritableFile(path: imagesFolder.path, reason: "cannot create the folder")
        }
        removeOldImages(in: imagesFolder)
        var images: [Int: HTMLReport.Images] = [:]
        for (index, outcome) in result.failures.enumerated() {
            images[index] = try writeImages(of: outcome, number: index + 1, in: imagesFolder)
        }
        let document = VerificationDocument(result, filter: filter, images: images, snapshots: snapshotsArgument)
        // The three files are independent texts of the same result: built side by side, they cost the
        // longest of the three rather than their sum at the end of every verify.
        let reportFolder = displayPath, finalImages = images
        let files: [(name: String, text: @Sendable () throws -> [UInt8])] = [
            ("index.html", { Array(HTMLReport.html(result, images: finalImages, rerecord: document.rerecord).utf8) }),
            ("junit.xml", { Array(JUnitReport.xml(document, reportFolder: reportFolder).utf8) }),
            ("results.json", { try document.encoded() }),
        ]
        let texts = ParallelMap.map(files.map(\.text)) { text in Result { try text() } }
        for (file, text) in zip(files, texts) { try save(try text.get(), as: file.name) }
        return document
    }

    /// The folder relative to the working directory when it lies inside it (CI servers resolve
    /// attachment paths from the job's workspace), else absolute.
    public var displayPath: String { Self.displayPath(of: directory) }

    public static func displayPath(of url: URL) -> String {
        relativePath(of: url, inside: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) ?? url.standardizedFileURL.path
    }

    /// `url` relative to `folder` when it lies inside it (`folder` itself is `.`), else `nil`.
    public static func relativePath(of url: URL, inside folder: URL) -> String? {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    private func writeImages(of outcome: GoldenOutcome, number: Int, in folder: URL) throws -> HTMLReport.Images? {
        guard outcome.expected != nil || outcome.actual != nil else { return nil }
        let scale = outcome.subject?.scale ?? 1
        let stem = String(format: "%03d-", number) + Self.slug(outcome.name)
        func png(_ pixmap: Pixmap?, _ suffix: String) throws -> String? {
            guard let pixmap else { return nil }
            let name = "\(stem)-\(suffix).png"
            try save(try PNGEncoder().encode(pixmap, pixelsPerPoint: scale), as: "images/" + name)
            return "images/" + name
        }
        let expected = try png(outcome.expected, "expected")
        let actual = try png(outcome.actual, "actual")
        var panel: String?
        if let e = outcome.expected, let a = outcome.actual {
            panel = try png(DiffImage.threePanel(expected: e, actual: a, maxChannelDelta: outcome.tolerance?.maxChannelDelta ?? 1), "diff")
        }
        let width = (outcome.actual ?? outcome.expected).map { Double($0.width) / scale }
        return HTMLReport.Images(expected: expected, actual: actual, threePanel: panel, displayWidth: width)
    }

    /// `path` with every link resolved, for the part that exists; the rest (not yet made) appended.
    static func realPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        guard let resolved = realpath(existing.path, nil) else { return path }
        defer { free(resolved) }
        return ([String(cString: resolved)] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }

    private func save(_ bytes: [UInt8], as name: String) throws {
        let url = directory.appendingPathComponent(name)
        do { try AtomicFile.write(bytes, to: url.path) } catch {
            throw SnapshotError.unwritableFile(path: url.path, reason: "\(error)")
        }
    }

    /// Removes images an earlier run wrote (`NNN-...png`), and nothing else, so stale failures vanish.
    private func removeOldImages(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasSuffix(".png") && name.prefix(4).dropLast().allSatisfy(\.isNumber) && name.dropFirst(3).first == "-" {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// `text-input-type-password-state-error-dark-2x`: ASCII letters and digits, runs of others as `-`.
    static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return String(out.prefix(100))
    }
}
