import Foundation

extension Diffing where Format == String {
    /// UTF-8 text compared line by line; the message is a unified-style diff.
    package static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SnapshotError.unreadableFile(path: "reference", reason: "not UTF-8 text")
                }
                return text
            },
            diff: { reference, actual in
                guard let diff = LineDiff.diff(reference, actual) else { return nil }
                return ("text changed (- reference, + actual):\n" + diff, [DiffAttachment(name: "difference.diff", bytes: Array(diff.utf8))])
            })
    }
}
