import Foundation
import Testing
import Specimen
import Synchronization

/// Pixels read back from real renders: the colours and widths the spec states come out exactly.
@Suite struct PixelTests {
    static let renderer = Result { try Renderer.standard() }

    static func render(
        _ set: String, _ variant: String, mode: ThemeMode = .light, scale: Double = 1,
        background: SceneOptions.Background = .surface
    ) throws -> (Pixmap, LayoutTree, Theme) {
        let renderer = try Self.renderer.get()
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant)
        let pixmap = try renderer.pixmap(configuration, options: RenderOptions(theme: mode, scale: scale, background: background))
        return (pixmap, try renderer.layout(configuration), try renderer.theme(for: configuration.set, mode: mode))
    }

    /// The 1 pt rule of an underlined field: whole device rows of exactly the state's token colour at
    /// every integer scale, and the rows above and below untouched (never two half-grey rows).
    @Test(
        arguments: [
            ("State=Placeholder", "border/sub-200"), ("State=Filled", "border/sub-200"),
            ("State=Focused", "brand/base"), ("State=Error", "state/error/base-500"),
        ], [ThemeMode.light, .dark])
    func ruleRowIsExactlyTheTokenColour(variant: (String, String), mode: ThemeMode) throws {
        for scale in [1.0, 2, 3] {
            let (pixmap, tree, theme) = try Self.render("Text Input", variant.0, mode: mode, scale: scale)
            let rule = try #require(tree.node(named: "rule")).frame
            let expected = try theme.color(TokenPath(variant.1))
            let surface = try theme.color("bg/white-0")
            let top = Int(rule.minY * scale), bottom = Int(rule.maxY * scale)
            #expect(bottom - top == Int(scale), "a 1 pt rule is \(Int(scale)) device rows at \(scale)x")
            for y in top..<bottom {
                for x in 0..<pixmap.width {
                    if pixmap.color(x: x, y: y) != expected {
                        Issue.record("\(variant.0) \(mode) \(scale)x: rule pixel (\(x), \(y)) is \(pixmap.color(x: x, y: y)), not \(expected)")
                        return
                    }
                }
            }
            for x in stride(from: 0, to: pixmap.width, by: 7) {
                #expect(pixmap.color(x: x, y: top - 1) == surface && pixmap.color(x: x, y: bottom) == surface)
            }
        }
    }

    /// `focusRing/brand` on the focused Digit cell: outward from the cell's edge, its 1 pt brand stroke
    /// inside, then a 2 pt gap of the surface colour, then a 2 pt brand ring, at 1x and 2x.
    @Test(arguments: [ThemeMode.light, .dark], [1.0, 2])
    func focusRingGapAndRingWidths(mode: ThemeMode, scale: Double) throws {
        let (pixmap, tree, theme) = try Self.render("Digit Input", "State=Focused", mode: mode, scale: scale)
        let cell = try #require(tree.node(named: "cell3")).frame
        let brand = try theme.color("brand/base"), surface = try theme.color("bg/white-0")
        let x = Int((cell.midX - tree.bounds.minX) * scale)
        let edge = Int((cell.minY - tree.bounds.minY) * scale)  // the cell's top edge, in device rows
        let s = Int(scale)
        func row(_ dy: Int) -> Color { pixmap.color(x: x, y: edge + dy) }
        for i in 0..<s { #expect(row(i) == brand, "the cell's 1 pt stroke") }
        for i in 1...2 * s { #expect(row(-i) == surface, "the 2 pt gap, row \(-i)") }
        for i in 2 * s + 1...4 * s { #expect(row(-i) == brand, "the 2 pt ring, row \(-i)") }
        #expect(edge - 4 * s == 0, "the ring's outer edge is the picture's top")
    }

    @Test func theSameRenderTwiceGivesTheSameBytes() throws {
        let renderer = try Self.renderer.get()
        for (set, variant) in [("Composer", "Style=Overlay, State=Typing"), ("Text Input", "Type=Password, State=Focused"), ("InputPassword", "State=Error, Characters=Visible")] {
            let c = try Catalogue.standard.configuration(set: set, variant: variant)
            for options in [RenderOptions(theme: .dark, scale: 3), RenderOptions(scale: 1, background: .transparent)] {
                #expect(try renderer.png(c, options: options) == renderer.png(c, options: options))
                #expect(try renderer.svg(c, options: options) == renderer.svg(c, options: options))
            }
        }
    }

    /// Every variant rendered on many threads at once gives the bytes one thread gives.
    @Test func parallelRendersGiveTheSerialBytes() throws {
        let renderer = try Renderer(home: SpecimenHome.locate())  // fresh caches, filled concurrently
        let configurations = Catalogue.standard.allConfigurations
        let options = RenderOptions(theme: .dark, scale: 2)
        let parallel = ParallelResults(count: configurations.count)
        DispatchQueue.concurrentPerform(iterations: configurations.count) { i in
            parallel.set(i, try? renderer.png(configurations[i], options: options))
        }
        let serial = try Renderer(home: SpecimenHome.locate())
        for (i, c) in configurations.enumerated() {
            #expect(parallel.value(i) == (try serial.png(c, options: options)), "\(c.name)")
        }
    }

    /// The picture covers the bounds at ceil(size x scale) pixels, for every variant.
    @Test(arguments: [1.0, 2, 3, 1.5])
    func imageSizesFollowTheBounds(scale: Double) throws {
        let renderer = try Self.renderer.get()
        for c in Catalogue.standard.allConfigurations {
            let list = try renderer.displayList(c, options: RenderOptions(scale: scale))
            let tree = try renderer.layout(c)
            #expect(list.pixelWidth == Int((tree.bounds.width * scale - 1e-9).rounded(.up)), "\(c.name)")
            #expect(list.pixelHeight == Int((tree.bounds.height * scale - 1e-9).rounded(.up)), "\(c.name)")
        }
    }

    /// Nothing is drawn outside the layout's nodes: every pixel that is not the page lies inside the
    /// snapped extent of some node, so glyph ink stays in its text frame and nothing spills.
    @Test(arguments: Catalogue.standard.allConfigurations.map(\.name))
    func inkStaysInsideTheNodes(name: String) throws {
        let slash = try #require(name.firstIndex(of: "/"))
        let scale = 2.0
        let (pixmap, tree, _) = try Self.render(String(name[..<slash]), String(name[name.index(after: slash)...]), scale: scale, background: .transparent)
        let boxes = tree.snapped(toScale: scale).allNodes.map {
            $0.frame.offsetBy(dx: -tree.bounds.minX, dy: -tree.bounds.minY)
        }
        var stray = 0
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width where pixmap[x, y].alpha > 0 {
                let p = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                if !boxes.contains(where: { $0.contains(p) }) { stray += 1 }
            }
        }
        #expect(stray == 0, "\(name): \(stray) pixels drawn outside every node")
    }
}

/// Results written from `concurrentPerform`.
final class ParallelResults: Sendable {
    private let values: Mutex<[[UInt8]?]>

    init(count: Int) { values = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ value: [UInt8]?) { values.withLock { $0[index] = value } }
    func value(_ index: Int) -> [UInt8]? { values.withLock { $0[index] } }
}
