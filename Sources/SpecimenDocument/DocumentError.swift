/// Why a component document cannot be used: one line naming the file, the line, the JSON path, what is
/// wrong and what is valid (`Stepper.component.json:12: $.root.widht: unknown key "widht"; did you mean
/// "width"?`).
public struct DocumentError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The document's file name (`Stepper.component.json`).
    public let file: String
    /// 1-based; 0 when the problem belongs to no one value (a missing file).
    public let line: Int
    /// The JSON path of the value at fault (`$.root.children[1].gap`); empty for the whole file.
    public let path: String
    /// What is wrong, and what is valid.
    public let reason: String

    /// An error for `path` at `line` of `file`.
    public init(file: String, line: Int, path: String, reason: String) {
        self.file = file
        self.line = line
        self.path = path
        self.reason = reason
    }

    /// `file:line: path: reason`, leaving out the line when it is 0 and the path when it is empty.
    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return path.isEmpty ? "\(place): \(reason)" : "\(place): \(path): \(reason)"
    }
}
