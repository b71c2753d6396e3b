import SpecimenRaster
import SpecimenSVG
import Testing
@testable import Specimen

/// The pictures' caches (shape and glyph masks, glyph spellings, the built-in backdrop) belong to a
/// renderer, not to the process: two renderers never share them, a renderer made `with(strings:)`
/// (same fonts) does, and a warm cache draws the bytes a cold one does.
@Suite struct RendererCachesTests {
    @Test func eachRendererOwnsItsCaches() throws {
        let one = try Renderer.standard(), two = try Renderer.standard()
        #expect(one.rasterizer.caches !== two.rasterizer.caches)
        #expect(one.svgWriter.glyphPaths !== two.svgWriter.glyphPaths)
        let localised = one.with(strings: .none)
        #expect(localised.rasterizer.caches === one.rasterizer.caches)
        #expect(localised.svgWriter.glyphPaths === one.svgWriter.glyphPaths)
    }

    @Test func warmCachesDrawWhatColdOnesDraw() throws {
        let renderer = try Renderer.standard()
        let configurations = Array(Catalogue.standard.allConfigurations.prefix(12))
        for scale in [1.0, 2.0] {
            let options = RenderOptions(scale: scale)
            // Twice through the renderer (the second all hits), once through a rasterizer of its own.
            let lists = try configurations.map { try renderer.displayList($0, options: options) }
            let first = lists.map { renderer.rasterizer.render($0) }
            let again = lists.map { renderer.rasterizer.render($0) }
            let cold = lists.map { Rasterizer().render($0) }
            #expect(first == cold)
            #expect(again == cold)
            #expect(
                try configurations.map { try renderer.svg($0, options: options) }
                    == lists.map { try SVGWriter().write($0) })
        }
    }
}
