import Foundation
import Testing
import Specimen

/// The reference's localisation keys become the accessible names of the lock and the toggle in SVG,
/// and a `Localizable.strings` file changes them.
@Suite struct StringsTests {
    static let leadingKey = "DesignSystem.inputPassword.accessibility.leadingIcon"
    static let trailingKey = "DesignSystem.inputPassword.accessibility.trailingIcon"

    /// The `aria-label` of the glyph group inside the `<g id="…">` of the layout node `node`.
    static func label(of node: String, in svg: String) -> String? {
        let lines = svg.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("<g id=\"\(node)\"") }),
            let run = lines[(start + 1)...].first(where: { $0.contains("aria-label=") }),
            let open = run.range(of: "aria-label=\""),
            let close = run[open.upperBound...].firstIndex(of: "\"")
        else { return nil }
        return String(run[open.upperBound..<close])
    }

    static func strings(_ text: String) throws -> AccessibilityStrings {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-strings-\(UUID().uuidString).strings")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try AccessibilityStrings.defaults.overriding(withContentsOf: url)
    }

    static func svg(strings: AccessibilityStrings, variant: String = "State=Default") throws -> String {
        let renderer = try Renderer(home: try SpecimenHome.locate(), strings: strings)
        return try renderer.svg(try PasswordFixtures.configuration(variant), options: RenderOptions())
    }

    @Test func theDefaultsAreTheReferencesStrings() {
        #expect(AccessibilityStrings.defaults[Self.leadingKey] == "Lock icon")
        #expect(AccessibilityStrings.defaults[Self.trailingKey] == "Password security")
    }

    /// Without a strings file the SVG names the lock and the toggle with the reference's defaults.
    @Test(arguments: ["State=Default, Characters=Hidden", "State=Error, Characters=Visible", "State=Disabled"])
    func theSVGNamesTheIconsWithTheDefaults(variant: String) throws {
        let svg = try PasswordFixtures.renderer().svg(try PasswordFixtures.configuration(variant), options: RenderOptions())
        #expect(Self.label(of: "leadingIcon", in: svg) == "Lock icon")
        #expect(Self.label(of: "trailingIcon", in: svg) == "Password security")
        #expect(!svg.contains("aria-label=\"lock\""), "the icon's name is replaced, not added")
    }

    /// A `Localizable.strings` file (comments, escapes and all) changes both names.
    @Test func aStringsFileChangesTheAccessibleNames() throws {
        let strings = try Self.strings(
            """
            /* Français */
            "DesignSystem.inputPassword.accessibility.leadingIcon" = "Ic\\U00F4ne cadenas";
            // the toggle
            "DesignSystem.inputPassword.accessibility.trailingIcon" = "S\\u00E9curit\\u00E9 du \\"mot de passe\\"";
            """)
        let svg = try Self.svg(strings: strings)
        #expect(Self.label(of: "leadingIcon", in: svg) == "Icône cadenas")
        #expect(Self.label(of: "trailingIcon", in: svg) == "Sécurité du &quot;mot de passe&quot;")
        #expect(!svg.contains("Lock icon") && !svg.contains("Password security"))
    }

    /// A file with one key changes that name and keeps the default of the other.
    @Test func aPartialFileKeepsTheOtherDefault() throws {
        let strings = try Self.strings(##""DesignSystem.inputPassword.accessibility.trailingIcon" = "Show password";"##)
        let svg = try Self.svg(strings: strings)
        #expect(Self.label(of: "leadingIcon", in: svg) == "Lock icon")
        #expect(Self.label(of: "trailingIcon", in: svg) == "Show password")
    }

    /// The names belong to InputPassword's nodes: Appetite's password field draws the same lock and
    /// eye-off glyphs, its decorative lock keeps its own name and its eye takes Appetite's key, and typed
    /// text is never renamed.
    @Test func otherSetsAndTextRunsKeepTheirNames() throws {
        let renderer = try PasswordFixtures.renderer()
        let appetite = try renderer.svg(
            try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Filled"),
            options: RenderOptions())
        // Its lock only decorates: hidden from assistive technology, never read out as "lock".
        #expect(!appetite.contains("aria-label=\"lock\""))
        #expect(!appetite.contains("Lock icon"))
        let appetiteTree = try renderer.layout(try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Filled"))
        // Appetite's own keys name its buttons: the title row's tooltip and its own eye, never Backbase's string.
        #expect(AccessibilityStrings.defaults.accessibleNames(for: appetiteTree) == ["tooltip": "More information", "iconRight": "Show password"])
        #expect(!appetite.contains("Password security"))
        let password = try renderer.svg(try PasswordFixtures.configuration("State=Default, Characters=Visible"), options: RenderOptions())
        #expect(Self.label(of: "value", in: password) == "hunter2")
        #expect(Self.label(of: "labelPrimary", in: password) == "Password")
    }

    @Test func accessibleNamesAreByLayoutNode() throws {
        // The layout gives the two icon nodes the spec's keys; the strings name them by key.
        let tree = try PasswordFixtures.layout("State=Default")
        let names = AccessibilityStrings.defaults.accessibleNames(for: tree)
        #expect(names == ["leadingIcon": "Lock icon", "trailingIcon": "Password security"])
        for node in names.keys { #expect(tree.node(named: node)?.paints.contains { if case .icon = $0 { true } else { false } } == true) }
    }

    /// A malformed strings file is an error naming the file and the line.
    @Test func aMalformedStringsFileNamesTheLine() {
        do {
            _ = try Self.strings("\"ok\" = \"fine\";\n\"broken\" \"no equals\";\n")
            Issue.record("a malformed file must not pass")
        } catch let error as StringsFileError {
            #expect(error.line == 2)
            #expect(error.description.contains(":2: expected '='"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

/// `Renderer.with(strings:)` shares fonts, token checks and themes but draws exactly what a renderer
/// made afresh with those strings draws.
@Suite struct SharedRendererStringsTests {
    @Test func aRendererWithOtherStringsDrawsAsAFreshOne() throws {
        let strings = try StringsTests.strings("\"\(StringsTests.leadingKey)\" = \"Schloss\";\n\"Title of input\" = \"Titel\";")
        let base = try Renderer(home: try SpecimenHome.locate())
        _ = try base.svg(try PasswordFixtures.configuration("State=Default"), options: RenderOptions())  // fills its caches first
        let shared = base.with(strings: strings)
        let fresh = try Renderer(home: try SpecimenHome.locate(), strings: strings)
        for variant in ["State=Default", "State=Error"] {
            let configuration = try PasswordFixtures.configuration(variant)
            let svg = try shared.svg(configuration, options: RenderOptions())
            #expect(svg == (try fresh.svg(configuration, options: RenderOptions())))
            #expect(StringsTests.label(of: "leadingIcon", in: svg) == "Schloss")
        }
        let text = try ComponentConfiguration(set: Catalogue.standard.set(named: "Text Input"))
        #expect(
            try shared.render(text, options: RenderOptions(scale: 2, localisation: Localisation(locale: "de")), format: .png)
                == (try fresh.render(text, options: RenderOptions(scale: 2, localisation: Localisation(locale: "de")), format: .png)))
        #expect(base.strings.values[StringsTests.leadingKey] != "Schloss", "the original renderer keeps its own strings")
    }
}
