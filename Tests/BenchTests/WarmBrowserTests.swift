import Foundation
import SpecimenPNG
import Testing
import TestSupport
import Specimen
@testable import specimen_bench

/// The DevTools client behind `make bench`'s warm Chromium row: one browser, several screenshots of
/// Specimen's own SVGs, each a PNG of the right size that shows what Specimen's PNG shows; and a
/// browser that stops answering or dies is an error within the time limit, never a hang.
///
/// Skipped when `chromium` is not installed (`make bench` and `make browser-deps` install it).
@Suite(.serialized, .tags(.externalTool), ExternalTool.chromium.gate)
struct WarmBrowserTests {
    /// Mean difference per channel (0-255) between the screenshot and Specimen's PNG over white. The
    /// browser draws the same shapes, colours and embedded glyphs with its own anti-aliasing, so only
    /// edges differ: measured 0.83 to 0.86 with Chromium 156. A blank, shifted or half-drawn page is
    /// far above it (a white page is 6.7 from the sparsest of these pictures).
    static let meanBound = 2.0

    static let subjects = [
        ("Text Input", "Type=Password, State=Error"), ("Digit Input", "State=Focused"),
        ("Composer", "Style=Overlay, State=Typing"),
    ]

    @Test func oneBrowserTakesManyScreenshotsThatMatchSpecimensPNG() throws {
        let renderer = try Renderer.standard()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-warm-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let browser = try WarmBrowser(chromium: #require(BenchProcess.locate("chromium")), timeout: 60)
        defer { browser.close() }
        // The first subject twice: a second visit to a page must give a fresh load event, not a stale one.
        for (i, subject) in (Self.subjects + [Self.subjects[0]]).enumerated() {
            let configuration = try Catalogue.standard.configuration(set: subject.0, variant: subject.1)
            let ours = try renderer.pixmap(configuration, options: RenderOptions(scale: 2))
            let bounds = try renderer.displayList(configuration, options: RenderOptions(scale: 1)).bounds
            let width = Int(bounds.width.rounded(.up)), height = Int(bounds.height.rounded(.up))
            let page = dir.appendingPathComponent("\(i).svg")
            try Data(try renderer.svg(configuration, options: RenderOptions(scale: 1)).utf8).write(to: page)
            let png = try browser.screenshot(page, width: width, height: height, scale: 2)
            try Data(png).write(to: dir.appendingPathComponent("\(i).png"))
            let shot = try PNGDecoder().decode(png)
            #expect(shot.width == 2 * width && shot.height == 2 * height, "\(subject): \(shot.width) x \(shot.height)")
            #expect(ours.width <= shot.width && ours.height <= shot.height, "\(subject): ours \(ours.width) x \(ours.height)")
            let mean = Self.meanDifference(ours, shot)
            let blank = Pixmap(width: ours.width, height: ours.height, fill: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))!
            #expect(mean <= Self.meanBound, "\(subject): screenshot differs from Specimen's PNG by \(mean) per channel on average")
            // Not blank: the screenshot is several times closer to the picture than a white page is.
            #expect(5 * mean < Self.meanDifference(ours, blank), "\(subject): no closer to the picture than a white page")
        }
        #expect(browser.cpuSeconds > 0)
    }

    @Test func aStoppedOrDeadBrowserIsAnErrorNotAHang() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-warm-browser-\(UUID().uuidString).svg")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="red"/></svg>"#.utf8).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        let browser = try WarmBrowser(chromium: #require(BenchProcess.locate("chromium")), timeout: 2)
        defer { browser.close() }
        #expect(try PNGDecoder().decode(browser.screenshot(page, width: 20, height: 10, scale: 1)).width == 20)

        kill(browser.pipe.pid, SIGSTOP)
        var start = Date()
        #expect(throws: DevToolsPipe.Failure.self) { try browser.screenshot(page, width: 20, height: 10, scale: 1) }
        #expect(Date().timeIntervalSince(start) < 30)
        kill(browser.pipe.pid, SIGCONT)

        kill(browser.pipe.pid, SIGKILL)
        start = Date()
        #expect(throws: DevToolsPipe.Failure.self) {
            // A reply to the stopped call may still be queued; the dead browser must show within a few calls.
            for _ in 0..<5 { _ = try browser.screenshot(page, width: 20, height: 10, scale: 1) }
        }
        #expect(Date().timeIntervalSince(start) < 30)
    }

    /// Mean absolute difference per colour channel between `ours` over white and the same pixels of
    /// `shot` (opaque: the browser's page is white), over `ours`'s area.
    static func meanDifference(_ ours: Pixmap, _ shot: Pixmap) -> Double {
        var total = 0
        for y in 0..<min(ours.height, shot.height) {
            for x in 0..<min(ours.width, shot.width) {
                let a = ours[x, y], b = shot[x, y]
                let white = 255 - Int(a.alpha)
                total += abs(Int(a.red) + white - Int(b.red)) + abs(Int(a.green) + white - Int(b.green)) + abs(Int(a.blue) + white - Int(b.blue))
            }
        }
        return Double(total) / Double(3 * ours.width * ours.height)
    }
}
