import Foundation
import Specimen
@testable import SpecimenScene
import Testing

/// A user's design system floats a component over a backdrop of its own: the picture its folder's
/// `backdrop.json` describes (here the README's example), drawn at the component's size and blurred
/// under its glass; without the file, nothing is drawn there; a bad file is one line, and nothing is drawn.
@Suite struct DesignSystemBackdropTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let bar = """
        {
          "version": 1, "name": "Glass Bar", "designSystem": "Glass UI", "position": 1,
          "properties": [],
          "root": {
            "name": "scene", "type": "frame", "direction": "horizontal", "padding": 16, "width": 240, "height": 80,
            "fills": [{"image": "backdrop"}],
            "children": [
              {"name": "glass", "type": "frame", "width": "fill", "height": "fill",
               "effects": [{"type": "background-blur", "radius": "blur/glass"}],
               "fills": [{"shape": "pill", "color": "glass/tint"}]}
            ]
          }
        }
        """

    static let tokens = """
        {"blur": {"glass": {"$type": "dimension", "$value": "6px"}}, "glass": {"tint": {"$type": "color", "$value": "#FFFFFF33"}}}
        """

    /// The README's example `backdrop.json`, as the section on a design system's folder shows it.
    static func readmeBackdrop() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```json\n{\n  \"$schema\": \"../backdrop.schema.json\""))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
    }

    /// A renderer drawing the folder with `backdrop` as its `backdrop.json` (none when nil).
    static func renderer(backdrop: String?) throws -> Renderer {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-glass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(bar.utf8).write(to: url.appendingPathComponent("GlassBar.component.json"))
        try Data(tokens.utf8).write(to: url.appendingPathComponent("tokens.json"))
        if let backdrop { try Data(backdrop.utf8).write(to: url.appendingPathComponent("backdrop.json")) }
        return try Renderer(home: SpecimenHome.locate(), designSystems: [DesignSystemFolder(url: url)])
    }

    static func images(_ list: DisplayList) -> [SceneImage] {
        func walk(_ nodes: [SceneNode]) -> [SceneImage] {
            nodes.flatMap { node -> [SceneImage] in
                switch node {
                case .group(let group): walk(group.children)
                case .image(let image): [image]
                default: []
                }
            }
        }
        return walk(list.nodes)
    }

    @Test func aUsersDesignSystemFloatsOverItsOwnBackdrop() throws {
        let text = try Self.readmeBackdrop()
        let renderer = try Self.renderer(backdrop: text)
        let configuration = try renderer.catalogue.configuration(set: "Glass Bar")
        let images = Self.images(try renderer.displayList(configuration, options: RenderOptions(scale: 2)))
        #expect(images.count == 2, "the picture, then its blur under the glass")
        let picture = try BackdropPicture.read(Array(text.utf8), file: "backdrop.json")
        let drawn = try #require(images.first)
        #expect(drawn.pixmap == Backdrop.image(picture, width: 480, height: 160))
        // The shipped sets' picture is another one: each design system floats over its own.
        let shipped = try #require(try BackdropPicture.read(folder: renderer.home.themes.appendingPathComponent("appetite")))
        #expect(drawn.pixmap != Backdrop.image(shipped, width: 480, height: 160))
    }

    @Test func withoutABackdropFileNothingIsDrawnThere() throws {
        let renderer = try Self.renderer(backdrop: nil)
        let configuration = try renderer.catalogue.configuration(set: "Glass Bar")
        #expect(Self.images(try renderer.displayList(configuration, options: RenderOptions(scale: 2))).isEmpty)
        // A photo of the user's own still is.
        var options = RenderOptions(scale: 1)
        options.backdrop = try #require(Pixmap(width: 4, height: 4, fill: PremultipliedColor(red: 10, green: 90, blue: 200, alpha: 255)))
        #expect(Self.images(try renderer.displayList(configuration, options: options)).count == 2)
    }

    @Test func aBadBackdropFileIsOneLineAndNothingIsDrawn() throws {
        let renderer = try Self.renderer(backdrop: ##"{"version": 1, "layers": [{"type": "glow", "center": [0.5, 0.5], "reach": 0.3, "colour": "#FFF"}]}"##)
        let configuration = try renderer.catalogue.configuration(set: "Glass Bar")
        #expect {
            _ = try renderer.png(configuration, options: RenderOptions(scale: 1))
        } throws: { error in
            let line = "\(error)"
            return line.contains(#"backdrop.json:1: $.layers[0].colour: unknown key "colour" in a glow layer"#)
                && line.hasSuffix("(valid: type, center, reach, color, opacity)") && !line.contains("\n")
        }
    }
}
