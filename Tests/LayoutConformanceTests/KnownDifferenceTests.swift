import Foundation
import LayoutConformance
import Testing

/// Each known difference's detector, on a tree where its rule holds and one where it does not, and
/// the per-node verdict: a class covers the nodes it names and those whose frames follow from them,
/// never another node of the same tree. The engine's frames here are Specimen's with the node the
/// rule moves changed as CSS would change it.
@Suite struct KnownDifferenceTests {
    static func node(_ json: String) throws -> ConformanceNode { try JSONDecoder().decode(ConformanceNode.self, from: Data(json.utf8)) }

    /// The per-node classes for `root` against an engine whose frames are Specimen's with `changes`
    /// (preorder index -> frame) applied; `chromium` likewise for Chromium's frames when the engine is another.
    static func classes(
        _ json: String, engine: String = "chromium", changes: [Int: [Double]], chromium: [Int: [Double]] = [:]
    ) throws -> [KnownDifference?] {
        let root = try node(json)
        let specimen = ConformanceAdapter.frames(root)
        var reference = specimen, chromiumFrames = specimen
        for (i, frame) in changes { reference[i] = frame }
        for (i, frame) in chromium { chromiumFrames[i] = frame }
        var frames = [engine: reference]
        if engine != "chromium" { frames["chromium"] = chromiumFrames }
        let testCase = ConformanceCase(name: "t", source: "test", root: root, rules: [], frames: frames)
        return try #require(KnownDifference.explaining(testCase, specimen: specimen, reference: reference, engine: engine))
    }

    @Test func paddingFloorCoversThePaddedFrameAndWhatFollowsFromIt() throws {
        // A 10 x 10 row with padding 8 on every side: CSS makes it 16 x 16, so the hugging column
        // holding it grows and the box after it moves down. All three follow from the one rule.
        let tree = #"""
            {"layout": "vertical", "children": [{"layout": "horizontal", "width": 10, "height": 10, "padding": [8, 8, 8, 8]},
              {"layout": "none", "width": 5, "height": 5}]}
            """#
        let held = try Self.classes(tree, changes: [0: [0, 0, 16, 21], 1: [0, 0, 16, 16], 2: [0, 16, 5, 5]])
        #expect(held == [.paddingFloor, .paddingFloor, .paddingFloor])
        // Without the padding the rule does not hold: the same difference is nobody's.
        let unpadded = tree.replacingOccurrences(of: #", "padding": [8, 8, 8, 8]"#, with: "")
        #expect(try Self.classes(unpadded, changes: [1: [0, 0, 16, 16]]) == [nil, nil, nil])
    }

    @Test func aClassNeverExcusesAnUnrelatedNode() throws {
        // A plain 100 x 100 frame: the padded row differs by the rule, the box at (50, 50) by nothing.
        let tree = #"""
            {"layout": "none", "width": 100, "height": 100, "children": [
              {"layout": "horizontal", "width": 10, "height": 10, "padding": [8, 8, 8, 8]},
              {"layout": "none", "width": 5, "height": 5, "x": 50, "y": 50}]}
            """#
        let classes = try Self.classes(tree, changes: [1: [0, 0, 16, 16], 2: [51, 50, 5, 5]])
        #expect(classes == [nil, .paddingFloor, nil])
    }

    @Test func aClampedCounterFillFollowsTheAlignment() throws {
        // A 20 pt tall max on a child that fills the height of a 50 pt row: centred at 15 in Figma, at 0 in CSS.
        let tree = #"""
            {"layout": "horizontal", "width": 100, "height": 50, "counterAlign": "ALIGN",
             "children": [{"layout": "none", "width": 10, "height": "fill", "maxHeight": 20}]}
            """#
        let centred = tree.replacingOccurrences(of: "ALIGN", with: "center")
        #expect(try Self.classes(centred, changes: [1: [0, 0, 10, 20]]) == [nil, .clampedFillAligns])
        let start = tree.replacingOccurrences(of: "ALIGN", with: "start")
        #expect(try Self.classes(start, changes: [1: [0, 1, 10, 20]]) == [nil, nil])
    }

    @Test func aFillInAStretchedFrame() throws {
        // A column that fills a hugging row's height, holding a fill child along that height.
        let tree = #"""
            {"layout": "horizontal", "children": [{"layout": "none", "width": 10, "height": 30},
              {"layout": "vertical", "height": "fill", "children": [{"layout": "none", "width": 4, "height": FILL}]}]}
            """#
        let held = try Self.classes(tree.replacingOccurrences(of: "FILL", with: #""fill""#), changes: [3: [0, 0, 4, 29]])
        #expect(held[3] == .fillInStretchedFrame)
        let fixed = try Self.classes(tree.replacingOccurrences(of: "FILL", with: "6"), changes: [3: [0, 0, 4, 29]])
        #expect(fixed[3] == nil)
    }

    @Test func aWrapInAHuggingFrame() throws {
        let tree = #"""
            {"layout": "vertical", "width": WIDTH, "children": [{"layout": "none", "width": 30, "height": 5},
              {"layout": "horizontal", "width": "fill", "wrap": true, "children": [{"layout": "none", "width": 20, "height": 5}, {"layout": "none", "width": 20, "height": 5}]}]}
            """#
        let hugging = try Self.classes(tree.replacingOccurrences(of: "WIDTH", with: #""hug""#), changes: [4: [0, 5, 20, 5]])
        #expect(hugging[4] == .wrapInHuggingFrame)
        let fixed = try Self.classes(tree.replacingOccurrences(of: "WIDTH", with: "30"), changes: [4: [0, 5, 20, 5]])
        #expect(fixed[4] == nil)
    }

    @Test func departingFromChromiumIsPerNode() throws {
        let tree = #"{"layout": "horizontal", "children": [{"layout": "none", "width": 10, "height": 10}, {"layout": "none", "width": 5, "height": 5}]}"#
        // Yoga moves the second box; Chromium agrees with Specimen there: Yoga's own departure.
        #expect(try Self.classes(tree, engine: "yoga", changes: [2: [11, 0, 5, 5]]) == [nil, nil, .departsFromChromium])
        // Chromium moves it too: nothing explains it.
        #expect(try Self.classes(tree, engine: "yoga", changes: [2: [11, 0, 5, 5]], chromium: [2: [11, 0, 5, 5]]) == [nil, nil, nil])
    }
}
