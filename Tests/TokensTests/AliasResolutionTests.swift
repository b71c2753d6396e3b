import Foundation
import Testing
import Pixels
@testable import SpecimenTokens

/// The loader reads both forms the specs use, resolves every alias before a theme exists, and names
/// the token path in every error.
@Suite struct AliasResolutionTests {
    static func document(_ json: String, source: String = "test.tokens.json") throws -> TokenDocument {
        try TokenDocument.parse(Data(json.utf8), source: source)
    }

    static func theme(_ json: String) throws -> Theme {
        try Theme(name: "test", document: try document(json))
    }

    static func error(_ body: () throws -> Void) -> TokenError? {
        do { try body() } catch let error as TokenError { return error } catch { return nil }
        return nil
    }

    // MARK: W3C form

    @Test func w3cAliasesResolveThroughChainsToPrimitives() throws {
        let theme = try Self.theme(
            """
            {"palette": {"$type": "color", "blue": {"600": {"$value": "#1F5BD8"}}},
             "theme": {"color": {"$type": "color",
                "border": {"brand": {"$value": "{palette.blue.600}"}},
                "input": {"focused": {"border": {"$value": "{theme.color.border.brand}"}}}}}}
            """)
        #expect(try theme.color("theme.color.input.focused.border") == Color(hex: "#1F5BD8"))
        #expect(theme.aliases["theme/color/input/focused/border"] == "theme.color.border.brand", "the immediate target, not the primitive")
        #expect(theme.aliases["theme.color.border.brand"] == "palette.blue.600")
        #expect(theme.aliases["palette.blue.600"] == nil, "a primitive aliases nothing")
    }

    @Test func aGroupsTypeIsInheritedAndAChildsOwnTypeWins() throws {
        let document = try Self.document(
            """
            {"size": {"$type": "dimension",
                "radius": {"$value": "8px"},
                "deep": {"field": {"$value": "48"}},
                "weight": {"$type": "number", "$value": 500}}}
            """)
        #expect(document.entries["size.radius"]?.type == "dimension")
        #expect(document.entries["size.deep.field"]?.type == "dimension", "inherited through a group with no $type")
        #expect(document.entries["size.weight"]?.type == "number")
        let theme = try Theme(name: "t", document: document)
        #expect(try theme.value("size.radius") == .dimension(8))
        #expect(try theme.value("size.deep.field") == .dimension(48))
        #expect(try theme.value("size.weight") == .number(500))
    }

