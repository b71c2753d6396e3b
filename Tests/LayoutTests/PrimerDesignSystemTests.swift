import Foundation
import Geometry
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText
import SpecimenTokens
import Testing

/// GitHub Primer's Button, Checkbox and Label, written as documents in `Examples/primer/design-system/`
/// from Primer's own CSS and tokens (`Examples/primer/SOURCE.md`), laid out with no Swift of their own:
/// every variant lays out in both modes, every frame is Primer's number, every colour a document names
/// is one of Primer's tokens in both modes, and the sizes in the documents are the size tokens' values.
@Suite struct PrimerDesignSystemTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/primer/design-system")

    static func documents() throws -> [String: ComponentDocument] {
        let read = try DesignSystemFolder(url: folder)
        return Dictionary(uniqueKeysWithValues: read.documents.map { ($0.name, $0) })
    }

    static func document(_ name: String) throws -> ComponentDocument {
        try #require(try documents()[name])
    }

    /// The folder's tokens in `mode`: the files for both modes, then the mode's own (the folder rule:
    /// a file whose name has `light` or `dark` as a word is that mode's).
    static func theme(_ mode: String) throws -> Theme {
        let files = ["primer.tokens.json", "primer-\(mode).tokens.json"]
        let documents = try files.map { try TokenDocument.load(contentsOf: folder.appendingPathComponent($0)) }
        return try Theme(name: mode, document: TokenDocument.layered(documents))
    }

    static func engine(_ mode: String = "light") throws -> LayoutEngine {
        LayoutEngine(text: try TextEngine.shared(), theme: try theme(mode))
    }

    static func layout(_ name: String, _ variant: String? = nil, _ properties: [String] = [], mode: String = "light") throws -> LayoutTree {
        try engine(mode).layout(try document(name), variant: variant, properties: properties)
    }

    @Test func theFolderHoldsThreeComponentsOfPrimer() throws {
        let documents = try Self.documents()
        #expect(documents.keys.sorted() == ["Button", "Checkbox", "Label"])
        #expect(documents.values.allSatisfy { $0.designSystem == "Primer" })
        #expect(documents.values.allSatisfy { !$0.decisions.isEmpty })
        #expect(try Self.document("Button").componentSet.variants.count == 60)
        #expect(try Self.document("Checkbox").componentSet.variants.count == 8)
        #expect(try Self.document("Label").componentSet.variants.count == 20)
    }

    /// Every variant of every document, in light and dark: it lays out, and every colour token its
    /// paints name is a colour of that mode's theme (what the scene will ask for).
    @Test(arguments: ["light", "dark"])
    func everyVariantLaysOutAndEveryColourIsAPrimerToken(mode: String) throws {
        let theme = try Self.theme(mode), engine = try Self.engine(mode)
        var laidOut = 0
        for document in try Self.documents().values {
            for variant in document.componentSet.variants {
                let tree = try engine.layout(document, variant: variant.name)
                for node in tree.allNodes {
                    for token in node.paints.compactMap(Self.colorToken) {
                        #expect((try? theme.color(token)) != nil, "\(document.name) \(variant.name) \(node.name): \(token) is not a \(mode) colour")
                    }
                }
                laidOut += 1
            }
        }
        #expect(laidOut == 88)
    }

    static func colorToken(_ paint: Paint) -> TokenPath? {
        switch paint {
        case .fill(_, let color), .stroke(_, _, let color, _, _, _), .text(_, _, let color), .icon(_, _, let color), .path(_, let color, _): color
        default: nil
        }
    }

    // MARK: Button

    /// Primer React's ButtonBase.module.css: height control.<size>.size, padding 0 paddingInline
    /// (small condensed 8, medium normal 12, large spacious 16) inside a 1 px border, a 20 px label
    /// line, radius borderRadius.medium 6.
    @Test(arguments: [("Small", 28.0, 9.0, 4.0), ("Medium", 32.0, 13.0, 6.0), ("Large", 40.0, 17.0, 10.0)])
    func buttonSizesArePrimers(size: String, height: Double, inset: Double, labelTop: Double) throws {
        for variant in ["Default", "Primary", "Danger", "Invisible"] {
            for state in ["Rest", "Hover", "Pressed", "Focus", "Disabled"] {
                let tree = try Self.layout("Button", "Variant=\(variant), Size=\(size), State=\(state)")
                let button = try Fixtures.node(tree, "button"), label = try Fixtures.node(tree, "label")
                #expect(tree.frame.height == height && button.frame == tree.frame)
                #expect(label.frame.height == 20 && label.frame.minY == labelTop)
                // Centred in a hugging row: the label sits at the padding, to the last bits of a halved width.
                #expect(abs(label.frame.minX - inset) < 1e-9 && abs(tree.frame.width - (label.frame.width + 2 * inset)) < 1e-9)
                #expect(button.role == .button(ButtonAction(rawValue: "activate")))
                for paint in button.paints {
                    switch paint {
                    case .fill(let shape, _), .stroke(let shape, _, _, _, _, _): #expect(shape == .roundedRect(radius: 6))
                    default: Issue.record("\(variant) \(state): a \(paint) on the button")
                    }
                }
            }
        }
    }

    @Test func theLabelIsTheTextPropertyAndTheButtonHugsIt() throws {
        let short = try Self.layout("Button", nil, ["Label=OK"]), long = try Self.layout("Button", nil, ["Label=Create repository"])
        #expect(short.frame.width < long.frame.width)
        #expect(abs(try Fixtures.node(long, "label").frame.minX - 13) < 1e-9)
    }

    /// Each variant's colours at each state, as ButtonBase.module.css names them: fill, border(s) and label.
    @Test(arguments: [
        ("Default", "Rest", ["button/default/bgColor/rest"], ["1 button/default/borderColor/rest"], "button/default/fgColor/rest"),
        ("Default", "Hover", ["button/default/bgColor/hover"], ["1 button/default/borderColor/hover"], "button/default/fgColor/rest"),
        ("Default", "Pressed", ["button/default/bgColor/active"], ["1 button/default/borderColor/active"], "button/default/fgColor/rest"),
        ("Default", "Focus", ["button/default/bgColor/rest"], ["1 button/default/borderColor/rest", "2 focus/outlineColor"], "button/default/fgColor/rest"),
        ("Default", "Disabled", ["button/default/bgColor/disabled"], ["1 button/default/borderColor/disabled"], "control/fgColor/disabled"),
        ("Primary", "Rest", ["button/primary/bgColor/rest"], ["1 button/primary/borderColor/rest"], "button/primary/fgColor/rest"),
        ("Primary", "Hover", ["button/primary/bgColor/hover"], ["1 button/primary/borderColor/hover"], "button/primary/fgColor/rest"),
        ("Primary", "Pressed", ["button/primary/bgColor/active"], ["1 button/primary/borderColor/rest"], "button/primary/fgColor/rest"),
        (
            "Primary", "Focus", ["button/primary/bgColor/rest"], ["1 button/primary/borderColor/rest", "4 fgColor/onEmphasis", "2 focus/outlineColor"],
            "button/primary/fgColor/rest"
        ),
        ("Primary", "Disabled", ["button/primary/bgColor/disabled"], ["1 button/primary/borderColor/disabled"], "button/primary/fgColor/disabled"),
        ("Danger", "Rest", ["button/danger/bgColor/rest"], ["1 button/default/borderColor/rest"], "button/danger/fgColor/rest"),
        ("Danger", "Hover", ["button/danger/bgColor/hover"], ["1 button/danger/borderColor/hover"], "button/danger/fgColor/hover"),
        ("Danger", "Pressed", ["button/danger/bgColor/active"], ["1 button/danger/borderColor/active"], "button/danger/fgColor/active"),
        ("Danger", "Focus", ["button/danger/bgColor/rest"], ["1 button/default/borderColor/rest", "2 focus/outlineColor"], "button/danger/fgColor/rest"),
        ("Danger", "Disabled", ["button/danger/bgColor/disabled"], ["1 button/default/borderColor/disabled"], "button/danger/fgColor/disabled"),
        ("Invisible", "Rest", [], [], "button/default/fgColor/rest"),
        ("Invisible", "Hover", ["button/invisible/bgColor/hover"], [], "button/default/fgColor/rest"),
        ("Invisible", "Pressed", ["button/invisible/bgColor/active"], [], "button/default/fgColor/rest"),
        ("Invisible", "Focus", [], ["2 focus/outlineColor"], "button/default/fgColor/rest"),
        ("Invisible", "Disabled", ["button/invisible/bgColor/disabled"], ["1 button/invisible/borderColor/disabled"], "button/invisible/fgColor/disabled"),
    ])
    func buttonColoursPerVariantAndState(variant: String, state: String, fills: [String], strokes: [String], label: String) throws {
        let tree = try Self.layout("Button", "Variant=\(variant), Size=Medium, State=\(state)")
        let button = try Fixtures.node(tree, "button")
        var foundFills: [String] = [], foundStrokes: [String] = []
        for paint in button.paints {
            if case .fill(_, let color) = paint { foundFills.append(color.description) }
            if case .stroke(_, let width, let color, _, _, _) = paint { foundStrokes.append("\(Int(width)) \(color)") }
        }
        #expect(foundFills == fills)
        #expect(foundStrokes == strokes)
        #expect(Self.colorToken(try #require(try Fixtures.node(tree, "label").paints.first))?.description == label)
    }

    /// A few resolved values against primer/primitives' built light.css and dark.css.
    @Test(arguments: [
        ("light", "button/primary/bgColor/rest", "#1F883D"), ("dark", "button/primary/bgColor/rest", "#238636"),
        ("light", "button/danger/bgColor/hover", "#A40E26"), ("dark", "control/checked/bgColor/rest", "#1F6FEB"),
        ("light", "focus/outlineColor", "#0969DA"), ("light", "specimen/page/background", "#FFFFFF"),
        ("dark", "specimen/page/background", "#0D1117"),
    ])
    func tokenValuesArePrimers(mode: String, path: String, hex: String) throws {
        #expect(try Self.theme(mode).color(TokenPath(path)).hex.uppercased().hasPrefix(hex))
    }

    /// The numbers written in the documents are the values of Primer's size tokens in the folder.
    @Test func theDocumentsSizesAreTheSizeTokens() throws {
        let theme = try Self.theme("light")
        func token(_ path: String) throws -> Double { try theme.dimension(TokenPath(path)) }
        let border = try token("borderWidth/thin")
        for (size, paddingToken) in [
            ("Small", "control/small/paddingInline/condensed"), ("Medium", "control/medium/paddingInline/normal"),
            ("Large", "control/large/paddingInline/spacious"),
        ] {
            let tree = try Self.layout("Button", "Size=\(size)")
            let height = try token("control/\(size.lowercased())/size"), padding = try token(paddingToken)
            #expect(tree.frame.height == height)
            #expect(abs(try Fixtures.node(tree, "label").frame.minX - (padding + border)) < 1e-9)
        }
        let box = try Fixtures.node(try Self.layout("Checkbox"), "box")
        let sixteen = try token("base/size/16"), twenty = try token("base/size/20"), twentyFour = try token("base/size/24")
        #expect(box.frame.width == sixteen && box.frame.height == sixteen)
        #expect(try Self.layout("Label", "Size=Small").frame.height == twenty)
        #expect(try Self.layout("Label", "Size=Large").frame.height == twentyFour)
        let medium = try token("borderRadius/medium"), small = try token("borderRadius/small")
        #expect(medium == 6 && small == 3)
    }

    // MARK: Checkbox

    /// Checkbox.module.css: a 16 px box 2 px below the top of the label's 20 px line, the label 8 px
    /// after it; the checkmark's 12 x 9 mask and the dash's 12 x 2.4 centred in the box.
    @Test(arguments: [("off", "off"), ("on", "off"), ("off", "on"), ("on", "on")])
    func checkboxFramesArePrimers(checked: String, indeterminate: String) throws {
        for state in ["Rest", "Disabled"] {
            let tree = try Self.layout("Checkbox", "Checked=\(checked), Indeterminate=\(indeterminate), State=\(state)")
            let box = try Fixtures.node(tree, "box"), label = try Fixtures.node(tree, "label")
            #expect(box.frame == Rect(0, 2, 16, 16))
            #expect(label.frame.minX == 24 && label.frame.minY == 0 && label.frame.height == 20)
            #expect(tree.frame.height == 20 && tree.frame.width == label.frame.maxX)
            #expect(box.role == .button(ButtonAction(rawValue: "toggle")))
            #expect(
                box.paints.allSatisfy { paint in
                    switch paint {
                    case .fill(let shape, _): shape == .roundedRect(radius: 3)
                    case .stroke(let shape, let width, _, _, _, _): shape == .roundedRect(radius: 3) && width == 1
                    default: false
                    }
                })
            // Indeterminate draws the dash whatever Checked says, as HTML's :indeterminate does.
            #expect((tree.node(named: "checkmark") != nil) == (checked == "on" && indeterminate == "off"))
            #expect((tree.node(named: "dash") != nil) == (indeterminate == "on"))
            if let mark = tree.node(named: "checkmark") { #expect(mark.frame == Rect(2, 5.5, 12, 9)) }
            if let dash = tree.node(named: "dash") {
                #expect(abs(dash.frame.minY - 8.8) < 1e-9 && dash.frame.minX == 2 && dash.frame.width == 12 && abs(dash.frame.height - 2.4) < 1e-9)
            }
        }
    }

    @Test func theCheckmarkIsPrimersPathInItsFrame() throws {
        let mark = try Fixtures.node(try Self.layout("Checkbox", "Checked=on"), "checkmark")
        guard case .path(let path, let color, let rule)? = mark.paints.first else {
            Issue.record("the checkmark draws no vector path: \(mark.paints)")
            return
        }
        #expect(rule == .evenOdd && color == TokenPath("fgColor/onEmphasis"))
        // The path's control box is the SVG's 12 x 9 (its lowest point, 8.76, and leftmost, -0.0033),
        // in the node's own coordinates (Figma's vector paths): the 12 x 9 frame is its viewBox.
        let bounds = path.controlBounds
        #expect(abs(bounds.maxX - 12) < 1e-9 && abs(bounds.maxY - 8.76) < 1e-9 && abs(bounds.minX + 0.00330905) < 1e-9)
    }

    @Test func checkboxColoursPerValueAndState() throws {
        func colours(_ variant: String) throws -> [String] {
            try Fixtures.node(try Self.layout("Checkbox", variant), "box").paints.compactMap(Self.colorToken).map(\.description)
        }
        #expect(try colours("Checked=off, State=Rest") == ["bgColor/default", "control/borderColor/emphasis"])
        #expect(try colours("Checked=off, State=Disabled") == ["control/bgColor/disabled", "control/borderColor/disabled"])
        #expect(try colours("Checked=on, State=Rest") == ["control/checked/bgColor/rest", "control/checked/bgColor/rest"])
        #expect(try colours("Checked=on, State=Disabled") == ["control/checked/bgColor/disabled", "control/checked/borderColor/disabled"])
        #expect(try colours("Checked=on, Indeterminate=on, State=Disabled") == ["control/checked/bgColor/disabled", "control/checked/borderColor/disabled"])
        // Primer's CSS keeps a disabled indeterminate box blue while it is not checked (its
        // :indeterminate rule comes after :disabled; only :checked:disabled has disabled colours).
        #expect(try colours("Indeterminate=on, State=Disabled") == ["control/checked/bgColor/rest", "control/checked/bgColor/rest"])
        let disabled = try Self.layout("Checkbox", "Checked=on, State=Disabled")
        #expect(Self.colorToken(try #require(try Fixtures.node(disabled, "checkmark").paints.first)) == TokenPath("control/checked/fgColor/disabled"))
        #expect(Self.colorToken(try #require(try Fixtures.node(disabled, "label").paints.first)) == TokenPath("control/fgColor/disabled"))
    }

    @Test func aCheckboxWithoutItsLabelIsItsBox() throws {
        let tree = try Self.layout("Checkbox", "Checked=on", ["Show Label=off"])
        #expect(tree.frame == Rect(0, 0, 16, 16) && tree.node(named: "label") == nil)
        #expect(try Fixtures.node(tree, "checkmark").frame == Rect(2, 3.5, 12, 9))
    }

    // MARK: Label

    /// Label.module.css: small 20 tall with padding 0 6, large 24 with 0 8, inside a 1 px pill border;
    /// the text 12 px on a 12 px line, centred.
    @Test(arguments: [("Small", 20.0, 7.0, 4.0), ("Large", 24.0, 9.0, 6.0)])
    func labelSizesArePrimers(size: String, height: Double, inset: Double, textTop: Double) throws {
        for variant in ["Default", "Primary", "Secondary", "Accent", "Success", "Attention", "Severe", "Danger", "Done", "Sponsors"] {
            let tree = try Self.layout("Label", "Variant=\(variant), Size=\(size)")
            let pill = try Fixtures.node(tree, "label"), text = try Fixtures.node(tree, "text")
            #expect(tree.frame.height == height && pill.frame == tree.frame)
            #expect(text.frame.minX == inset && text.frame.minY == textTop && text.frame.height == 12)
            #expect(abs(tree.frame.width - (text.frame.width + 2 * inset)) < 1e-9)
            guard case .stroke(.roundedRect(let radius), 1, _, _, _, _)? = pill.paints.first, pill.paints.count == 1 else {
                Issue.record("\(variant): the pill is not one 1 pt rounded stroke: \(pill.paints)")
                continue
            }
            #expect(radius >= height / 2)
        }
    }

    @Test(arguments: [
        ("Default", "fgColor/default", "borderColor/default"), ("Secondary", "fgColor/muted", "borderColor/muted"),
        ("Accent", "fgColor/accent", "borderColor/accent/emphasis"), ("Sponsors", "fgColor/sponsors", "borderColor/sponsors/emphasis"),
    ])
    func labelColoursPerVariant(variant: String, text: String, border: String) throws {
        let tree = try Self.layout("Label", "Variant=\(variant)")
        #expect(try Fixtures.node(tree, "label").paints.compactMap(Self.colorToken) == [TokenPath(border)])
        #expect(try Fixtures.node(tree, "text").paints.compactMap(Self.colorToken) == [TokenPath(text)])
    }
}
