import Foundation
import SpecimenPNG
import Testing
import Specimen

/// What the InputPassword tests share: one renderer for the process, and the set's variants.
enum PasswordFixtures {
    static let standard: Result<Renderer, any Error> = Result { try Renderer.standard() }

    static func renderer() throws -> Renderer { try standard.get() }

    static let set = try! Catalogue.standard.set(named: "InputPassword")
    static let variants = set.variants.map(\.name)

    static func configuration(_ variant: String, _ properties: [String] = []) throws -> ComponentConfiguration {
        try Catalogue.standard.configuration(set: set.name, variant: variant, properties: properties)
    }

    static func layout(_ variant: String, _ properties: [String] = []) throws -> LayoutTree {
        try renderer().layout(try configuration(variant, properties))
    }

    /// The colour token the node's first paint of the matching kind names.
    static func fillToken(_ node: LayoutNode?) -> TokenPath? {
        node?.paints.lazy.compactMap { paint -> TokenPath? in
            if case .fill(_, let color) = paint { return color }
            return nil
        }.first
    }

    static func strokeToken(_ node: LayoutNode?) -> TokenPath? {
        node?.paints.lazy.compactMap { paint -> TokenPath? in
            if case .stroke(_, _, let color, _, _, _) = paint { return color }
            return nil
        }.first
    }

    static func textPaint(_ node: LayoutNode?) -> (text: String, color: TokenPath)? {
        node?.paints.lazy.compactMap { paint -> (String, TokenPath)? in
            if case .text(let run, _, let color) = paint { return (run.text, color) }
            return nil
        }.first
    }

    static func iconName(_ node: LayoutNode?) -> String? {
        node?.paints.lazy.compactMap { paint -> String? in
            if case .icon(let glyph, _, _) = paint { return glyph.name }
            return nil
        }.first
    }
}

@Suite struct InputPasswordTests {
    /// Six states by two Characters options: every combination the API allows.
    @Test func theSetHasEveryStateOfTheReferenceTimesCharacters() {
        #expect(PasswordFixtures.set.designSystem == "Backbase")
        #expect((try? PasswordFixtures.set.property(named: "State"))?.options == ["Default", "Focused", "Editing", "Error", "Read-only", "Disabled"])
        #expect(PasswordFixtures.variants.count == 12)
        #expect(PasswordFixtures.variants.contains("State=Error, Characters=Visible"))
        #expect(Catalogue.standard.sets.last?.name == "InputPassword", "registered after Appetite's sets")
    }

    /// Every variant renders in both modes, and the PNG decodes to the layout's size at the scale.
    @Test(arguments: PasswordFixtures.variants, ThemeMode.allCases)
    func everyVariantRendersAtItsSize(variant: String, theme: ThemeMode) throws {
        let configuration = try PasswordFixtures.configuration(variant)
        let bytes = try PasswordFixtures.renderer().png(configuration, options: RenderOptions(theme: theme, scale: 2))
        let image = try PNGDecoder().decode(bytes)
        #expect(image.width == 686 && image.height == 192, "343 x 96 pt at 2x")
    }

    /// 343 x 96: label 20, gap 8, field 48, gap 4, message 16.
    @Test func theDefaultFramesAreTheDecidedNumbers() throws {
        let tree = try PasswordFixtures.layout("State=Default")
        #expect(tree.frame == Rect(x: 0, y: 0, width: 343, height: 96))
        #expect(tree.node(named: "label")?.frame == Rect(x: 0, y: 0, width: 343, height: 20))
        #expect(tree.node(named: "field")?.frame == Rect(x: 0, y: 28, width: 343, height: 48))
        #expect(tree.node(named: "leadingIcon")?.frame == Rect(x: 12, y: 40, width: 24, height: 24))
        #expect(tree.node(named: "trailingIcon")?.frame == Rect(x: 307, y: 40, width: 24, height: 24))
        #expect(tree.node(named: "value")?.frame.minX == 44)
        #expect(tree.node(named: "message")?.frame == Rect(x: 0, y: 80, width: 343, height: 16))
    }

