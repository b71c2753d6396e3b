@testable import Pixels
import Testing

/// The SVG-style three-box Gaussian blur on premultiplied pixels.
struct GaussianBlurTests {
    static func image(width: Int, height: Int, _ colour: (Int, Int) -> PremultipliedColor) throws -> Pixmap {
        var pixmap = try #require(Pixmap(width: width, height: height))
        for y in 0..<height { for x in 0..<width { pixmap[x, y] = colour(x, y) } }
        return pixmap
    }

    @Test(arguments: [(1.5, [3, 3, 3]), (2.0, [4, 4, 5]), (4.0, [8, 8, 9]), (10.0, [19, 19, 19])])
    func boxSizesFollowTheSpec(sigma: Double, sizes: [Int]) throws {
        // d = ⌊σ · 3√(2π)/4 + 0.5⌋: 1.5 → 3, 2 → 4, 4 → 8, 10 → 19.
        let boxes = try #require(Pixmap.gaussianBoxes(sigma: sigma))
        #expect(boxes.map(\.size) == sizes)
        if sizes[0].isMultiple(of: 2) {
            // Even boxes lean left, then right, by half a pixel; the last is centred.
            let d = sizes[0]
            #expect(boxes.map(\.before) == [d / 2, d / 2 - 1, d / 2])
        }
    }

    @Test(arguments: [0.0, -3, .nan, .infinity, 0.2])
    func noBlurLeavesTheImageAlone(sigma: Double) throws {
        let pixmap = try Self.image(width: 5, height: 4) { x, y in PremultipliedColor(red: UInt8(x * 40), green: UInt8(y * 50), blue: 7, alpha: 255) }
        #expect(pixmap.gaussianBlurred(sigma: sigma) == pixmap)
    }

    @Test(arguments: [1.0, 2.0, 3.5, 10.0, 40.0])
    func constantImageStaysConstantToTheEdges(sigma: Double) throws {
        let colour = Color(red: 0x15, green: 0x5D, blue: 0xFC, alpha: 0x80).premultiplied
        let pixmap = try #require(Pixmap(width: 23, height: 11, fill: colour))
        #expect(pixmap.gaussianBlurred(sigma: sigma) == pixmap)
    }

