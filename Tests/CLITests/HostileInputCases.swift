#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Issue 21's input-bound faults, as hostile-matrix rows (``HostileMatrix``): integers that trapped, FIFOs
/// and devices that hung or filled memory, PNG chunk and golden sizes read before they were checked,
/// played and translated text past the limits, and input accepted silently. Each row failed on the main
/// branch these fixes start from (a trap, a hang, gigabytes, exit 0 or a misleading line) and passes here.
///
/// Rows whose command on that main branch reads a device or a pipe without end (gigabytes a second) are in
/// `unbounded`, kept apart so `SPECIMEN_TEST_EXECUTABLE` can run the others against an old build safely.
@Suite struct HostileInputCases {
    static let goldens = "$D/Snapshots"
    static let variant = "Snapshots/" + HostileSandbox.goldensFolder
    static let verify = ["snapshot", "verify", "--snapshots", goldens, "--filter", HostileSandbox.goldensFilter, "--report", "$D/report"]
    static let int64Max = "9223372036854775807"

    // MARK: Fixtures

    /// A PNG of the sandbox's `a.png` header (IHDR) followed by a `type` chunk declaring 2 GB, 141 bytes in all.
    static func hugeChunkPNG(_ type: String) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr: [UInt8] = [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        bytes += ihdr + crc(Array(ihdr[4...]))
        bytes += [0x7F, 0xFF, 0xFF, 0xF0] + Array(type.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 141 - bytes.count)
        return bytes
    }

    /// A valid RGB PNG of `width` x `height` white pixels, compressed (stored blocks would be huge): 8000 x
    /// 8000 is 200 KB.
    static func whitePNG(width: Int, height: Int) -> [UInt8] {
        // Deflate by hand: one fixed-Huffman block per row would be long to write; a zlib stream of
        // repeated rows is what any encoder makes, so let Foundation-free zlib do it through the shell.
        let script =
            "import zlib,struct,sys\nw,h=\(width),\(height)\nrow=b'\\x00'+b'\\xff'*(w*3)\nco=zlib.compressobj(9)\n"
            + "d=b''.join(co.compress(row) for _ in range(h))+co.flush()\n"
            + "c=lambda t,x: struct.pack('>I',len(x))+t+x+struct.pack('>I',zlib.crc32(t+x)&0xffffffff)\n"
            + "sys.stdout.buffer.write(b'\\x89PNG\\r\\n\\x1a\\n'+c(b'IHDR',struct.pack('>IIBBBBB',w,h,8,2,0,0,0))+c(b'IDAT',d)+c(b'IEND',b''))\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }

    static func crc(_ bytes: [UInt8]) -> [UInt8] {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        c ^= 0xFFFF_FFFF
        return [UInt8(c >> 24), UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF)]
    }

    /// `Fonts/` as a folder of links to the checkout's fonts, with every `.otf` replaced by a FIFO no one writes.
    static func fifoFonts(_ sandbox: HostileSandbox) throws {
        try FileManager.default.removeItem(at: sandbox.url("Fonts"))
        try sandbox.makeFolder("Fonts")
        let fonts = HostileSandbox.repository.appendingPathComponent("Fonts")
        for name in try FileManager.default.contentsOfDirectory(atPath: fonts.path) {
            if name.hasSuffix(".otf") { try sandbox.fifo("Fonts/" + name) } else { try sandbox.link("Fonts/" + name, to: fonts.appendingPathComponent(name).path) }
        }
    }

