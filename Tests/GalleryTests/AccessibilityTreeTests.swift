import Foundation
import Testing
import TestSupport

/// The gallery by keyboard and screen reader, as Chromium itself sees it: its accessibility tree
/// (DevTools `Accessibility.getFullAXTree`) and real key presses (`Input.dispatchKeyEvent`), driven
/// over `--remote-debugging-pipe` by a short Python program, not read off the markup.
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
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ax-\(getpid()).py")
        try Data(Self.program.utf8).write(to: script)
        let result = try Chromium.run(
            "/usr/bin/env", ["python3", script.path, try Chromium.located(), page.absoluteString, Chromium.freshProfile().path],
            timeout: 120)
        try #require(result.status == 0, "the DevTools driver failed: \(result.errors.suffix(600))")
        return try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
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

    /// The driver: CDP over fds 3 (commands) and 4 (replies), each message JSON ended by a NUL byte.
    static let program = #"""
        import fcntl, json, os, select, subprocess, sys, time
        chromium, url, profile = sys.argv[1], sys.argv[2], sys.argv[3]
        cmd_r, cmd_w = os.pipe(); rep_r, rep_w = os.pipe()
        hi_cmd_r = fcntl.fcntl(cmd_r, fcntl.F_DUPFD, 20); hi_rep_w = fcntl.fcntl(rep_w, fcntl.F_DUPFD, 20)
        def child():
            os.dup2(hi_cmd_r, 3); os.dup2(hi_rep_w, 4)
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS="disabled:")
        browser = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio", "--allow-file-access-from-files",
            "--user-data-dir=" + profile, "about:blank"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=child, close_fds=False, env=env)
        os.close(cmd_r); os.close(rep_w); os.close(hi_cmd_r); os.close(hi_rep_w)
        buffer = b""; next_id = 0; deadline = time.time() + 60
        def read_message():
            global buffer
            while b"\0" not in buffer:
                if time.time() > deadline: raise SystemExit("chromium did not answer in time")
                ready, _, _ = select.select([rep_r], [], [], 1)
                if ready:
                    chunk = os.read(rep_r, 1 << 20)
                    if not chunk: raise SystemExit("chromium closed the pipe")
                    buffer += chunk
            message, buffer = buffer.split(b"\0", 1)
            return json.loads(message)
        def send(method, params=None, session=None):
            global next_id
            next_id += 1
            message = {"id": next_id, "method": method, "params": params or {}}
            if session: message["sessionId"] = session
            os.write(cmd_w, json.dumps(message).encode() + b"\0")
            while True:
                reply = read_message()
                if reply.get("id") == next_id:
                    if "error" in reply: raise SystemExit(method + ": " + json.dumps(reply["error"]))
                    return reply.get("result", {})
        try:
            target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            page = lambda method, params=None: send(method, params, session)
            page("Page.enable"); page("Accessibility.enable")
            page("Page.navigate", {"url": url})
            for _ in range(200):
                if page("Runtime.evaluate", {"expression": "document.readyState", "returnByValue": True})["result"].get("value") == "complete": break
                time.sleep(0.05)
            evaluate = lambda expression: page("Runtime.evaluate", {"expression": expression, "returnByValue": True})["result"].get("value")
            def tree():
                nodes = page("Accessibility.getFullAXTree")["nodes"]
                out = []
                for node in nodes:
                    if node.get("ignored"): continue
                    props = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
                    out.append({"role": node.get("role", {}).get("value"), "name": node.get("name", {}).get("value", ""),
                                "checked": props.get("checked"), "pressed": props.get("pressed"), "focusable": props.get("focusable", False)})
                return [n for n in out if n["role"] not in ("StaticText", "InlineTextBox", "generic", "none")]
            def key(name, code, vk, text=None):
                down = {"type": "keyDown", "key": name, "code": code, "windowsVirtualKeyCode": vk}
                if text: down["text"] = text
                page("Input.dispatchKeyEvent", down)
                page("Input.dispatchKeyEvent", {"type": "keyUp", "key": name, "code": code, "windowsVirtualKeyCode": vk})
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