    /// A state changes colours, the caret and the message's words, never a frame: the rows, the field,
    /// the icons and the labels sit in the same place in all twelve variants.
    @Test(arguments: PasswordFixtures.variants)
    func layoutIsStableAcrossStates(variant: String) throws {
        let reference = try PasswordFixtures.layout("State=Default, Characters=Hidden")
        let tree = try PasswordFixtures.layout(variant)
        #expect(tree.frame == reference.frame && tree.bounds == reference.bounds)
        for name in ["label", "labelPrimary", "labelSecondary", "field", "leadingIcon", "trailingIcon", "message"] {
            let frame = tree.node(named: name)?.frame
            #expect(frame != nil && frame == reference.node(named: name)?.frame, "\(variant): \(name)")
        }
        let message = try #require(tree.node(named: "message")?.children.first)
        let helper = try #require(reference.node(named: "helperText"))
        #expect(message.frame.minX == helper.frame.minX && message.frame.minY == helper.frame.minY && message.frame.height == helper.frame.height)
    }

    /// Each state's field paints: the reference's input tokens and the ones Specimen added.
    @Test(arguments: [
        ("Default", "theme.color.input.default.background", "theme.color.input.default.border"),
        ("Focused", "theme.color.input.default.background", "theme.color.input.focused.border"),
        ("Editing", "theme.color.input.default.background", "theme.color.input.focused.border"),
        ("Error", "theme.color.input.default.background", "theme.color.input.error.border"),
        ("Read-only", "theme.color.input.read-only.background", "theme.color.input.read-only.border"),
        ("Disabled", "theme.color.input.disabled.background", "theme.color.input.disabled.border"),
    ])
    func eachStatePaintsTheFieldWithItsTokens(state: String, background: String, border: String) throws {
        let field = try PasswordFixtures.layout("State=\(state)").node(named: "field")
        #expect(PasswordFixtures.fillToken(field) == TokenPath(background))
        #expect(PasswordFixtures.strokeToken(field) == TokenPath(border))
    }

    /// The border pixel on the field's top edge is the state's border colour, resolved through its alias.
    @Test(arguments: ["Default", "Focused", "Error", "Read-only", "Disabled"], ThemeMode.allCases)
    func theBorderPixelIsTheResolvedToken(state: String, mode: ThemeMode) throws {
        let renderer = try PasswordFixtures.renderer()
        let configuration = try PasswordFixtures.configuration("State=\(state)")
        let pixmap = try renderer.pixmap(configuration, options: RenderOptions(theme: mode, scale: 1))
        let token = try #require(PasswordFixtures.strokeToken(try renderer.layout(configuration).node(named: "field")))
        let expected = try renderer.theme(for: configuration.set, mode: mode).color(token)
        let i = (28 * pixmap.width + 171) * 4
        #expect(Array(pixmap.data[i..<i + 4]) == [expected.red, expected.green, expected.blue, 255])
    }

    @Test func onlyFocusedAndEditingHaveACaret() throws {
        for variant in PasswordFixtures.variants {
            let caret = try PasswordFixtures.layout(variant).node(named: "caret")
            let focused = variant.hasPrefix("State=Focused") || variant.hasPrefix("State=Editing")
            #expect((caret != nil) == focused, "\(variant)")
            #expect(PasswordFixtures.fillToken(caret) == (focused ? "theme.color.input.focused.caret" : nil))
        }
        let focused = try PasswordFixtures.layout("State=Focused")
        // In the 1 pt just before the placeholder (which starts at 12 + 24 + 8 = 44), never over its first letter.
        #expect(focused.node(named: "caret")?.frame.minX == 43, "before the placeholder")
        #expect(focused.node(named: "placeholder")?.frame.minX == 44)
        let editing = try PasswordFixtures.layout("State=Editing")
        #expect(editing.node(named: "caret")?.frame.minX == editing.node(named: "value")?.frame.maxX, "after the text")
    }

