import Foundation
import Specimen
import SpecimenBehaviour
import TestSupport
import Testing

/// A user's document plays the buttons Specimen's own sets play, with no Swift: `clear` empties the
/// edited text, `showTooltip`, `openPicker` and `toggleVisibility` open and close what the document's
/// `while` rules show, and in the `send` pattern `attach` attaches the button's glyph and `send` (or
/// `enter`) sends the text and the attachment, only when there is something to send.
@Suite struct DocumentButtonsTests {
    static let search = """
        {
          "version": 1, "name": "Search Field", "description": "A field with a clear, an info, an eye and a menu button.",
          "designSystem": "\(SampleDesignSystem.name)", "position": 3,
          "properties": [
            {"name": "Value", "kind": "text", "default": "lamps"},
            {"name": "Tip", "kind": "text", "default": "Try a colour"}
          ],
          "behaviour": {"pattern": "editable-text", "bind": {"text": "Value"}},
          "root": {
            "name": "field", "type": "frame", "direction": "horizontal", "gap": 4, "counterAlignment": "center", "width": 320, "height": 32,
            "children": [
              {"name": "value", "type": "text", "role": "value", "characters": {"property": "Value"}, "textStyle": "type/body", "color": "button/bg", "width": "fill"},
              {"name": "clear", "type": "icon", "role": "button", "action": "clear", "icon": "close-circle", "color": "button/bg", "width": 16, "height": 16},
              {"name": "eye", "type": "icon", "role": "button", "action": "toggleVisibility", "icon": "eye", "color": "button/bg", "width": 16, "height": 16},
              {"name": "info", "type": "icon", "role": "button", "action": "showTooltip", "icon": "information-outline", "color": "button/bg", "width": 16, "height": 16},
              {"name": "menu", "type": "icon", "role": "button", "action": "openPicker", "icon": "chevron-down", "color": "button/bg", "width": 16, "height": 16},
              {"name": "tip", "type": "text", "visible": false, "characters": {"property": "Tip"}, "textStyle": "type/body", "color": "button/bg", "width": "hug"}
            ]
          },
          "rules": [
            {"while": "tooltip-open", "set": {"tip": {"visible": true}}},
            {"while": "picker-open", "set": {"menu": {"icon": "chevron-up"}}},
            {"while": "revealed", "set": {"eye": {"icon": "eye-off"}}}
          ],
          "decisions": []
        }
        """

    static let chat = """
        {
          "version": 1, "name": "Chat Bar", "description": "A message bar that attaches and sends.",
          "designSystem": "\(SampleDesignSystem.name)", "position": 4,
          "properties": [{"name": "Message", "kind": "text", "default": ""}],
          "behaviour": {"pattern": "send", "bind": {"text": "Message", "button": "send"}},
          "root": {
            "name": "bar", "type": "frame", "direction": "horizontal", "gap": 4, "counterAlignment": "center", "width": 320, "height": 40,
            "children": [
              {"name": "chip", "type": "icon", "visible": false, "icon": {"content": "attachment"}, "color": "button/bg", "width": 16, "height": 16},
              {"name": "message", "type": "text", "role": "value", "characters": {"property": "Message"}, "textStyle": "type/body", "color": "button/bg", "width": "fill"},
              {"name": "clip", "type": "icon", "role": "button", "action": "attach", "icon": "paperclip", "color": "button/bg", "width": 16, "height": 16},
              {"name": "send", "type": "icon", "role": "button", "action": "send", "icon": "arrow-up", "color": "button/bg", "width": 16, "height": 16}
            ]
          },
          "rules": [
            {"while": "attached", "set": {"chip": {"visible": true}}},
            {"while": "blank", "set": {"send": {"color": "button/fg-disabled"}}}
          ],
          "decisions": []
        }
        """

    /// A field whose Search kind starts from a rule's default text, and shows a hint only while empty.
    static let find = """
        {
          "version": 1, "name": "Find Field", "description": "A field whose Search kind starts with a word.",
          "designSystem": "\(SampleDesignSystem.name)", "position": 5,
          "properties": [
            {"name": "Kind", "kind": "variant", "options": ["Plain", "Search"], "default": "Plain"},
            {"name": "Value", "kind": "text", "default": ""}
          ],
          "behaviour": {"pattern": "editable-text", "bind": {"text": "Value"}},
          "root": {
            "name": "field", "type": "frame", "direction": "horizontal", "gap": 4, "width": 320, "height": 32,
            "children": [
              {"name": "value", "type": "text", "role": "value", "characters": {"property": "Value"}, "textStyle": "type/body", "color": "button/bg", "width": "fill"},
              {"name": "hint", "type": "text", "visible": false, "characters": "Nothing yet", "textStyle": "type/body", "color": "button/bg", "width": "hug"}
            ]
          },
          "rules": [
            {"when": {"Kind": "Search"}, "defaults": {"Value": "lamp"}},
            {"while": "empty", "set": {"hint": {"visible": true}}}
          ],
          "decisions": []
        }
        """

