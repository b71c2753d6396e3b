import Dispatch
import Foundation
import Specimen
import SpecimenFiles
import SpecimenPNG

extension BenchSuite {
    /// The whole gallery as one process against zlib level 6 alone, on one thread, compressing the raw
    /// pixels of every PNG the gallery wrote (RGB when opaque, else RGBA, as the encoder is given them).
    mutating func gallery() throws {
        let out = try folder("gallery")
        var runs: [BenchProcess] = [], peaks: [Int] = [], limits: [Double] = []
        var images = 0, rawBytes = 0
        for _ in 0..<min(rounds, 3) {
            let run = try BenchProcess.succeed([specimen, "gallery", "--out", out], peakMemory: true)
            runs.append(run)
            peaks.append(run.peakBytes)
            // One image in memory at a time; only the compression is timed.
            var seconds = 0.0
            images = 0; rawBytes = 0
            try Self.forEachRawImage(under: "\(out)/images") { samples in
                let start = DispatchTime.now().uptimeNanoseconds
                _ = ZlibBaseline.compressedSize(of: samples, level: 6)
                seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                images += 1
                rawBytes += samples.count
            }
            limits.append(seconds)
        }
        let m = median(runs.map(\.seconds)), z = median(limits)
        let megapixels = Double(rawBytes) / 1e6
        rows.append(
            Row(
                measurement: "gallery, \(images) PNGs + SVGs + pages, whole process, every core",
                specimen: "\(Self.ms(m)) (cpu \(Self.ms(median(runs.map(\.cpuSeconds)))))",
                reference: String(format: "zlib -6 alone, 1 thread, %.0f MB raw: ", megapixels) + Self.ms(z),
                ratio: Self.ratio(m, z), target: "<= 1.00x"))
        rows.append(
            Row(
                measurement: "gallery peak memory (\(images) PNGs)", specimen: Self.mb(peaks.max() ?? 0),
                reference: "—", ratio: "—", target: "< 100 MB"))
    }

