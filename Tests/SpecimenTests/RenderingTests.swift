import SpecimenPNG
import Testing
import Specimen

/// The renderer returns the layout, the snapped layout and the display list as one value.
@Suite struct RenderingTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func oneValueHoldsEveryStage(scale: Double) throws {
        let renderer = try Renderer.standard()
        let configuration = try Catalogue.standard.configuration(set: "Digit Input", variant: "State=Focused")
        let rendering = try renderer.rendering(configuration, options: RenderOptions(scale: scale))
        #expect(rendering.tree.frame == (try renderer.layout(configuration)).frame)
        #expect(rendering.snapped.bounds == rendering.tree.snapped(toScale: scale).bounds)
        // The list covers the snapped bounds (the focus ring included) at exactly its pixel size.
        #expect(rendering.displayList.bounds == rendering.snapped.bounds)
        #expect(rendering.displayList.pixelWidth == SceneBuilder.pixels(rendering.snapped.bounds.width, scale))
        let png = try renderer.png(configuration, options: RenderOptions(scale: scale))
        #expect(try PNGDecoder().decode(png).width == rendering.displayList.pixelWidth)
    }
}
