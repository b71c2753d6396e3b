import Geometry
import SpecimenDocument
import Testing

/// A `vector` node's path data: SVG's commands read into a `Path` (absolute and relative, implicit
/// repeats, SVG's number spellings), and what cannot be read refused in one line with its place.
@Suite struct DocumentVectorTests {
    static func document(_ vector: String, type: String = "vector") -> String {
        #"{"version": 1, "name": "V", "designSystem": "T", "position": 1, "root": {"name": "r", "type": "frame", "children": [{"name": "v", "type": "\#(type)", "width": 10, "height": 10, "fills": [{"color": "a/b"}], "vector": \#(vector)}]}}"#
    }

    static func path(_ data: String) throws -> Path {
        let text = document(#"{"path": "\#(data)", "viewBox": [0, 0, 10, 10]}"#)
        let read = try DocumentReader.read(Array(text.utf8), file: "V.component.json")
        return try #require(read.root.children.first?.properties.vector?.path)
    }

    @Test func absoluteAndRelativeCommandsWithImplicitRepeats() throws {
        // m then implicit l pairs; H/V; relative c and its implicit repeat; S reflects the last control.
        let path = try Self.path("m1 1 2 0 0 2H0V1c1 0 1 1 2 1 1 0 1-1 2-1S5 3 6 3z")
        #expect(path.elements == [
            .move(Point(x: 1, y: 1)), .line(Point(x: 3, y: 1)), .line(Point(x: 3, y: 3)), .line(Point(x: 0, y: 3)), .line(Point(x: 0, y: 1)),
            .cubic(Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2)),
            .cubic(Point(x: 3, y: 2), Point(x: 3, y: 1), Point(x: 4, y: 1)),
            .cubic(Point(x: 5, y: 1), Point(x: 5, y: 3), Point(x: 6, y: 3)),
            .close,
        ])
    }

    @Test func numbersAsSVGSpellsThem() throws {
        // "0.5.5" is two numbers, "-.5" and "1e1" are numbers, commas separate too.
        let path = try Self.path("M0.5.5L-.5,1e1Q1 1 2 2T4 4")
        #expect(path.elements == [.move(Point(x: 0.5, y: 0.5)), .line(Point(x: -0.5, y: 10)),
                                  .quad(Point(x: 1, y: 1), Point(x: 2, y: 2)), .quad(Point(x: 3, y: 3), Point(x: 4, y: 4))])
    }

    @Test func primersCheckmarkReads() throws {
        let path = try Self.path("M11.7803 0.219625C11.921 0.360427 12 0.551305 12 0.750313L3.98774 6.94835L10.7186 0.219625Z")
        #expect(path.elements.count == 5)
        #expect(path.elements.first == .move(Point(x: 11.7803, y: 0.219625)))
    }

    @Test(arguments: [
        (#"{"path": "M0 0A5 5 0 0 1 10 10", "viewBox": [0, 0, 10, 10]}"#, "$.root.children[0].vector.path: arcs (A) at 4 are not read"),
        (#"{"path": "M0 0L1", "viewBox": [0, 0, 10, 10]}"#, "a number was expected at 6, found the end"),
        (#"{"path": "0 0L1 1", "viewBox": [0, 0, 10, 10]}"#, "must start each segment with a command"),
        (#"{"path": "L1 1", "viewBox": [0, 0, 10, 10]}"#, "must begin with M or m"),
        (#"{"path": "M0 0L1 1X", "viewBox": [0, 0, 10, 10]}"#, "\"X\" at 8 is not a path command"),
        (#"{"path": "M0 0", "viewBox": [0, 0, 10]}"#, "viewBox is four numbers"),
        (#"{"path": "M0 0", "viewBox": [0, 0, 0, 10]}"#, "width and height are above 0"),
        (#"{"path": "M0 0", "viewBox": [0, 0, 1, 1], "fillRule": "winding"}"#, "fillRule \"winding\" is not one of \"nonzero\", \"evenodd\""),
        (#"{"path": "M0 0", "viewBox": [0, 0, 1, 1], "fill": 1}"#, "unknown key \"fill\" in a vector; did you mean \"fillRule\"?"),
    ])
    func badVectorsAreOneLineNamingThePlace(vector: String, expected: String) throws {
        do {
            _ = try DocumentReader.read(Array(Self.document(vector).utf8), file: "V.component.json")
            Issue.record("read \(vector)")
        } catch {
            #expect(error.description.hasPrefix("V.component.json:1: $.root.children[0].vector"), "\(error)")
            #expect(error.description.contains(expected), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func fillRuleAndViewBoxAreKept() throws {
        let text = Self.document(#"{"path": "M0 0H4V4Z", "viewBox": [-1, 2, 4, 8], "fillRule": "evenodd"}"#)
        let vector = try #require(try DocumentReader.read(Array(text.utf8), file: "V.component.json").root.children.first?.properties.vector)
        #expect(vector.fillRule == .evenOdd && vector.viewBox == Rect(x: -1, y: 2, width: 4, height: 8) && vector.data == "M0 0H4V4Z")
    }
}
