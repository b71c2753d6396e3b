import Foundation
import Testing
import TestSupport

/// The gallery by keyboard and screen reader, as Chromium itself sees it: its accessibility tree
/// (DevTools `Accessibility.getFullAXTree`) and real key presses (`Input.dispatchKeyEvent`), driven
/// over `--remote-debugging-pipe` by a short Python program (`DevTools`), not read off the markup.
@Suite(.serialized, .tags(.externalTool), ExternalTool.chromium.gate) struct AccessibilityTreeTests {
    struct Node: Decodable {
        let role: String?
        let name: String
        let checked: String?
        let focusable: Bool
    }

    struct Report: Decodable {
        let before: [Node]
        let after: [Node]
        let tabStops: [String]
        let redlinesReached: Bool
        let redlinedShown: String?
        let themeReached: Bool
    }

    /// Opens `page` in headless Chromium, tabs through it, presses Space on the Redlines switch and
    /// Enter on the theme button, and reads the accessibility tree before and after.
    static func drive(_ page: URL) throws -> Report {
        try DevTools.run(program, page: page, as: Report.self)
    }

    @Test func theRedlinesSwitchIsReachedByKeyboardAndNamedWithItsState() throws {
        let report = try Self.drive(try SmallGallery.folder().appendingPathComponent("stepper.html"))
        let before = try #require(report.before.first { $0.name == "Redlines" && $0.role != "LabelText" }, "no Redlines control in the tree: \(report.before.map(\.name))")
        #expect(before.role == "switch" && before.checked == "false" && before.focusable)
        #expect(report.tabStops.contains("redlines"), "Tab never reaches the switch: \(report.tabStops)")
        #expect(report.redlinesReached)
        #expect(report.redlinedShown == "block", "Space on the switch shows the redlined pictures")
        let after = try #require(report.after.first { $0.name == "Redlines" && $0.role == "switch" })
        #expect(after.checked == "true")
    }

    @Test func theThemeButtonsNameSaysItsState() throws {
        let report = try Self.drive(try SmallGallery.folder().appendingPathComponent("index.html"))
        #expect(report.before.contains { $0.role == "button" && $0.name == "Theme: auto" }, "\(report.before.filter { $0.role == "button" }.map(\.name))")
        #expect(report.themeReached && report.tabStops.contains("theme-switch"))
        #expect(report.after.contains { $0.role == "button" && $0.name == "Theme: light" }, "\(report.after.filter { $0.role == "button" }.map(\.name))")
    }

    /// The scenario, after `DevTools.prelude` (the pipe to Chromium and `open`, `evaluate`, `key`).
    static let program =
        DevTools.prelude + #"""
            try:
                open_page(url)
                def tree():
                    nodes = page("Accessibility.getFullAXTree")["nodes"]
                    out = []
                    for node in nodes:
                        if node.get("ignored"): continue
                        props = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
                        out.append({"role": node.get("role", {}).get("value"), "name": node.get("name", {}).get("value", ""),
                                    "checked": props.get("checked"), "pressed": props.get("pressed"), "focusable": props.get("focusable", False)})
                    return [n for n in out if n["role"] not in ("StaticText", "InlineTextBox", "generic", "none")]
                result = {"before": tree()}
                stops = []
                for _ in range(60):
                    key("Tab", "Tab", 9)
                    stops.append(evaluate("(function(e){ return e ? (e.id || e.tagName.toLowerCase() + ':' + (e.textContent || '').trim().slice(0, 40)) : '' })(document.activeElement)"))
                result["tabStops"] = stops
                # Focus each switch by keyboard and press it: Space on the Redlines switch, Enter on the theme button.
                def press(target, name, code, vk, text):
                    for _ in range(60):
                        if evaluate("document.activeElement && document.activeElement.id") == target: break
                        key("Tab", "Tab", 9)
                    else:
                        return False
                    key(name, code, vk, text)
                    return True
                result["redlinesReached"] = press("redlines", " ", "Space", 32, " ")
                result["redlinedShown"] = evaluate("(function(){ var i = document.querySelector('main img.redlined'); return i ? getComputedStyle(i).display : null })()")
                result["themeReached"] = press("theme-switch", "Enter", "Enter", 13, "\r")
                result["after"] = tree()
                print(json.dumps(result))
            finally:
                browser.kill(); browser.wait()
            """#
}
