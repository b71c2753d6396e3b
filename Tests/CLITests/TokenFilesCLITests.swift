import Foundation
import Testing

/// `--tokens` given several times, from the command line: layering order, aliases across files, likely
/// typos and `--strict-tokens`, and `specimen tokens` in its three formats.
@Suite struct TokenFilesCLITests {
    /// Writes `files` (name -> JSON) into a fresh folder; returns their paths by name.
    static func write(_ files: [String: String]) throws -> (folder: URL, paths: [String: String]) {
        let folder = try CLIRunner.temporaryDirectory()
        var paths: [String: String] = [:]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths[name] = url.path
        }
        return (folder, paths)
    }

    /// The light and dark values `specimen tokens` lists for `token` in `set`.
    static func row(_ token: String, set: String, tokens: [String]) throws -> [String]? {
        let result = try CLIRunner.run(["tokens", "--set", set] + tokens.flatMap { ["--tokens", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
            .first { $0.first == token }
    }

    static let primitives =
        ##"{"acme": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [0.8, 0.1, 0.1], "hex": "#cc1a1a"}}, "blue": {"$value": "#0000FF"}}}"##
    static let mapping = ##"{"brand": {"base": {"$value": "{acme.red}"}}}"##
    static let other = ##"{"brand": {"base": {"$value": "{acme.blue}"}}}"##

    @Test func aMappingResolvesAcrossFilesAndTheLaterFileWins() throws {
        let (folder, p) = try Self.write(["prim.json": Self.primitives, "map.json": Self.mapping, "other.json": Self.other])
        defer { try? FileManager.default.removeItem(at: folder) }
        let mapped = try #require(try Self.row("brand/base", set: "Text Input", tokens: [p["prim.json"]!, p["map.json"]!]))
        #expect(mapped[4] == "#CC1A1A" && mapped[5] == "#CC1A1A", "\(mapped)")
        let later = try #require(try Self.row("brand/base", set: "Text Input", tokens: [p["prim.json"]!, p["map.json"]!, p["other.json"]!]))
        #expect(later[4] == "#0000FF")
        let earlier = try #require(try Self.row("brand/base", set: "Text Input", tokens: [p["prim.json"]!, p["other.json"]!, p["map.json"]!]))
        #expect(earlier[4] == "#CC1A1A")
    }

    @Test func anAliasNoFileDefinesNamesTheFileAndToken() throws {
        let (folder, p) = try Self.write(["prim.json": Self.primitives, "bad.json": ##"{"brand": {"base": {"$value": "{acme.rde}"}}}"##])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.png").path
        let result = try CLIRunner.run(["render", "Text Input", "--tokens", p["prim.json"]!, "--tokens", p["bad.json"]!, "--out", out])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "specimen: \(p["bad.json"]!):1:12: token brand/base has value {acme.rde}; expected an alias of a token one of the files defines; closest: acme.red\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aLikelyTypoWarnsAndStrictTokensRefusesIt() throws {
        let (folder, p) = try Self.write(["typo.json": ##"{"brand": {"bsae": {"$type": "color", "$value": "#FF0000"}}}"##])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.png").path
        let lenient = try CLIRunner.run(["render", "Stepper", "--tokens", p["typo.json"]!, "--out", out])
        #expect(lenient.status == 0)
        #expect(lenient.stderr == "specimen: warning: \(p["typo.json"]!): brand/bsae: did you mean brand/base?\n")
        try? FileManager.default.removeItem(atPath: out)
        let strict = try CLIRunner.run(["render", "Stepper", "--tokens", p["typo.json"]!, "--strict-tokens", "--out", out])
        #expect(strict.status == 2)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr == "specimen: \(p["typo.json"]!):1:12: brand/bsae: did you mean brand/base? (--strict-tokens refuses likely typos)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A deprecated token Specimen draws with is reported, through the alias that reaches it.
    @Test func aDeprecatedTokenDrawnWithIsReported() throws {
        let (folder, p) = try Self.write([
            "old.json": ##"{"acme": {"old": {"$type": "color", "$value": "#123456", "$deprecated": "use acme.new"}}, "brand": {"base": {"$value": "{acme.old}"}}}"##
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["tokens", "--set", "Text Input", "--tokens", p["old.json"]!])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains("specimen: warning: \(p["old.json"]!): acme/old: is deprecated: use acme.new; Specimen draws with it (through brand/base)"), "\(result.stderr)")
    }

    /// The DTCG template lists every token with its light value; laid back over the themes it changes
    /// nothing and warns about nothing.
    @Test func theDTCGTemplateRoundTrips() throws {
        let template = try CLIRunner.run(["tokens", "--set", "Stepper", "--format", "dtcg"])
        #expect(template.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(template.stdout.utf8)) as? [String: Any])
        #expect(((object["text"] as? [String: Any])?["strong-950"] as? [String: Any])?["$value"] as? String == "#0E0E0F")
        let (folder, p) = try Self.write(["template.json": template.stdout])
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try CLIRunner.run(["tokens", "--set", "Stepper"])
        let after = try CLIRunner.run(["tokens", "--set", "Stepper", "--tokens", p["template.json"]!])
        #expect(after.status == 0 && after.stderr.isEmpty, "\(after.stderr)")
        // Light values are the template's own; dark ones become the light ones (a file applies to both).
        let light = { (text: String) in text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).prefix(5).joined(separator: " ") } }
        #expect(light(before.stdout) == light(after.stdout))
    }

    @Test func cssCustomProperties() throws {
        let css = try CLIRunner.run(["tokens", "--set", "Stepper", "--format", "css"])
        #expect(css.status == 0)
        #expect(css.stdout.hasPrefix(".appetite-ui {\n"))
        #expect(css.stdout.contains("  --text-strong-950: #0E0E0F;\n"))
        #expect(css.stdout.contains("@media (prefers-color-scheme: dark) {\n  .appetite-ui {\n"))
        #expect(css.stdout.contains("    --text-strong-950: #FFFFFF;\n"))
        #expect(css.stdout.contains("  --typography-stepper: 600 16px/24px Inter;\n"))
    }

    /// `light:FILE` and `dark:FILE` apply to one mode; one mapping serves both, in `tokens` and `review`.
    @Test func aFileForOneMode() throws {
        let (folder, p) = try Self.write([
            "light.json": ##"{"acme": {"blue": {"$type": "color", "$value": "#0000AA"}}}"##,
            "dark.json": ##"{"acme": {"blue": {"$type": "color", "$value": "#8888FF"}}}"##,
            "map.json": ##"{"brand": {"base": {"$value": "{acme.blue}"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = try #require(try Self.row("brand/base", set: "Text Input", tokens: ["light:" + p["light.json"]!, "dark:" + p["dark.json"]!, p["map.json"]!]))
        #expect(row[4] == "#0000AA" && row[5] == "#8888FF", "\(row)")
        let out = folder.appendingPathComponent("review").path
        let review = try CLIRunner.run([
            "review", "--tokens", "light:" + p["light.json"]!, "--tokens", "dark:" + p["dark.json"]!,
            "--tokens", p["map.json"]!, "--set", "Stepper", "--scale", "1", "--out", out,
        ])
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("token  appetite-light  brand/base  #155DFC -> #0000AA"), "\(review.stdout)")
        #expect(review.stdout.contains("token  appetite-dark  brand/base  #2B7FFF -> #8888FF"), "\(review.stdout)")
        #expect(!review.stdout.contains("acme/blue"), "a user's own primitive is not a change of the theme")
    }

    @Test func galleryTakesLayeredFiles() throws {
        let (folder, p) = try Self.write(["prim.json": Self.primitives, "map.json": Self.mapping])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("gallery")
        let result = try CLIRunner.run(["gallery", "--tokens", p["prim.json"]!, "--tokens", p["map.json"]!, "--set", "Digit Input", "--scale", "1", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: out.appendingPathComponent("digit-input.html"), encoding: .utf8)
        #expect(page.contains("#CC1A1A"), "the set's page lists the mapped brand colour")
        #expect(!page.contains("#155DFC"), "and not the shipped one")
    }

    @Test func reviewTakesLayeredFiles() throws {
        let (folder, p) = try Self.write(["prim.json": Self.primitives, "map.json": Self.mapping])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("review").path
        let result = try CLIRunner.run(["review", "--tokens", p["prim.json"]!, "--tokens", p["map.json"]!, "--set", "Digit Input", "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("token  appetite-light  brand/base  #155DFC -> #CC1A1A"), "\(result.stdout)")
        #expect(result.stdout.contains("changed  Digit Input/State=Focused  light"))
    }
}
