import Foundation
import SpecimenLimits
import SpecimenPNG
import SpecimenSnapshot
import Testing
import TestSupport

/// `specimen diff`'s streamed comparison against the whole-image path it replaced: the same outcome,
/// the same regions in the same order, and the same difference-image pixels and scale, pair by pair.
/// (Pixels, not bytes: the streamed image is compressed by libpng's zlib a row at a time, the whole
/// one by Specimen's own `ZlibWriter`; see `PNGRowWriter`.)
@Suite struct StreamedComparisonTests {
    /// The whole-image path: both decoded, `PixelComparison`, `RegionGrouping`, `DiffImage`, `PNGEncoder`.
    private struct WholeImage {
        let outcome: ImageComparison
        let regions: [DifferenceRegion]
        let image: Pixmap
        let pixelsPerPoint: Double?

        init(_ a: URL, _ b: URL, tolerance: Tolerance) throws {
            let decoder = PNGDecoder(maximumPixelCount: Limits.diffPixelBudget)
            let expected = try decoder.decodeImage(Array(Data(contentsOf: a)))
            let actual = try decoder.decodeImage(Array(Data(contentsOf: b)))
            outcome = PixelComparison.compare(expected: expected.pixmap, actual: actual.pixmap, tolerance: tolerance)
            if case .compared(let difference) = outcome { regions = RegionGrouping.regions(of: difference) } else { regions = [] }
            let panel = try #require(DiffImage.threePanel(expected: expected.pixmap, actual: actual.pixmap, maxChannelDelta: tolerance.maxChannelDelta))
            image = panel
            pixelsPerPoint = expected.pixelsPerPoint ?? 1
        }
    }

    /// Streams `a` against `b` and expects exactly what the whole-image path gives; returns the outcome.
    @discardableResult
    private func expectSame(_ a: URL, _ b: URL, tolerance: Tolerance = .exact, listed: Int = .max) throws -> StreamedComparison.Outcome {
        let whole = try WholeImage(a, b, tolerance: tolerance)
        let out = a.deletingLastPathComponent().appendingPathComponent("diff-\(UUID().uuidString).png")
        let streamed = try StreamedComparison.compare(
            expectedPath: a.path, actualPath: b.path, tolerance: tolerance,
            differenceImage: out.path, listedRegions: listed)
        switch (whole.outcome, streamed) {
        case (.sizeMismatch(let e1, let a1), .sizeMismatch(let e2, let a2)):
            #expect(e1 == e2 && a1 == a2)
        case (.compared(let w), .compared(let s)):
            #expect(s.width == w.width && s.height == w.height)
            #expect(s.differingPixels == w.differingPixels)
            #expect(s.regionCount == whole.regions.count)
            #expect(s.regions == Array(whole.regions.prefix(listed)))
        default:
            Issue.record("outcomes differ: \(whole.outcome) vs \(streamed)")
        }
        let written = try PNGDecoder(maximumPixelCount: Limits.diffPixelBudget).decodeImage(Array(Data(contentsOf: out)))
        #expect(written.pixmap == whole.image, "difference image pixels differ")
        #expect(written.pixelsPerPoint == whole.pixelsPerPoint)
        return streamed
    }

