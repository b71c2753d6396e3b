// The README's design-system example, verbatim between the markers (`ReadmeTests` checks the README
// holds the same text), alone in its file so that it compiles with its own imports only, as a
// user's file would. `ReadmeCodeTests` runs it.
// README-DESIGN-SYSTEM-EXAMPLE-BEGIN
import Foundation
import Specimen

/// Draws a design system's Button from its folder, as `specimen render Button --design-system DIR` does.
func renderReadmeDesignSystemExample(folder path: String) throws -> [UInt8] {
    let folder = try DesignSystemFolder(url: URL(fileURLWithPath: path))  // such as "my-design-system"
    let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [folder])
    let button = try renderer.catalogue.configuration(set: "Button", variant: "Size=Small")
    return try renderer.png(button, options: RenderOptions(scale: 2))  // PNG bytes
}
// README-DESIGN-SYSTEM-EXAMPLE-END