    /// Hidden draws a bullet per character and the eye-off toggle; Visible the text and the eye.
    @Test func charactersHiddenOrVisible() throws {
        let hidden = try PasswordFixtures.layout("State=Default, Characters=Hidden")
        #expect(PasswordFixtures.textPaint(hidden.node(named: "value"))?.text == String(repeating: "\u{2022}", count: 7))
        #expect(PasswordFixtures.iconName(hidden.node(named: "trailingIcon")) == "eye-off")
        #expect(PasswordFixtures.iconName(hidden.node(named: "leadingIcon")) == "lock")
        let visible = try PasswordFixtures.layout("State=Error, Characters=Visible")
        #expect(PasswordFixtures.textPaint(visible.node(named: "value"))?.text == "hunter2")
        #expect(PasswordFixtures.iconName(visible.node(named: "trailingIcon")) == "eye")
    }

    /// Focused is the field before typing; the other states show Text, or the placeholder when it is empty.
    @Test func whichStatesShowThePlaceholder() throws {
        let focused = try PasswordFixtures.layout("State=Focused")
        #expect(PasswordFixtures.textPaint(focused.node(named: "placeholder")).map { $0.text } == "Enter password")
        #expect(focused.node(named: "value") == nil)
        let empty = try PasswordFixtures.layout("State=Default", ["Text="])
        #expect(PasswordFixtures.textPaint(empty.node(named: "placeholder"))?.color == "theme.color.input.default.placeholder")
        let disabled = try PasswordFixtures.layout("State=Disabled", ["Text="])
        #expect(PasswordFixtures.textPaint(disabled.node(named: "placeholder"))?.color == "theme.color.input.disabled.placeholder")
    }

    /// The error text takes the helper's place in Error, in the danger colour; elsewhere the helper shows.
    @Test func theErrorReplacesTheHelperInItsRow() throws {
        let error = try PasswordFixtures.layout("State=Error")
        #expect(error.node(named: "helperText") == nil)
        let text = PasswordFixtures.textPaint(error.node(named: "errorText"))
        #expect(text?.text == "Minimum 8 characters" && text?.color == "theme.color.foreground.danger")
        let rest = try PasswordFixtures.layout("State=Read-only")
        #expect(rest.node(named: "errorText") == nil)
        #expect(PasswordFixtures.textPaint(rest.node(named: "helperText"))?.text == "Use at least 8 characters and one number")
        let noError = try PasswordFixtures.layout("State=Error", ["Error Text="])
        #expect(noError.node(named: "helperText") != nil, "an empty error leaves the helper")
    }

    /// Empty labels and messages (the API's nil) remove their rows and gaps.
    @Test func emptyTextsRemoveTheirRows() throws {
        let bare = try PasswordFixtures.layout("State=Default", ["Label Primary=", "Label Secondary=", "Helper Text=", "Error Text="])
        #expect(bare.frame.height == 48)
        #expect(bare.node(named: "field")?.frame.minY == 0)
        #expect(bare.node(named: "label") == nil && bare.node(named: "message") == nil)
        let secondaryOnly = try PasswordFixtures.layout("State=Default", ["Label Primary="])
        #expect(secondaryOnly.node(named: "labelSecondary")?.frame.minX == 0)
        #expect(secondaryOnly.frame.height == 96)
    }

    /// Disabled greys every text and icon, labels included.
    @Test func disabledGreysTheWholeComponent() throws {
        let tree = try PasswordFixtures.layout("State=Disabled")
        #expect(PasswordFixtures.textPaint(tree.node(named: "labelPrimary"))?.color == "theme.color.foreground.disabled")
        #expect(PasswordFixtures.textPaint(tree.node(named: "helperText"))?.color == "theme.color.foreground.disabled")
        #expect(PasswordFixtures.textPaint(tree.node(named: "value"))?.color == "theme.color.input.disabled.value")
        for icon in ["leadingIcon", "trailingIcon"] {
            let paint = tree.node(named: icon)?.paints.first
            guard case .icon(_, _, let color)? = paint else { Issue.record("\(icon) draws no icon"); continue }
            #expect(color == "theme.color.input.disabled.icon")
        }
    }

    /// Every decision the layout made for the set is listed for the README.
    @Test func theDecisionsAreRecorded() {
        #expect(LayoutDecisions.all.filter { $0.set == "InputPassword" }.count >= 8)
    }
}
