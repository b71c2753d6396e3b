import Foundation
import Specimen
import SpecimenBehaviour
import TestSupport
import Testing

/// A user's design system through the Swift API, with no Swift of its own: its documents join the
/// renderer's catalogue, draw with the folder's token files in each mode, take the user's `--tokens`
/// over those (colours and sizes alike), play their behaviour pattern, and draw with the folder's fonts.
@Suite struct DesignSystemTests {
    static func folder() throws -> DesignSystemFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ds-\(UUID().uuidString)")
        return try DesignSystemFolder(url: SampleDesignSystem.write(to: url))
    }

    static func renderer(_ folders: [DesignSystemFolder], tokens: TokenDocument? = nil) throws -> Renderer {
        try Renderer(home: SpecimenHome.locate(), tokenOverrides: tokens, designSystems: folders)
    }

    @Test func theFoldersSetsJoinTheCatalogueAfterSpecimensOwnAndAreItsOwnSets() throws {
        let folder = try Self.folder()
        let renderer = try Self.renderer([folder])
        #expect(folder.name == SampleDesignSystem.name)
        #expect(renderer.catalogue.sets.count == Catalogue.standard.sets.count + 2)
        #expect(renderer.ownSets.map(\.name) == ["Sample Button", "Sample Checkbox"])
        #expect(try Self.renderer([]).ownSets.map(\.name) == Catalogue.standard.sets.map(\.name))
        #expect(try renderer.catalogue.set(named: "sample button").variants.count == 4)
    }

    @Test(arguments: [("Size=md", SampleDesignSystem.buttonHeight), ("Size=sm", SampleDesignSystem.smallButtonHeight)])
    func aButtonIsLaidOutFromItsDocumentAndItsFoldersTypography(variant: String, height: Double) throws {
        let renderer = try Self.renderer([try Self.folder()])
        let configuration = try renderer.catalogue.configuration(set: "Sample Button", variant: variant)
        let tree = try renderer.layout(configuration)
        let label = try #require(tree.node(named: "label"))
        let style = TextStyle(name: "body", size: SampleDesignSystem.labelSize, lineHeight: SampleDesignSystem.labelLineHeight, weight: .medium)
        let width = renderer.text.width(of: "Save", style: style)
        #expect(tree.frame.height == height)
        #expect(tree.frame.width == width + 2 * SampleDesignSystem.buttonPadding)
        #expect(label.frame.height == SampleDesignSystem.labelLineHeight)
        #expect(label.frame.minX == SampleDesignSystem.buttonPadding)
        #expect(label.frame.minY == (height - SampleDesignSystem.labelLineHeight) / 2)
    }

    @Test(arguments: [(ThemeMode.light, SampleDesignSystem.lightBackground), (.dark, SampleDesignSystem.darkBackground)])
    func eachModeDrawsWithTheFoldersTokenFilesForIt(mode: ThemeMode, hex: String) throws {
        let renderer = try Self.renderer([try Self.folder()])
        let configuration = try renderer.catalogue.configuration(set: "Sample Button")
        var options = RenderOptions()
        options.theme = mode
        let pixmap = try renderer.pixmap(configuration, options: options)
        // Inside the fill, away from the corner radius and the label: the button's own colour.
        let pixel = pixmap[3, pixmap.height / 2]
        let expected = try #require(Color(hex: hex))
        #expect(pixel.red == expected.red && pixel.green == expected.green && pixel.blue == expected.blue && pixel.alpha == 255)
    }

    @Test func theUsersTokensReachAFoldersColoursAndItsTypography() throws {
        let overrides = try TokenDocument.parse(
            Data(
                """
                {"button": {"bg": {"$type": "color", "$value": "#ff0000"}},
                 "type": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 20, "fontWeight": 500, "lineHeight": 28}}}}
                """.utf8), source: "user.tokens.json")
        let renderer = try Self.renderer([try Self.folder()], tokens: overrides)
        let configuration = try renderer.catalogue.configuration(set: "Sample Button")
        #expect(try renderer.layout(configuration).node(named: "label")?.frame.height == 28)
        let pixmap = try renderer.pixmap(configuration, options: RenderOptions())
        let pixel = pixmap[3, pixmap.height / 2]
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0)
    }

    @Test func aToggleDocumentPlaysItsPatternWithNoSwift() throws {
        let renderer = try Self.renderer([try Self.folder()])
        let configuration = try renderer.catalogue.configuration(set: "Sample Checkbox")
        let steps = try renderer.play(configuration, script: EventScript(parsing: "press box; press box")).steps
        #expect(steps.map { $0.model.currentValues["Checked"] } == ["off", "on", "off"])
        // The rule on the `on` state fills the box with the brand colour token while it is checked.
        let fills = steps.map { step in step.layout.node(named: "box")?.paints.description ?? "" }
        #expect(fills[1].contains("button/bg") && !fills[0].contains("button/bg") && !fills[2].contains("button/bg"))
        // A button no pattern answers (`submit`) is drawn but answers nothing.
        let button = try renderer.catalogue.configuration(set: "Sample Button")
        #expect(throws: BehaviourError.self) { try renderer.play(button, script: EventScript(parsing: "press button")) }
    }

    @Test func aDisabledOptionExemptsTheComponentAsADisabledSetIs() throws {
        let renderer = try Self.renderer([try Self.folder()])
        let disabled = try renderer.catalogue.configuration(set: "Sample Button", variant: "State=Disabled")
        let rest = try renderer.catalogue.configuration(set: "Sample Button")
        #expect(try DocumentModel.decoding(disabled).isDisabled)
        #expect(try !DocumentModel.decoding(rest).isDisabled)
    }

    @Test func aSetNamedAsOneOfSpecimensOwnOrADesignSystemGivenTwiceIsRefusedByName() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ds-\(UUID().uuidString)")
        try SampleDesignSystem.write(to: url)
        try Data(SampleDesignSystem.button.replacingOccurrences(of: "\"Sample Button\"", with: "\"Stepper\"").utf8)
            .write(to: url.appendingPathComponent("Button.component.json"))
        let clash = try DesignSystemFolder(url: url)
        #expect { try Self.renderer([clash]) } throws: { "\($0)".contains("\"Stepper\"") && "\($0)".contains("Appetite UI") }
        let folder = try Self.folder()
        #expect { try Self.renderer([folder, try Self.folder()]) } throws: { "\($0)".contains("given by") }
    }

    @Test func aFolderWithNoTokensForAModeSaysWhatToAdd() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ds-\(UUID().uuidString)")
        try SampleDesignSystem.write(to: url)
        for name in ["tokens.json", "dark.tokens.json"] { try FileManager.default.removeItem(at: url.appendingPathComponent(name)) }
        let renderer = try Self.renderer([try DesignSystemFolder(url: url)])
        var options = RenderOptions()
        options.theme = .dark
        #expect { try renderer.pixmap(try renderer.catalogue.configuration(set: "Sample Button"), options: options) } throws: { "\($0)".contains("no token file for dark") }
    }

    @Test func aTextStyleNamingAFoldersFamilyDrawsWithTheFoldersFont() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ds-\(UUID().uuidString)")
        try SampleDesignSystem.write(to: url)
        let fonts = url.appendingPathComponent("fonts", isDirectory: true)
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        // A font no shipped style names first: Noto Sans Hebrew, copied in as a user would add theirs.
        try FileManager.default.copyItem(
            at: SpecimenHome.locate().fonts.appendingPathComponent("NotoSansHebrew-Regular.ttf"),
            to: fonts.appendingPathComponent("NotoSansHebrew-Regular.ttf"))
        try Data(SampleDesignSystem.shared.replacingOccurrences(of: "\"Inter\"", with: "\"Noto Sans Hebrew, sans-serif\"").utf8)
            .write(to: url.appendingPathComponent("tokens.json"))
        let folder = try DesignSystemFolder(url: url)
        #expect(folder.fontFiles.map(\.lastPathComponent) == ["NotoSansHebrew-Regular.ttf"])
        let renderer = try Self.renderer([folder])
        let configuration = try renderer.catalogue.configuration(set: "Sample Button", properties: ["Label=שלום"])
        let tree = try renderer.layout(configuration)
        let drawn =
            tree.node(named: "label")?.paints.compactMap { paint -> [String]? in
                if case .text(let run, _, _) = paint { return run.glyphs.map(\.font) } else { return nil }
            }.flatMap { $0 } ?? []
        #expect(!drawn.isEmpty && drawn.allSatisfy { $0.hasPrefix("ds0-notosanshebrew") })
    }
}
