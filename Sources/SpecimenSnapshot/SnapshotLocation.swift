import Foundation

/// Where a test's reference file lives and where a failure's files go.
struct SnapshotLocation {
    let referenceURL: URL
    let displayName: String
    private let fileName: String

    init(file: String, testName: String, name: String?, directory: String?, pathExtension: String?) {
        let testFile = URL(fileURLWithPath: file)
        let folder = directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent()
                .appendingPathComponent("__Snapshots__", isDirectory: true)
                .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
        let test = Self.sanitized(testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName)
        let stem = name.map { "\(test).\(Self.sanitized($0))" } ?? test
        fileName = pathExtension.map { "\(stem).\($0)" } ?? stem
        referenceURL = folder.appendingPathComponent(fileName)
        displayName = name ?? test
    }

    /// Writes atomically, creating folders; returns a failure message, or `nil` on success.
    func write(_ data: Data, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Array(data), to: url.path)
            return nil
        } catch {
            return "cannot record snapshot at \(url.path): \(error)"
        }
    }

    /// Writes the actual snapshot and the attachments beside each other; returns `; actual and
    /// difference written to <folder>` for the message, or empty when they could not be written.
    func writeArtifacts(actual: Data, attachments: [DiffAttachment], environment: [String: String]) -> String {
        let root = environment["SPECIMEN_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("specimen-snapshots")
        let folder = URL(fileURLWithPath: root, isDirectory: true)
        guard write(actual, to: folder.appendingPathComponent(fileName)) == nil else { return "" }
        for attachment in attachments {
            _ = write(Data(attachment.bytes), to: folder.appendingPathComponent("\(fileName).\(attachment.name)"))
        }
        return "; actual and difference written to \(folder.path)/\(fileName)*"
    }

    /// A file-name-safe version of a test or snapshot name.
    static func sanitized(_ text: String) -> String {
        let component = GoldenPath.component(text)
        return component.replacingOccurrences(of: " ", with: "_")
    }
}
