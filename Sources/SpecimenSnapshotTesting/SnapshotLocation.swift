import Foundation
import SpecimenFiles

/// Where a test's reference file lives and where a failure's files go.
///
/// The reference is `<directory>/<Suite>.<test>.<name>.<ext>` with `named:`, else
/// `<Suite>.<test>.<n>.<ext>` where `n` counts the test's unnamed snapshots from 1 across every format
/// (swift-snapshot-testing's habit, keyed as Paparazzi keys class and method). A test at file scope has
/// no suite: `<test>.<n>.<ext>`. Failures' files go to `$SPECIMEN_ARTIFACTS/<Module>/<TestFile>/`, so two
/// tests of one name in different files never meet.
struct SnapshotLocation {
    let referenceURL: URL
    /// `SignUpTests.password.1`, `quantity.dark`: how messages name the snapshot.
    let displayName: String
    /// `SnapshotTests/SnapshottingTests`: the test file, as `#fileID` names it, without `.swift`.
    let testFileKey: String
    /// The reference's file name without its extension.
    private let stem: String
    private let pathExtension: String?

    /// Why no location can be given: a parameterised test's unnamed snapshot, whose cases would share
    /// one number sequence and race for its files.
    static func unnamedInParameterisedTest(_ identity: SnapshotTestIdentity) -> String {
        "'\(identity.key)' is a parameterised test, so its cases would share one reference; name each case's snapshot from its argument, such as named: theme (any CustomStringConvertible) or named: \"dark\""
    }

    /// `nil` when the test is parameterised and no `name` is given.
    init?(file: String, fileID: String, identity: SnapshotTestIdentity, name: String?, directory: String?, pathExtension: String?) {
        let testFile = URL(fileURLWithPath: file)
        let folder =
            directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
        if identity.isParameterized, name == nil { return nil }
        let testStem = (identity.suite + [identity.test]).map(Self.sanitized).joined(separator: ".")
        // One sequence per test, whatever the format: `.1.png`, `.2.svg`, never `.1.png` and `.1.svg`.
        let identifier =
            name.map(Self.sanitized)
            ?? String(SnapshotCounter.next(for: folder.standardizedFileURL.path + "/" + testStem))
        let stem = "\(testStem).\(identifier)"
        self.stem = stem
        self.pathExtension = pathExtension
        referenceURL = folder.appendingPathComponent(pathExtension.map { "\(stem).\($0)" } ?? stem)
        displayName = "\(identity.key).\(name ?? identifier)"
        // `Module/File.swift` -> `Module/File`: the module keeps two `Tests.swift` of different targets apart.
        var parts = fileID.split(separator: "/").map(String.init)
        if parts.isEmpty { parts = [testFile.lastPathComponent] }
        parts[parts.count - 1] = (parts[parts.count - 1] as NSString).deletingPathExtension
        testFileKey = parts.map(Self.sanitized).joined(separator: "/")
    }

    /// Writes atomically, creating folders; returns a failure message, or `nil` on success.
    func write(_ data: Data, to url: URL) -> String? {
        do {
            try FileGate.makeFolders(url.deletingLastPathComponent().path)
            try AtomicFile.write(Array(data), to: url.path, durability: .flushed)
            return nil
        } catch {
            return "cannot record snapshot at \(url.path): \(error)"
        }
    }

    /// `$SPECIMEN_ARTIFACTS`, or `specimen-snapshots` in the temporary folder when it is unset or empty.
    static func artifactsRoot(environment: [String: String]) -> URL {
        let root =
            environment["SPECIMEN_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("specimen-snapshots")
        return URL(fileURLWithPath: root, isDirectory: true)
    }

    /// Writes the actual snapshot (`<stem>.actual.<ext>`) and the attachments (`<stem>.difference.png`)
    /// into the test file's artifacts folder; returns the files written, by the names tests attach them as.
    func writeArtifacts(actual: Data, attachments: [DiffAttachment], environment: [String: String]) -> [(url: URL, attachment: DiffAttachment)] {
        let folder = Self.artifactsRoot(environment: environment).appendingPathComponent(testFileKey, isDirectory: true)
        let actualName = pathExtension.map { "actual.\($0)" } ?? "actual"
        var files: [(URL, DiffAttachment)] = []
        for attachment in [DiffAttachment(name: actualName, bytes: Array(actual))] + attachments {
            let url = folder.appendingPathComponent("\(stem).\(attachment.name)")
            if write(Data(attachment.bytes), to: url) == nil {
                files.append((url, DiffAttachment(name: "\(stem).\(attachment.name)", bytes: attachment.bytes)))
            }
        }
        return files
    }

    /// A file-name-safe version of a test or snapshot name.
    static func sanitized(_ text: String) -> String {
        let component = GoldenPath.component(text)
        return component.replacingOccurrences(of: " ", with: "_")
    }
}
