import Foundation
import Geometry
import Pixels
import SpecimenDocument
@testable import SpecimenScene
import SpecimenLayout
import SpecimenTokens
import Synchronization
import Testing

@Suite struct BackdropTests {
    /// The shipped design system's picture (its folder's `backdrop.json`).
    static func sunset() throws -> BackdropPicture { try #require(SceneFixtures.backdropPicture) }

    @Test func aPictureIsTheSameOnEveryCall() throws {
        let first = Backdrop.image(try Self.sunset(), width: 300, height: 120)
        let second = Backdrop.image(try Self.sunset(), width: 300, height: 120)
        #expect(first == second)
        #expect(first.width == 300 && first.height == 120)
        #expect(first.isOpaque)
    }

    /// A fixed fingerprint of the bytes, so a change of the picture (or of the maths under it) is seen.
    /// Recorded from the Swift recipe the picture was before it became data: the same value, so the data
    /// draws the same bytes (as the goldens of the sets floating over it say at their sizes).
    @Test func theShippedPictureHasAStableFingerprint() throws {
        let image = Backdrop.image(try Self.sunset(), width: 64, height: 32)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in image.data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        #expect(hash == BackdropTests.fingerprint, "fingerprint is \(String(hash, radix: 16))")
    }

    static let fingerprint: UInt64 = 0xBDA4_3C8B_9646_FB74

    static func rgb(_ r: Double, _ g: Double, _ b: Double) -> BackdropPicture.RGB { .init(red: r, green: g, blue: b) }

    /// Each primitive where its definition puts it: a linear gradient's rows, a disc's inside and outside,
    /// a ridge's silhouette and its fade to the bottom colour, a glow's fall-off.
    @Test func eachLayerPaintsWhatItsDefinitionSays() throws {
        let gradient = BackdropPicture(layers: [
            .gradient(stops: [.init(position: 0, color: Self.rgb(0, 0, 0)), .init(position: 1, color: Self.rgb(200, 100, 40))], easing: .linear)
        ])
        let sky = Backdrop.image(gradient, width: 3, height: 10)
        for y in 0..<10 {
            // Row y's centre is at v = (y + 0.5) / 10: that share of the way from black.
            let t = (Double(y) + 0.5) / 10
            #expect(sky.color(x: 1, y: y) == Color(red: byte(200 * t), green: byte(100 * t), blue: byte(40 * t), alpha: 255))
        }

        let white = Self.rgb(255, 255, 255)
        let disc = Backdrop.image(BackdropPicture(layers: [.disc(center: .init(u: 0.5, v: 0.5), radius: 0.25, color: white)]), width: 40, height: 20)
        #expect(disc.color(x: 20, y: 10).red == 255 && disc.color(x: 20, y: 3).red == 0)
        // Measured in heights: 0.25 of a 20-pixel height is 5 pixels, also across a wide picture.
        #expect(disc.color(x: 23, y: 10).red == 255 && disc.color(x: 27, y: 10).red == 0)

        let ridge = BackdropPicture(layers: [.ridge(heights: [0.5, 0.5], color: Self.rgb(100, 100, 100), bottomColor: Self.rgb(0, 0, 0), grain: 0)])
        let hill = Backdrop.image(ridge, width: 4, height: 20)
        #expect(hill.color(x: 2, y: 9).red == 0 && hill.color(x: 2, y: 10).red == byte(100 - 100 * (0.525 - 0.5) / 0.5))
        #expect(hill.color(x: 2, y: 19).red == byte(100 - 100 * (0.975 - 0.5) / 0.5))

        let glow = Backdrop.image(BackdropPicture(layers: [.glow(center: .init(u: 0.5, v: 0.5), reach: 0.5, color: white, opacity: 0.5)]), width: 21, height: 21)
        #expect(glow.color(x: 10, y: 10).red == byte(255 * 0.5))
        #expect(glow.color(x: 0, y: 10).red < glow.color(x: 5, y: 10).red && glow.color(x: 0, y: 0).red == 0)
    }

    /// The grain is a pure function of its seed: the same seed the same pixels, another seed others, and
    /// an amount of 0 leaves the picture as it was.
    @Test func theGrainIsSeeded() throws {
        func picture(seed: UInt32, amount: Double) -> BackdropPicture {
            BackdropPicture(
                grain: .init(cells: 30, seed: seed),
                layers: [.gradient(stops: [.init(position: 0, color: Self.rgb(128, 128, 128))], easing: .linear), .grain(amount: amount)])
        }
        let one = Backdrop.image(picture(seed: 1, amount: 40), width: 90, height: 30)
        #expect(one == Backdrop.image(picture(seed: 1, amount: 40), width: 90, height: 30))
        #expect(one != Backdrop.image(picture(seed: 2, amount: 40), width: 90, height: 30))
        #expect(Set((0..<90).map { one.color(x: $0, y: 15) }).count > 10)
        let flat = Backdrop.image(picture(seed: 1, amount: 0), width: 90, height: 30)
        #expect(flat.data.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 128 })
    }

    /// `byte` rounds as `rounded()` does (halves away from zero), without the maths library's call.
    @Test func byteRoundsAsRoundedDoes() {
        var values: [Double] = [-1, -0.0, 0, 0.49999999999999994, 0.5, 1.5, 2.5, 254.49999999999997, 254.5, 255, 255.5, 300, .infinity, -.infinity]
        for i in 0...2_560 { values.append(Double(i) / 10); values.append(Double(i) / 10 + 0.05); values.append(Double(i).nextDown / 10) }
        for value in values {
            #expect(byte(value) == UInt8(max(0, min(255, value)).rounded()), "byte(\(value))")
        }
    }

    @Test func theShippedPictureShowsSkyAboveHills() throws {
        let image = Backdrop.image(try Self.sunset(), width: 200, height: 100)
        let sky = image.color(x: 20, y: 2), ground = image.color(x: 20, y: 97)
        // Dusk blue at the top, dark green hills at the bottom.
        #expect(sky.blue > sky.red && sky.blue > 90)
        #expect(Int(ground.red) + Int(ground.green) + Int(ground.blue) < 200)
        // Something for a blur to soften: neighbouring rows differ across the horizon.
        let distinctColours = Set((0..<100).map { image.color(x: 100, y: $0) })
        #expect(distinctColours.count > 40)
    }

    @Test(arguments: [2, 3])
    func everyScaleShowsTheSamePicture(scale: Int) throws {
        let small = Backdrop.image(try Self.sunset(), width: 120, height: 40)
        let large = Backdrop.image(try Self.sunset(), width: 120 * scale, height: 40 * scale)
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

    @Test func sidesAreClampedRatherThanFailing() throws {
        #expect(Backdrop.image(try Self.sunset(), width: 0, height: -4).width == 1)
        #expect(Backdrop.image(try Self.sunset(), width: 0, height: -4).height == 1)
    }
}

@Suite struct BuiltInBackdropCacheTests {
    @Test func threadsAskingForOneSizeAtOnceShareOneDrawing() throws {
        let cache = BuiltInBackdrops()
        let results = BackdropResults()
        let sunset = try BackdropTests.sunset()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.add(cache.image(sunset, width: 160 + (index % 2) * 40, height: 90))
        }
        #expect(cache.draws == 2, "one drawing per size, however many threads asked at once")
        let fresh = [Backdrop.image(sunset, width: 160, height: 90), Backdrop.image(sunset, width: 200, height: 90)]
        #expect(results.all.allSatisfy { fresh.contains($0) })
        #expect(results.all.count == 8)
    }

    @Test func aBackdropPastTheBudgetIsDrawnEachTimeAndNotKept() throws {
        let cache = BuiltInBackdrops()
        let side = Int((Double(BuiltInBackdrops.byteLimit / 4) / 4).squareRoot()) + 1
        let flat = BackdropPicture(layers: [.gradient(stops: [.init(position: 0, color: BackdropTests.rgb(9, 9, 9))], easing: .linear)])
        _ = cache.image(flat, width: side, height: side)
        _ = cache.image(flat, width: side, height: side)
        #expect(cache.draws == 0, "too large to keep: drawn outside the cache")
    }
}

/// Pixmaps collected from several threads.
private final class BackdropResults: Sendable {
    private let pixmaps = Mutex<[Pixmap]>([])
    func add(_ pixmap: Pixmap) { pixmaps.withLock { $0.append(pixmap) } }
    var all: [Pixmap] { pixmaps.withLock { $0 } }
}
