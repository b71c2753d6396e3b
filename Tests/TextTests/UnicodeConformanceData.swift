import Foundation

/// Unicode's own conformance files, read by the conformance suites: the samples kept in
/// `Tests/TextTests/Conformance/` (every Nth test line, headers kept; Unicode licence beside them), or
/// the whole files from `$SPECIMEN_UNICODE_DATA` (Debian's unicode-data puts them in /usr/share/unicode;
/// `make conformance` sets it). Both are Unicode 15.0, the version of ICU 72's data.
enum UnicodeConformanceData {
    /// A conformance file by its name in the Unicode data folder (`auxiliary/LineBreakTest.txt`).
    static func lines(_ path: String) throws -> (lines: [Substring], source: String) {
        let url: URL
        if let folder = ProcessInfo.processInfo.environment["SPECIMEN_UNICODE_DATA"], !folder.isEmpty {
            url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        } else {
            let name = (path as NSString).lastPathComponent
            let sample = (name as NSString).deletingPathExtension + ".sample.txt"
            url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance/\(sample)")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return (lines, url.path)
    }

    /// "0061 05D0" as code points; `nil` if one is not a Unicode scalar (a surrogate).
    static func scalars(_ field: Substring) -> [UInt32]? {
        var values: [UInt32] = []
        for hex in field.split(separator: " ") {
            guard let value = UInt32(hex, radix: 16), Unicode.Scalar(value) != nil else { return nil }
            values.append(value)
        }
        return values
    }

    static func string(_ scalars: [UInt32]) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
        return String(text)
    }
}
