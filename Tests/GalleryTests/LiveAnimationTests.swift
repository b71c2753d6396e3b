import Foundation
import Testing
@testable import SpecimenGallery

/// Each set's page opens with its live specimen: an animated PNG per theme with a frame per state.
@Suite struct LiveAnimationTests {
    @Test(arguments: SmallGallery.sets)
    func eachSetPageShowsItsInteractionAsAnAnimation(set: ComponentSet) throws {
        let html = try #require(try SmallGallery.pages()[GalleryPaths.page(for: set)])
        let live = try #require(html.range(of: "<section class=\"variant live\" id=\"live\">"))
        let firstVariant = try #require(html.range(of: "<section class=\"variant\" id=\""))
        #expect(live.lowerBound < firstVariant.lowerBound, "the animation comes before the static variants")
        let specimen = try #require(LiveSpecimen.of(set))
        #expect(html.contains(HTMLPage.escape(specimen.script)))
        let states = try EventScript(parsing: specimen.script).events.count + 1
        for mode in ThemeMode.allCases {
            let path = LiveAnimation.path(set, mode: mode, scale: 1)
            #expect(html.contains("src=\"\(path)\""))
            let bytes = Array(try Data(contentsOf: try SmallGallery.folder().appendingPathComponent(path)))
            #expect(Self.frameCount(bytes) == states, "\(path) has a frame per state")
        }
    }

    /// The `acTL` chunk's frame count.
    static func frameCount(_ bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "acTL" {
                return bytes[offset + 8..<offset + 12].reduce(0) { $0 << 8 | Int($1) }
            }
            offset += 12 + length
        }
        return nil
    }
}
