import Foundation
import Geometry
import SpecimenFigma
import Testing

/// Figma's layout fields, one rule at a time, on small frames worked by hand: each node's box is where
/// Figma's rule puts it, and the engine must put it there too (or, where the row says so, must not).
@Suite struct FigmaLayoutMappingTests {
    /// A component `root` (JSON of its fields and children) on a page, its box at (100, 200).
    static func frames(_ component: String) throws -> [String: Rect] {
        let text = #"{"document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "children": ["# + component + "]}]}}"
        let report = FigmaFixtures.check.check(try FigmaFile.parse(Data(text.utf8), source: "hand.json"))
        return Dictionary(uniqueKeysWithValues: report.roots.flatMap(\.nodes).map { ($0.id, $0.actual) })
    }

    static func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        #""absoluteBoundingBox": {"x": \#(x + 100), "y": \#(y + 200), "width": \#(w), "height": \#(h)}"#
    }

    /// layoutSizingHorizontal FILL shares the row's free space; HUG on the frame adds padding.
    @Test func fillAndHug() throws {
        let f = try Self.frames(
            #"""
            {"id": "1:1", "type": "COMPONENT", "layoutMode": "HORIZONTAL", "itemSpacing": 10, "paddingLeft": 5, "paddingRight": 5,
             "paddingTop": 4, "paddingBottom": 4, "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "HUG", \#(Self.box(0, 0, 200, 28)),
             "children": [
              {"id": "1:2", "type": "RECTANGLE", "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "FIXED", \#(Self.box(5, 4, 30, 20))},
              {"id": "1:3", "type": "FRAME", "layoutSizingHorizontal": "FILL", "layoutSizingVertical": "FIXED", \#(Self.box(45, 4, 150, 10))}]}
            """#)
        #expect(f["1:1"] == Rect(x: 0, y: 0, width: 200, height: 28))
        #expect(f["1:3"] == Rect(x: 45, y: 4, width: 150, height: 10))
    }

    /// The 2021 spelling: layoutGrow 1 fills the primary axis, layoutAlign STRETCH the counter axis, an
    /// omitted primaryAxisSizingMode hugs.
    @Test func legacyFields() throws {
        let f = try Self.frames(
            #"""
            {"id": "1:1", "type": "COMPONENT", "layoutMode": "VERTICAL", "counterAxisSizingMode": "FIXED", "itemSpacing": 2, \#(Self.box(0, 0, 80, 0)),
             "children": [
              {"id": "1:2", "type": "RECTANGLE", "layoutAlign": "STRETCH", \#(Self.box(0, 0, 80, 10))},
              {"id": "1:3", "type": "RECTANGLE", "layoutAlign": "INHERIT", \#(Self.box(0, 12, 20, 6))}]}
            """#)
        #expect(f["1:1"]?.size == Size(width: 80, height: 18))
        #expect(f["1:2"] == Rect(x: 0, y: 0, width: 80, height: 10))
        #expect(f["1:3"] == Rect(x: 0, y: 12, width: 20, height: 6))
    }

    /// Hidden children take no space; an absolute child keeps its constraint (RIGHT, BOTTOM) offsets.
    @Test func hiddenAndAbsolute() throws {
        let f = try Self.frames(
            #"""
            {"id": "1:1", "type": "COMPONENT", "layoutMode": "HORIZONTAL", "itemSpacing": 8, "primaryAxisAlignItems": "SPACE_BETWEEN",
             "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "FIXED", \#(Self.box(0, 0, 100, 40)),
             "children": [
              {"id": "1:2", "type": "RECTANGLE", "visible": false, \#(Self.box(0, 0, 30, 30))},
              {"id": "1:3", "type": "RECTANGLE", \#(Self.box(0, 0, 10, 10))},
              {"id": "1:4", "type": "RECTANGLE", \#(Self.box(90, 0, 10, 10))},
              {"id": "1:5", "type": "ELLIPSE", "layoutPositioning": "ABSOLUTE", "constraints": {"horizontal": "RIGHT", "vertical": "BOTTOM"}, \#(Self.box(86, 32, 6, 6))}]}
            """#)
        #expect(f["1:2"] == nil)
        #expect(f["1:3"]?.origin == Point(x: 0, y: 0))
        #expect(f["1:4"]?.origin == Point(x: 90, y: 0))
        #expect(f["1:5"] == Rect(x: 86, y: 32, width: 6, height: 6))
    }

    /// An Inter text that hugs is measured by the text engine, whatever Figma's box says; one in a
    /// font Specimen does not ship keeps Figma's box.
    @Test func textMeasuredOrFromFigma() throws {
        let f = try Self.frames(
            #"""
            {"id": "1:1", "type": "COMPONENT", "layoutMode": "HORIZONTAL", "itemSpacing": 4, \#(Self.box(0, 0, 10, 10)),
             "children": [
              {"id": "1:2", "type": "TEXT", "characters": "Music", "style": {"fontFamily": "Inter", "fontWeight": 500, "fontSize": 11, "lineHeightPx": 20, "textAutoResize": "WIDTH_AND_HEIGHT"}, \#(Self.box(0, 0, 1, 1))},
              {"id": "1:3", "type": "TEXT", "characters": "Music", "style": {"fontFamily": "Roboto", "fontWeight": 500, "fontSize": 11, "lineHeightPx": 20, "textAutoResize": "WIDTH_AND_HEIGHT"}, \#(Self.box(36, 0, 33, 13))}]}
            """#)
        #expect(f["1:2"] == Rect(x: 0, y: 0, width: 32, height: 20))
        #expect(f["1:3"] == Rect(x: 36, y: 0, width: 33, height: 13))
        #expect(f["1:1"]?.size == Size(width: 69, height: 20))
    }

    /// Wrap: a fixed-width row breaks where the next child would pass its inner width; lines are
    /// counterAxisSpacing apart and the frame hugs the lines.
    @Test func wrap() throws {
        let f = try Self.frames(
            #"""
            {"id": "1:1", "type": "COMPONENT", "layoutMode": "HORIZONTAL", "layoutWrap": "WRAP", "itemSpacing": 5, "counterAxisSpacing": 7,
             "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "HUG", \#(Self.box(0, 0, 50, 0)),
             "children": [
              {"id": "1:2", "type": "RECTANGLE", \#(Self.box(0, 0, 20, 10))},
              {"id": "1:3", "type": "RECTANGLE", \#(Self.box(0, 0, 20, 10))},
              {"id": "1:4", "type": "RECTANGLE", \#(Self.box(0, 0, 20, 10))}]}
            """#)
        #expect(f["1:3"]?.origin == Point(x: 25, y: 0))
        #expect(f["1:4"]?.origin == Point(x: 0, y: 17))
        #expect(f["1:1"]?.size == Size(width: 50, height: 27))
    }
}
