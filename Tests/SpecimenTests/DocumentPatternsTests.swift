import Foundation
import Specimen
import SpecimenBehaviour
import TestSupport
import Testing

/// A user's `chip-list` and `digit-cells` documents play with no Swift, by Chip Input's and Digit
/// Input's rules: chips made by commas and `enter`, removed by `backspace` and by their own buttons;
/// digits typed one a cell, never past the cells, the focus on the first empty one.
@Suite struct DocumentPatternsTests {
    static let tags = """
        {
          "version": 1, "name": "Tag Field", "description": "Tags as chips.", "designSystem": "\(SampleDesignSystem.name)", "position": 5,
          "properties": [{"name": "Tags", "kind": "text", "default": "Design, Travel"}],
          "behaviour": {"pattern": "chip-list", "bind": {"chips": "Tags", "entry": "entry"}},
          "root": {
            "name": "field", "type": "frame", "direction": "vertical", "gap": 4, "width": 320, "height": "hug",
            "children": [
              {"name": "chips", "type": "frame", "forEach": "chips", "direction": "horizontal", "wrap": true, "gap": 4, "crossGap": 4, "width": "fill",
               "children": [
                 {"name": "chip{n}", "type": "frame", "role": "chip", "direction": "horizontal", "gap": 2, "counterAlignment": "center",
                  "children": [
                    {"name": "chip{n}Label", "type": "text", "characters": {"content": "item"}, "textStyle": "type/body", "color": "button/bg"},
                    {"name": "chip{n}Remove", "type": "icon", "role": "button", "action": "removeChip", "icon": "close", "color": "button/bg", "width": 12, "height": 12}
                  ]}
               ]},
              {"name": "entry", "type": "text", "role": "value", "characters": {"content": "entry"}, "textStyle": "type/body", "color": "button/bg"},
              {"name": "none", "type": "text", "visible": false, "characters": "No tags", "textStyle": "type/body", "color": "button/bg"}
            ]
          },
          "rules": [{"while": "no-chips", "set": {"none": {"visible": true}}}],
          "decisions": []
        }
        """

    static let code = """
        {
          "version": 1, "name": "Code Field", "description": "Three digit cells.", "designSystem": "\(SampleDesignSystem.name)", "position": 6,
          "properties": [{"name": "Code", "kind": "text", "default": ""}],
          "behaviour": {"pattern": "digit-cells", "bind": {"digits": "Code"}},
          "root": {
            "name": "cells", "type": "frame", "direction": "horizontal", "gap": 8, "width": "hug", "height": "hug",
            "children": [
              {"name": "cell1", "type": "frame", "role": "field", "width": 24, "height": 32, "children": [
                {"name": "digit1", "type": "text", "role": "value", "characters": {"content": "digit-1"}, "textStyle": "type/body", "color": "button/bg"}]},
              {"name": "cell2", "type": "frame", "role": "field", "width": 24, "height": 32, "children": [
                {"name": "digit2", "type": "text", "role": "value", "characters": {"content": "digit-2"}, "textStyle": "type/body", "color": "button/bg"}]},
              {"name": "cell3", "type": "frame", "role": "field", "width": 24, "height": 32, "children": [
                {"name": "digit3", "type": "text", "role": "value", "characters": {"content": "digit-3"}, "textStyle": "type/body", "color": "button/bg"}]}
            ]
          },
          "rules": [
            {"while": "cell-2-focused", "set": {"cell2": {"fills": [{"shape": "rectangle", "radius": 4, "color": "button/bg"}]}}},
            {"while": "complete", "set": {"cells": {"gap": 12}}}
          ],
          "decisions": []
        }
        """

    static func steps(_ set: String, _ script: String) throws -> [(values: [String: String], layout: LayoutTree)] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-patterns-\(UUID().uuidString)")
        try SampleDesignSystem.write(to: url)
        try Data(tags.utf8).write(to: url.appendingPathComponent("Tags.component.json"))
        try Data(code.utf8).write(to: url.appendingPathComponent("Code.component.json"))
        // The tags' chip is a role of this design system's own: its folder declares it.
        try Data(#"{"roles": [{"name": "chip", "description": "One tag."}]}"#.utf8).write(to: url.appendingPathComponent("roles.json"))
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [DesignSystemFolder(url: url)])
        let played = try renderer.play(try renderer.catalogue.configuration(set: set), script: EventScript(parsing: script))
        return played.steps.map { ($0.model.currentValues, $0.layout) }
    }

    static func labels(_ tree: LayoutTree) -> [String] {
        (1...10).compactMap { n in tree.node(named: "chip\(n)Label").map { _ in n } }.map { "chip\($0)" }
    }

    @Test(arguments: [
        ("focus; type \"Food, Art\"", "Design, Travel, Food", 3),
        ("focus; type \"Food\"; enter", "Design, Travel, Food", 3),
        ("focus; type \"  , \"", "Design, Travel", 2),
        ("focus; backspace", "Design", 1),
        ("focus; backspace 5", "", 0),
        ("press chip1Remove", "Travel", 1),
        ("press chip2Remove; press chip1Remove", "", 0),
    ])
    func chipsAreMadeAndRemovedAsChipInputsAre(script: String, tags: String, drawn: Int) throws {
        let last = try #require(try Self.steps("Tag Field", script).last)
        #expect(last.values["Tags"] == tags)
        #expect(Self.labels(last.layout).count == drawn)
        #expect((last.layout.node(named: "none") != nil) == (drawn == 0), "the no-chips rule")
    }

    @Test func theEntryHoldsWhatIsTypedUntilItBecomesAChip() throws {
        let steps = try Self.steps("Tag Field", "focus; type \"Food, Ar\"")
        let entry = try #require(steps.last?.layout.node(named: "entry"))
        #expect(entry.paints.description.contains("Ar"))
        #expect(steps.last?.layout.node(named: "chip3Label")?.paints.description.contains("Food") == true)
    }

    @Test(arguments: [
        ("focus; type \"4\"", "4", false), ("focus; type \"4a8\"", "48", false), ("focus; type \"4821\"", "482", true),
        ("focus; paste \"9 1 7\"", "917", true), ("focus; type \"48\"; backspace", "4", false), ("focus; type \"48\"; clear", "", false),
    ])
    func digitsFillTheCellsOneAtATime(script: String, code: String, complete: Bool) throws {
        let last = try #require(try Self.steps("Code Field", script).last)
        #expect(last.values["Code"] == code)
        for (n, digit) in Array(code).enumerated() {
            #expect(last.layout.node(named: "digit\(n + 1)")?.paints.description.contains(String(digit)) == true)
        }
        // The rule on `complete` widens the gap: the second cell starts 24 + 12 in, not 24 + 8.
        let second = try #require(last.layout.node(named: "cell2"))
        #expect(second.frame.minX - (last.layout.node(named: "cell1")?.frame.maxX ?? 0) == (complete ? 12 : 8), "the complete rule")
    }

    @Test func theFocusIsOnTheFirstEmptyCell() throws {
        let steps = try Self.steps("Code Field", "focus; type \"7\"; blur")
        let fills = steps.map { $0.layout.node(named: "cell2")?.paints.description.contains("button/bg") == true }
        // Unfocused, focused on cell 1, focused on cell 2 (the rule fills it), then blurred.
        #expect(fills == [false, false, true, false])
    }
}
