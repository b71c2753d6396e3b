import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One headless Chromium kept open for many screenshots, as a docs build that drives a browser would
/// keep it: one page, resized per picture, navigated to each SVG and captured as a PNG.
///
/// The browser runs on a fresh profile in a temporary folder (removed on `close`), so no earlier run's
/// cache or storage changes what it draws or how fast.
final class WarmBrowser {
    let pipe: DevToolsPipe
    let profile: URL
    private let session: String
    /// Seconds allowed for any one message; a page load or screenshot of a small SVG takes well under one.
    let timeout: Double

    /// No sandbox (the benchmark and the tests run as root), no GPU, nothing in the background, the
    /// same flags as the cold screenshot; scrollbars hidden so they never cover the picture.
    static let flags = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio",
        "--remote-debugging-pipe",
    ]

    /// Starts `chromium` and opens its one page, or throws saying why it could not.
    init(chromium: String, timeout: Double = 30) throws {
        self.timeout = timeout
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-warm-chromium-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        do {
            // Without a session bus Chromium waits on D-Bus for a second at start; tell it there is none.
            pipe = try DevToolsPipe(
                [chromium] + Self.flags + ["--user-data-dir=\(profile.path)", "about:blank"],
                errorLog: profile.appendingPathComponent("stderr.txt").path,
                environment: ["DBUS_SESSION_BUS_ADDRESS": "disabled:"])
            let target = try pipe.call("Target.createTarget", ["url": "about:blank"], timeout: timeout)
            guard let id = target["targetId"] as? String else { throw DevToolsPipe.Failure(description: "Target.createTarget gave no targetId") }
            let attached = try pipe.call("Target.attachToTarget", ["targetId": id, "flatten": true], timeout: timeout)
            guard let session = attached["sessionId"] as? String else { throw DevToolsPipe.Failure(description: "Target.attachToTarget gave no sessionId") }
            self.session = session
            try pipe.call("Page.enable", session: session, timeout: timeout)
        } catch {
            try? FileManager.default.removeItem(at: profile)
            throw error
        }
    }

    deinit { close() }

    /// A PNG of `page` shown in a viewport of `width` x `height` CSS pixels at `scale` device pixels
    /// per CSS pixel, captured after its load event.
    func screenshot(_ page: URL, width: Int, height: Int, scale: Double) throws -> [UInt8] {
        try pipe.call(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false], session: session, timeout: timeout)
        // A load event still queued from an earlier page must not be taken for this one's.
        pipe.discardEvents()
        let navigation = try pipe.call("Page.navigate", ["url": page.absoluteString], session: session, timeout: timeout)
        if let error = navigation["errorText"] as? String { throw DevToolsPipe.Failure(description: "Chromium could not open \(page.lastPathComponent): \(error)") }
        _ = try pipe.event("Page.loadEventFired", session: session, timeout: timeout)
        let shot = try pipe.call("Page.captureScreenshot", ["format": "png"], session: session, timeout: timeout)
        guard let text = shot["data"] as? String, let png = Data(base64Encoded: text) else {
            throw DevToolsPipe.Failure(description: "Page.captureScreenshot gave no base64 PNG")
        }
        return Array(png)
    }

    /// The CPU seconds the browser and its helper processes have used so far.
    var cpuSeconds: Double { ProcessTreeTime.cpuSeconds(root: pipe.pid) }

    /// Closes the browser (killing it if it does not exit within 10 seconds) and removes its profile.
    func close() {
        pipe.close(within: 10)
        try? FileManager.default.removeItem(at: profile)
    }
}
