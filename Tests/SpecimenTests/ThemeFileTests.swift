import Foundation
import Testing
import Specimen

/// The shipped Backbase themes: the reference's aliases, Specimen's primitives (said to be its choice),
/// and a user's token file changing exactly the pixels of the token it overrides.
@Suite struct ThemeFileTests {
    static func theme(_ mode: ThemeMode) throws -> Theme {
        try PasswordFixtures.renderer().theme(for: (try Catalogue.standard.set(named: "InputPassword")), mode: mode)
    }

    static func document(_ mode: ThemeMode) throws -> TokenDocument {
        try ThemeLibrary.document(named: "backbase-\(mode.rawValue)", home: try SpecimenHome.locate())
    }

    /// The reference's Input tokens table, as written: each token aliases the semantic token it names.
    @Test(
        arguments: [
            ("theme.color.input.default.background", "theme.color.background.surface-1"),
            ("theme.color.input.default.border", "theme.color.border.default"),
            ("theme.color.input.focused.border", "theme.color.border.brand"),
            ("theme.color.input.error.border", "theme.color.border.danger"),
            ("theme.color.input.default.placeholder", "theme.color.foreground.support"),
            ("theme.color.input.default.value", "theme.color.foreground.default"),
        ], ThemeMode.allCases)
    func theReferencesInputTokensAliasWhatItNames(pair: (token: String, alias: String), mode: ThemeMode) throws {
        let (token, alias) = pair
        let theme = try Self.theme(mode)
        #expect(theme.aliases[TokenPath(token)] == TokenPath(alias))
        #expect(try theme.color(TokenPath(token)) == theme.color(TokenPath(alias)))
    }

    /// Specimen's primitive choices, resolved (light, dark): the values the README reports.
    @Test(arguments: [
        ("theme.color.background.surface-1", "#FFFFFF", "#1C2028"),
        ("theme.color.background.surface-2", "#F5F6F8", "#2A2F38"),
        ("theme.color.border.default", "#7A828E", "#7A828E"),
        ("theme.color.border.brand", "#1F5BD8", "#6B9BFF"),
        ("theme.color.border.danger", "#C8251F", "#FF7A73"),
        ("theme.color.foreground.default", "#111419", "#FFFFFF"),
        ("theme.color.foreground.support", "#5A626E", "#9AA1AC"),
        ("theme.color.foreground.disabled", "#9AA1AC", "#5A626E"),
        ("specimen.page.background", "#FFFFFF", "#111419"),
    ])
    func resolvedValues(token: String, light: String, dark: String) throws {
        #expect(try Self.theme(.light).color(TokenPath(token)).hex == light)
        #expect(try Self.theme(.dark).color(TokenPath(token)).hex == dark)
    }

    /// Every primitive is marked as Specimen's choice; every other token says where it comes from; the
    /// semantic tokens alias primitives, never a value typed twice.
    @Test(arguments: ThemeMode.allCases)
    func everyChoiceIsSaidToBeOne(mode: ThemeMode) throws {
        let document = try Self.document(mode)
        let theme = try Self.theme(mode)
        for (path, entry) in document.entries {
            let typography = path.segments.starts(with: ["theme", "typography"])
            #expect(entry.type == (typography ? "typography" : "color"), "\(path): every token is a colour or, under theme.typography, a type style")
            #expect(!(entry.description ?? "").isEmpty, "\(path) says why it exists")
            if path.segments.first == "palette" || typography {
                #expect(entry.description?.contains("Specimen's choice") == true, "\(path)")
            } else {
                #expect(theme.aliases[path] != nil, "\(path) aliases another token")
            }
        }
        for (path, _) in document.entries where path.segments.starts(with: ["theme", "color"]) && path.segments.dropFirst(2).first != "input" {
            #expect(theme.aliases[path]?.segments.first == "palette", "\(path) aliases a primitive")
        }
    }

    /// The primitives are the same in both modes; only the semantic aliases change.
    @Test func lightAndDarkShareOnePalette() throws {
        // Values and types, not the file each entry names.
        let light = try Self.document(.light).entries.filter { $0.key.segments.first == "palette" }.mapValues { "\($0.type ?? "") \($0.value)" }
        let dark = try Self.document(.dark).entries.filter { $0.key.segments.first == "palette" }.mapValues { "\($0.type ?? "") \($0.value)" }
        #expect(light == dark && light.count == 16)
    }

    /// The contrast the palette's descriptions promise: a field's edge at 3:1 (WCAG 1.4.11) and its
    /// text at 4.5:1 on the field, in both modes.
    @Test(arguments: ThemeMode.allCases)
    func contrastOnTheField(mode: ThemeMode) throws {
        let theme = try Self.theme(mode)
        func ratio(_ a: String, _ b: String) throws -> Double {
            let la = try theme.color(TokenPath(a)).relativeLuminance, lb = try theme.color(TokenPath(b)).relativeLuminance
            return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
        }
        let field = "theme.color.input.default.background"
        #expect(try ratio("theme.color.input.default.border", field) >= 3)
        #expect(try ratio("theme.color.input.focused.border", field) >= 3)
        #expect(try ratio("theme.color.input.error.border", field) >= 3)
        for text in ["theme.color.input.default.value", "theme.color.input.default.placeholder", "theme.color.foreground.danger"] {
            #expect(try ratio(text, field) >= 4.5, "\(text)")
            #expect(try ratio(text, "theme.color.input.read-only.background") >= 4.5, "\(text) read-only")
        }
    }

