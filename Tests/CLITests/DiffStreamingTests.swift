import Foundation
import Specimen
import SpecimenPNG
import Testing

/// `specimen diff` streams: two large PNGs are compared and their difference image written in a few
/// rows of memory. Peak memory is the child's own `VmHWM`, reported through `SPECIMEN_PEAK_MEMORY_FILE`
/// as `make bench` reads it; nothing here times anything.
@Suite struct DiffStreamingTests {
    /// 4000 x 3000: 12 million pixels a file. Whole, the old path held both decoded (2 x 48 MB), their
    /// straight copies, the deltas and a 36-million-pixel three-panel picture (144 MB) with its encoding.
    static let (width, height) = (4000, 3000)
    /// Far under what holding one image whole takes (48 MB), above the process's own start (about 20 MB
    /// for the Swift runtime, Foundation and the fonts' tables it never reads here).
    static let peakBound = 48 * 1024 * 1024

    /// Writes two RGB PNGs with Python's zlib: B is A with a 3 x 2 block and one far pixel changed.
    private func writePair(in folder: URL) throws {
        let script = """
            import sys, zlib, struct
            w, h, d = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
            def chunk(kind, data):
                return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
            def png(path, changed):
                rows = []
                for y in range(h):
                    row = bytearray(((x // 50 + y // 40) % 2) * 200 for x in range(w * 3)) if y % 40 == 0 or y < 2 else None
                    rows.append(row)
                z = zlib.compressobj(1)
                out = []
                base = None
                for y in range(h):
                    if rows[y] is not None: base = rows[y]
                    row = base
                    if y in changed:
                        row = bytearray(base)
                        for x in changed[y]: row[3 * x] = (row[3 * x] + 90) % 256
                    out.append(z.compress(b"\\x00" + bytes(row)))
                out.append(z.flush())
                ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
                with open(path, "wb") as f:
                    f.write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", b"".join(out)) + chunk(b"IEND", b""))
            png(d + "/a.png", {})
            png(d + "/b.png", {1500: [2000, 2001, 2002], 1501: [2000, 2001, 2002], h - 1: [w - 1]})
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, "\(Self.width)", "\(Self.height)", folder.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }

    @Test func twoLargeImagesDiffInBoundedMemory() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writePair(in: folder)
        let peakFile = folder.appendingPathComponent("peak").path
        let result = try CLIRunner.run(
            ["diff", "a.png", "b.png", "--out", "d.png"], environment: ["SPECIMEN_PEAK_MEMORY_FILE": peakFile],
            in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout == "a.png vs b.png: pixels changed: 7 px in 2 regions: (3x2 px at 2000,1500, max delta 0xA6), "
                + "(1x1 px at 3999,2999, max delta 0xA6); tolerance max-delta 0/255 per channel, max-pixels 0\n")
        let peak = try #require(Int(try String(contentsOfFile: peakFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Under `make sanitize` (which sets ASAN_OPTIONS or TSAN_OPTIONS) the child's peak is mostly the
        // sanitizer's own: AddressSanitizer's 256 MB quarantine of freed blocks (161 MB measured),
        // ThreadSanitizer's shadow memory (51 MB). The bound is Specimen's, checked on an ordinary build.
        let environment = ProcessInfo.processInfo.environment
        if environment["ASAN_OPTIONS"] == nil && environment["TSAN_OPTIONS"] == nil {
            #expect(peak < Self.peakBound, "peak memory \(peak / 1024 / 1024) MB")
        }

        // The difference image is whole and three panels wide: read back a row at a time through IEND.
        let reader = try PNGRowReader(path: folder.appendingPathComponent("d.png").path, maximumPixelCount: .max)
        #expect(reader.width == Self.width * 3 + 16 && reader.height == Self.height)
        var row: [UInt8] = []
        for y in 0..<reader.height {
            try reader.readRow(into: &row)
            if y == 1500 {
                let i = (Self.width + 8 + 2000) * 4
                #expect(row[i] == 255 && row[i + 1] < 128 && row[i + 3] == 255, "a changed pixel is red in the middle panel")
            }
        }
        try reader.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "b.png", "d.png", "peak"])
    }

    /// A pipe can be read once; diff copies it to a temporary file first (the alpha pre-read of a file with
    /// an alpha channel reads twice), so `<(git show HEAD:a.png)` gives what the files give.
    @Test func pipedInputsGiveWhatFilesGive() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var a = try #require(Pixmap(width: 30, height: 20, fill: PremultipliedColor(red: 10, green: 100, blue: 30, alpha: 128)))
        a[1, 1] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        var b = a
        b[7, 9] = PremultipliedColor(red: 0, green: 0, blue: 40, alpha: 40)
        try Data(PNGEncoder().encode(a, pixelsPerPoint: 1)).write(to: folder.appendingPathComponent("a.png"))
        try Data(PNGEncoder().encode(b, pixelsPerPoint: 1)).write(to: folder.appendingPathComponent("b.png"))
        let files = try CLIRunner.run(["diff", "a.png", "b.png", "--out", "files.png"], in: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "\"$0\" diff <(cat a.png) <(cat b.png) --out piped.png", CLIRunner.executable.path]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        #expect(files.status == 1 && process.terminationStatus == 1)
        let piped = try Data(contentsOf: folder.appendingPathComponent("piped.png"))
        #expect(piped == (try Data(contentsOf: folder.appendingPathComponent("files.png"))))
    }
}