    @Test(arguments: [1.5, 2.0, 3.0, 4.0])
    func singlePixelSpreadsSymmetricallyAndKeepsItsEnergy(sigma: Double) throws {
        let size = 41, centre = 20
        let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        let pixmap = try Self.image(width: size, height: size) { x, y in
            x == centre && y == centre ? PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255) : black
        }
        let blurred = pixmap.gaussianBlurred(sigma: sigma)
        var total = 0, spread = 0
        for y in 0..<size {
            for x in 0..<size {
                let v = blurred[x, y]
                #expect(v == blurred[size - 1 - x, y] && v == blurred[x, size - 1 - y], "(\(x), \(y))")
                #expect(v.alpha == 255)
                total += Int(v.red)
                if v.red > 0 { spread += 1 }
            }
        }
        #expect(blurred[centre, centre].red < 255 && blurred[centre, centre].red > 0)
        #expect(spread > 9)
        // The 255 spreads over dozens to hundreds of pixels, most of them a step or two: rounding
        // each to nearest moves the total by at most half a step per covered pixel.
        #expect(abs(total - 255) * 2 <= spread, "total \(total) over \(spread) pixels")
    }

    @Test(arguments: [1.5, 2.0, 3.0, 4.0, 8.0])
    func brightBlockKeepsItsEnergy(sigma: Double) throws {
        // A 9 × 9 white block: large values, so rounding is small against the total.
        let pixmap = try Self.image(width: 81, height: 81) { x, y in
            (36...44).contains(x) && (36...44).contains(y)
                ? PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
                : PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        }
        let blurred = pixmap.gaussianBlurred(sigma: sigma)
        var total = 0
        for y in 0..<81 { for x in 0..<81 { total += Int(blurred[x, y].green) } }
        #expect(abs(Double(total) / Double(81 * 255) - 1) < 0.01, "total \(total)")
    }

    @Test(arguments: [2.0, 6.0])
    func colourNextToTransparencyHasNoDarkFringe(sigma: Double) throws {
        let red = PremultipliedColor(red: 220, green: 40, blue: 10, alpha: 255)
        let pixmap = try Self.image(width: 30, height: 30) { x, y in (10..<20).contains(x) && (10..<20).contains(y) ? red : .clear }
        let blurred = pixmap.gaussianBlurred(sigma: sigma)
        var faded = 0
        for y in 0..<30 {
            for x in 0..<30 {
                let p = blurred[x, y]
                #expect(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha)
                if p.alpha > 0 && p.alpha < 255 { faded += 1 }
                // Every pixel is the square's colour at its own alpha: within the six passes'
                // rounding (half a step each) of α × colour / 255. Blurring straight colour with
                // transparent black would halve red where alpha is half, 55 steps off.
                func expected(_ c: UInt8) -> Int { (Int(c) * Int(p.alpha) + 127) / 255 }
                #expect(abs(Int(p.red) - expected(red.red)) <= 4, "(\(x), \(y)) \(p)")
                #expect(abs(Int(p.green) - expected(red.green)) <= 4, "(\(x), \(y)) \(p)")
                #expect(abs(Int(p.blue) - expected(red.blue)) <= 4, "(\(x), \(y)) \(p)")
            }
        }
        #expect(faded > 100)
        #expect(blurred[8, 15].alpha > 0 && blurred[8, 15].alpha < 255)
    }

    @Test func edgesRepeatTheEdgePixel() throws {
        // Left half black, right half white, all opaque: every row blurs the same way and the
        // outermost columns keep their colour, as if the picture continued past its border.
        let pixmap = try Self.image(width: 20, height: 6) { x, _ in
            x < 10 ? PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255) : PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        }
        let blurred = pixmap.gaussianBlurred(sigma: 2)
        for y in 0..<6 {
            for x in 0..<20 { #expect(blurred[x, y] == blurred[x, 0]) }
        }
        #expect(blurred[0, 3].red == 0 && blurred[19, 3].red == 255)
        #expect(blurred[9, 3].red > 0 && blurred[10, 3].red < 255)
        #expect(Int(blurred[9, 3].red) + Int(blurred[10, 3].red) == 255)
    }

    /// The blur is exactly its definition: three boxes along rows, then three along columns, each
    /// output byte the window's sum (edge pixels repeating) divided by the window's size, rounded half
    /// up, written here the slowest obvious way and compared byte for byte on pictures of every shape,
    /// boxes even and odd, narrower and wider than the picture, and one past 255 pixels wide.
    @Test(arguments: [(1, 1, 1.5), (1, 9, 2.0), (9, 1, 4.0), (7, 5, 3.0), (40, 13, 2.0), (13, 40, 6.5), (64, 33, 10.0), (3, 300, 140.0)])
    func theBlurIsItsDefinition(width: Int, height: Int, sigma: Double) throws {
        var seed: UInt32 = UInt32(width * 7919 + height)
        let pixmap = try Self.image(width: width, height: height) { _, _ in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let alpha = UInt8(truncatingIfNeeded: seed >> 24)
            func channel(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: seed >> shift) % (alpha &+ 1 == 0 ? 255 : alpha &+ 1) }
            return PremultipliedColor(red: channel(3), green: channel(9), blue: channel(15), alpha: alpha)
        }
        let boxes = try #require(Pixmap.gaussianBoxes(sigma: sigma))
        var bytes = pixmap.data.map(Int.init)
        func pass(_ box: BoxBlur, alongRows: Bool) {
            let before = box.before, after = box.size - 1 - box.before
            var out = bytes
            for y in 0..<height {
                for x in 0..<width {
                    for c in 0..<4 {
                        var sum = 0
                        for k in -before...after {
                            let (sx, sy) = alongRows ? (min(max(x + k, 0), width - 1), y) : (x, min(max(y + k, 0), height - 1))
                            sum += bytes[(sy * width + sx) * 4 + c]
                        }
                        out[(y * width + x) * 4 + c] = (sum + box.size / 2) / box.size
                    }
                }
            }
            bytes = out
        }
        for box in boxes { pass(box, alongRows: true) }
        for box in boxes { pass(box, alongRows: false) }
        #expect(pixmap.gaussianBlurred(sigma: sigma).data == bytes.map { UInt8($0) })
    }

    @Test func blurIsDeterministic() throws {
        let pixmap = try Self.image(width: 37, height: 19) { x, y in
            PremultipliedColor(red: UInt8((x * 7 + y * 3) % 200), green: UInt8((x * y) % 200), blue: 3, alpha: 200)
        }
        #expect(pixmap.gaussianBlurred(sigma: 3.3) == pixmap.gaussianBlurred(sigma: 3.3))
        #expect(pixmap.gaussianBlurred(sigma: 3.3) != pixmap)
    }
}
