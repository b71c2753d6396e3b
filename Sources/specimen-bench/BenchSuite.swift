import Foundation
import Specimen
import SpecimenFiles

/// The measurements behind `specimen bench`: whole processes of Specimen and of the tools it is
/// compared with, run alternately in one session so both see the same machine, reported as medians.
struct BenchSuite {
    /// One line of the table.
    struct Row {
        let measurement: String
        let specimen: String
        let reference: String
        let ratio: String
        let target: String
    }

    let specimen: String
    let rounds: Int
    /// The working folder, on the working directory's file system: where users write.
    let work: URL
    /// A folder in `/dev/shm` (no write waits on a disk) for second figures, where there is one.
    let memory: URL?
    let renderer: Renderer
    var rows: [Row] = []

    /// The subjects of the cold-start comparison, all at 2x.
    static let coldSubjects = [
        ("Text Input", "Type=Password, State=Error"), ("Digit Input", "State=Focused"),
        ("Composer", "Style=Overlay, State=Typing"),
    ]

    static func ms(_ seconds: Double) -> String { seconds.isNaN ? "—" : String(format: "%.1f ms", seconds * 1000) }
    static func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
    static func ratio(_ a: Double, _ b: Double) -> String { b > 0 && !a.isNaN && !b.isNaN ? String(format: "%.2fx", a / b) : "—" }

    func path(_ name: String) -> String { work.appendingPathComponent(name).path }

    func folder(_ name: String, in base: URL? = nil) throws -> String {
        let url = (base ?? work).appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func writeSVG(_ configuration: ComponentConfiguration, to file: String) throws {
        try AtomicFile.write(Array(try renderer.svg(configuration, options: RenderOptions(scale: 1)).utf8), to: file, durability: .none)
    }

    /// Cold `specimen render` against resvg and rsvg-convert turning the same variant's SVG into a PNG
    /// of the same size, alternating tool by tool, subject by subject, round by round.
    mutating func coldRender(resvg: String?, rsvg: String?) throws {
        var mine: [BenchProcess] = [], theirs: [BenchProcess] = [], rsvgs: [BenchProcess] = []
        let dir = try folder("cold")
        var jobs: [(render: [String], resvg: [String]?, rsvg: [String]?)] = []
        for (i, subject) in Self.coldSubjects.enumerated() {
            let configuration = try Catalogue.standard.configuration(set: subject.0, variant: subject.1)
            try writeSVG(configuration, to: "\(dir)/\(i).svg")
            jobs.append(
                (
                    [specimen, "render", subject.0, subject.1, "--scale", "2", "--out", "\(dir)/\(i)-specimen.png"],
                    resvg.map { [$0, "-z", "2", "\(dir)/\(i).svg", "\(dir)/\(i)-resvg.png"] },
                    rsvg.map { [$0, "-z", "2", "\(dir)/\(i).svg", "-o", "\(dir)/\(i)-rsvg.png"] }
                ))
        }
        for job in jobs { _ = try BenchProcess.succeed(job.render) }  // page the binary in once, as a docs build would
        for _ in 0..<rounds {
            for job in jobs {
                mine.append(try BenchProcess.succeed(job.render))
                if let r = job.resvg { theirs.append(try BenchProcess.succeed(r)) }
                if let r = job.rsvg { rsvgs.append(try BenchProcess.succeed(r)) }
            }
        }
        let label = "cold render, one process per PNG at 2x (\(jobs.count) variants x \(rounds))"
        rows.append(Self.timed(label + " vs resvg" + (resvg == nil ? " (missing)" : ""), mine, "resvg", theirs, target: "<= 1.00x"))
        rows.append(Self.timed(label + " vs rsvg-convert" + (rsvg == nil ? " (missing)" : ""), mine, "rsvg-convert", rsvgs, target: "—"))
    }

    /// A cold headless Chromium screenshot of the first subject's SVG at the same size.
    mutating func chromium(_ chromium: String?) throws {
        guard let chromium else {
            rows.append(Row(measurement: "cold headless Chromium screenshot", specimen: "—", reference: "chromium missing", ratio: "—", target: "—"))
            return
        }
        let dir = try folder("chromium")
        let subject = Self.coldSubjects[0]
        let configuration = try Catalogue.standard.configuration(set: subject.0, variant: subject.1)
        try writeSVG(configuration, to: "\(dir)/page.svg")
        let size = try renderer.displayList(configuration, options: RenderOptions(scale: 1)).bounds
        let args = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--force-device-scale-factor=2", "--window-size=\(Int(size.width.rounded(.up))),\(Int(size.height.rounded(.up)))",
            "--screenshot=\(dir)/shot.png", "file://\(dir)/page.svg",
        ]
        var times: [BenchProcess] = [], mine: [BenchProcess] = []
        let render = [specimen, "render", subject.0, subject.1, "--scale", "2", "--out", "\(dir)/specimen.png"]
        for _ in 0..<min(rounds, 3) {
            times.append(try BenchProcess.run(args))
            mine.append(try BenchProcess.succeed(render))
        }
        rows.append(Self.timed("cold render vs cold headless Chromium screenshot (same SVG, 2x)", mine, "chromium", times, target: "—"))
    }

