#if canImport(Testing)
import Foundation
import Testing

/// Checks `value` against its reference and records a Swift Testing issue, at the caller's line, when
/// it does not match, with the actual snapshot and the difference image attached to the test (saved by
/// `swift test --attachments-path DIR`) as well as written under `SPECIMEN_ARTIFACTS`. See
/// `verifySnapshot(of:as:...)` for the parameters and the file names; from XCTest, call
/// `XCTAssertNil(verifySnapshot(...))` instead.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: (any CustomStringConvertible)? = nil,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: Int = #column
) {
    guard
        let failure = snapshotFailure(
            of: try value(), as: snapshotting, named: name?.description, snapshotDirectory: snapshotDirectory,
            record: record, environment: environment, fileID: fileID, file: "\(file)", testName: testName)
    else { return }
    let location = SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column)
    if Test.current != nil {
        for artifact in failure.artifacts {
            Attachment.record(artifact.attachment.bytes, named: artifact.attachment.name, sourceLocation: location)
        }
    }
    Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
}
#endif
