import Foundation
import Pixels
import SpecimenPNG

/// Runs poppler's command-line tools (Debian `poppler-utils`): a PDF reader that shares no code
/// with Specimen, so agreement with it means the PDF says what the display list says.
enum Poppler {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The tool `name` on `PATH`, if any.
    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static var isAvailable: Bool { executable("pdftoppm") != nil && executable("pdftotext") != nil }

    /// A fresh folder holding `pdf` as `in.pdf`; removed by the caller.
    static func folder(with pdf: [UInt8]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-pdf-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(pdf).write(to: directory.appendingPathComponent("in.pdf"))
        return directory
    }

    /// Runs `tool` with `arguments` in `directory`; returns its standard output.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> String {
        guard let executable = executable(tool) else { throw Failure(description: "\(tool) not found; apt-get install -y poppler-utils") }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) exited \(process.terminationStatus): \(message)")
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Every page of `pdf` drawn by `tool` (`pdftoppm`: poppler's own Splash rasterizer, or
    /// `pdftocairo`: poppler's parser over cairo) at `dpi`, decoded.
    static func pages(_ pdf: [UInt8], dpi: Double, tool: String = "pdftoppm") throws -> [Pixmap] {
        let directory = try folder(with: pdf)
        defer { try? FileManager.default.removeItem(at: directory) }
        // pdftoppm writes raw PPM, which needs no decoder (its pages at 4x are large); pdftocairo has no PPM.
        let ppm = tool == "pdftoppm"
        try run(tool, ["-r", String(dpi)] + (ppm ? [] : ["-png"]) + ["in.pdf", "page"], in: directory)
        let suffix = ppm ? ".ppm" : ".png"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("page-") && $0.hasSuffix(suffix) }
            .sorted { pageNumber($0) < pageNumber($1) }
        return try names.map { name in
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
            return ppm ? try decodePPM(bytes) : try PNGDecoder().decode(bytes)
        }
    }

    /// A binary PPM (`P6`, maxval 255) as an opaque pixmap.
    static func decodePPM(_ bytes: [UInt8]) throws -> Pixmap {
        var fields: [Int] = []
        var index = 2
        while fields.count < 3 {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            var value = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { value = value * 10 + Int(bytes[index] - 0x30); index += 1 }
            fields.append(value)
        }
        index += 1
        let (width, height) = (fields[0], fields[1])
        guard bytes.starts(with: Array("P6".utf8)), fields[2] == 255, bytes.count - index == width * height * 3 else {
            throw Failure(description: "not a P6 PPM of 8-bit samples")
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            rgba[pixel * 4] = bytes[index + pixel * 3]
            rgba[pixel * 4 + 1] = bytes[index + pixel * 3 + 1]
            rgba[pixel * 4 + 2] = bytes[index + pixel * 3 + 2]
        }
        guard let pixmap = Pixmap(width: width, height: height, premultipliedRGBA: rgba) else { throw Failure(description: "empty PPM") }
        return pixmap
    }

    /// The text of each page, as `pdftotext` extracts it (pages end with a form feed).
    static func text(_ pdf: [UInt8]) throws -> [String] {
        let directory = try folder(with: pdf)
        defer { try? FileManager.default.removeItem(at: directory) }
        var pages = try run("pdftotext", ["-enc", "UTF-8", "in.pdf", "-"], in: directory).components(separatedBy: "\u{0C}")
        if pages.last?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true { pages.removeLast() }
        return pages
    }

    /// `pdfinfo`'s fields: `["Pages": "3", "Title": "..."]`.
    static func info(_ pdf: [UInt8]) throws -> [String: String] {
        let directory = try folder(with: pdf)
        defer { try? FileManager.default.removeItem(at: directory) }
        var fields: [String: String] = [:]
        for line in try run("pdfinfo", ["in.pdf"], in: directory).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// Each page's size in points, as `pdfinfo -f 1 -l N` prints it ("Page    1 size: 595 x 842 pts (A4)").
    static func pageSizes(_ pdf: [UInt8]) throws -> [String] {
        let count = Int(try info(pdf)["Pages"] ?? "") ?? 0
        let directory = try folder(with: pdf)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try run("pdfinfo", ["-f", "1", "-l", "\(count)", "in.pdf"], in: directory).split(separator: "\n").compactMap { line in
            guard line.hasPrefix("Page"), let range = line.range(of: "size: ") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "p" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The titles of the document's bookmarks, depth first, as `pdftohtml -xml` lists them.
    static func outline(_ pdf: [UInt8]) throws -> [String] {
        let directory = try folder(with: pdf)
        defer { try? FileManager.default.removeItem(at: directory) }
        let xml = try run("pdftohtml", ["-xml", "-i", "-q", "-stdout", "in.pdf"], in: directory)
        var titles: [String] = []
        var rest = Substring(xml)
        while let open = rest.range(of: "<item page=\""), let close = rest.range(of: "</item>", range: open.upperBound..<rest.endIndex) {
            let item = rest[open.upperBound..<close.lowerBound]
            if let end = item.firstIndex(of: ">") {
                titles.append(String(item[item.index(after: end)...]).replacingOccurrences(of: "&amp;", with: "&"))
            }
            rest = rest[close.upperBound...]
        }
        return titles
    }

    /// `page-007.png` -> 7.
    private static func pageNumber(_ name: String) -> Int {
        Int(name.dropFirst(5).dropLast(4)) ?? 0
    }
}

extension Pixmap {
    /// Each `factor`×`factor` block averaged into one pixel (pages are opaque, so premultiplied and
    /// straight bytes agree): what a pixel shows when its area is sampled `factor`² times more finely.
    func boxAveraged(by factor: Int, width: Int, height: Int) -> Pixmap? {
        guard factor > 1 else { return self.width == width && self.height == height ? self : nil }
        guard width * factor <= self.width, height * factor <= self.height else { return nil }
        var sums = [Int](repeating: 0, count: width * height * 4)
        let rowBytes = self.width * 4
        data.withUnsafeBufferPointer { source in
            for y in 0..<(height * factor) {
                let target = (y / factor) * width * 4
                for x in 0..<(width * factor) {
                    let s = y * rowBytes + x * 4, t = target + (x / factor) * 4
                    sums[t] += Int(source[s]); sums[t + 1] += Int(source[s + 1])
                    sums[t + 2] += Int(source[s + 2]); sums[t + 3] += Int(source[s + 3])
                }
            }
        }
        let samples = factor * factor
        return Pixmap(width: width, height: height, premultipliedRGBA: sums.map { UInt8(($0 + samples / 2) / samples) })
    }
}

/// How many pixels of two same-sized pictures differ by more than `threshold` in a channel.
struct PageDifference: CustomStringConvertible {
    var differing = 0
    var total: Int
    var largest = 0

    /// Compares the bytes of two opaque pages (poppler draws on white, and every page has a background).
    init?(_ ours: Pixmap, _ theirs: Pixmap, threshold: Int = 16) {
        guard ours.width == theirs.width, ours.height == theirs.height else { return nil }
        total = ours.width * ours.height
        var differing = 0, largest = 0
        ours.data.withUnsafeBufferPointer { a in
            theirs.data.withUnsafeBufferPointer { b in
                var i = 0
                while i < a.count {
                    let delta = max(abs(Int(a[i]) - Int(b[i])), abs(Int(a[i + 1]) - Int(b[i + 1])), abs(Int(a[i + 2]) - Int(b[i + 2])))
                    largest = max(largest, delta)
                    if delta > threshold { differing += 1 }
                    i += 4
                }
            }
        }
        self.differing = differing
        self.largest = largest
    }

    var share: Double { Double(differing) / Double(max(1, total)) }

    var description: String {
        "\(differing) of \(total) pixels (\((share * 10_000).rounded() / 100)%) differ by more than 16/255, largest \(largest)/255"
    }
}
