import Foundation
import SpecimenFiles
import SpecimenPNG
import SpecimenSupport

/// Writes a verification's report folder: `index.html`, `junit.xml` and, per failure with pixels,
/// `images/NNN-<subject>-expected.png`, `-actual.png` and `-diff.png` (expected | difference | actual).
package struct ReportWriter: Sendable {
    /// `specimen-report/`, git-ignored.
    package static let defaultDirectory = "specimen-report"

    package let directory: URL

    package init(directory: URL) { self.directory = directory.standardizedFileURL }

    /// Refuses a report folder this verification may not write, before anything is verified or
    /// written: one inside `snapshots` or any goldens folder (through links and `..` too), a file, or
    /// one whose `images/` is a link. `OutputPolicy` is the rule.
    package func check(snapshots: URL) throws {
        do {
            try WrittenFiles.requireSpecimens(folder: directory.path)
            let real = try OutputPolicy(protecting: [snapshots.path]).checkedFolder(directory.path)
            let images = real + "/images"
            switch FileIdentity.kind(images) {
            case .missing, .folder: break
            case .link: throw OutputRefusal(path: images, reason: "it is a symbolic link; Specimen writes only into real folders inside \(real), never through a link")
            case .file, .other: throw OutputRefusal(path: images, reason: "it is a file, not a folder; move it away or choose another report folder")
            }
        } catch let refusal as OutputRefusal {
            throw SnapshotError.unwritableFile(path: refusal.path, reason: refusal.reason)
        }
    }

    /// Writes the report (and `results.json`, the document it returns) into the folder, locked while
    /// it is written; refuses a folder `check(snapshots:)` refuses. Images an earlier run wrote for
    /// failures that are gone are removed, while they are still the files it wrote (`WrittenFiles`);
    /// nothing else in the folder is ever removed.
    /// - Parameters:
    ///   - filter: recorded in `results.json`.
    ///   - snapshotsArgument: the `--snapshots` folder as the user typed it, for re-record commands.
    @discardableResult
    package func write(
        _ result: VerificationResult, snapshots: URL, filter: SubjectFilter? = nil,
        snapshotsArgument: String? = nil
    ) throws -> VerificationDocument {
        try check(snapshots: snapshots)
        let folder: OutputFolder
        let madeFolder = FileIdentity.kind(directory.path) == .missing
        let madeImages: Bool
        do {
            folder = try OutputPolicy(protecting: [snapshots.path]).folder(directory.path)
            madeImages = FileIdentity.kind(folder.path + "/images") == .missing
            try folder.folder("images")
        } catch let refusal as OutputRefusal {
            throw SnapshotError.unwritableFile(path: refusal.path, reason: refusal.reason)
        }
        do {
            return try write(result, into: folder, filter: filter, snapshotsArgument: snapshotsArgument)
        } catch {
            // A report that could not be written (a full disk) leaves no images/ and no folder it made:
            // a folder this run made goes whole (it holds only this run's files, and it is locked);
            // in an existing one, the images this run wrote into a new images/ go, then images/.
            if madeFolder {
                FileGate.removeFolderMadeThisRun(folder.path)
                throw error
            }
            if madeImages, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/images") {
                for name in names where name.hasSuffix(".png") { try? FileGate.removeFile(folder.path + "/images/" + name) }
                FileGate.removeEmptyFolder(folder.path + "/images")
            }
            throw error
        }
    }

    private func write(
        _ result: VerificationResult, into folder: OutputFolder, filter: SubjectFilter?, snapshotsArgument: String?
    ) throws -> VerificationDocument {
        var written = WrittenFiles.read(in: folder)
        var images: [Int: HTMLReport.Images] = [:]
        var imageFiles: [String] = []
        for (index, outcome) in result.failures.enumerated() {
            let outcomeImages = try writeImages(of: outcome, number: index + 1, in: folder)
            images[index] = outcomeImages
            imageFiles += [outcomeImages?.expected, outcomeImages?.actual, outcomeImages?.threePanel].compactMap { $0 }
        }
        for file in imageFiles { written.note(file, in: folder) }
        written.removeStale(keeping: Set(imageFiles), in: folder)
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
        for (file, text) in zip(files, texts) { try save(try text.get(), as: file.name, in: folder) }
        do { try written.write(in: folder) } catch {
            throw SnapshotError.unwritableFile(path: folder.path + "/" + WrittenFiles.fileName, reason: "\(error)")
        }
        return document
    }

    /// The folder relative to the working directory when it lies inside it (CI servers resolve
    /// attachment paths from the job's workspace), else absolute.
    package var displayPath: String { Self.displayPath(of: directory) }

    package static func displayPath(of url: URL) -> String {
        relativePath(of: url, inside: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) ?? url.standardizedFileURL.path
    }

    /// `url` relative to `folder` when it lies inside it (`folder` itself is `.`), else `nil`.
    package static func relativePath(of url: URL, inside folder: URL) -> String? {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    private func writeImages(of outcome: GoldenOutcome, number: Int, in folder: OutputFolder) throws -> HTMLReport.Images? {
        guard outcome.expected != nil || outcome.actual != nil else { return nil }
        let scale = outcome.subject?.scale ?? 1
        let stem = String(format: "%03d-", number) + Self.slug(outcome.name)
        func png(_ pixmap: Pixmap?, _ suffix: String) throws -> String? {
            guard let pixmap else { return nil }
            let name = "\(stem)-\(suffix).png"
            try save(try PNGEncoder().encode(pixmap, pixelsPerPoint: scale), as: "images/" + name, in: folder)
            return "images/" + name
        }
        let expected = try png(outcome.expected, "expected")
        let actual = try png(outcome.actual, "actual")
        var panel: String?
        if let e = outcome.expected, let a = outcome.actual {
            panel = try png(DiffImage.threePanel(expected: e, actual: a, maxChannelDelta: outcome.tolerance?.maxChannelDelta ?? Tolerance.exact.maxChannelDelta), "diff")
        }
        let width = (outcome.actual ?? outcome.expected).map { Double($0.width) / scale }
        return HTMLReport.Images(expected: expected, actual: actual, threePanel: panel, displayWidth: width)
    }

    private func save(_ bytes: [UInt8], as name: String, in folder: OutputFolder) throws {
        let path = folder.path + "/" + name
        do { try AtomicFile.write(bytes, to: try folder.file(name), durability: folder.policy.durability) } catch {
            throw SnapshotError.unwritableFile(path: path, reason: "\(error)")
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
