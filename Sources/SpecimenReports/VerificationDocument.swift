import Foundation
import SpecimenSupport

/// `results.json`: every golden's result of one `verify` (or of several shards merged), for machines.
///
/// Image paths are relative to the folder holding the document (the report folder), so a report
/// folder can be moved or downloaded as a CI artifact and still find its images.
package struct VerificationDocument: Codable, Sendable, Hashable {
    package static let formatVersion = 1

    /// One golden's (or orphan's, or the manifest's) result.
    package struct Result: Codable, Sendable, Hashable {
        package var name: String
        /// Relative to `Snapshots/`.
        package var file: String
        package var set: String?
        package var variant: String?
        package var theme: String?
        package var scale: Double?
        /// `matched`, `pixels changed`, `environment changed`, `size changed`, `missing`, ...
        package var status: String
        package var passed: Bool
        package var changedPixels: Int
        package var regions: [Region]
        package var images: Images?
        package var seconds: Double
        /// The failure line, or a note on a pass.
        package var message: String
        /// The command that re-records this golden alone, for a failure.
        package var rerecord: String?
    }

    /// A region of changed pixels, in device pixels from the image's top-left.
    package struct Region: Codable, Sendable, Hashable {
        package var node: String
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int
        package var pixels: Int
        package var maxDelta: Int
    }

    /// A failure's pictures; `golden` is the file under `Snapshots/`, the rest are in the report folder.
    package struct Images: Codable, Sendable, Hashable {
        package var golden: String
        package var expected: String?
        package var actual: String?
        package var diff: String?
    }

    package struct Totals: Codable, Sendable, Hashable {
        package var goldens: Int
        package var matched: Int
        package var failed: Int
        /// Failures by status.
        package var byStatus: [String: Int]
        package var seconds: Double
    }

    package var format: Int
    package var specimen: String
    /// `K/N` of every shard the document holds, in order (`["1/1"]` for a whole run).
    package var shards: [String]
    package var filter: [String]
    package var tolerance: String
    package var totals: Totals
    /// Re-records every failure in the document; `nil` when all passed.
    package var rerecord: String?
    package var results: [Result]

    /// The document of `result`, with the report's image files per failure (by index in `result.failures`).
    package init(_ result: VerificationResult, filter: SubjectFilter?, images: [Int: HTMLReport.Images], snapshots: String? = nil) {
        var results: [Result] = []
        var failureIndex = 0
        for outcome in result.outcomes {
            var files: Images?
            if !outcome.passed {
                if let report = images[failureIndex] {
                    files = Images(golden: "Snapshots/" + outcome.file, expected: report.expected, actual: report.actual, diff: report.threePanel)
                } else if outcome.subject != nil {
                    files = Images(golden: "Snapshots/" + outcome.file)
                }
                failureIndex += 1
            }
            let configuration = outcome.subject?.configuration
            results.append(
                Result(
                    name: outcome.name, file: outcome.file, set: configuration?.set.name, variant: configuration?.variant.name,
                    theme: outcome.subject?.theme.rawValue, scale: outcome.subject?.scale, status: outcome.kind.rawValue,
                    passed: outcome.passed, changedPixels: outcome.differingPixels,
                    regions: outcome.regions.map {
                        Region(
                            node: $0.node, x: $0.region.x, y: $0.region.y, width: $0.region.width,
                            height: $0.region.height, pixels: $0.region.pixelCount, maxDelta: $0.region.largestDelta)
                    },
                    images: files, seconds: Self.rounded(outcome.seconds), message: outcome.line,
                    rerecord: outcome.passed ? nil : RerecordCommand.command(for: outcome, snapshots: snapshots)))
        }
        self.init(
            shards: [result.shard.description], filter: filter?.patterns ?? [], tolerance: result.tolerance.description,
            seconds: result.seconds, results: results,
            rerecord: RerecordCommand.command(for: result.failures, snapshots: snapshots))
    }

    /// A document of `results`, its totals counted from them.
    package init(shards: [String], filter: [String], tolerance: String, seconds: Double, results: [Result], rerecord: String?) {
        format = Self.formatVersion
        specimen = SpecimenVersion.current
        self.shards = shards
        self.filter = filter
        self.tolerance = tolerance
        var byStatus: [String: Int] = [:]
        for result in results where !result.passed { byStatus[result.status, default: 0] += 1 }
        let matched = results.filter(\.passed).count
        totals = Totals(
            goldens: results.filter { $0.set != nil }.count, matched: matched, failed: results.count - matched,
            byStatus: byStatus, seconds: Self.rounded(seconds))
        self.rerecord = rerecord
        self.results = results
    }

    package var failures: [Result] { results.filter { !$0.passed } }

    /// Sorted keys, two-space indents, unescaped slashes, a final newline.
    package func encoded() throws -> [UInt8] {
        JSONWriter.pretty(json) + [10]
    }

    /// Reads a document, or an error naming the file.
    package static func load(from url: URL) throws -> VerificationDocument {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SnapshotError.unreadableFile(path: url.path, reason: FileManager.default.fileExists(atPath: url.path) ? "cannot read it" : "no such file")
        }
        let document: VerificationDocument
        do {
            document = try VerificationDocument(try JSONFields.document(try JSONReader.parse(Array(data), dialect: .strict)))
        } catch let error as JSONSyntaxError {
            throw SnapshotError.unreadableFile(path: url.path, reason: "not a Specimen results.json (invalid JSON: \(error.reason))")
        } catch {
            throw SnapshotError.unreadableFile(path: url.path, reason: "not a Specimen results.json (\(error))")
        }
        guard document.format == formatVersion else {
            throw SnapshotError.unreadableFile(path: url.path, reason: "results format \(document.format) is not the \(formatVersion) this Specimen reads")
        }
        return document
    }

    /// Milliseconds are all a report needs, and they keep the JSON short.
    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
