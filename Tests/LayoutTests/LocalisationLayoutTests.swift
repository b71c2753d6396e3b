import Geometry
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenSupport
import SpecimenText
import SpecimenTokens
import Testing

/// Right-to-left mirroring and text scale, for every set.
@Suite struct LocalisationLayoutTests {
    static let rtl = LayoutEnvironment(direction: .rightToLeft)

    /// Every node, keyed by its path of names, so two layouts of one configuration compare node by node.
    static func frames(_ tree: LayoutTree) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        func walk(_ node: LayoutNode, _ path: String) {
            let key = path + "/" + node.name
            frames[key] = node.frame
            for child in node.children { walk(child, key) }
        }
        for node in tree.nodes { walk(node, "") }
        return frames
    }

    @Test(arguments: Catalogue.standard.allConfigurations)
    func rightToLeftMirrorsEveryFrame(configuration: ComponentConfiguration) throws {
        let engine = try Fixtures.engine()
        let ltr = try engine.layout(configuration)
        let rtl = try engine.layout(configuration, environment: Self.rtl)
        #expect(rtl.frame == ltr.frame)
        let before = Self.frames(ltr), after = Self.frames(rtl)
        #expect(Set(before.keys) == Set(after.keys))
        let keepsOrder = configuration.set.keepsOrderInRightToLeft
        // The caret is the one node not simply reflected: it goes to the value's logical end
        // (`theCaretSitsAtTheLogicalEnd`), which for this Latin text is its right edge in both directions.
        for (path, frame) in before where !path.hasSuffix("/caret") {
            let expected = keepsOrder ? frame : Rect(x: ltr.frame.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            let got = try #require(after[path])
            #expect(
                abs(got.minX - expected.minX) < 1e-9 && got.minY == expected.minY && abs(got.width - expected.width) < 1e-9
                    && got.height == expected.height, "\(configuration.name) \(path): \(got) is not \(expected)")
        }
    }

    /// A left-to-right value in a right-to-left field (Latin text, or ar-XB's pseudo-text) ends at the
    /// field's start edge: its caret stays inside the value's box, where it was 1 pt outside.
    @Test func aFocusedTextAreasCaretStaysInItsBoxRightToLeft() throws {
        let engine = try Fixtures.engine()
        let focused = try Catalogue.standard.configuration(set: "Text Area", variant: "State=Focused")
        for environment in [LayoutEnvironment.standard, Self.rtl] {
            let value = try Fixtures.node(try engine.layout(focused, environment: environment), "value")
            let caret = try #require(value.children.first { $0.name == "caret" })
            #expect(caret.frame.minX >= value.frame.minX - 1e-9 && caret.frame.maxX <= value.frame.maxX + 1e-9, "\(caret.frame) in \(value.frame)")
        }
    }

    @Test func leadingItemsMoveRightAndTheSuffixLeft() throws {
        let engine = try Fixtures.engine()
        let suffix = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Suffix, State=Focused")
        let tree = try engine.layout(suffix, environment: Self.rtl)
        let iconLeft = try Fixtures.node(tree, "iconLeft"), unit = try Fixtures.node(tree, "suffix")
        let clear = try Fixtures.node(tree, "clear")
        #expect(iconLeft.frame.maxX == 340 - 16)
        #expect(unit.frame.minX == 16)
        #expect(clear.frame.minX > unit.frame.maxX)
    }

    @Test(arguments: [
        ("chevron-left", true), ("chevron-right", true), ("arrow-left", true), ("arrow-right", true),
        ("send", true), ("undo", true), ("chevron-down", false), ("arrow-up", false), ("phone", false),
        ("eye-off", false), ("paperclip", false), ("information-outline", false), ("plus", false),
    ])
    func onlyDirectionalIconsMirror(icon: String, mirrors: Bool) {
        #expect(LayoutMirror.isDirectional(icon) == mirrors)
    }

    @Test func aMirroredIconIsTheSameDrawingFlipped() throws {
        let text = try TextEngine.shared()
        var icon = try text.icon(named: "chevron-right")
        let plain = text.iconOutline(icon, size: 24).controlBounds
        icon.mirrored = true
        let flipped = text.iconOutline(icon, size: 24).controlBounds
        #expect(abs(flipped.minX - (24 - plain.maxX)) < 1e-9 && abs(flipped.width - plain.width) < 1e-9)
        #expect(flipped.minY == plain.minY)
        #expect(icon.key(size: 24) != IconGlyph(name: icon.name, codepoint: icon.codepoint, glyphID: icon.glyphID).key(size: 24))
    }

    @Test func theCaretSitsAtTheLogicalEnd() throws {
        let engine = try Fixtures.engine()
        let focused = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Default, State=Focused")
        // Arabic in an RTL UI: the value ends on the left, so the caret is left of it.
        let arabic = try engine.layout(try focused.setting("Input Text", to: "مرحبا"), environment: Self.rtl)
        #expect(try Fixtures.node(arabic, "caret").frame.maxX == Fixtures.node(arabic, "value").frame.minX)
        // Latin in an RTL UI: it still ends on its right.
        let latin = try engine.layout(try focused.setting("Input Text", to: "Hello"), environment: Self.rtl)
        #expect(try Fixtures.node(latin, "caret").frame.minX == Fixtures.node(latin, "value").frame.maxX)
        // Arabic in an LTR UI: left of the text.
        let mixed = try engine.layout(try focused.setting("Input Text", to: "مرحبا"))
        #expect(try Fixtures.node(mixed, "caret").frame.maxX == Fixtures.node(mixed, "value").frame.minX)
    }

    /// Heights at text scales: the spec's size at 1.0 and below; above, each row grows by what its
    /// line box gains (label 20, value 24, hint 16, counter 28, stepper 24, digit 36).
    static let heights: [(String, String, Double, Double)] = [
        ("Text Input", "Type=Default, State=Filled", 0.8, 104), ("Text Input", "Type=Default, State=Filled", 1, 104),
        ("Text Input", "Type=Default, State=Filled", 2, 164), ("Text Input", "Type=Default, State=Filled", 3, 224),
        ("Counter Input", "State=Filled", 2, 156), ("Stepper", "Size=sm, State=Default", 2, 60),
        ("Stepper", "Size=md, State=Default", 1.5, 56), ("Digit Input", "State=Filled", 2, 100),
        ("Composer", "Style=Default, State=Typing", 3, 88),
    ]

    @Test(arguments: heights)
    func containersGrowWithTheText(set: String, variant: String, scale: Double, height: Double) throws {
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant)
        let tree = try Fixtures.engine().layout(configuration, environment: LayoutEnvironment(textScale: scale))
        #expect(abs(tree.frame.height - height) < 1e-9)
    }

    @Test(arguments: [0.8, 1.3, 2.0, 3.0])
    func textStylesScaleAndNoTextLeavesItsParent(scale: Double) throws {
        let engine = try Fixtures.engine()
        // Every size a shipped theme's typography tokens give; a text run is one of them at `scale`.
        let home = try SpecimenHome.locate()
        var sizes: [Double] = []
        for name in ["appetite-light", "backbase-light"] {
            let theme = try ThemeLibrary.theme(named: name, mode: "light", home: home)
            for case .typography(let style) in theme.values.values { sizes.append(style.size) }
        }
        #expect(!sizes.isEmpty)
        for configuration in Catalogue.standard.allConfigurations {
            let tree = try engine.layout(configuration, environment: LayoutEnvironment(textScale: scale))
            func check(_ node: LayoutNode, parent: Rect?) {
                for case .text(let run, _, _) in node.paints {
                    #expect(sizes.contains { abs($0 * scale - run.style.size) < 1e-9 }, "\(configuration.name) \(node.name)")
                    if let parent {
                        #expect(
                            node.frame.minY >= parent.minY - 1e-9 && node.frame.maxY <= parent.maxY + 1e-9,
                            "\(configuration.name) at \(scale): \(node.name) \(node.frame) leaves \(parent)")
                    }
                }
                for child in node.children { check(child, parent: node.frame) }
            }
            for node in tree.nodes { check(node, parent: tree.frame) }
        }
    }
}
