import Foundation
import Geometry
import Pixels
@testable import SpecimenScene
import SpecimenLayout
import SpecimenTokens
import Synchronization
import Testing

@Suite struct BackdropTests {
    @Test func theBuiltInBackdropIsTheSameOnEveryCall() {
        let first = Backdrop.image(width: 300, height: 120)
        let second = Backdrop.image(width: 300, height: 120)
        #expect(first == second)
        #expect(first.width == 300 && first.height == 120)
        #expect(first.isOpaque)
    }

    /// A fixed fingerprint of the bytes, so a change of the picture (or of the maths under it) is seen.
    @Test func theBuiltInBackdropHasAStableFingerprint() {
        let image = Backdrop.image(width: 64, height: 32)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in image.data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        // Recorded from this implementation; the other tests say why the picture is right.
        #expect(hash == BackdropTests.fingerprint, "fingerprint is \(String(hash, radix: 16))")
    }

    static let fingerprint: UInt64 = 0xBDA4_3C8B_9646_FB74

    /// `Backdrop.image` draws from terms shared by a row or a column and skips mixes of weight 0: every
    /// pixel must still be what the picture's definition (`Scenery.color(u:v:)`) gives, at the sizes the
    /// shipped Composer asks for and at odd ones (a sun and hills cut anywhere).
    @Test(arguments: [(722, 80), (686, 192), (361, 40), (97, 13), (1, 1), (40, 300)])
    func theDrawnBackdropIsThePicturesDefinitionPixelForPixel(size: (Int, Int)) {
        let (w, h) = size
        let image = Backdrop.image(width: w, height: h)
        let scenery = Scenery(aspect: Double(w) / Double(h), pixelHeight: 1 / Double(h))
        var wrong = 0
        for y in 0..<h {
            for x in 0..<w {
                let c = scenery.color(u: (Double(x) + 0.5) / Double(w), v: (Double(y) + 0.5) / Double(h))
                let drawn = image.color(x: x, y: y)
                if (drawn.red, drawn.green, drawn.blue, drawn.alpha) != (c.red, c.green, c.blue, 255) { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) of \(w * h) pixels differ from the definition")
    }

    /// `byte` rounds as `rounded()` does (halves away from zero), without the maths library's call.
    @Test func byteRoundsAsRoundedDoes() {
        var values: [Double] = [-1, -0.0, 0, 0.49999999999999994, 0.5, 1.5, 2.5, 254.49999999999997, 254.5, 255, 255.5, 300, .infinity, -.infinity]
        for i in 0...2_560 { values.append(Double(i) / 10); values.append(Double(i) / 10 + 0.05); values.append(Double(i).nextDown / 10) }
        for value in values {
            #expect(byte(value) == UInt8(max(0, min(255, value)).rounded()), "byte(\(value))")
        }
    }

    @Test func theBuiltInBackdropShowsSkyAboveHills() {
        let image = Backdrop.image(width: 200, height: 100)
        let sky = image.color(x: 20, y: 2), ground = image.color(x: 20, y: 97)
        // Dusk blue at the top, dark green hills at the bottom.
        #expect(sky.blue > sky.red && sky.blue > 90)
        #expect(Int(ground.red) + Int(ground.green) + Int(ground.blue) < 200)
        // Something for a blur to soften: neighbouring rows differ across the horizon.
        let distinctColours = Set((0..<100).map { image.color(x: 100, y: $0) })
        #expect(distinctColours.count > 40)
    }

    @Test(arguments: [2, 3])
    func everyScaleShowsTheSamePicture(scale: Int) {
        let small = Backdrop.image(width: 120, height: 40)
        let large = Backdrop.image(width: 120 * scale, height: 40 * scale)
        var totalDifference = 0
        for y in 0..<40 {
            for x in 0..<120 {
                var sums = [0, 0, 0]
                for dy in 0..<scale {
                    for dx in 0..<scale {
                        let c = large.color(x: x * scale + dx, y: y * scale + dy)
                        sums[0] += Int(c.red); sums[1] += Int(c.green); sums[2] += Int(c.blue)
                    }
                }
                let c = small.color(x: x, y: y), n = scale * scale
                totalDifference += abs(sums[0] / n - Int(c.red)) + abs(sums[1] / n - Int(c.green)) + abs(sums[2] / n - Int(c.blue))
            }
        }
        // Mean difference per channel under 3 levels: the same scene, only sharper.
        #expect(Double(totalDifference) / Double(120 * 40 * 3) < 3)
    }

    @Test func aFittedPhotoIsCentreCropped() throws {
        // Four columns of different colours; a 2 x 2 area keeps the middle two, pixel for pixel.
        var photo = try #require(Pixmap(width: 4, height: 2))
        let columns: [PremultipliedColor] = [
            .init(red: 255, green: 0, blue: 0, alpha: 255), .init(red: 0, green: 255, blue: 0, alpha: 255),
            .init(red: 0, green: 0, blue: 255, alpha: 255), .init(red: 255, green: 255, blue: 0, alpha: 255),
        ]
        for y in 0..<2 { for x in 0..<4 { photo[x, y] = columns[x] } }
        let fitted = Backdrop.fitted(photo, width: 2, height: 2)
        #expect(fitted[0, 0] == columns[1] && fitted[1, 1] == columns[2])
        #expect(Backdrop.fitted(photo, width: 2, height: 2) == fitted)
    }

    @Test func aFittedPhotoCoversAnyArea() throws {
        let colour = PremultipliedColor(red: 40, green: 80, blue: 120, alpha: 255)
        let photo = try #require(Pixmap(width: 7, height: 3, fill: colour))
        for (w, h) in [(1, 1), (30, 10), (5, 50), (700, 3)] {
            let fitted = Backdrop.fitted(photo, width: w, height: h)
            #expect(fitted.width == w && fitted.height == h)
            #expect(fitted.data == (try #require(Pixmap(width: w, height: h, fill: colour))).data)
        }
    }

    @Test func sidesAreClampedRatherThanFailing() {
        #expect(Backdrop.image(width: 0, height: -4).width == 1)
        #expect(Backdrop.image(width: 0, height: -4).height == 1)
    }
}

@Suite struct BuiltInBackdropCacheTests {
    @Test func threadsAskingForOneSizeAtOnceShareOneDrawing() {
        let cache = BuiltInBackdrops()
        let results = BackdropResults()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.add(cache.image(width: 160 + (index % 2) * 40, height: 90))
        }
        #expect(cache.draws == 2, "one drawing per size, however many threads asked at once")
        let fresh = [Backdrop.image(width: 160, height: 90), Backdrop.image(width: 200, height: 90)]
        #expect(results.all.allSatisfy { fresh.contains($0) })
        #expect(results.all.count == 8)
    }

    @Test func aBackdropPastTheBudgetIsDrawnEachTimeAndNotKept() {
        let cache = BuiltInBackdrops()
        let side = Int((Double(BuiltInBackdrops.byteLimit / 4) / 4).squareRoot()) + 1
        _ = cache.image(width: side, height: side)
        _ = cache.image(width: side, height: side)
        #expect(cache.draws == 0, "too large to keep: drawn outside the cache")
    }
}

/// Pixmaps collected from several threads.
private final class BackdropResults: Sendable {
    private let pixmaps = Mutex<[Pixmap]>([])
    func add(_ pixmap: Pixmap) { pixmaps.withLock { $0.append(pixmap) } }
    var all: [Pixmap] { pixmaps.withLock { $0 } }
}
