import TestSupport
import Foundation
import Geometry
import Pixels
import SpecimenScene
@testable import SpecimenSVG
import SpecimenSupport
import Testing

/// How numbers, path data, ids, text and base64 are spelled.
@Suite struct SVGSpellingTests {
    // Typed once: an untyped tuple literal here took the type checker a second.
    static let spellings: [(Double, String)] = [
        (12.0, "12"), (12.5, "12.5"), (1.0 / 3, "0.3333"), (2.0 / 3, "0.6667"), (-4.25, "-4.25"),
        (0.00004, "0"), (-0.00004, "0"), (-0.0, "0"), (100.10000, "100.1"), (0.0001, "0.0001"),
        (1.23456, "1.2346"), (-1234567.89, "-1234567.89"), (0.05, "0.05"),
    ]

    @Test(arguments: spellings)
    func numbersHaveAtMostFourDecimalsAndNoTrailingZeros(value: Double, spelled: String) {
        #expect(SVGNumber.format(value) == spelled)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e13])
    func nonFiniteNumbersAreRefused(value: Double) {
        #expect(SVGNumber.format(value) == nil)
    }

    @Test func quadsAndCubicsKeepTheirCommands() throws {
        var path = Path()
        path.move(to: Point(x: 1, y: 2))
        path.quad(to: Point(x: 5, y: 6), control: Point(x: 3, y: 4))
        path.cubic(to: Point(x: 11, y: 12), control1: Point(x: 7, y: 8), control2: Point(x: 9, y: 10))
        path.close()
        #expect(try SVGPathData(context: "test").spell(path) == "M1 2Q3 4 5 6C7 8 9 10 11 12Z")
    }

    /// Sweeps in quarter turns (positive is clockwise on screen) and their spelling around the
    /// origin from (10, 0).
    static let arcs: [(quarterTurns: Double, spelled: String)] = [
        // A quarter turn clockwise: one piece, sweep flag 1.
        (1, "M10 0A10 10 0 0 1 0 10"),
        // A quarter turn anticlockwise: sweep flag 0.
        (-1, "M10 0A10 10 0 0 0 0 -10"),
        // Exactly half a turn stays one piece.
        (2, "M10 0A10 10 0 0 1 -10 0"),
        // Three quarters: two pieces of 3π/4, never a large-arc flag.
        (3, "M10 0A10 10 0 0 1 -7.0711 7.0711A10 10 0 0 1 0 -10"),
        // A full circle: two half arcs, back to the start.
        (4, "M10 0A10 10 0 0 1 -10 0A10 10 0 0 1 10 0"),
    ]

    @Test(arguments: arcs)
    func arcsAreTrueArcsOfAtMostHalfATurn(quarterTurns: Double, spelled: String) throws {
        var path = Path()
        path.move(to: Point(x: 10, y: 0))
        path.arc(center: .zero, radius: 10, start: 0, sweep: quarterTurns * Double.pi / 2)
        #expect(try SVGPathData(context: "test").spell(path) == spelled)
    }

    @Test func arcAwayFromThePenIsJoinedWithALine() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.arc(center: Point(x: 20, y: 0), radius: 5, start: .pi, sweep: .pi / 2)
        #expect(try SVGPathData(context: "test").spell(path) == "M0 0L15 0A5 5 0 0 1 20 -5")
    }

    @Test func contourWithoutAMoveStartsAtTheOrigin() throws {
        var lines = Path()
        lines.line(to: Point(x: 4, y: 0))
        #expect(try SVGPathData(context: "test").spell(lines) == "M0 0L4 0")
        var arc = Path()
        arc.arc(center: .zero, radius: 2, start: 0, sweep: .pi / 2)
        #expect(try SVGPathData(context: "test").spell(arc) == "M2 0A2 2 0 0 1 0 2")
    }

    @Test func nonFiniteCoordinatesThrowNamingWhere() {
        var path = Path()
        path.move(to: Point(x: .nan, y: 0))
        #expect(throws: SVGWriterError.self) { try SVGPathData(context: "path 1").spell(path) }
        do {
            _ = try SVGPathData(context: "path 1").spell(path)
        } catch {
            #expect("\(error)".contains("x in path 1"))
        }
    }

    @Test(arguments: [
        ("field", "field"), ("cell3", "cell3"), ("3cell", "_3cell"), ("-x", "_-x"), ("focus ring", "focus_ring"),
        ("a<b>&\"c'", "a_b___c_"), ("café", "caf_"), ("", ""), ("_ok-1", "_ok-1"),
    ])
    func idsAreSanitisedToXMLNames(name: String, id: String) {
        #expect(SVGIdentifiers.sanitized(name) == id)
    }

