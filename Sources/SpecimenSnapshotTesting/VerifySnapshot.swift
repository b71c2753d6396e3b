import Foundation

/// Checks `value` against its reference file, recording it when the record mode says to.
///
/// Returns `nil` when the snapshot matches, and otherwise one message saying what differs (or that a
/// reference was recorded and needs review), where the reference is, and where the actual snapshot and
/// the difference files were written. Usable from any test framework:
///
///     #expect(verifySnapshot(of: configuration, as: .png()) == nil)          // Swift Testing
///     XCTAssertNil(verifySnapshot(of: configuration, as: .layoutJSON))     // XCTest
///
/// - Parameters:
///   - named: the snapshot's name. The file is `<snapshotDirectory>/<Suite>.<test>.<name>.<ext>`;
///     without a name it is `<Suite>.<test>.<n>.<ext>`, `n` counting the test's unnamed snapshots from 1
///     across formats. `<Suite>` is the types the Swift Testing test is declared in (none at file
///     scope), `<test>` its function without labels; outside Swift Testing, `testName`. Each case of a
///     parameterised test must name its snapshots (`named: theme`, any `CustomStringConvertible`).
///   - snapshotDirectory: defaults to `__Snapshots__/<TestFile>/` beside the test file.
///   - record: overrides `withSnapshotTesting`, `.snapshots(record:)` and `SPECIMEN_RECORD`; under
///     `CI` nothing is ever recorded.
///   - environment: where `CI`, `SPECIMEN_RECORD` and `SPECIMEN_ARTIFACTS` are read. Failures write
///     `<stem>.actual.<ext>` and `<stem>.difference.png` to `$SPECIMEN_ARTIFACTS/<Module>/<TestFile>/`
///     (default: a `specimen-snapshots` folder in the temporary directory).
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: (any CustomStringConvertible)? = nil,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    snapshotFailure(
        of: try value(), as: snapshotting, named: name?.description, snapshotDirectory: snapshotDirectory, record: record,
        environment: environment, fileID: fileID, file: "\(file)", testName: testName)?.message
}

/// Why a snapshot did not pass, and the files written to show it.
struct SnapshotFailure {
    let message: String
    /// The actual snapshot and the difference files, as written under `SPECIMEN_ARTIFACTS`.
    var artifacts: [(url: URL, attachment: DiffAttachment)] = []
}

/// `verifySnapshot`'s work, keeping the artifacts so `assertSnapshot` can attach them to the test.
func snapshotFailure<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
    snapshotDirectory: String?, record: SnapshotRecordMode?, environment: [String: String], fileID: String, file: String, testName: String
) -> SnapshotFailure? {
    let isCI = !(environment["CI"] ?? "").isEmpty
    let mode: SnapshotRecordMode
    do {
        mode = isCI ? .never : try record ?? SnapshotTestConfiguration.current.record ?? SnapshotRecordMode.from(environment: environment)
    } catch {
        return SnapshotFailure(message: "\(error)")
    }
    let identity = SnapshotTestIdentity.current(testName: testName)
    guard
        let location = SnapshotLocation(
            file: file, fileID: fileID, identity: identity, name: name, directory: snapshotDirectory,
            pathExtension: snapshotting.pathExtension)
    else {
        return SnapshotFailure(message: SnapshotLocation.unnamedInParameterisedTest(identity))
    }
    let reference = location.referenceURL
    let actual: Format
    do {
        actual = try snapshotting.snapshot(value())
    } catch {
        return SnapshotFailure(message: "cannot take snapshot '\(location.displayName)': \(error)")
    }
    let fresh: Data
    do {
        fresh = try snapshotting.diffing.toData(actual)
    } catch {
        return SnapshotFailure(message: "cannot encode snapshot '\(location.displayName)': \(error)")
    }

    guard let stored = FileManager.default.contents(atPath: reference.path) else {
        guard mode != .never else {
            let why =
                isCI
                ? "CI is set, so nothing is recorded; record it locally and commit it"
                : "record it with SPECIMEN_RECORD=missing (the default) or all"
            return SnapshotFailure(message: "no reference snapshot at \(reference.path); \(why)")
        }
        if let failure = location.write(fresh, to: reference) { return SnapshotFailure(message: failure) }
        return SnapshotFailure(message: "recorded a new reference snapshot at \(reference.path); review it, then run the test again")
    }

    let failure: (String, [DiffAttachment])
    do {
        let expected = try snapshotting.diffing.fromData(stored)
        guard let difference = snapshotting.diffing.diff(expected, actual) else {
            // Equal as far as the diffing cares; in `all` mode refresh bytes that differ (a new encoder),
            // never the ones that are already right, so re-recording does not churn the repository.
            if mode == .all, stored != fresh, let failure = location.write(fresh, to: reference) { return SnapshotFailure(message: failure) }
            return nil
        }
        failure = difference
    } catch {
        failure = ("cannot read reference \(reference.path): \(error)", [])
    }

    if mode == .all || mode == .failed {
        if let problem = location.write(fresh, to: reference) { return SnapshotFailure(message: problem) }
        return SnapshotFailure(
            message: "snapshot '\(location.displayName)' did not match and was re-recorded at \(reference.path) (SPECIMEN_RECORD=\(mode.rawValue)): \(failure.0)")
    }
    let artifacts = location.writeArtifacts(actual: fresh, attachments: failure.1, environment: environment)
    var message = "snapshot '\(location.displayName)' does not match \(reference.path): \(failure.0)"
    if !artifacts.isEmpty { message += "; actual and difference written to " + artifacts.map(\.url.path).joined(separator: ", ") }
    return SnapshotFailure(message: message, artifacts: artifacts)
}
