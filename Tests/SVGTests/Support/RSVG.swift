import Foundation
import Pixels
import SpecimenPNG

/// Runs `rsvg-convert` (librsvg, Debian package `librsvg2-bin`): an SVG renderer that shares no
/// code with Specimen, so agreement with it means the SVG says what the display list says.
enum RSVG {
    /// The `rsvg-convert` on `PATH`, if any.
    static let executable = onPath("rsvg-convert")

    static var isAvailable: Bool { executable != nil }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The executable `name` on `PATH`, if any.
    static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Renders `svg` at `width`×`height` pixels and decodes the PNG.
    static func render(_ svg: String, width: Int, height: Int) throws -> Pixmap {
        guard let executable else { throw Failure(description: "rsvg-convert not found; apt-get install -y librsvg2-bin") }
        return try render(svg, with: executable) { input, output in
            ["-w", String(width), "-h", String(height), "-f", "png", "-o", output.path, input.path]
        }
    }

    /// Writes `svg` to a temporary file, runs `executable` with the arguments `arguments` gives for the
    /// input and output files, and decodes the PNG it wrote; a non-zero exit is a `Failure` with its stderr.
    static func render(_ svg: String, with executable: URL, arguments: (_ input: URL, _ output: URL) -> [String]) throws -> Pixmap {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("specimen-svg-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg")
        let output = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments(input, output)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) exited \(process.terminationStatus): \(message)")
        }
        return try PNGDecoder().decode([UInt8](try Data(contentsOf: output)))
    }
}

/// How far apart two renderings of the same picture are.
struct PixelDifference: CustomStringConvertible {
    /// Pixels whose largest channel difference exceeds `threshold`.
    var differing: Int
    var total: Int
    var threshold: Int
    /// The largest channel difference anywhere.
    var maximum: Int
    /// Mean absolute channel difference over all channels, in 1/255 steps.
    var mean: Double

    var share: Double { Double(differing) / Double(max(1, total)) }

    /// Compares premultiplied channels: what a pixel adds over any page. (Straight colours of nearly
    /// transparent edge pixels swing wildly with one level of alpha, and mean nothing to a viewer.)
    init?(_ a: Pixmap, _ b: Pixmap, threshold: Int = 16) {
        guard a.width == b.width, a.height == b.height else { return nil }
        self.threshold = threshold
        total = a.width * a.height
        differing = 0
        maximum = 0
        var sum = 0
        var index = 0
        while index < a.data.count {
            var largest = 0
            for channel in 0..<4 {
                let delta = abs(Int(a.data[index + channel]) - Int(b.data[index + channel]))
                largest = max(largest, delta)
                sum += delta
            }
            maximum = max(maximum, largest)
            if largest > threshold { differing += 1 }
            index += 4
        }
        mean = Double(sum) / Double(total * 4)
    }

    var description: String {
        let percent = (share * 10_000).rounded() / 100
        let meanRounded = (mean * 1000).rounded() / 1000
        return "\(differing) of \(total) pixels (\(percent)%) differ by more than \(threshold)/255; max \(maximum)/255, mean \(meanRounded)/255"
    }
}