    @Test func repeatedNamesGetNumberedSuffixes() {
        var ids = SVGIdentifiers()
        let claimed = ["field", "field", "field", "field-2", "", ""].map { ids.claim($0, fallback: "node") }
        #expect(claimed == ["field", "field-2", "field-3", "field-2-2", "node", "node-2"])
    }

    @Test func xmlSpecialsAndControlsAreEscaped() {
        #expect(XMLText.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
        #expect(XMLText.escaped("tab\there\nline") == "tab&#9;here&#10;line")
        #expect(XMLText.escaped("bell\u{7}") == "bell\u{FFFD}")
        #expect(XMLText.escaped("Café 😀") == "Café 😀")
    }

    @Test func hostileTextStillGivesWellFormedXML() throws {
        let hostile = "]]></title><script>alert('x')</script>\u{1}\u{FFFF}"
        let list = DisplayList(
            bounds: Rect(x: 0, y: 0, width: 10, height: 10), scale: 1, pixelWidth: 10, pixelHeight: 10,
            background: nil, title: hostile,
            nodes: [
                .group(
                    SceneGroup(
                        id: hostile,
                        children: [
                            .text(
                                SceneText(
                                    text: hostile, color: .black,
                                    glyphs: [
                                        SceneGlyph(key: hostile, outline: .rect(Rect(x: 0, y: -5, width: 3, height: 5)), origin: Point(x: 1, y: 8))
                                    ]))
                        ]))
            ])
        let root = try XMLTree.parse(try SVGWriter().write(list))
        #expect(root.elements(named: "script").isEmpty)
        #expect(root.child(named: "title")?.text == "]]></title><script>alert('x')</script>\u{FFFD}\u{FFFD}")
    }

    @Test func base64MatchesRFC4648() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (input, output) in vectors.sorted(by: { $0.key < $1.key }) {
            #expect(Base64.encode(Array(input.utf8)) == output)
        }
        var generator = SplitMix64(seed: 7)
        for length in [1, 2, 3, 255, 1000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
        }
    }

    @Test(arguments: [
        (
            "empty bounds",
            DisplayList(
                bounds: Rect(x: 0, y: 0, width: 0, height: 10), scale: 1, pixelWidth: 1, pixelHeight: 10,
                background: nil, title: "", nodes: [])
        ),
        (
            "zero scale",
            DisplayList(
                bounds: Rect(x: 0, y: 0, width: 10, height: 10), scale: 0, pixelWidth: 10, pixelHeight: 10,
                background: nil, title: "", nodes: [])
        ),
        (
            "NaN bounds",
            DisplayList(
                bounds: Rect(x: .nan, y: 0, width: 10, height: 10), scale: 1, pixelWidth: 10, pixelHeight: 10,
                background: nil, title: "", nodes: [])
        ),
        (
            "no pixels",
            DisplayList(
                bounds: Rect(x: 0, y: 0, width: 10, height: 10), scale: 1, pixelWidth: 0, pixelHeight: 10,
                background: nil, title: "", nodes: [])
        ),
    ])
    func impossibleCanvasesThrow(name: String, list: DisplayList) {
        #expect(throws: SVGWriterError.self, "\(name)") { try SVGWriter().write(list) }
    }
}

/// The plain-ASCII shortcut of `XMLText.escaped` gives what the scalar-by-scalar path gives.
@Suite struct XMLTextShortcutTests {
    static func expected(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&apos;"
        case 0x09: "&#9;"
        case 0x0A: "&#10;"
        case 0x0D: "&#13;"
        case 0..<0x20: "\u{FFFD}"
        default: String(UnicodeScalar(byte))
        }
    }

    @Test(arguments: Array(UInt8(0)..<128))
    func everyASCIIByteIsSpelledAsXMLWants(_ byte: UInt8) {
        let character = String(UnicodeScalar(byte))
        #expect(XMLText.escaped("ab" + character + "cd") == "ab" + Self.expected(byte) + "cd")
        #expect(XMLText.escaped("\u{E9}" + character) == "\u{E9}" + Self.expected(byte))
    }

    @Test func plainTextIsReturnedUnchanged() {
        #expect(XMLText.escaped("Text Input/Type=Password, State=Error dark@2x") == "Text Input/Type=Password, State=Error dark@2x")
        #expect(XMLText.escaped("caf\u{E9} & co") == "caf\u{E9} &amp; co")
    }
}