    private func write(_ pixmap: Pixmap, _ name: String, in folder: URL, scale: Double = 1) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(PNGEncoder().encode(pixmap, pixelsPerPoint: scale)).write(to: url)
        return url
    }

    /// A deterministic picture: bands, a gradient and, with `alpha`, translucent pixels.
    private func picture(width: Int, height: Int, alpha: Bool = false, seed: UInt64 = 1) throws -> Pixmap {
        var pixmap = try #require(Pixmap(width: width, height: height))
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let band = (x / 7 + y / 5) % 3 == 0
                let a: UInt8 = alpha ? UInt8(truncatingIfNeeded: (x * 13 + y * 7) % 256) : 255
                let colour = Color(
                    red: band ? 0x15 : UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)),
                    blue: UInt8(truncatingIfNeeded: state >> 56), alpha: a)
                pixmap[x, y] = colour.premultiplied
            }
        }
        return pixmap
    }

    /// `pixmap` with scattered pixels changed by different amounts, edges and corners included.
    private func changed(_ pixmap: Pixmap, count: Int, seed: UInt64) -> Pixmap {
        var copy = pixmap
        var state = seed
        let corners = [(0, 0), (pixmap.width - 1, 0), (0, pixmap.height - 1), (pixmap.width - 1, pixmap.height - 1)]
        for i in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let (x, y) = i < corners.count ? corners[i] : (Int(state >> 33) % pixmap.width, Int(state >> 13) % pixmap.height)
            let step = UInt8(truncatingIfNeeded: 1 + (i * 37) % 200)
            var c = copy[x, y]
            c.red = c.red &+ step > c.alpha ? c.red &- min(c.red, step) : c.red &+ step
            copy[x, y] = c
        }
        return copy
    }

    @Test(arguments: [
        (Tolerance.exact, 0), (Tolerance(maxChannelDelta: 0), 4), (Tolerance(maxChannelDelta: 40), 9),
        (Tolerance(perceptualThreshold: 0.1), 0), (Tolerance(perceptualThreshold: 0.02), 3),
    ])
    func sameSizePairsMatchTheWholeImagePath(tolerance: Tolerance, seed: Int) throws {
        let folder = try Fixtures.temporaryFolder()
        for (width, height, alpha) in [(1, 1, false), (3, 2, false), (61, 47, false), (64, 33, true), (130, 9, true)] {
            let a = try picture(width: width, height: height, alpha: alpha, seed: UInt64(seed))
            let b = changed(a, count: width * height / 9 + 1, seed: UInt64(seed + width))
            try expectSame(try write(a, "a.png", in: folder, scale: 2), try write(b, "b.png", in: folder), tolerance: tolerance)
            try expectSame(try write(a, "a.png", in: folder), try write(a, "b.png", in: folder), tolerance: tolerance)
        }
    }

    @Test func differentSizesMatchTheWholeImagePath() throws {
        let folder = try Fixtures.temporaryFolder()
        // Wider, taller, both, and crossing (a corner of the middle panel lies in neither: clear, so RGBA).
        for ((w1, h1), (w2, h2)) in [((40, 30), (50, 30)), ((40, 30), (40, 41)), ((40, 30), (45, 33)), ((40, 30), (30, 40)), ((1, 9), (9, 1))] {
            let a = try write(try picture(width: w1, height: h1), "a.png", in: folder)
            let b = try write(try picture(width: w2, height: h2, seed: 5), "b.png", in: folder)
            let outcome = try expectSame(a, b)
            guard case .sizeMismatch = outcome else { Issue.record("\(w1)x\(h1) vs \(w2)x\(h2) compared as one size"); continue }
            try expectSame(b, a)
        }
    }

    @Test func manyRegionsAndAListedFewMatchTheWholeImagePath() throws {
        let folder = try Fixtures.temporaryFolder()
        let a = try picture(width: 203, height: 157)
        let b = changed(a, count: 900, seed: 77)
        let (pathA, pathB) = (try write(a, "a.png", in: folder), try write(b, "b.png", in: folder))
        guard case .compared(let all) = try expectSame(pathA, pathB) else { Issue.record("not compared"); return }
        #expect(all.regionCount > 50)
        try expectSame(pathA, pathB, listed: DifferenceSummary.listedRegions)
        try expectSame(pathA, pathB, tolerance: Tolerance(perceptualThreshold: 0.1), listed: 1)
    }

    /// Real goldens: anti-aliased text and rings, where the perceptual filter's edge test matters.
    @Test(arguments: [
        ("Text Input", "Type=Default, State=Filled", "Type=Default, State=Focused"),
        ("Stepper", "Size=sm, State=Default", "Size=sm, State=Max"),
    ])
    func goldensMatchTheWholeImagePath(set: String, first: String, second: String) throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots").appendingPathComponent(set)
        let a = snapshots.appendingPathComponent(first).appendingPathComponent("light@2x.png")
        let b = snapshots.appendingPathComponent(second).appendingPathComponent("light@2x.png")
        let folder = try Fixtures.temporaryFolder()
        let (copyA, copyB) = (folder.appendingPathComponent("a.png"), folder.appendingPathComponent("b.png"))
        try FileManager.default.copyItem(at: a, to: copyA)
        try FileManager.default.copyItem(at: b, to: copyB)
        for tolerance in [Tolerance.exact, Tolerance(perceptualThreshold: 0.1), Tolerance(maxChannelDelta: 16, perceptualThreshold: 0.05)] {
            try expectSame(copyA, copyB, tolerance: tolerance)
        }
        let dark = snapshots.appendingPathComponent(first).appendingPathComponent("light@1x.png")
        try FileManager.default.copyItem(at: dark, to: folder.appendingPathComponent("c.png"))
        try expectSame(copyA, folder.appendingPathComponent("c.png"))
    }

    /// Files Pillow writes (palette with transparency, grey, grey + alpha, 16-bit grey, 1-bit, RGB): another
    /// encoder's colour types and bit depths, read row by row as the decoder reads them whole; and Adam7
    /// interlaced files (written by hand), which the reader holds whole.
    @Test(.tags(.externalTool), ExternalTool.pillow.gate) func pillowFilesMatchTheWholeImagePath() throws {
        let folder = try Fixtures.temporaryFolder()
        let script = """
            import sys
            from PIL import Image
            d = sys.argv[1]
            def pic(mode, w, h, f):
                im = Image.new(mode, (w, h))
                im.putdata([f(x, y) for y in range(h) for x in range(w)])
                return im
            rgb = lambda s: (lambda x, y: ((x * 9 + s) % 256, (y * 5) % 256, (x * y + s) % 256))
            pic("RGB", 37, 23, rgb(0)).save(d + "/rgb-a.png")
            pic("RGB", 37, 23, rgb(3)).save(d + "/rgb-b.png")
            p = pic("RGB", 37, 23, rgb(0)).quantize(16)
            p.save(d + "/pal-a.png", transparency=2)
            q = p.copy(); q.putpixel((5, 5), 7); q.putpixel((36, 22), 2)
            q.save(d + "/pal-b.png", transparency=2)
            pic("L", 30, 20, lambda x, y: (x * 8 + y) % 256).save(d + "/l-a.png")
            pic("L", 30, 20, lambda x, y: (x * 8 + y + (x == y)) % 256).save(d + "/l-b.png")
            pic("LA", 30, 20, lambda x, y: ((x * 8) % 256, (y * 13) % 256)).save(d + "/la-a.png")
            pic("LA", 30, 20, lambda x, y: ((x * 8) % 256, (y * 13 + (x % 4 == 0)) % 256)).save(d + "/la-b.png")
            pic("I;16", 30, 20, lambda x, y: x * 2000 + y * 37).save(d + "/l16-a.png")
            pic("1", 30, 20, lambda x, y: 255 * ((x + y) % 2)).save(d + "/bw-a.png")
            # Adam7 interlacing, which Pillow does not write: the passes by hand, RGBA, filter None.
            import zlib, struct
            def chunk(kind, data):
                return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
            def adam7(path, w, h, f):
                raw = b""
                for (x0, y0, dx, dy) in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
                    xs = range(x0, w, dx)
                    if len(xs) == 0: continue
                    for y in range(y0, h, dy):
                        raw += b"\\x00" + b"".join(bytes(f(x, y)) for x in xs)
                ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 1)
                with open(path, "wb") as out:
                    out.write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
            adam7(d + "/adam7-a.png", 37, 23, lambda x, y: ((x * 9) % 256, (y * 5) % 256, (x * y) % 256, 255 - x))
            adam7(d + "/adam7-b.png", 37, 23, lambda x, y: ((x * 9) % 256, (y * 5 + (x == 7)) % 256, (x * y) % 256, 255 - x))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 with Pillow failed (pip install pillow): \(message)")
        func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
        for (a, b) in [
            ("rgb-a", "rgb-b"), ("pal-a", "pal-b"), ("l-a", "l-b"), ("la-a", "la-b"), ("pal-a", "rgb-a"), ("l-a", "l16-a"),
            ("l16-a", "la-a"), ("bw-a", "l-a"), ("la-a", "pal-a"), ("adam7-a", "adam7-b"), ("rgb-a", "adam7-a"),
        ] {
            try expectSame(file(a + ".png"), file(b + ".png"))
            try expectSame(file(a + ".png"), file(b + ".png"), tolerance: Tolerance(maxChannelDelta: 3, perceptualThreshold: 0.1))
        }
    }

    @Test func aBadFileIsNamedAndLeavesNoDifferenceImage() throws {
        let folder = try Fixtures.temporaryFolder()
        let good = try write(try picture(width: 20, height: 300), "a.png", in: folder)
        let bytes = try Data(contentsOf: good)
        let cut = folder.appendingPathComponent("cut.png")
        try bytes.prefix(bytes.count - 40).write(to: cut)
        let out = folder.appendingPathComponent("d.png")
        #expect(throws: StreamedComparison.FileFailure.self) {
            try StreamedComparison.compare(expectedPath: good.path, actualPath: cut.path, tolerance: .exact, differenceImage: out.path)
        }
        do {
            _ = try StreamedComparison.compare(expectedPath: good.path, actualPath: cut.path, tolerance: .exact, differenceImage: out.path)
        } catch {
            #expect("\(error)" == "\(cut.path): \(PNGError.truncated)" || "\(error)".hasPrefix("\(cut.path): corrupt PNG"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "cut.png"])
    }
}
