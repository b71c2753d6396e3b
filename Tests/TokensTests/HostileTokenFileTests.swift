import Foundation
import Testing
import SpecimenLimits
import SpecimenSupport
@testable import SpecimenTokens

/// The token reader against files a hostile matrix (issue 21) and real users (issue 23) gave it: every
/// one read, or refused in one line naming the file and what is wrong, never a trap, a stack overflow
/// or minutes of work.
@Suite struct HostileTokenFileTests {
    static func error(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return "\(error)" }
        return nil
    }

    static func parse(_ text: String) throws -> TokenDocument {
        try TokenDocument.parse(Data(text.utf8), source: "t.json")
    }

    static func theme(_ text: String) throws -> Theme {
        try Theme(name: "t", document: try parse(text))
    }

    // MARK: Fault 7: whole numbers past Int's range

    /// `1e300` was written with `String(Int(v))`, which traps past `Int.max` (exit 132).
    @Test(arguments: [1e19, 1e300, -1e300, 9.3e18, Double(Int.max)])
    func aHugeWholeNumberIsWrittenNotConverted(_ value: Double) throws {
        #expect(TokenValue.format(value) == String(value))
        let theme = try Self.theme(##"{"n": {"$type": "number", "$value": \##(String(value))}}"##)
        #expect(theme.values["n"]?.display == String(value))
        #expect(Self.error { _ = try theme.validated() }?.contains("a finite number of at most 10000") == true)
        #expect(TokenValue.format(8) == "8" && TokenValue.format(0.5) == "0.5")
    }

    /// Issue 21, fault 11's class: a FIFO in place of a token file is refused at once, naming what it is
    /// (it used to say "You don't have permission"), and a folder likewise.
    @Test func aFIFOOrAFolderInPlaceOfATokenFileIsRefusedAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("token-fifo-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("tokens.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let fifoMessage = try #require(Self.error { _ = try TokenDocument.load(contentsOf: fifo) })
        #expect(fifoMessage.contains("a FIFO (named pipe), not a regular file"), "\(fifoMessage)")
        let folderMessage = try #require(Self.error { _ = try TokenDocument.load(contentsOf: folder) })
        #expect(folderMessage.contains("a folder, not a regular file"), "\(folderMessage)")
    }

    @Test func aHugeColourIsRefusedNotTrapped() {
        let message = Self.error { _ = try Self.theme(##"{"brand":{"base":{"$type":"color","$value":1e300}}}"##) }
        #expect(message == "t.json: token brand/base has value 1e+300; expected \(AliasResolver.colourHelp)")
    }

    // MARK: Fault 8 and 9: long alias and $extends chains

    /// A chain of 50,000 aliases (far past the 7,000 that overflowed the stack) resolves, linearly.
    @Test func aLongAliasChainResolvesWithoutRecursion() throws {
        let count = 50_000
        var text = "{"
        for i in 0..<count { text += "\"t\(i)\": {\"$value\": \"{t\(i + 1)}\"}," }
        text += "\"t\(count)\": {\"$type\": \"color\", \"$value\": \"#123456\"}}"
        let start = Date()
        let theme = try Self.theme(text)
        #expect(try theme.color("t0").hex == "#123456")
        #expect(Date().timeIntervalSince(start) < 30, "linear (a debug build on a shared machine): 6,500 took 8.3 s before")
    }

    @Test func aLongAliasCycleIsReportedWithoutRecursion() {
        var text = "{"
        for i in 0..<20_000 { text += "\"t\(i)\": {\"$value\": \"{t\((i + 1) % 20_000)}\"}," }
        text += "\"x\": 1}"
        let message = Self.error { _ = try Self.theme(text) }
        #expect(message == "t.json: alias cycle: t0 -> t1 -> t2 -> t3 -> t4 -> ... -> t19998 -> t19999 -> t0 (20000 tokens); an alias must end at a primitive value")
    }

    /// 30,000 groups each extending the next crashed at 857 MB; 1,000 ran past a minute. The tokens a
    /// chain inherits grow with its square, so they count against the token limit.
    @Test func aLongExtendsChainIsLinearAndCountedAgainstTheLimit() {
        var text = "{"
        for i in 0..<30_000 { text += "\"g\(i)\": {\"$extends\": \"{g\(i + 1)}\", \"t\(i)\": {\"$value\": 1}}," }
        text += "\"g30000\": {\"t\": {\"$value\": 1}}}"
        let start = Date()
        let message = Self.error { _ = try Self.theme(text) }
        #expect(message?.hasPrefix("token file t.json inherits more than 200000 tokens through $extends") == true, "\(message ?? "")")
        #expect(Date().timeIntervalSince(start) < 40, "a debug build on a shared machine; 1,000 groups ran past 60 s before")
    }

    @Test func sixtyGroupsExtendingOneLargeGroupAreRefusedByTheLimit() {
        var text = "{\"big\": {"
        for i in 0..<10_000 { text += "\"t\(i)\": {\"$value\": 1}," }
        text += "\"end\": {\"$value\": 1}},"
        for i in 0..<60 { text += "\"g\(i)\": {\"$extends\": \"{big}\"}," }
        text += "\"z\": 1}"
        let message = Self.error { _ = try Self.theme(text) }
        #expect(message?.contains("(Limits.tokenCount), inherited ones included") == true, "\(message ?? "")")
    }

    @Test func aShortExtendsChainInheritsWhole() throws {
        let theme = try Self.theme(
            ##"{"a": {"$extends": "{b}", "x": {"$value": 1}}, "b": {"$extends": "{c}", "y": {"$value": 2}}, "c": {"z": {"$value": 3}, "y": {"$value": 9}}}"##)
        #expect(theme.values["a/x"] == .number(1) && theme.values["a/y"] == .number(2) && theme.values["a/z"] == .number(3))
        #expect(theme.values["b/y"] == .number(2))
    }

    @Test(arguments: [
        (##"{"a": {"$extends": "{a}", "x": {"$value": 1}}}"##, "t.json: $extends cycle: a -> a; a group cannot extend itself"),
        (##"{"a": {"b": {"$extends": "{a}", "x": {"$value": 1}}}}"##, "t.json: $extends cycle: a/b -> a/b; a group cannot extend itself"),
        (##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}", "x": {"$value": 1}}}"##, "t.json: $extends cycle: a -> b -> a; a group cannot extend itself"),
        (##"{"a": {"$extends": "{nowhere}", "x": {"$value": 1}}}"##, "t.json: token a refers to {nowhere}, which no token defines"),
        (##"{"a": {"$extends": 5, "x": {"$value": 1}}}"##, "t.json: token a has value $extends 5; expected $extends naming a group, such as \"{base.colors}\""),
    ])
    func extendsErrorsNameTheFile(_ text: String, message: String) {
        #expect(Self.error { _ = try Self.theme(text) } == message)
    }

    /// A cycle in tokens nothing resolves is still refused: `checkCycles` looks at every token.
    @Test func aCycleAmongUndrawnTokensIsFound() throws {
        let document = try Self.parse(##"{"used": {"$value": 1}, "p": {"$value": "{q}"}, "q": {"$value": "{p}"}, "g": {"$extends": "{g}"}}"##)
        #expect(Self.error { try document.checkCycles() } == "t.json: $extends cycle: g -> g; a group cannot extend itself")
        let aliasesOnly = try Self.parse(##"{"used": {"$value": 1}, "p": {"$value": "{q}"}, "q": {"$value": "{p}"}}"##)
        #expect(Self.error { try aliasesOnly.checkCycles() } == "t.json: alias cycle: p -> q -> p; an alias must end at a primitive value")
    }

    // MARK: Encodings

    @Test func aUTF8ByteOrderMarkIsRead() throws {
        let document = try TokenDocument.parse(Data([0xEF, 0xBB, 0xBF] + Array(##"{"a": {"$value": "é"}}"##.utf8)), source: "bom.json")
        #expect(document.entries["a"]?.value == .string("é"))
    }

    @Test(arguments: [true, false])
    func utf16WithAByteOrderMarkIsRead(bigEndian: Bool) throws {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in ##"{"a": {"$value": "é 😀"}}"##.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let document = try TokenDocument.parse(Data(bytes), source: "utf16.json")
        #expect(document.entries["a"]?.value == .string("é 😀"))
    }

    @Test(
        arguments: [
            (
                [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xE9, 0x22, 0x7D],
                "the file is not UTF-8 (byte 0xE9, as Latin-1 or Windows-1252 would write it); save it as UTF-8 (line 1, column 7)"
            ),
            ([0x7B, 0x00, 0x7D, 0x00], "the file is UTF-16 without a byte-order mark; save it as UTF-8 (line 1, column 1)"),
            ([0xFF, 0xFE, 0x7B], "the file is UTF-16 with an odd number of bytes; save it as UTF-8"),
            ([0x7B, 0x0A, 0x22, 0xC0, 0xAF, 0x22], "the file is not UTF-8 (byte 0xC0, as Latin-1 or Windows-1252 would write it); save it as UTF-8 (line 2, column 2)"),
        ] as [([UInt8], String)])
    func anotherEncodingIsRefusedByName(_ bytes: [UInt8], reason: String) {
        let message = Self.error { _ = try TokenDocument.parse(Data(bytes), source: "enc.json") }
        #expect(message == "token file enc.json is not valid token JSON: not JSON: \(reason)")
    }

    // MARK: Refusals with line and column

    @Test(arguments: [
        ("{\n  \"a\": 1,\n  \"a\": 2\n}", "the key \"a\" appears twice in one object (first at line 2, column 3); each name may appear once (line 3, column 3)"),
        (#"{"a": {"$value": 1, "$value": 2}}"#, "the key \"$value\" appears twice in one object (first at line 1, column 8); each name may appear once (line 1, column 21)"),
        // Past the keys an object searches one by one, repeats are found by hashing: the same refusal.
        (
            "{\n" + (0..<20).map { "  \"k\($0)\": \($0),\n" }.joined() + "  \"k3\": 9\n}",
            "the key \"k3\" appears twice in one object (first at line 5, column 3); each name may appear once (line 22, column 3)"
        ),
        // A key written with an escape is the same key as one without.
        (#"{"a": 1, "\u0061": 2}"#, "the key \"a\" appears twice in one object (first at line 1, column 2); each name may appear once (line 1, column 10)"),
        ("{\"é\": x}", "unexpected character 'x' (line 1, column 7)"),
        ("{\"a\": 1e999}", "the number 1e999 is too large to be a number (at most about 1.8e308) (line 1, column 7)"),
        ("{\"a\": \"\\u+041\"}", "a \\u escape needs four hex digits (line 1, column 10)"),
    ])
    func aMalformedFileIsRefusedAtItsLineAndColumn(_ json: String, reason: String) {
        let message = Self.error { _ = try Self.parse(json) }
        #expect(message == "token file t.json is not valid token JSON: not JSON: \(reason)")
    }

    /// A refusal about a token gives its key's line and column (`file:2:3:`), found in the file as
    /// written: nested, a whole path as one key, after a byte-order mark (not counted, as an editor
    /// does not show it), or not at all. A tab is one column, as in a compiler's messages.
    @Test(
        arguments: [
            ("{\n  \"theme.color.x\": {\"$value\": 1}\n}", "theme/color/x", "2:3"),
            ("{\"theme\": {\n\t\"color\": {\"x\": {\"$value\": 1}}}}", "theme/color/x", "2:12"),
            ("\u{FEFF}{\"é\": {\"b\": 1}}", "é/b", "1:8"),
            ("{\"a\": 1}", "nowhere", nil),
        ] as [(String, String, String?)])
    func aTokenRefusalIsLocated(_ text: String, path: String, position: String?) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-locate-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let located = TokenError(.badValue(path: path, value: "1", expected: "2"), file: url.path).locatingToken()
        #expect(located.position == position)
        #expect(located.description.hasPrefix(url.path + (position.map { ":" + $0 } ?? "") + ": token \(path)"))
        // A FIFO is never read again to locate a token.
        #expect(TokenError(.badValue(path: path, value: "1", expected: "2"), file: "/dev/zero").locatingToken().position == nil)
    }

    // MARK: Values accepted silently before

    @Test(arguments: [
        (
            ##"{"a": {"$type": "dimension", "$value": "0x10px"}}"##,
            "t.json: token a has value \"0x10px\"; expected a dimension such as {\"value\": 8, \"unit\": \"px\"}, {\"value\": 0.5, \"unit\": \"rem\"}, \"8px\" or 8"
        ),
        (
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 5}}}"##,
            "t.json: token a has value {\"alpha\": 5, \"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}; expected an alpha from 0 to 1 (found 5)"
        ),
        (
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": -1}}}"##,
            "t.json: token a has value {\"alpha\": -1, \"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}; expected an alpha from 0 to 1 (found -1)"
        ),
        (
            ##"{"a": {"$type": 5, "$value": 1}}"##,
            "t.json: token a has value $type 5; expected a $type naming a type, such as \"color\", \"dimension\", \"number\", \"fontWeight\" or \"typography\""
        ),
        (
            ##"{"g": {"$type": true, "a": {"$value": 1}}}"##,
            "t.json: token g has value $type true; expected a $type naming a type, such as \"color\", \"dimension\", \"number\", \"fontWeight\" or \"typography\""
        ),
        (##"{"a": {"$type": "color", "$value": "rgba(0, 0, 0, 1.5)"}}"##, "t.json: token a has value \"rgba(0, 0, 0, 1.5)\"; expected \(CSSColorFunction.help)"),
        (##"{"a": {"$type": "color", "$value": "rgb(300, 0, 0)"}}"##, "t.json: token a has value \"rgb(300, 0, 0)\"; expected \(CSSColorFunction.help)"),
    ])
    func aValueOutsideItsRangeIsRefused(_ json: String, message: String) {
        #expect(Self.error { _ = try Self.theme(json) } == message)
    }

    /// Components so large that a conversion overflows gave NaN, clipped to 0: drawn black, silently.
    @Test(arguments: ["lab", "lch", "oklab", "oklch", "xyz-d50", "xyz-d65", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "srgb-linear", "hsl", "hwb"])
    func hugeComponentsInAnySpaceAreNeverDrawnAsNaN(_ space: String) {
        let json = ##"{"a": {"$type": "color", "$value": {"colorSpace": "\##(space)", "components": [1e300, 1e300, 1e300]}}}"##
        let converted = ColorSpace(rawValue: space)!.sRGB([1e300, 1e300, 1e300])
        let message = Self.error { _ = try Self.theme(json).color("a") }
        if converted.allSatisfy(\.isFinite) {
            #expect(message == nil, "\(space) converts to a real colour, clipped: \(message ?? "")")
        } else {
            #expect(message?.hasSuffix("(these are too large to convert to sRGB)") == true, "\(space): \(message ?? "accepted")")
        }
        if ["lab", "lch", "oklab", "oklch"].contains(space) { #expect(message != nil, "the matrix's case: \(space)") }
    }

    @Test(arguments: [
        ("rgba(0, 0, 0, 0.15)", "#00000026"), ("rgb(255, 255, 255)", "#FFFFFF"), ("rgba(0,0,0,0)", "#00000000"),
        ("rgb(0 128 255 / 50%)", "#0080FF80"), ("hsl(0, 100%, 50%)", "#FF0000"), ("hsla(120, 100%, 25%, 0.5)", "#00800080"),
        ("RGBA(255, 0, 0, 100%)", "#FF0000"),
    ])
    func cssColourFunctionsAreRead(_ css: String, hex: String) throws {
        let theme = try Self.theme(##"{"a": {"$type": "color", "$value": "\##(css)"}}"##)
        #expect(try theme.color("a").hex == hex)
    }

    @Test func decimalNumbersOnly() {
        #expect(DecimalNumber.parse("8") == 8 && DecimalNumber.parse("-0.5") == -0.5 && DecimalNumber.parse(".5") == 0.5 && DecimalNumber.parse("1e3") == 1000)
        for text in ["0x10", "0x1p4", "inf", "nan", "infinity", "1e", "", "-", "1.2.3", " 8", "1e999"] {
            #expect(DecimalNumber.parse(text) == nil, "\(text)")
        }
    }

    // MARK: A DTCG resolver document

    /// The Resolver Module's document is read (ResolverDocumentTests has the module's own examples):
    /// its sources are followed, relative to it, so the first one missing is named.
    @Test func aResolverDocumentIsRead() {
        let resolver = ##"""
            {"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """##
        let message = Self.error { _ = try Self.parse(resolver) } ?? "read"
        #expect(message.hasPrefix("cannot read token file ") && message.contains("/base.json: "), "\(message)")
    }
}