    /// Every token any variant paints exists in both themes as a colour.
    @Test(arguments: ThemeMode.allCases)
    func everyPaintedTokenResolves(mode: ThemeMode) throws {
        let theme = try Self.theme(mode)
        for variant in PasswordFixtures.variants {
            for node in try PasswordFixtures.layout(variant).allNodes {
                for paint in node.paints {
                    switch paint {
                    case .fill(_, let token), .stroke(_, _, let token, _, _, _), .text(_, _, let token), .icon(_, _, let token):
                        #expect(throws: Never.self, "\(variant) \(node.name)") { _ = try theme.color(token) }
                    default:
                        Issue.record("\(variant) \(node.name) paints something other than a colour")
                    }
                }
            }
        }
    }

    // MARK: A user's token file

    /// Overriding the default border (as the reference's flat path, or the primitive under it in W3C
    /// form) changes the border ring's pixels and nothing else.
    @Test(
        arguments: [
            ##"{"theme.color.input.default.border": "#FF00FF"}"##,
            ##"{"palette": {"neutral": {"500": {"$value": "#FF00FF"}}}}"##,
        ], [1.0, 2.0])
    func anOverrideChangesOnlyTheBorderRing(file: String, scale: Double) throws {
        let overrides = try TokenDocument.parse(Data(file.utf8), source: "user.tokens.json")
        let custom = try Renderer(home: try SpecimenHome.locate(), tokenOverrides: overrides)
        let configuration = try PasswordFixtures.configuration("State=Default")
        let options = RenderOptions(theme: .light, scale: scale)
        let before = try PasswordFixtures.renderer().pixmap(configuration, options: options)
        let after = try custom.pixmap(configuration, options: options)
        #expect(before.width == after.width && before.height == after.height)

        // The ring in device pixels: the 1 pt band inside the field's edge, plus the corner squares its
        // 8 pt arcs are antialiased in.
        let field = (left: 0, top: Int(28 * scale), right: Int(343 * scale), bottom: Int(76 * scale))
        let band = Int(scale), corner = Int(8 * scale)
        func inRing(_ x: Int, _ y: Int) -> Bool {
            guard x >= field.left, x < field.right, y >= field.top, y < field.bottom else { return false }
            let nearX = x < field.left + corner || x >= field.right - corner
            let nearY = y < field.top + corner || y >= field.bottom - corner
            return x < field.left + band || x >= field.right - band || y < field.top + band || y >= field.bottom - band || (nearX && nearY)
        }
        func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] { let i = (y * p.width + x) * 4; return Array(p.data[i..<i + 4]) }

        var changed = 0
        for y in 0..<before.height {
            for x in 0..<before.width where pixel(before, x, y) != pixel(after, x, y) {
                changed += 1
                #expect(inRing(x, y), "pixel (\(x), \(y)) outside the border ring changed")
            }
        }
        // The straight runs of the ring are wholly the new colour.
        let magenta: [UInt8] = [255, 0, 255, 255]
        for offset in 0..<band {
            #expect(pixel(after, field.right / 2, field.top + offset) == magenta)
            #expect(pixel(after, field.right / 2, field.bottom - 1 - offset) == magenta)
            #expect(pixel(after, field.left + offset, (field.top + field.bottom) / 2) == magenta)
            #expect(pixel(after, field.right - 1 - offset, (field.top + field.bottom) / 2) == magenta)
        }
        #expect(changed >= 2 * (field.right - 2 * corner) * band, "at least the top and bottom runs changed")
    }

    /// One file may override tokens of both design systems; each set's theme takes its own part.
    @Test func oneFileOverridesBothDesignSystems() throws {
        let file = ##"{"brand/base": "#00FF00", "theme": {"color": {"border": {"brand": {"$value": "#FF0000"}}}}}"##
        let custom = try Renderer(
            home: try SpecimenHome.locate(),
            tokenOverrides: try TokenDocument.parse(Data(file.utf8), source: "both.json"))
        let appetite = try custom.theme(for: try Catalogue.standard.set(named: "Text Input"), mode: .light)
        let backbase = try custom.theme(for: (try Catalogue.standard.set(named: "InputPassword")), mode: .dark)
        #expect(try appetite.color("brand/base") == Color(hex: "#00FF00"))
        #expect(try backbase.color("theme.color.input.focused.border") == Color(hex: "#FF0000"), "through its alias")
        // Every user token is laid over every theme; Backbase's name is inert in Appetite's.
        #expect(try appetite.color("brand/base") != backbase.color("theme.color.input.focused.border"))
        #expect(custom.tokenWarnings.isEmpty)
    }

    /// A path that no shipped theme has, two edits from one Specimen draws with, is a likely typo: a
    /// warning naming the file, the path and the closest name, and an error under `strictTokens`.
    @Test func aLikelyTypoInAUserFileIsNamed() throws {
        let file = ##"{"theme.color.input.default.boder": "#FF00FF"}"##
        let overrides = try TokenDocument.parse(Data(file.utf8), source: "typo.json")
        let lenient = try Renderer(home: try SpecimenHome.locate(), tokenOverrides: overrides)
        #expect(lenient.tokenWarnings.map(\.description) == ["typo.json: theme/color/input/default/boder: did you mean theme/color/input/default/border?"])
        #expect {
            _ = try Renderer(home: try SpecimenHome.locate(), tokenOverrides: overrides, strictTokens: true)
        } throws: { error in
            (error as? TokenError)?.kind == .likelyTypo(path: "theme/color/input/default/boder", meant: "theme/color/input/default/border")
        }
    }
}
