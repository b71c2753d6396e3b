#if canImport(Testing)
import Foundation
import Testing

/// Checks `value` against its reference and records a Swift Testing issue, at the caller's line, when
/// it does not match. See `verifySnapshot(of:as:...)` for the parameters; from XCTest, call
/// `XCTAssertNil(verifySnapshot(...))` instead.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: Int = #column
) {
    guard let message = verifySnapshot(of: try value(), as: snapshotting, named: name, snapshotDirectory: snapshotDirectory,
                                       record: record, environment: environment, file: file, testName: testName, line: line)
    else { return }
    Issue.record(Comment(rawValue: message),
                 sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column))
}
#endif
