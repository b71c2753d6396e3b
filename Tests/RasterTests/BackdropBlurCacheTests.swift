import Geometry
import Pixels
import SpecimenDocument
import Testing
@testable import SpecimenScene

/// Blurs of a design system's backdrop picture are shared across pictures: a shared blur is the blur
/// made fresh, for boxes inside, across and past the photo's edges and for several sigmas.
struct BackdropBlurCacheTests {
    static let frame = Rect(x: 0, y: 0, width: 120, height: 60)

    /// A picture with edges and grain for a blur to soften: a sky, a disc, a grained ridge.
    static let picture = BackdropPicture(
        grain: .init(cells: 40, seed: 3),
        layers: [
            .gradient(
                stops: [.init(position: 0, color: .init(red: 30, green: 60, blue: 140)), .init(position: 1, color: .init(red: 240, green: 200, blue: 120))], easing: .linear),
            .disc(center: .init(u: 0.3, v: 0.4), radius: 0.2, color: .init(red: 255, green: 250, blue: 220)),
            .ridge(heights: [0.7, 0.5, 0.8], color: .init(red: 40, green: 70, blue: 50), bottomColor: nil, grain: 12),
        ])

    static let boxes: [Rect] = [
        Rect(x: 10, y: 8, width: 60, height: 20), Rect(x: -5, y: 40, width: 50, height: 30),
        Rect(x: 100.25, y: 0.5, width: 40, height: 10.3), Rect(x: 0, y: 0, width: 120, height: 60),
    ]

    @Test(arguments: [1.0, 2.0])
    func sharedBlursEqualFreshOnes(scale: Double) throws {
        let shared = try #require(BackdropLayer(frame: Self.frame, scale: scale, photo: nil, picture: Self.picture, backdrops: BuiltInBackdrops()))
        #expect(shared.builtIn != nil)
        // The same pixels, marked as a user photo, so the blur is made fresh every time.
        let fresh = BackdropLayer(frame: Self.frame, pixmap: shared.pixmap, builtIn: nil)
        for box in Self.boxes {
            for sigma in [0.0, 3.0, 7.5 * scale] {
                let first = shared.blurred(under: box, sigma: sigma)
                let again = shared.blurred(under: box, sigma: sigma)
                let made = fresh.blurred(under: box, sigma: sigma)
                #expect(first?.pixmap == made?.pixmap, "\(box) sigma \(sigma)")
                #expect(again?.pixmap == made?.pixmap)
                #expect(first?.frame == made?.frame)
                #expect(made != nil)
            }
        }
    }

    @Test func aUserPhotoIsNeverTakenForTheBuiltInOne() throws {
        let photo = try #require(Pixmap(width: 4, height: 4, fill: PremultipliedColor(red: 200, green: 10, blue: 10, alpha: 255)))
        let layer = try #require(BackdropLayer(frame: Self.frame, scale: 1, photo: photo, picture: Self.picture, backdrops: BuiltInBackdrops()))
        #expect(layer.builtIn == nil)
        let blurred = try #require(layer.blurred(under: Self.boxes[0], sigma: 3))
        let builtIn = try #require(
            BackdropLayer(frame: Self.frame, scale: 1, photo: nil, picture: Self.picture, backdrops: BuiltInBackdrops())?.blurred(under: Self.boxes[0], sigma: 3))
        #expect(blurred.pixmap != builtIn.pixmap)
    }

    /// One cache, two design systems' pictures of one size: two drawings and two blurs, never one for both.
    @Test func twoPicturesOfOneSizeAreNeverTakenForEachOther() throws {
        let cache = BuiltInBackdrops()
        var other = Self.picture
        other.layers.append(.grain(amount: 40))
        let first = try #require(BackdropLayer(frame: Self.frame, scale: 1, photo: nil, picture: Self.picture, backdrops: cache))
        let second = try #require(BackdropLayer(frame: Self.frame, scale: 1, photo: nil, picture: other, backdrops: cache))
        #expect(first.pixmap != second.pixmap)
        #expect(first.blurred(under: Self.boxes[0], sigma: 3)?.pixmap != second.blurred(under: Self.boxes[0], sigma: 3)?.pixmap)
        #expect(cache.draws == 4)
    }
}
