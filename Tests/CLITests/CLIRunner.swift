import Foundation

/// Runs the built `specimen` binary, as a user would, and captures what it prints.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `specimen` executable under test: `SPECIMEN_TEST_EXECUTABLE` when set (an installed
    /// binary, or an older main's build to see a new row fail there), else the one beside the test
    /// bundle in SwiftPM's build folder. Every CLI suite runs it, the hostile matrix included.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["SPECIMEN_TEST_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // `swift test` runs `<bin>/SpecimenPackageTests.xctest`; the executable sits in `<bin>`.
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("specimen").path), dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("specimen")
    }

    /// Runs `specimen` (or another `program`, such as `/usr/bin/env` with the tool's name first) with
    /// `arguments`, its environment the test's with `environment` laid over it.
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil, program: URL = executable) throws -> Result {
        let process = Process()
        process.executableURL = program
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so a large output cannot fill the pipe and block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
