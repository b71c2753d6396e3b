import Foundation
import Specimen

extension BenchSuite {
    /// What a process costs before it draws anything, beside resvg's whole render of the cold-start
    /// picture: a C program that does nothing, the same program loading the system libraries Specimen
    /// is built on (HarfBuzz, FreeType, libpng, FriBidi, as Debian ships them: shared only), and
    /// `specimen --version`. They explain the cold-start row: most of resvg's budget is spent before
    /// Specimen's `main` runs. Skipped, with a row saying so, when no C compiler or pkg-config is found.
    mutating func floors(resvg: String?) throws {
        guard let compiler = BenchProcess.locate("cc") ?? BenchProcess.locate("clang"),
            let pkgConfig = BenchProcess.locate("pkg-config"), let resvg
        else {
            rows.append(
                Row(
                    measurement: "floors before the first pixel", specimen: "—",
                    reference: "needs cc, pkg-config and resvg", ratio: "—", target: "—"))
            return
        }
        let dir = try folder("floors")
        let source = "\(dir)/hello.c"
        try Data("#include <stdio.h>\nint main(void) { puts(\"hi\"); return 0; }\n".utf8).write(to: URL(fileURLWithPath: source))
        _ = try BenchProcess.succeed([pkgConfig, "--libs", "harfbuzz", "freetype2", "libpng", "fribidi"], output: "\(dir)/libraries")
        let libraries = try String(contentsOfFile: "\(dir)/libraries", encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)
        _ = try BenchProcess.succeed([compiler, "-O2", source, "-o", "\(dir)/hello"])
        // --no-as-needed: the program calls nothing in them, and the libraries must still be loaded.
        _ = try BenchProcess.succeed([compiler, "-O2", source, "-o", "\(dir)/hello-libraries", "-Wl,--no-as-needed"] + libraries)
        let subject = Self.coldSubjects[0]
        try writeSVG(try Catalogue.standard.configuration(set: subject.0, variant: subject.1), to: "\(dir)/page.svg")
        let programs: [(label: String, arguments: [String])] = [
            ("a C program that does nothing", ["\(dir)/hello"]),
            ("the same C program loading HarfBuzz, FreeType, libpng and FriBidi (\(libraries.joined(separator: " ")))", ["\(dir)/hello-libraries"]),
            ("`specimen --version` (runtime, Foundation and libraries, no work)", [specimen, "--version"]),
        ]
        var times = Array(repeating: [BenchProcess](), count: programs.count), theirs: [BenchProcess] = []
        for _ in 0..<rounds * 4 {
            for (index, program) in programs.enumerated() { times[index].append(try BenchProcess.succeed(program.arguments)) }
            theirs.append(try BenchProcess.succeed([resvg, "-z", "2", "\(dir)/page.svg", "\(dir)/resvg.png"]))
        }
        for (index, program) in programs.enumerated() {
            rows.append(
                Self.timed(
                    "floor: " + program.label + ", vs resvg's whole render of \(subject.0) at 2x", times[index],
                    "resvg", theirs, target: "—"))
        }
    }
}