    /// Every PNG under `folder`, decoded to the samples the encoder was given.
    static func forEachRawImage(under folder: String, _ body: ([UInt8]) -> Void) throws {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return }
        for case let name as String in walker where name.hasSuffix(".png") {
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else { continue }
            let pixmap = try PNGDecoder().decode(Array(data))
            if pixmap.isOpaque {
                var rgb: [UInt8] = []
                rgb.reserveCapacity(pixmap.data.count / 4 * 3)
                for i in stride(from: 0, to: pixmap.data.count, by: 4) { rgb.append(contentsOf: pixmap.data[i..<i + 3]) }
                body(rgb)
            } else {
                body(pixmap.unpremultipliedRGBA())
            }
        }
    }

    /// `specimen snapshot verify` against rendering the same pictures (one batch), and against
    /// ImageMagick's `compare -metric AE` of the same golden and fresh pairs, one process a pair.
    ///
    /// The two sides draw exactly the same pictures: the still goldens (`<theme>@<scale>x.png`), which a
    /// batch line can describe. Played frames replay events and locale goldens translate first, work a
    /// batch job has no words for, so counting them on the verify side only would charge it for work
    /// its comparison never does.
    mutating func verify(compare: String?) throws {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: renderer.home.root.appendingPathComponent("Snapshots/manifest.json")))
        let goldens = ((manifest as? [String: Any])?["goldens"] as? [[String: Any]]) ?? []
        let fresh = try folder("verify-fresh"), report = try folder("verify-report")
        var lines: [String] = [], pairs: [(String, String)] = []
        for (i, golden) in goldens.enumerated() {
            guard let file = golden["file"] as? String, Self.isStill(file) else { continue }
            var object: [String: Any] = ["out": "\(fresh)/\(i).png"]
            for key in ["set", "variant", "theme", "scale"] { object[key] = golden[key] }
            lines.append(String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self))
            pairs.append((renderer.home.root.appendingPathComponent("Snapshots/\(file)").path, "\(fresh)/\(i).png"))
        }
        let jobs = path("verify.jsonl")
        try AtomicFile.write(Array(lines.joined(separator: "\n").utf8), to: jobs, durability: .none)
        var verifies: [BenchProcess] = [], renders: [BenchProcess] = [], compares: [BenchProcess] = []
        // Every round: two processes of about 0.2 s each, whose ratio is the target, so the median of
        // more than three is worth its second.
        for round in 0..<rounds {
            verifies.append(try BenchProcess.run([specimen, "snapshot", "verify", "--report", report] + Self.stillFilters))
            renders.append(try BenchProcess.run([specimen, "batch", jobs]))
            if let compare, round < 3 {
                for pair in pairs.prefix(48) {
                    compares.append(try BenchProcess.run([compare, "-metric", "AE", pair.0, pair.1, "null:"]))
                }
            }
        }
        let n = Double(max(pairs.count, 1))
        rows.append(
            Self.timed(
                "verify, per golden (\(pairs.count) in one process; compare: one process a pair)", verifies,
                "ImageMagick compare -metric AE", compares, target: "—", per: n))
        rows.append(Self.timed("verify the \(pairs.count) still goldens vs rendering the same pictures (one batch)", verifies, "render", renders, target: "<= 1.00x"))
    }

    /// `verify --filter`s selecting exactly the still goldens.
    static let stillFilters = ["--filter", "*/light@*", "--filter", "*/dark@*"]

    /// A still golden's file: `<Set>/<Variant>/<theme>@<scale>x.png` (a played frame is `step-NN <theme>@…`,
    /// a locale golden `<locale> <theme>@…`).
    static func isStill(_ file: String) -> Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? ""
        return name.hasPrefix("light@") || name.hasPrefix("dark@")
    }

    /// Time and peak memory of one cold render as the pixels grow, and as the text grows.
    mutating func scaling() throws {
        let dir = try folder("scaling")
        let subject = Self.coldSubjects[0]
        let sentence = "The quick brown fox jumps over the lazy dog near the river bank. "
        let long = String(String(repeating: "Specimen renders exact components. ", count: 286).prefix(10_000))
        var cases: [(String, [String])] = []
        for scale in ["1", "2", "3", "8"] {
            cases.append(("\(subject.0), \(scale)x", ["render", subject.0, subject.1, "--scale", scale, "--out", "\(dir)/s\(scale).png"]))
        }
        for lines in 1...5 {
            cases.append(
                (
                    "Text Area, a \(lines * 40)-character value (about \(lines) line\(lines == 1 ? "" : "s")), 2x",
                    [
                        "render", "Text Area", "State=Filled", "--prop", "Value Text=" + String(String(repeating: sentence, count: 5).prefix(lines * 40)),
                        "--scale", "2", "--out", "\(dir)/t\(lines).png",
                    ]
                ))
        }
        cases.append(
            (
                "Text Input, a 10,000-character value, 2x",
                ["render", "Text Input", "Type=Default, State=Filled", "--prop", "Input Text=" + long, "--scale", "2", "--out", "\(dir)/long.png"]
            ))
        var times = Array(repeating: [Double](), count: cases.count), cpus = times, peaks = Array(repeating: 0, count: cases.count)
        for _ in 0..<rounds {
            for (i, c) in cases.enumerated() {
                let run = try BenchProcess.succeed([specimen] + c.1, peakMemory: true)
                times[i].append(run.seconds)
                cpus[i].append(run.cpuSeconds)
                peaks[i] = max(peaks[i], run.peakBytes)
            }
        }
        for (i, c) in cases.enumerated() {
            rows.append(
                Row(
                    measurement: "scaling: cold render, " + c.0, specimen: "\(Self.ms(median(times[i]))) (cpu \(Self.ms(median(cpus[i]))))",
                    reference: "peak " + Self.mb(peaks[i]), ratio: "—", target: "—"))
        }
    }
}
