import Foundation

/// Runs a Python script with Pillow (PyPI `pillow`, installed by `make test`), the independent PNG
/// reader these tests check Specimen's files against; its standard output, a line an element.
enum PillowScript {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func lines(_ script: String, arguments: [String] = [], input: String? = nil) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let standardInput = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 with Pillow exited \(process.terminationStatus): \(message) (pip install pillow)")
        }
        return text.split(separator: "\n").map(String.init)
    }
}