    static func renderer() throws -> Renderer {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-buttons-\(UUID().uuidString)")
        try SampleDesignSystem.write(to: url)
        try Data(search.utf8).write(to: url.appendingPathComponent("Search.component.json"))
        try Data(chat.utf8).write(to: url.appendingPathComponent("Chat.component.json"))
        try Data(find.utf8).write(to: url.appendingPathComponent("Find.component.json"))
        return try Renderer(home: SpecimenHome.locate(), designSystems: [DesignSystemFolder(url: url)])
    }

    static func steps(_ set: String, _ script: String) throws -> [(values: [String: String], layout: LayoutTree)] {
        let renderer = try renderer()
        let played = try renderer.play(try renderer.catalogue.configuration(set: set), script: EventScript(parsing: script))
        return played.steps.map { ($0.model.currentValues, $0.layout) }
    }

    @Test func clearEmptiesTheEditedText() throws {
        let steps = try Self.steps("Search Field", "press clear")
        #expect(steps.map { $0.values["Value"] } == ["lamps", ""])
    }

    /// A rule's default reaches the text the behaviour binds: typing adds to it, backspace erases it, and
    /// the `empty` state is judged on it (the hint shows only once it is gone); a value the person set wins.
    @Test func aRulesDefaultIsTheTextTheBehaviourEdits() throws {
        let renderer = try Self.renderer()
        func played(_ properties: [String], _ script: String) throws -> [(values: [String: String], hint: Bool)] {
            let configuration = try renderer.catalogue.configuration(set: "Find Field", variant: "Kind=Search", properties: properties)
            return try renderer.play(configuration, script: EventScript(parsing: script)).steps.map {
                ($0.model.currentValues, $0.layout.node(named: "hint") != nil)
            }
        }
        let typed = try played([], "focus; type \"s\"; backspace 5")
        #expect(typed.map { $0.values["Value"] } == ["lamp", "lamp", "lamps", ""])
        #expect(typed.map(\.hint) == [false, false, false, true])
        let given = try played(["Value=desk"], "focus; type \"s\"")
        #expect(given.map { $0.values["Value"] } == ["desk", "desk", "desks"])
        // The Plain kind has no default: empty from the start.
        let plain = try renderer.play(try renderer.catalogue.configuration(set: "Find Field"), script: EventScript(parsing: "focus"))
        #expect(plain.steps.map { $0.layout.node(named: "hint") != nil } == [true, true])
    }

    @Test func theTooltipButtonOpensAndClosesWhatTheRulesShow() throws {
        let steps = try Self.steps("Search Field", "press info; press info")
        #expect(steps.map { $0.layout.node(named: "tip") != nil } == [false, true, false])
    }

    @Test func thePickerAndVisibilityButtonsToggleTheirStates() throws {
        let steps = try Self.steps("Search Field", "press menu; press eye; press menu")
        let menus = steps.map { $0.layout.node(named: "menu")?.paints.description ?? "" }
        let eyes = steps.map { $0.layout.node(named: "eye")?.paints.description ?? "" }
        #expect(menus.map { $0.contains("chevron-up") } == [false, true, true, false])
        #expect(eyes.map { $0.contains("eye-off") } == [false, false, true, true])
    }

    @Test func attachShowsTheButtonsGlyphAndSendSendsBoth() throws {
        let steps = try Self.steps("Chat Bar", "press send; press clip; press send")
        // Nothing to send: the first press does nothing, and Send is drawn disabled while blank.
        #expect(steps[1].layout.node(named: "chip") == nil)
        #expect(steps[1].layout.node(named: "send")?.paints.description.contains("button/fg-disabled") == true)
        // Attached: the chip shows the paperclip, and Send is live.
        let chip = try #require(steps[2].layout.node(named: "chip"))
        #expect(chip.paints.description.contains("paperclip"))
        #expect(steps[2].layout.node(named: "send")?.paints.description.contains("button/fg-disabled") == false)
        // Sent: the attachment is gone.
        #expect(steps[3].layout.node(named: "chip") == nil)
    }

    @Test func enterSendsTheTypedTextAndBlankTextIsNotSent() throws {
        let sent = try Self.steps("Chat Bar", "focus; type \"On my way\"; enter")
        #expect(sent.map { $0.values["Message"] } == ["", "", "On my way", ""])
        let blank = try Self.steps("Chat Bar", "focus; type \"   \"; press send")
        #expect(blank.last?.values["Message"] == "   ")
    }

    @Test func onlyThePatternsOwnButtonsAndItsListedStatesAreAnswered() throws {
        let renderer = try Self.renderer()
        let search = try DocumentModel.decoding(try renderer.catalogue.configuration(set: "Search Field"))
        let chat = try DocumentModel.decoding(try renderer.catalogue.configuration(set: "Chat Bar"))
        let searchActions = (search as? any InteractiveModel)?.answeredActions ?? []
        let chatActions = (chat as? any InteractiveModel)?.answeredActions ?? []
        #expect(searchActions == [.clear, .showTooltip, .openPicker, .toggleVisibility])
        // `send` lists no tooltip, picker or revealed state, so its documents cannot use them.
        #expect(chatActions == [.send, .attach, .clear])
    }
}
