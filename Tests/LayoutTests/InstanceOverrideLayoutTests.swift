import Foundation
import SpecimenDocument
import SpecimenLayout
import Testing

/// An instance's `overrides`: the layers of the component it shows changed for that instance only
/// (text, visibility, fills), a nested instance swapped or given other values, each checked against the
/// folder; the same documents, drawn, show what each instance set.
@Suite struct InstanceOverrideLayoutTests {
    static func read(_ text: String, _ name: String) throws -> ComponentDocument {
        try DocumentReader.read(Array(text.utf8), file: "\(name).component.json")
    }

    static let badge = #"""
        {"version": 1, "name": "Badge", "designSystem": "T", "position": 1,
         "properties": [{"name": "Label", "kind": "text", "default": "New"}],
         "root": {"name": "badge", "type": "frame", "direction": "horizontal", "gap": 4,
                  "children": [
                    {"name": "dot", "type": "rectangle", "width": 8, "height": 8, "fills": [{"shape": "ellipse", "color": "bg/weak-50"}]},
                    {"name": "label", "type": "text", "characters": {"property": "Label"}, "textStyle": "typography/label", "color": "text/strong-950"},
                    {"name": "note", "type": "text", "characters": "fixed", "textStyle": "typography/label", "color": "text/strong-950"}]}}
        """#
    static let star = #"""
        {"version": 1, "name": "Star", "designSystem": "T", "position": 3,
         "root": {"name": "star", "type": "rectangle", "width": 30, "height": 30, "fills": [{"shape": "rectangle", "color": "brand/base"}]}}
        """#
    static let card = #"""
        {"version": 1, "name": "Card", "designSystem": "T", "position": 2,
         "properties": [{"name": "Title", "kind": "text", "default": "Hello"}],
         "root": {"name": "card", "type": "frame", "direction": "vertical", "children": [
           {"name": "plain", "type": "instance", "component": "Badge"},
           {"name": "changed", "type": "instance", "component": "Badge", "properties": {"Label": "Hot"},
            "overrides": {"note": {"characters": {"property": "Title"}}, "dot": {"visible": false}}},
           {"name": "painted", "type": "instance", "component": "Badge",
            "overrides": {"dot": {"fills": [{"shape": "ellipse", "color": "brand/base"}]}, "note": {"characters": "other"}}}]}}
        """#
    static let shelf = #"""
        {"version": 1, "name": "Shelf", "designSystem": "T", "position": 4,
         "root": {"name": "shelf", "type": "frame", "direction": "horizontal", "children": [
           {"name": "kept", "type": "instance", "component": "Card"},
           {"name": "swapped", "type": "instance", "component": "Card",
            "overrides": {"plain": {"component": "Star"}, "changed": {"properties": {"Label": "Cold"}, "overrides": {"note": {"characters": "deep"}}}}}]}}
        """#

    static func texts(_ node: LayoutNode) -> [String] {
        node.paints.compactMap { if case .text(let run, _, _) = $0 { run.text } else { nil } } + node.children.flatMap(texts)
    }

    static func all(_ nodes: [LayoutNode]) -> [LayoutNode] { nodes.flatMap { [$0] + all($0.children) } }

    @Test func overridesChangeOnlyTheirInstance() throws {
        let documents = try [Self.read(Self.badge, "Badge"), Self.read(Self.card, "Card"), Self.read(Self.star, "Star")]
        try DesignSystemFolder.check(documents)
        let tree = try Fixtures.appetiteEngine().layout(documents[1], properties: ["Title=Welcome"], components: documents)
        let nodes = Self.all(tree.nodes)
        let texts = tree.nodes.flatMap(Self.texts)
        // plain: New, fixed; changed: Hot, the card's own Title; painted: New, other.
        #expect(texts == ["New", "fixed", "Hot", "Welcome", "New", "other"], "\(texts)")
        let dots = nodes.filter { $0.name == "dot" }
        #expect(dots.count == 2, "the changed instance hides its dot")
        let colours = dots.flatMap(\.paints).compactMap { if case .fill(_, let color) = $0 { color.description } else { nil } }
        #expect(colours == ["bg/weak-50", "brand/base"], "\(colours)")
    }

    @Test func aNestedInstanceIsSwappedAndItsLayersReached() throws {
        let documents = try [Self.read(Self.badge, "Badge"), Self.read(Self.card, "Card"), Self.read(Self.star, "Star"), Self.read(Self.shelf, "Shelf")]
        try DesignSystemFolder.check(documents)
        let tree = try Fixtures.appetiteEngine().layout(documents[3], components: documents)
        let texts = tree.nodes.flatMap(Self.texts)
        // kept: the card as it is (Title's default); swapped: Star in place of the plain badge, Cold and deep.
        #expect(texts == ["New", "fixed", "Hot", "Hello", "New", "other", "Cold", "deep", "New", "other"], "\(texts)")
        #expect(Self.all(tree.nodes).contains { $0.name == "plain" && $0.frame.width == 30 })
    }

    @Test(arguments: [
        (#""overrides": {"nothing": {"visible": false}}"#, "the component \"Badge\" has no layer \"nothing\""),
        (#""overrides": {"dot": {"component": "Star"}}"#, "is a rectangle, not an instance"),
        (#""overrides": {"dot": {"zzz": 1}}"#, "unknown key \"zzz\" in an instance override"),
    ])
    func aWrongOverrideIsOneLine(_ overrides: String, _ expected: String) throws {
        let text =
            #"{"version": 1, "name": "Bad", "designSystem": "T", "position": 5, "root": {"name": "r", "type": "frame", "children": [{"name": "b", "type": "instance", "component": "Badge", \#(overrides)}]}}"#
        do {
            let bad = try Self.read(text, "Bad")
            try DesignSystemFolder.check([Self.read(Self.badge, "Badge"), bad])
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    @Test func aSwapThatMakesACycleIsRefused() throws {
        let loop =
            #"{"version": 1, "name": "Loop", "designSystem": "T", "position": 6, "root": {"name": "r", "type": "frame", "children": [{"name": "c", "type": "instance", "component": "Shelf2"}]}}"#
        let shelf =
            #"{"version": 1, "name": "Shelf2", "designSystem": "T", "position": 7, "root": {"name": "s", "type": "frame", "children": [{"name": "k", "type": "instance", "component": "Card", "overrides": {"plain": {"component": "Loop"}}}]}}"#
        let documents = try [Self.read(Self.badge, "Badge"), Self.read(Self.card, "Card"), Self.read(loop, "Loop"), Self.read(shelf, "Shelf2")]
        #expect(throws: DocumentError.self) { try DesignSystemFolder.check(documents) }
    }
}