    /// Starts `command` in the background (through `/bin/sh`), for a FIFO's writer; it ends on its own.
    static func background(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// A golden of the sandbox replaced by `bytes` (checksummed before the run, so verify must leave it).
    static func golden(_ bytes: @escaping @Sendable () -> [UInt8]) -> @Sendable (HostileSandbox) throws -> Void {
        { sandbox in try sandbox.write(variant + "/light@1x.png", bytes: bytes()) }
    }

    /// Checks that stderr holds no control character but its newlines: nothing a terminal would act on.
    static let noControlCharacters: @Sendable (HostileSandbox, HostileRun) throws -> Void = { _, run in
        let controls = run.stderr.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) }
        #expect(controls.isEmpty, "stderr echoes raw control characters: \(run.stderr.debugDescription)")
    }

    static let typed120 = String(repeating: "x", count: 120)

    /// Posix_spawn's child starts in the test process's memory, and Linux keeps that high-water mark across
    /// `exec`, so the harness's rusage peak is at least the test process's (441 MB in a full parallel run):
    /// these rows keep the harness's default bound and assert the command's own peak instead. The command's own peak
    /// (`VmHWM` of its address space) is what `SPECIMEN_PEAK_MEMORY_FILE` makes it write: `$D.peak`,
    /// beside the sandbox, read and removed here.
    static func ownPeak(_ hostile: HostileCase, under mebibytes: Int) -> HostileCase {
        var copy = hostile
        copy.environment["SPECIMEN_PEAK_MEMORY_FILE"] = "$D.peak"
        let earlier = hostile.check
        copy.check = { sandbox, run in
            let file = sandbox.path + ".peak"
            defer { try? FileManager.default.removeItem(atPath: file) }
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            let bytes = try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), "no peak written: \(run.stderr.prefix(300))")
            #expect(bytes <= mebibytes << 20, "its own peak: \(bytes >> 20) MiB, over \(mebibytes) MiB")
            try earlier?(sandbox, run)
        }
        return copy
    }

    // MARK: Fault 10: integers from the command line

    static let integers: [HostileCase] = [
        HostileCase("--shard of Int.max/Int.max no longer traps", verify + ["--shard", "\(int64Max)/\(int64Max)"], message: "--shard"),
        HostileCase("--shard 2^62/Int.max no longer traps", verify + ["--shard", "4611686018427387904/\(int64Max)"], message: "use at most 7 shards"),
        HostileCase("--shard Int.max/Int.max over every golden", ["snapshot", "verify", "--snapshots", goldens, "--shard", "\(int64Max)/\(int64Max)"], message: "--shard"),
        HostileCase("--shard 8/8 of 7 goldens is refused, as its empty shards are", verify + ["--shard", "8/8"], message: "use at most 7 shards"),
        HostileCase(
            "--shard 360/360 of one golden is refused",
            ["snapshot", "verify", "--snapshots", goldens, "--filter", HostileSandbox.goldensFolder + "/light@1x.png", "--shard", "360/360"],
            message: "use at most 1 shards"),
    ]

    // MARK: Fault 11: FIFOs that blocked for ever

    static let fifos: [HostileCase] = [
        HostileCase(
            "diff of a FIFO no one writes", ["diff", "$D/inputs/f.fifo", "$D/inputs/b.png"], message: "f.fifo: nothing arrived",
            setup: { try $0.fifo("inputs/f.fifo") }
        ).timeout(30),
        HostileCase(
            "diff against a FIFO no one writes", ["diff", "$D/inputs/a.png", "$D/inputs/f.fifo"], message: "f.fifo",
            setup: { try $0.fifo("inputs/f.fifo") }
        ).timeout(30),
        HostileCase(
            "diff of a FIFO whose writer never writes gives up after the silence limit",
            ["diff", "$D/inputs/slow.fifo", "$D/inputs/b.png"], message: "nothing arrived for 10 s",
            setup: { sandbox in
                try sandbox.fifo("inputs/slow.fifo")
                try background("exec 3>'\(sandbox.url("inputs/slow.fifo").path)'; sleep 14")
            }
        ).timeout(40),
        HostileCase(
            "render with a FIFO for a font file", ["render", "Stepper", "--out", "$D/out.png"], message: "is a pipe",
            setup: fifoFonts
        ).timeout(30),
        HostileCase("layout with a FIFO for a font file", ["layout", "Text Input", "--json"], message: "Inter", setup: fifoFonts).timeout(30),
        HostileCase("verify with a FIFO for a font file", verify, message: "is a pipe", outputs: ["report"], setup: fifoFonts).timeout(30),
        HostileCase(
            "batch of a FIFO no one writes gives up after the silence limit", ["batch", "$D/inputs/f.fifo"], message: "nothing arrived for 10 s",
            setup: { try $0.fifo("inputs/f.fifo") }
        ).timeout(30),
        HostileCase(
            "--strings of a FIFO no one writes gives up after the silence limit", ["render", "Stepper", "--strings", "$D/inputs/f.fifo", "--out", "$D/out.svg"],
            message: "nothing arrived for 10 s", setup: { try $0.fifo("inputs/f.fifo") }
        ).timeout(30),
    ]

    // MARK: Faults 12 and 13: memory without bound

    static let memory: [HostileCase] = [
        ownPeak(
            HostileCase(
                "diff of a PNG declaring a 2 GB tEXt chunk", ["diff", "$D/inputs/a.png", "$D/inputs/huge.png"], message: "Limits.pngChunkBytes",
                setup: { try $0.write("inputs/huge.png", bytes: hugeChunkPNG("tEXt")) }), under: 100),
        ownPeak(
            HostileCase(
                "diff of a PNG declaring a 2 GB zTXt chunk", ["diff", "$D/inputs/huge.png", "$D/inputs/b.png"], message: "zTXt",
                setup: { try $0.write("inputs/huge.png", bytes: hugeChunkPNG("zTXt")) }), under: 100),
        ownPeak(
            HostileCase(
                "diff of a PNG declaring a 2 GB iTXt chunk", ["diff", "$D/inputs/a.png", "$D/inputs/huge.png"], message: "iTXt",
                setup: { try $0.write("inputs/huge.png", bytes: hugeChunkPNG("iTXt")) }), under: 100),
        ownPeak(
            HostileCase(
                "a backdrop declaring a 2 GB tEXt chunk", ["render", "Composer", "Style=Overlay, State=Empty", "--backdrop", "$D/inputs/huge.png", "--out", "$D/out.png"],
                message: "Limits.pngChunkBytes", setup: { try $0.write("inputs/huge.png", bytes: hugeChunkPNG("tEXt")) }), under: 200),
        ownPeak(
            HostileCase(
                "a golden declaring a 2 GB tEXt chunk is unreadable, in bounded memory", verify, status: 1, outputs: ["report"],
                setup: golden { hugeChunkPNG("tEXt") },
                check: { _, run in #expect(run.stdout.contains("unreadable") && run.stdout.contains("Limits.pngChunkBytes"), "\(run.stdout)") }
            ).lines(0), under: 100),
        ownPeak(
            HostileCase(
                "a 200 KB golden of 8000 x 8000 pixels fails as its size, without being decoded whole", verify, status: 1, outputs: ["report"],
                setup: golden { whitePNG(width: 8000, height: 8000) },
                check: { _, run in #expect(run.stdout.contains("size changed: golden 8000x8000 px"), "\(run.stdout)") }
            ).lines(0), under: 120),
        ownPeak(
            HostileCase(
                "a golden grown with zeros past its IEND still matches, without being read whole", verify, status: 0, outputs: ["report"],
                setup: { sandbox in
                    let handle = try FileHandle(forWritingTo: sandbox.url(variant + "/light@2x.png"))
                    try handle.truncate(atOffset: 96 << 20)
                    try handle.close()
                }), under: 100
        ).timeout(180),
        ownPeak(
            HostileCase(
                "record over a golden of 8000 x 8000 pixels rewrites it, without decoding it whole",
                ["snapshot", "record", "--snapshots", goldens, "--filter", HostileSandbox.goldensFilter], status: 0,
                outputs: [variant + "/light@1x.png"], setup: golden { whitePNG(width: 8000, height: 8000) }), under: 120),
        ownPeak(
            HostileCase(
                "a batch file past Limits.batchFileBytes is refused before it is read", ["batch", "$D/inputs/big.jsonl"], message: "Limits.batchFileBytes",
                setup: { sandbox in
                    let handle = try FileHandle(
                        forWritingTo: {
                            try sandbox.write("inputs/big.jsonl", ""); return sandbox.url("inputs/big.jsonl")
                        }())
                    try handle.truncate(atOffset: 65 << 20)
                    try handle.close()
                }), under: 100
        ).timeout(180),
        ownPeak(
            HostileCase(
                "a batch line past Limits.batchLineBytes is refused, not parsed",
                ["batch", "$D/inputs/long.jsonl"], status: 1, message: "Limits.batchLineBytes",
                setup: { sandbox in
                    try sandbox.write("inputs/long.jsonl", #"{"set": "Stepper","# + String(repeating: " ", count: 2 << 20) + #""out": "$D/out.png"}"# + "\n")
                }
            ).lines(2), under: 100),
        ownPeak(
            HostileCase(
                "a strings file past Limits.stringsFileBytes is refused", ["render", "Stepper", "--strings", "$D/inputs/big.strings", "--out", "$D/out.svg"],
                message: "Limits.stringsFileBytes",
                setup: { try $0.write("inputs/big.strings", "/* " + String(repeating: "x", count: 17 << 20) + " */\n") }), under: 80),
    ]

    /// Rows whose command on the old main read a device or pipe without end, or grew without bound (play):
    /// on this branch each is refused at once. Not for `SPECIMEN_TEST_EXECUTABLE` runs against an old build (gigabytes a second).
    static let unbounded: [HostileCase] = [
        ownPeak(HostileCase("batch - from /dev/zero is refused, not read", ["batch", "-"], message: "standard input").stdin("/dev/zero"), under: 100),
        ownPeak(HostileCase("diff of /dev/zero is refused, not copied", ["diff", "/dev/zero", "$D/inputs/b.png"], message: "device"), under: 100),
        ownPeak(HostileCase("diff against /dev/urandom is refused", ["diff", "$D/inputs/a.png", "/dev/urandom"], message: "device"), under: 100),
        ownPeak(
            HostileCase(
                "--backdrop /dev/zero is refused", ["render", "Composer", "Style=Overlay, State=Empty", "--backdrop", "/dev/zero", "--out", "$D/out.png"],
                message: "device"), under: 100),
        ownPeak(HostileCase("--strings /dev/zero is refused", ["render", "Stepper", "--strings", "/dev/zero", "--out", "$D/out.svg"], message: "device"), under: 100),
        ownPeak(
            HostileCase(
                "play grows with events x text no more: refused at Limits.playedText",
                ["play", "Text Input", "--events", "focus; " + Array(repeating: "type \"\(typed120)\"", count: 900).joined(separator: "; "), "--layout"],
                message: "Limits.playedText"), under: 600
        ).timeout(300),
        ownPeak(HostileCase("batch FILE of /dev/zero is refused", ["batch", "/dev/zero"], message: "device"), under: 100),
    ]

    // MARK: Faults 14 and 15: played and translated text

    static let text: [HostileCase] = [
        HostileCase(
            "a translation past the text limit is refused (render)",
            ["render", "Text Input", "--prop", "Input Text=Hello", "--strings", "$D/inputs/long.strings", "--out", "$D/out.png"],
            message: "once translated", setup: { try $0.write("inputs/long.strings", "\"Hello\" = \"" + String(repeating: "x", count: 70_000) + "\";\n") }),
        HostileCase(
            "a translation past the text limit is refused (layout)",
            ["layout", "Text Input", "--prop", "Input Text=Hello", "--strings", "$D/inputs/long.strings", "--json"],
            message: "Limits.textLength", setup: { try $0.write("inputs/long.strings", "\"Hello\" = \"" + String(repeating: "x", count: 70_000) + "\";\n") }),
        HostileCase(
            "a translation past the text limit is refused (play)",
            ["play", "Text Input", "--prop", "Input Text=Hello", "--strings", "$D/inputs/long.strings", "--events", "focus", "--layout"],
            message: "once translated", setup: { try $0.write("inputs/long.strings", "\"Hello\" = \"" + String(repeating: "x", count: 70_000) + "\";\n") }),
        HostileCase(
            "a translation past the text limit is refused (batch)", ["batch", "$D/inputs/t.jsonl", "--strings", "$D/inputs/long.strings"], status: 1,
            message: "once translated",
            setup: { sandbox in
                try sandbox.write("inputs/long.strings", "\"Hello\" = \"" + String(repeating: "x", count: 70_000) + "\";\n")
                try sandbox.write("inputs/t.jsonl", #"{"set": "Text Input", "props": {"Input Text": "Hello"}, "out": "$D/out.png"}"# + "\n")
            }
        ).lines(2),
        HostileCase(
            "the en-XA pseudo-locale's padding past the text limit is refused",
            ["render", "Text Input", "--prop", "Input Text=" + String(repeating: "a", count: 65_500), "--locale", "en-XA", "--out", "$D/out.png"],
            message: "once translated"),
    ]

    // MARK: Accepted silently

    static let silent: [HostileCase] = [
        HostileCase("--scale 0x2 (a hex float) is refused", ["render", "Stepper", "--scale", "0x2", "--out", "$D/out.png"], message: "'0x2'"),
        HostileCase("--scale 0x1p1 is refused", ["render", "Stepper", "--scale", "0x1p1", "--out", "$D/out.png"], message: "0x1p1"),
        HostileCase("--scale 0x2x is refused", ["render", "Stepper", "--scale", "0x2x", "--out", "$D/out.png"], message: "0x2"),
        HostileCase("gallery --scale 0x2 is refused", ["gallery", "--set", "Stepper", "--scale", "0x2", "--out", "$D/g"], message: "0x2"),
        HostileCase("--text-scale 0x1 is refused", ["render", "Stepper", "--text-scale", "0x1", "--out", "$D/out.png"], message: "0x1"),
        HostileCase("diff --max-ratio 0x1 is refused", ["diff", "$D/inputs/a.png", "$D/inputs/b.png", "--max-ratio", "0x1"], message: "0x1"),
        HostileCase("diff --perceptual 0x0.1p0 is refused", ["diff", "$D/inputs/a.png", "$D/inputs/b.png", "--perceptual", "0x0.1p0"], message: "0x0.1p0"),
        HostileCase("verify --max-ratio 0x1 is refused", verify + ["--max-ratio", "0x1"], message: "--max-ratio"),
        HostileCase("--out given twice is refused", ["render", "Stepper", "--out", "$D/a.png", "--out", "$D/b.png"], message: "--out is given twice"),
        HostileCase("--out=... given twice is refused", ["render", "Stepper", "--out=$D/a.png", "--out=$D/b.png"], message: "given twice"),
        HostileCase("--scale given twice is refused", ["render", "Stepper", "--scale", "1", "--scale", "2", "--out", "$D/a.png"], message: "--scale is given twice"),
        HostileCase("--theme given twice is refused", ["render", "Stepper", "--theme", "light", "--theme", "dark", "--out", "$D/a.png"], message: "--theme"),
        HostileCase("diff --out given twice is refused", ["diff", "$D/inputs/a.png", "$D/inputs/b.png", "--out", "$D/x.png", "--out", "$D/y.png"], message: "--out"),
        HostileCase("play --events given twice is refused", ["play", "Stepper", "--events", "press increment", "--events", "press decrement", "--layout"], message: "--events"),
        HostileCase("batch --jobs given twice is refused", ["batch", "$D/inputs/jobs.jsonl", "--jobs", "1", "--jobs", "2"], message: "--jobs"),
        HostileCase("verify --report given twice is refused", verify + ["--report", "$D/other"], message: "--report"),
        HostileCase("--date 2026-02-31 is refused", ["packet", "--set", "Stepper", "--date", "2026-02-31", "--out", "$D/p.pdf"], message: "2026-02-31"),
        HostileCase("--date 2025-02-29 (not a leap year) is refused", ["packet", "--set", "Stepper", "--date", "2025-02-29", "--out", "$D/p.pdf"], message: "2025-02-29"),
        HostileCase("--date 2026-04-31 is refused", ["packet", "--set", "Stepper", "--date", "2026-04-31", "--out", "$D/p.pdf"], message: "2026-04-31"),
        HostileCase("--date 2026-+2-01 is refused", ["packet", "--set", "Stepper", "--date", "2026-+2-01", "--out", "$D/p.pdf"], message: "2026-+2-01"),
        HostileCase(
            "--snapshots '' is refused, not the working folder", ["snapshot", "record", "--snapshots", "", "--filter", HostileSandbox.goldensFilter],
            message: "--snapshots is empty"),
        HostileCase("verify --snapshots '' is refused", ["snapshot", "verify", "--snapshots", "", "--filter", HostileSandbox.goldensFilter], message: "--snapshots is empty"),
        HostileCase("prune --snapshots '' is refused", ["snapshot", "prune", "--snapshots", ""], message: "--snapshots is empty"),
        HostileCase(
            "verify --report '' is refused", ["snapshot", "verify", "--snapshots", goldens, "--filter", HostileSandbox.goldensFilter, "--report", ""],
            message: "--report is empty"),
        HostileCase("--tokens '' is refused", ["render", "Stepper", "--tokens", "", "--out", "$D/out.png"], message: "--tokens is empty"),
        HostileCase(
            "an escape sequence in a set name is echoed escaped", ["render", "\u{1B}[2J\u{1B}[31mStepper", "--out", "$D/out.png"],
            message: "\\u{1B}[2J", check: noControlCharacters),
        HostileCase(
            "an escape sequence in an option name is echoed escaped", ["render", "Stepper", "--\u{1B}]0;owned\u{07}", "--out", "$D/out.png"],
            message: "\\u{1B}]0;owned\\u{7}", check: noControlCharacters),
        HostileCase(
            "a carriage return in a property value is echoed escaped", ["render", "Text Input", "--prop", "Optional=yes\roverwritten", "--out", "$D/out.png"],
            message: "\\u{D}overwritten", check: noControlCharacters),
        HostileCase(
            "a bidi override in a --scale value is echoed escaped", ["render", "Stepper", "--scale", "2\u{202E}x", "--out", "$D/out.png"],
            message: "\\u{202E}", check: noControlCharacters),
        HostileCase(
            "an escape sequence in a batch line is echoed escaped", ["batch", "$D/inputs/e.jsonl"], status: 1, message: "\\u{1B}[31m",
            setup: { try $0.write("inputs/e.jsonl", #"{"set": "\u001b[31mStepper", "out": "$D/out.png"}"# + "\n") }, check: noControlCharacters
        ).lines(2),
        HostileCase(
            "an escape sequence in a diff path is echoed escaped", ["diff", "$D/inputs/\u{1B}[5mmissing.png", "$D/inputs/b.png"],
            message: "\\u{1B}[5m", check: noControlCharacters),
        HostileCase(
            "a CRLF batch file renders every line", ["batch", "$D/inputs/crlf.jsonl"], status: 0, outputs: ["out"],
            setup: {
                try $0.makeFolder("out");
                try $0.write(
                    "inputs/crlf.jsonl",
                    "{\"set\": \"Stepper\", \"out\": \"$D/out/a.png\"}\r\n{\"set\": \"Counter Input\", \"out\": \"$D/out/b.png\"}\r\n".replacingOccurrences(of: "$D", with: $0.path)
                )
            },
            check: { sandbox, _ in #expect(sandbox.bytes("out/a.png") != nil && sandbox.bytes("out/b.png") != nil) }),
        HostileCase(
            "a UTF-16 BE batch file with its byte-order mark renders", ["batch", "$D/inputs/be.jsonl"], status: 0, outputs: ["out"],
            setup: { sandbox in
                try sandbox.makeFolder("out")
                let text = "\u{FEFF}{\"set\": \"Stepper\", \"out\": \"\(sandbox.path)/out/a.png\"}\n"
                try sandbox.write("inputs/be.jsonl", bytes: text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
            }, check: { sandbox, _ in #expect(sandbox.bytes("out/a.png") != nil) }),
        HostileCase(
            "a UTF-16 batch file with its byte-order mark renders", ["batch", "$D/inputs/utf16.jsonl"], status: 0, outputs: ["out"],
            setup: { sandbox in
                try sandbox.makeFolder("out")
                let text = "{\"set\": \"Stepper\", \"out\": \"\(sandbox.path)/out/a.png\"}\r\n"
                try sandbox.write("inputs/utf16.jsonl", bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            }, check: { sandbox, _ in #expect(sandbox.bytes("out/a.png") != nil) }),
        HostileCase(
            "a UTF-16 batch file without a byte-order mark is named as such", ["batch", "$D/inputs/utf16.jsonl"], message: "UTF-16 without a byte-order mark",
            setup: { sandbox in
                try sandbox.write("inputs/utf16.jsonl", bytes: "{\"set\": \"Stepper\", \"out\": \"o.png\"}\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            }),
        HostileCase(
            "a UTF-16 strings file without a byte-order mark is named as such", ["render", "Stepper", "--strings", "$D/inputs/s.strings", "--out", "$D/out.svg"],
            message: "UTF-16 without a byte-order mark",
            setup: { try $0.write("inputs/s.strings", bytes: "\"a\" = \"b\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) }),
        HostileCase(
            "an event script starting with a byte-order mark plays", ["play", "Stepper", "--events", "\u{FEFF}press increment", "--layout"], status: 0,
            check: { _, run in #expect(run.stdout.split(separator: "\n").count == 2, "\(run.stdout.prefix(300))") }),
        HostileCase(
            "batch /dev/stdin of a pipe is read", ["batch", "/dev/stdin"], status: 0, outputs: ["out"],
            setup: { sandbox in
                try sandbox.makeFolder("out")
                try sandbox.write("inputs/p.jsonl", "{\"set\": \"Stepper\", \"out\": \"\(sandbox.path)/out/p.png\"}\n")
                try sandbox.fifo("inputs/p.fifo")
                try background("cat '\(sandbox.url("inputs/p.jsonl").path)' > '\(sandbox.url("inputs/p.fifo").path)'")
            }, check: { sandbox, _ in #expect(sandbox.bytes("out/p.png") != nil) }
        ).stdin("$D/inputs/p.fifo").timeout(60),
        ownPeak(
            HostileCase(
                "batch /dev/stdin of a pipe past Limits.batchLineBytes is refused by line", ["batch", "/dev/stdin"], status: 1, message: "Limits.batchLineBytes",
                setup: { sandbox in
                    try sandbox.write("inputs/p.jsonl", "{\"set\": \"Stepper\"," + String(repeating: " ", count: 2 << 20) + "\"out\": \"\(sandbox.path)/out/p.png\"}\n")
                    try sandbox.fifo("inputs/p.fifo")
                    try background("cat '\(sandbox.url("inputs/p.jsonl").path)' > '\(sandbox.url("inputs/p.fifo").path)'")
                }
            ).lines(2).stdin("$D/inputs/p.fifo"), under: 100
        ).timeout(60),
    ]

    static let bounded = integers + fifos + memory + text + silent

    // Awaited (children waited for off the cooperative pool): five bounded cases wait out the 10 s
    // silence limit, and the endless streams run until a limit stops them.
    @Test(arguments: bounded) func inputsWithinBounds(_ hostile: HostileCase) async throws { try await HostileMatrix.run(hostile) }

    @Test(arguments: unbounded) func devicesAndEndlessStreams(_ hostile: HostileCase) async throws { try await HostileMatrix.run(hostile) }

    /// An argument that is not UTF-8 (`--out $'\xff.png'`): Swift would repair it to U+FFFD and write a file
    /// under a name no one gave. A `String` cannot hold the bytes, so the shell passes them.
    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" render Stepper --out "$(printf 'bad\377.png')""#, HostileMatrix.executable]
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "\(stderr)")
        #expect(stderr.hasPrefix("specimen: argument 4") && stderr.contains("not valid UTF-8"), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }
}
