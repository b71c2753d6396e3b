import Foundation
import SpecimenPNG
import SpecimenRaster
import Testing
import Specimen

/// Issue 25: content no one tuned for. Every set, in the variants that show its text, with every Text
/// property holding a phrase of each of the world's 30 most used writing systems or an emoji
/// sequence of each class (`WritingSystemSamples`); Digit Input is pasted the script's own digits.
/// Each picture is held to real properties: it lays out and draws, every glyph is a real one (no
/// .notdef box), every run stays inside its node across and inside the picture, every field keeps
/// its spec height at text scale 1, and the PNG is the same bytes when drawn twice.
@Suite struct GeneratedContentTests {
    static let variants: [(set: String, variant: String)] = [
        ("Text Input", "Type=Default, State=Filled"), ("Text Input", "Type=Password, State=Focused"),
        ("Text Input", "Type=Suffix, State=Error"), ("Text Area", "State=Focused"), ("Chip Input", "State=Placeholder"),
        ("Counter Input", "State=Filled"), ("Digit Input", "State=Default"), ("Stepper", "Size=md, State=Default"),
        ("Composer", "Style=Default, State=Typing"), ("InputPassword", "State=Editing, Characters=Visible"),
        ("InputPassword", "State=Error, Characters=Hidden"),
    ]

    static let renderer = Result { try Renderer(home: try SpecimenHome.locate()) }

    /// The sample in every Text property a person writes (the bounds, which must be numbers, keep theirs).
    static func configuration(_ set: String, _ variant: String, _ text: String) throws -> ComponentConfiguration {
        let properties = try Catalogue.standard.set(named: set).properties
            .filter { $0.kind == .text && !$0.isNumeric }.map { "\($0.name)=\(text)" }
        return try Catalogue.standard.configuration(set: set, variant: variant, properties: properties)
    }

    @Test(arguments: variants, WritingSystemSamples.all.map(\.name))
    func anyContentDrawsCleanly(subject: (set: String, variant: String), sample name: String) throws {
        let renderer = try Self.renderer.get()
        let sample = try #require(WritingSystemSamples.all.first { $0.name == name })
        let configuration = try Self.configuration(subject.set, subject.variant, sample.text)
        let tree: LayoutTree
        if subject.set == "Digit Input" {
            let script = try EventScript(parsing: "focus; paste \"\(sample.digits.isEmpty ? sample.text : sample.digits)\"")
            tree = try #require(try renderer.play(configuration, script: script).steps.last).layout
            if !sample.digits.isEmpty {
                #expect((1...4).compactMap { tree.node(named: "digit\($0)") }.count == 4, "\(name): the script's digits fill the code")
            }
        } else {
            tree = try renderer.layout(configuration)
        }
        let label = "\(subject.set)/\(subject.variant) with \(name)"

        // Real glyphs, inside their nodes across, inside the picture.
        for node in tree.allNodes {
            for case .text(let run, let origin, _) in node.paints {
                #expect(!run.glyphs.contains { $0.glyphID == 0 }, "\(label): \(node.name) draws a .notdef box for \"\(run.text)\"")
                #expect(
                    origin.x >= node.frame.minX - 0.01 && origin.x + run.width <= node.frame.maxX + 0.01,
                    "\(label): \(node.name) runs \(origin.x)...\(origin.x + run.width) outside \(node.frame)")
                #expect(
                    node.frame.minX >= tree.bounds.minX - 0.01 && node.frame.maxX <= tree.bounds.maxX + 0.01,
                    "\(label): \(node.name) \(node.frame) leaves the picture \(tree.bounds)")
                if !run.inkBounds.isEmpty {
                    let ink = run.inkBounds.offsetBy(dx: origin.x, dy: origin.y)
                    #expect(
                        ink.minY >= tree.bounds.minY - 0.5 && ink.maxY <= tree.bounds.maxY + 0.5,
                        "\(label): \(node.name)'s ink \(ink) is cut by the picture's edge \(tree.bounds)")
                }
            }
        }

        // Every field keeps its spec height (the Text Area grows a line at a time, as its spec says).
        let reference = try renderer.layout(try Catalogue.standard.configuration(set: subject.set, variant: subject.variant))
        for field in tree.allNodes where field.role == .field {
            if subject.set == "Text Area" {
                #expect([56.0, 80, 104, 128, 152].contains(field.frame.height), "\(label): \(field.frame.height)")
            } else {
                let spec = try #require(reference.node(named: field.name))
                #expect(field.frame.height == spec.frame.height, "\(label): \(field.name) is \(field.frame.height) tall, not \(spec.frame.height)")
            }
        }
        if subject.set == "Stepper" || subject.set == "Composer" { #expect(tree.frame.height == reference.frame.height, "\(label)") }

        // The same bytes twice.
        let options = RenderOptions(scale: 1)
        let first = try PNGEncoder().encode(Rasterizer().render(try renderer.displayList(tree, options: options)), pixelsPerPoint: 1)
        let second = try PNGEncoder().encode(Rasterizer().render(try renderer.displayList(tree, options: options)), pixelsPerPoint: 1)
        #expect(first == second, "\(label): two renders differ")
    }
}
