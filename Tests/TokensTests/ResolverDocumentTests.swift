import Foundation
import Testing
@testable import SpecimenTokens

/// DTCG resolver documents (the Resolver Module 2025.10) read on the module's own examples
/// (`Fixtures/dtcg-resolver`, licence beside them): sets and a modifier composed in `resolutionOrder`,
/// the theme modifier's light and dark contexts as Specimen's modes, another context picked by the
/// input after the file's name, and each way a document can be wrong refused in one line.
@Suite struct ResolverDocumentTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/dtcg-resolver")

    /// `probe/<name>` of every file the resolution read, and `probe/last`, in `mode`.
    static func probes(_ file: String, mode: String) throws -> (read: [String], last: Double) {
        let document = try TokenDocument.load(contentsOf: folder.appendingPathComponent(file)).inMode(mode)
        let theme = try Theme(name: mode, document: document)
        let probed = theme.values.keys.map(\.segments).filter { (segments: [String]) -> Bool in segments.first == "probe" && segments.last != "last" }
        let read: [String] = probed.map { (segments: [String]) -> String in segments.dropFirst().joined(separator: "/") }.sorted()
        return (read, try theme.dimension("probe/last"))
    }

    /// The module's table for this document: each input's files, in order (the last one's `probe/last` wins).
    @Test(arguments: [
        ("composing.resolver.json", "light", ["animation", "light", "size", "typography"], 4.0),
        ("composing.resolver.json", "dark", ["animation", "dark", "size", "typography"], 5.0),
        ("composing.resolver.json#theme=lightHighContrast", "light", ["animation", "dark-high-contrast", "light", "size", "typography"], 6.0),
        ("composing.resolver.json#theme=darkHighContrast", "dark", ["animation", "dark", "dark-high-contrast", "size", "typography"], 6.0),
    ])
    func theModulesCompositionExampleResolves(_ file: String, mode: String, read: [String], last: Double) throws {
        let probes = try Self.probes(file, mode: mode)
        #expect(probes.read == read)
        #expect(probes.last == last)
    }

    /// A picked context is drawn in both modes (the theme is then not split by mode).
    @Test func aPickedThemeContextIsBothModes() throws {
        #expect(try Self.probes("composing.resolver.json#theme=dark", mode: "light").last == 5)
        #expect(try Self.probes("composing.resolver.json#theme=dark", mode: "dark").last == 5)
    }

    static func refusal(_ file: String) -> String {
        do {
            _ = try TokenDocument.load(contentsOf: folder.appendingPathComponent(file))
            return "read"
        } catch {
            return "\(error)"
        }
    }

    /// The module's inline example points at `#/sets/Animation`, which that document does not define.
    @Test func theInlineExamplesDanglingSetIsNamed() {
        let message = "inline.resolver.json is not valid token JSON: set \"Animation\" source 1 refers to #/sets/Animation, which the document does not define"
        #expect(Self.refusal("inline.resolver.json").hasSuffix(message), "\(Self.refusal("inline.resolver.json"))")
    }

    @Test(arguments: [
        ("composing.resolver.json#theme=sepia", "modifier \"theme\" has no context \"sepia\"; valid: light, lightHighContrast, dark, darkHighContrast"),
        ("composing.resolver.json#brand=b", "the input names modifier \"brand\", which resolutionOrder does not have; valid: theme"),
        ("composing.resolver.json#theme", "'#theme' is not a resolver input; write it as #modifier=context"),
        ("theme/dark.json#theme=dark", "is a token file, not a DTCG resolver document"),
    ])
    func aBadInputIsRefused(_ file: String, message: String) {
        #expect(Self.refusal(file).contains(message), "\(Self.refusal(file))")
    }

    static func resolve(_ text: String, picks: [String: String] = [:]) -> String {
        do {
            let document = try TokenDocument.parse(Data(text.utf8), source: folder.appendingPathComponent("r.json").path, picks: picks, resolver: true)
            return try Theme(name: "light", document: document.inMode("light")).values.keys.map(\.description).sorted().joined(separator: " ")
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        // Inline tokens, a set pointer inside a modifier's context, and a default.
        (
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"a": {"$type": "number", "$value": 1}}]}}, "##
                + ##""modifiers": {"size": {"contexts": {"s": [{"$ref": "#/sets/base"}, {"b": {"$type": "number", "$value": 2}}], "l": []}, "default": "s"}}, "##
                + ##""resolutionOrder": [{"$ref": "#/modifiers/size"}]}"##,
            "a b"
        ),
        (##"{"version": "2026.01", "resolutionOrder": []}"##, "its \"version\" is not \"2025.10\""),
        (##"{"resolutionOrder": [{"$ref": "#/modifiers/none"}]}"##, "resolutionOrder[0] refers to #/modifiers/none, which the document does not define"),
        (##"{"resolutionOrder": [{"name": "x", "sources": []}]}"##, "resolutionOrder[0] is written inline, so it needs \"type\""),
        (
            ##"{"modifiers": {"m": {"contexts": {"a": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
            "modifier \"m\" has no default and the input picks no context; pick one with #m=CONTEXT"
        ),
        (
            ##"{"modifiers": {"m": {"contexts": {"a": []}, "default": "z"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
            "modifier \"m\" has a default that is not one of its contexts"
        ),
        (##"{"sets": {"s": {"sources": [{"$ref": "#/modifiers/m"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "never a modifier or resolutionOrder"),
        (##"{"sets": {"s": {"sources": [{"$ref": "#/sets/s"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "more than 16 deep"),
        (##"{"sets": {"s": {"sources": [{"$ref": "composing.resolver.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "named as a source of another"),
        (##"{"sets": {"s": {"sources": [{"$ref": "https://example.com/t.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "Specimen reads whole token files"),
    ])
    func documentsResolveOrAreRefused(_ text: String, expected: String) {
        let result = Self.resolve(text)
        #expect(result.contains(expected), "\(result)")
    }
}
