import Foundation
import Testing

/// Headless Chromium driven over the DevTools protocol (`--remote-debugging-pipe`) by a short Python
/// program: real key presses (`Input.dispatchKeyEvent`), its accessibility tree, scripts evaluated in
/// the page. A test's program is `prelude` followed by its own scenario, run with the browser's path,
/// a page's URL, a fresh profile and any further arguments; it prints one JSON object.
enum DevTools {
    /// Runs `program` (`prelude` + a scenario) on `page` and decodes what it prints.
    static func run<Report: Decodable>(_ program: String, page: URL, arguments: [String] = [], as: Report.Type) throws -> Report {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-devtools-\(getpid())-\(UUID().uuidString).py")
        try Data(program.utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try Chromium.run(
            "/usr/bin/env", ["python3", script.path, try Chromium.located(), page.absoluteString, Chromium.freshProfile().path] + arguments,
            timeout: 180)
        try #require(result.status == 0, "the DevTools driver failed: \(result.errors.suffix(800))")
        return try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
    }

    /// The pipe to Chromium (CDP over fds 3 and 4, each message JSON ended by a NUL byte) and the
    /// helpers a scenario uses: `page(method, params)`, `open_page(url)` (navigates and waits for the
    /// load), `evaluate(expression, wait=False)` (awaits a promise when `wait`), `key(name, code, vk, text)`.
    static let prelude = #"""
        import fcntl, json, os, select, subprocess, sys, time
        chromium, url, profile = sys.argv[1], sys.argv[2], sys.argv[3]
        extra = sys.argv[4:]
        cmd_r, cmd_w = os.pipe(); rep_r, rep_w = os.pipe()
        hi_cmd_r = fcntl.fcntl(cmd_r, fcntl.F_DUPFD, 20); hi_rep_w = fcntl.fcntl(rep_w, fcntl.F_DUPFD, 20)
        def child():
            os.dup2(hi_cmd_r, 3); os.dup2(hi_rep_w, 4)
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS="disabled:")
        browser = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio", "--allow-file-access-from-files",
            "--hide-scrollbars", "--user-data-dir=" + profile, "about:blank"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, preexec_fn=child, close_fds=False, env=env)
        import atexit; atexit.register(lambda: (browser.kill(), browser.wait()))
        os.close(cmd_r); os.close(rep_w); os.close(hi_cmd_r); os.close(hi_rep_w)
        buffer = b""; next_id = 0; deadline = time.time() + 150
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
        target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = lambda method, params=None: send(method, params, session)
        page("Page.enable"); page("Accessibility.enable")
        def evaluate(expression, wait=False):
            reply = page("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": wait})
            if "exceptionDetails" in reply: raise SystemExit("script failed: " + json.dumps(reply["exceptionDetails"])[:600])
            return reply["result"].get("value")
        def settle():
            for _ in range(200):
                try:
                    if evaluate("document.readyState") == "complete": return
                except SystemExit:
                    pass
                time.sleep(0.05)
        def open_page(address):
            page("Page.navigate", {"url": address})
            time.sleep(0.1)
            settle()
        def key(name, code, vk, text=None):
            down = {"type": "keyDown", "key": name, "code": code, "windowsVirtualKeyCode": vk}
            if text: down["text"] = text
            page("Input.dispatchKeyEvent", down)
            page("Input.dispatchKeyEvent", {"type": "keyUp", "key": name, "code": code, "windowsVirtualKeyCode": vk})

        """#
}
