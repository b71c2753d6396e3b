import Foundation
import Specimen
import SpecimenLimits
import TestSupport
import Testing

/// Instances, `forEach` copies and rules expand against one node budget (`Limits.layoutNodes`),
/// counted as they expand: a fan-out is refused in milliseconds with one line naming the document and
/// the limit, instead of running for ever (documents F0..F8, 10 instances a level: 17 s and 312 MB at
/// depth 5 before, endless at 9) or taking gigabytes (a nested `forEach` over 3,000 chips: 5.3 GB).
@Suite struct NodeBudgetTests {
    /// A renderer over the sample design system plus `documents` (name, text).
    static func renderer(_ documents: [(String, String)], in url: URL = folder()) throws -> (Renderer, URL) {
        try SampleDesignSystem.write(to: url)
        for (name, text) in documents { try Data(text.utf8).write(to: url.appendingPathComponent("\(name).component.json")) }
        return (try Renderer(home: SpecimenHome.locate(), designSystems: [DesignSystemFolder(url: url)]), url)
    }

    static func folder() -> URL { FileManager.default.temporaryDirectory.appendingPathComponent("specimen-budget-\(UUID().uuidString)") }

    /// F0..F8: each a frame of `width` instances of the next; F8 a box.
    static func fanOut(width: Int, depth: Int = 8) -> [(String, String)] {
        (0...depth).map { level in
            let children =
                level == depth
                ? #"{"name": "box", "type": "rectangle", "width": 2, "height": 2}"#
                : (0..<width).map { #"{"name": "i\#($0)", "type": "instance", "component": "F\#(level + 1)"}"# }.joined(separator: ", ")
            return (
                "F\(level)",
                #"{"version": 1, "name": "F\#(level)", "designSystem": "\#(SampleDesignSystem.name)", "position": \#(level + 20), "root": {"name": "r", "type": "frame", "children": [\#(children)]}}"#
            )
        }
    }

    /// A chip list whose chip holds a `forEach` over the chips again: chips x chips nodes.
    static func nested(chips: Int) -> (String, String) {
        let tags = (1...chips).map { "c\($0)" }.joined(separator: ", ")
        return (
            "Nested",
            """
            {"version": 1, "name": "Nested", "designSystem": "\(SampleDesignSystem.name)", "position": 30,
             "properties": [{"name": "Tags", "kind": "text", "default": "\(tags)"}],
             "behaviour": {"pattern": "chip-list", "bind": {"chips": "Tags", "entry": "entry"}},
             "root": {"name": "field", "type": "frame", "direction": "vertical", "children": [
               {"name": "chips", "type": "frame", "forEach": "chips", "direction": "horizontal", "wrap": true, "width": 320, "children": [
                 {"name": "chip{n}", "type": "frame", "forEach": "chips", "children": [
                   {"name": "dot{n}", "type": "rectangle", "width": 2, "height": 2}]}]},
               {"name": "entry", "type": "text", "role": "value", "characters": {"content": "entry"}, "textStyle": "type/body", "color": "button/bg"}]},
             "decisions": []}
            """
        )
    }

    /// What reading the folder and laying out `set` refused, and how long it took.
    static func refusal(_ set: String, _ documents: [(String, String)]) throws -> (message: String, seconds: Double) {
        let start = Date(), url = folder()
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let (renderer, _) = try renderer(documents, in: url)
            _ = try renderer.layout(try renderer.catalogue.configuration(set: set))
            return ("", Date().timeIntervalSince(start))
        } catch {
            return ("\(error)", Date().timeIntervalSince(start))
        }
    }

    @Test func aFanOutOfInstancesIsRefusedAtTheBudgetInMilliseconds() throws {
        let (message, seconds) = try Self.refusal("F0", Self.fanOut(width: 10))
        #expect(message.contains("F0.component.json") && message.contains("\(Limits.layoutNodes) nodes (Limits.layoutNodes)"), "\(message)")
        #expect(!message.contains("\n"))
        #expect(seconds < 2, "refused after \(seconds) s")
    }

    @Test func aNestedForEachOverThousandsOfChipsIsRefusedBeforeItIsCopied() throws {
        let (message, seconds) = try Self.refusal("Nested", [Self.nested(chips: 3000)])
        #expect(message.contains("Nested.component.json") && message.contains("Limits.layoutNodes"), "\(message)")
        #expect(seconds < 2, "refused after \(seconds) s")
    }

    /// Guards: a fan-out and a nested list within the budget lay out, every node there.
    @Test func expansionsWithinTheBudgetLayOut() throws {
        let (renderer, url) = try Self.renderer(Self.fanOut(width: 3, depth: 4) + [Self.nested(chips: 20)])
        defer { try? FileManager.default.removeItem(at: url) }
        let fan = try renderer.layout(try renderer.catalogue.configuration(set: "F0"))
        #expect(fan.allNodes.filter { $0.name == "box" }.count == 81)
        let nested = try renderer.layout(try renderer.catalogue.configuration(set: "Nested"))
        #expect(nested.allNodes.filter { $0.name.hasPrefix("dot") }.count == 400)
    }
}
