/// Why a component document cannot be used: one line naming the file, the line, the JSON path, what is
/// wrong and what is valid (`Stepper.component.json:12: $.root.widht: unknown key "widht"; did you mean
/// "width"?`).
public struct DocumentError: Error, CustomStringConvertible, Sendable, Equatable {
    public let file: String
    /// 1-based; 0 when the problem belongs to no one value (a missing file).
    public let line: Int
    public let path: String
    public let reason: String

    public init(file: String, line: Int, path: String, reason: String) {
        self.file = file
        self.line = line
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return path.isEmpty ? "\(place): \(reason)" : "\(place): \(path): \(reason)"
    }
}