    /// `specimen batch` of every variant at 2x against resvg, one process per SVG, both writing into
    /// `base` (`place` says where that is); and the PNG bytes. Runs alternate: Specimen's batch, then
    /// resvg's pictures, round by round.
    mutating func batch(resvg: String?, in base: URL, place: String) throws {
        let configurations = Catalogue.standard.allConfigurations
        let svgs = try folder("batch-svg", in: base), out = try folder("batch-png", in: base), theirs = try folder("batch-resvg", in: base)
        var lines: [String] = []
        for (i, configuration) in configurations.enumerated() {
            try writeSVG(configuration, to: "\(svgs)/\(i).svg")
            let object: [String: Any] = ["set": configuration.set.name, "variant": configuration.variant.name, "scale": 2, "out": "\(out)/\(i).png"]
            lines.append(String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self))
        }
        let jobs = base.appendingPathComponent("batch.jsonl").path
        try AtomicFile.write(Array(lines.joined(separator: "\n").utf8), to: jobs, durability: .none)
        var mine: [BenchProcess] = [], perImage: [BenchProcess] = []
        for _ in 0..<min(rounds, 3) {
            mine.append(try BenchProcess.succeed([specimen, "batch", jobs]))
            if let resvg {
                for i in configurations.indices {
                    perImage.append(try BenchProcess.succeed([resvg, "-z", "2", "\(svgs)/\(i).svg", "\(theirs)/\(i).png"]))
                }
            }
        }
        let n = Double(configurations.count)
        let rate = Self.ratio(median(perImage.map(\.seconds)), median(mine.map(\.seconds)) / n)
        rows.append(
            Self.timed(
                "batch \(place), \(configurations.count) variants at 2x in one process, per image (rate: \(rate) resvg's; resvg a process per SVG)",
                mine, "resvg", perImage, target: "<= 0.125x", per: n))
        guard base == work else { return }
        let mineBytes = try Self.bytes(in: out), theirBytes = try Self.bytes(in: theirs)
        rows.append(
            Row(
                measurement: "PNG bytes of those \(configurations.count) pictures", specimen: Self.mb(mineBytes),
                reference: "resvg " + Self.mb(theirBytes), ratio: Self.ratio(Double(mineBytes), Double(theirBytes)), target: "<= 1.00x"))
    }

    /// A row of wall-clock medians with CPU-time medians beside them: on a shared machine the CPU
    /// time is what the work costs, the wall time what a user waits.
    static func timed(_ label: String, _ mine: [BenchProcess], _ name: String, _ theirs: [BenchProcess], target: String, per: Double = 1) -> Row {
        let m = median(mine.map(\.seconds)) / per, r = median(theirs.map(\.seconds))
        let mc = median(mine.map(\.cpuSeconds)) / per, rc = median(theirs.map(\.cpuSeconds))
        return Row(
            measurement: label, specimen: "\(ms(m)) \(spread(mine, per: per)) (cpu \(ms(mc)))",
            reference: "\(name) \(ms(r)) \(spread(theirs, per: 1)) (cpu \(ms(rc)))",
            ratio: "\(ratio(m, r)) (cpu \(ratio(mc, rc)))", target: target)
    }

    /// The runs' wall-clock spread, lowest to highest, beside the median: `[5.1–6.3]`.
    static func spread(_ runs: [BenchProcess], per: Double) -> String {
        let times = runs.map { $0.seconds / per }
        guard let low = times.min(), let high = times.max() else { return "" }
        return String(format: "[%.1f–%.1f]", low * 1000, high * 1000)
    }

    static func bytes(in folder: String) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: folder).reduce(0) { sum, name in
            sum + ((try FileManager.default.attributesOfItem(atPath: "\(folder)/\(name)")[.size] as? Int) ?? 0)
        }
    }
}