    @Test func anInheritedColourTypeChecksTheValue() {
        let error = Self.error { _ = try Self.theme(##"{"c": {"$type": "color", "bad": {"$value": "12px"}}}"##) }
        #expect(error?.kind == .badValue(path: "c/bad", value: "\"12px\"", expected: AliasResolver.colourHelp))
    }

    @Test func descriptionsAreKeptAndDollarKeysAreNotTokens() throws {
        let document = try Self.document(
            """
            {"$description": "file", "g": {"$description": "group", "t": {"$value": "#fff", "$description": "why"}}}
            """)
        #expect(document.entries.count == 1)
        #expect(document.entries["g.t"]?.description == "why")
    }

    // MARK: Flat-path form

    @Test func flatPathFilesResolveLikeW3C() throws {
        let theme = try Self.theme(
            """
            {"theme.color.input.default.border": "{theme.color.border.default}",
             "theme.color.border.default": "{palette.neutral.500}",
             "palette.neutral.500": "#7A828E",
             "theme/size/radius": "8px"}
            """)
        #expect(try theme.color("theme.color.input.default.border") == Color(hex: "#7A828E"))
        #expect(theme.aliases["theme.color.input.default.border"] == "theme.color.border.default")
        #expect(try theme.dimension("theme.size.radius") == 8, "an untyped 8px is a dimension")
    }

    @Test func flatAndNestedSpellingsNameTheSameToken() throws {
        let flat = try Self.document(##"{"theme.color.border.default": "#000000"}"##)
        let nested = try Self.document(##"{"theme": {"color": {"border": {"default": {"$value": "#000000"}}}}}"##)
        #expect(flat.entries.keys.sorted() == nested.entries.keys.sorted())
    }

    @Test func aFlatOverrideOfAPrimitiveReachesEveryAliasOfIt() throws {
        let base = try Self.document(
            """
            {"palette": {"$type": "color", "gray": {"$value": "#7A828E"}},
             "theme": {"color": {"$type": "color", "border": {"default": {"$value": "{palette.gray}"}},
                                                   "input": {"border": {"$value": "{theme.color.border.default}"}}}}}
            """)
        let user = try Self.document(##"{"palette.gray": "#FF00FF"}"##, source: "user.json")
        let theme = try Theme(name: "t", document: try base.overriding(with: user))
        #expect(try theme.color("theme.color.input.border") == Color(hex: "#FF00FF"))
        #expect(base.entries["palette.gray"]?.type == "color")
        #expect(try base.overriding(with: user).entries["palette.gray"]?.type == "color", "an override keeps the shipped type")
    }

    // MARK: Errors, each naming the path

    @Test func anAliasCycleIsReportedAsTheChainThatClosesIt() {
        let error = Self.error {
            _ = try Self.theme(##"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}"##)
        }
        #expect(error?.kind == .aliasCycle(chain: ["a", "b", "c", "a"]))
        #expect(error?.description.contains("a -> b -> c -> a") == true)
    }

    @Test func aSelfAliasIsACycle() {
        let error = Self.error { _ = try Self.theme(##"{"theme.color.x": "{theme.color.x}"}"##) }
        #expect(error?.kind == .aliasCycle(chain: ["theme/color/x", "theme/color/x"]))
    }

    @Test func aDanglingAliasNamesTheTokenAndTheMissingTarget() {
        let error = Self.error {
            _ = try Self.theme(##"{"theme.color.input.default.border": "{theme.color.border.nope}"}"##)
        }
        #expect(error?.kind == .danglingAlias(path: "theme/color/input/default/border", alias: "theme.color.border.nope"))
        #expect(error?.description == "test.tokens.json: token theme/color/input/default/border refers to {theme.color.border.nope}, which no token defines")
    }

    @Test(arguments: ["#GGGGGG", "#12345", "red", "{not closed"])
    func aMalformedColourNamesThePath(value: String) {
        let error = Self.error {
            _ = try Self.theme(##"{"theme": {"color": {"$type": "color", "border": {"default": {"$value": "\##(value)"}}}}}"##)
        }
        #expect(error?.kind == .badValue(path: "theme/color/border/default", value: "\"\(value)\"", expected: AliasResolver.colourHelp))
    }

    @Test func anUnknownPathIsNamedWithTheClosestOnes() throws {
        let theme = try Self.theme(##"{"theme.color.border.default": "#000000", "theme.color.border.brand": "#0000FF"}"##)
        let error = Self.error { _ = try theme.color("theme.color.border.defualt") }
        guard case .unknownPath(let path, let suggestions) = error?.kind else {
            Issue.record("expected unknownPath, got \(String(describing: error))")
            return
        }
        #expect(path == "theme/color/border/defualt")
        #expect(suggestions.first == "theme/color/border/default")
    }

    /// Overriding adds what the base lacks (a user's own primitives); `checkPathsExist` still names a
    /// path no document has.
    @Test func overridingAddsAPathTheThemeLacks() throws {
        let base = try Self.document(##"{"theme.color.border.default": "#000000"}"##)
        let user = try Self.document(##"{"theme.color.border.defualt": "#FF00FF"}"##, source: "user.json")
        #expect(try base.overriding(with: user).entries.count == 2)
        let unchecked = Self.error { try user.checkPathsExist(in: [base]) }
        #expect(unchecked?.kind == .unknownPath(path: "theme/color/border/defualt", suggestions: ["theme/color/border/default"]))
    }

    @Test func readingATokenAsTheWrongTypeNamesIt() throws {
        let theme = try Self.theme(##"{"size": {"$type": "dimension", "radius": {"$value": "8px"}}}"##)
        let error = Self.error { _ = try theme.color("size.radius") }
        #expect(error?.kind == .wrongType(path: "size/radius", expected: "color", found: "dimension"))
    }

    @Test func aFileThatIsNotATokenObjectNamesTheFile() {
        #expect(
            Self.error { _ = try Self.document("[1, 2]", source: "list.json") }?.kind
                == .malformed(file: "list.json", reason: "the top level must be an object of token groups"))
        guard case .malformed(let file, _)? = Self.error({ _ = try Self.document("{nope", source: "broken.json") })?.kind else {
            Issue.record("expected malformed")
            return
        }
        #expect(file == "broken.json")
    }
}
