import Foundation
import Testing
@testable import SpecimenGallery

/// The redline overlay writes the layout's own numbers, and draws them without hiding the component.
@Suite struct RedlineTests {
    /// The component's size and its top-level stack, as the spec captions them.
    @Test(
        arguments: [
            ("Text Input", "Type=Default, State=Placeholder", ["340", "104"], ["20", "6", "56", "6", "16"]),
            ("Stepper", "Size=sm, State=Default", ["107", "36"], ["36"]),
            ("Stepper", "Size=md, State=Default", ["123", "44"], ["44"]),
            ("Composer", "Style=Default, State=Empty", ["361", "40"], ["313", "8", "40"]),
            ("Digit Input", "State=Default", nil, ["64"]),
        ] as [(String, String, [String]?, [String])])
    func labelsCarryTheSpecNumbers(set: String, variant: String, frame: [String]?, stack: [String]) throws {
        let renderer = try Fixtures.standardRenderer()
        let tree = try renderer.layout(try Fixtures.configuration(set, variant)).snapped(toScale: 1)
        let lines = RedlineOverlay.measurements(of: tree)
        if let frame {
            #expect(Array(lines.prefix(2).map(\.label)) == frame)
        }
        let labels = lines.map(\.label)
        for number in stack {
            #expect(labels.contains(number), "\(set) \(variant): no redline reads \(number); labels: \(labels)")
        }
    }

    /// Text Input's stack, in order and from its real nodes: label 20, gap 6, field 56, gap 6, hint 16.
    @Test func textInputStackIsTheLayoutsFrames() throws {
        let renderer = try Fixtures.standardRenderer()
        let tree = try renderer.layout(try Fixtures.configuration("Text Input")).snapped(toScale: 1)
        let stack = RedlineOverlay.measurements(of: tree).filter { !$0.isHorizontal && $0.subject != "frame" && !$0.subject.contains("top") && !$0.subject.contains("bottom") }
        let expected = tree.nodes.map(\.frame)
        #expect(stack.map(\.subject) == ["label", "label-field", "field", "field-hint", "hint"])
        #expect(
            stack.map(\.length) == [
                expected[0].height, expected[1].minY - expected[0].maxY, expected[1].height,
                expected[2].minY - expected[1].maxY, expected[2].height,
            ])
    }

    /// Every label drawn is a measurement's number, in the same order, and every measurement is the
    /// distance between the frame edges it names.
    @Test(arguments: [("Text Input", "Type=Password, State=Focused"), ("Counter Input", "State=Focused"), ("Composer", "Style=Overlay, State=Typing")])
    func drawnLabelsAreTheMeasurements(set: String, variant: String) throws {
        let renderer = try Fixtures.standardRenderer()
        let configuration = try Fixtures.configuration(set, variant)
        let list = try renderer.displayList(configuration, options: RenderOptions(scale: 2, redlines: true))
        let tree = try renderer.layout(configuration).snapped(toScale: 2)
        guard case .group(let overlay)? = list.nodes.last, overlay.id == "redlines" else {
            Issue.record("the redlines are not the last group of the list")
            return
        }
        let drawn = overlay.children.compactMap { node -> String? in
            if case .text(let text) = node { return text.text }
            return nil
        }
        #expect(drawn == RedlineOverlay.measurements(of: tree).map(\.label))
        #expect(!drawn.isEmpty)
    }

    /// The canvas grows to hold the labels, keeps the component where it was, and stays on whole points.
    @Test func canvasGrowsAroundTheComponent() throws {
        let renderer = try Fixtures.standardRenderer()
        let configuration = try Fixtures.configuration("Text Input")
        let plain = try renderer.displayList(configuration, options: RenderOptions(scale: 3))
        let redlined = try renderer.displayList(configuration, options: RenderOptions(scale: 3, redlines: true))
        #expect(redlined.bounds.contains(plain.bounds))
        #expect(redlined.bounds.width > plain.bounds.width && redlined.bounds.height > plain.bounds.height)
        #expect(redlined.bounds.minX == redlined.bounds.minX.rounded() && redlined.bounds.minY == redlined.bounds.minY.rounded())
        #expect(redlined.pixelWidth == Int((redlined.bounds.width * 3).rounded(.up)))
        #expect(redlined.pixelHeight == Int((redlined.bounds.height * 3).rounded(.up)))
        // The component's own nodes are untouched: the plain list is a prefix of the redlined one.
        #expect(redlined.nodes.count == plain.nodes.count + 1)
    }

    /// Outlines are one device pixel: half a point at 2x.
    @Test func outlinesAreHairlines() throws {
        let renderer = try Fixtures.standardRenderer()
        let list = try renderer.displayList(try Fixtures.configuration("Stepper"), options: RenderOptions(scale: 2, redlines: true))
        guard case .group(let overlay)? = list.nodes.last, case .path(let outlines)? = overlay.children.first else {
            Issue.record("no outline path")
            return
        }
        #expect(outlines.color == RedlineOverlay.color)
        guard case .move(let a)? = outlines.path.elements.first, case .line(let b) = outlines.path.elements[1],
            case .line(let c) = outlines.path.elements[2]
        else {
            Issue.record("the outline does not start with a rectangle")
            return
        }
        #expect(b.x > a.x && c.y - b.y == 0.5)
    }

    /// The redlined PNG is bigger than the plain one and holds the redline colour.
    @Test func rendersInTheRedlineColour() throws {
        let renderer = try Fixtures.standardRenderer()
        let pixels = try renderer.pixmap(try Fixtures.configuration("Stepper"), options: RenderOptions(theme: .dark, redlines: true))
        var found = false
        for y in 0..<pixels.height where !found {
            for x in 0..<pixels.width where pixels.color(x: x, y: y) == RedlineOverlay.color { found = true; break }
        }
        #expect(found)
    }

    @Test(arguments: [(56.0, "56"), (10.5, "10.5"), (10.666666, "10.67"), (0.004, "0"), (-6, "-6")])
    func numbersAreWrittenPlainly(value: Double, text: String) {
        #expect(RedlineOverlay.format(value) == text)
    }
}
