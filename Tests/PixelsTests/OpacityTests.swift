import Testing
import Pixels

/// `isOpaque` sees one pixel below alpha 255 wherever it is (first, inside a 4,096-pixel run, at a
/// run's edge, last), and no colour channel fools it.
@Suite struct OpacityTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 9999])
    func oneTranslucentPixelAnywhereMakesItNotOpaque(_ index: Int) throws {
        var pixmap = try #require(Pixmap(width: 100, height: 100, fill: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)))
        #expect(pixmap.isOpaque)
        pixmap.data[index * 4 + 3] = 254
        #expect(!pixmap.isOpaque)
    }

    @Test func colourChannelsDoNotCount() throws {
        let pixmap = try #require(Pixmap(width: 3, height: 2, premultipliedRGBA: Array(repeating: [0, 17, 254, 255], count: 6).flatMap { $0 }))
        #expect(pixmap.isOpaque)
        let clear = try #require(Pixmap(width: 3, height: 2))
        #expect(!clear.isOpaque)
    }
}
