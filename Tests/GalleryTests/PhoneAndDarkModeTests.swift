import Foundation
import SpecimenPNG
import Testing
@testable import SpecimenGallery

/// The gallery as a reviewer on a phone or in dark mode sees it, in headless Chromium. Part of
/// `BrowserCheckTests`, whose serialised runs share one browser profile.
///
/// Headless Chromium will not make a window narrower than 500 px, so each page is opened in a
/// 390 px wide frame (an iPhone's CSS width): media queries and layout inside the frame see 390 px,
/// and the page's own `scrollingElement.scrollWidth` says whether anything pokes out sideways.
extension BrowserCheckTests {
    static let phoneWidth = 390

    /// A page that frames every page at `phoneWidth` and records, on its
    /// `<body>`, each frame's `scrollWidth`, colour scheme and background once all have loaded.
    static func phonePage(_ names: [String], in folder: URL, prelude: String = "") throws -> URL {
        let frames = names.map {
            "<iframe src=\"\(folder.appendingPathComponent($0).absoluteString)\" data-name=\"\($0)\" style=\"width:\(phoneWidth)px;height:900px;border:0\"></iframe>"
        }
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><script>\(prelude)</script></head><body>\(frames.joined())
            <script>
            window.addEventListener('load', function () {
              var out = [];
              document.querySelectorAll('iframe').forEach(function (frame) {
                var d = frame.contentDocument;
                out.push(frame.dataset.name + '=' + d.scrollingElement.scrollWidth + ':' + d.body.dataset.colorScheme);
              });
              document.body.dataset.frames = out.join(' ');
            });
            </script></body></html>
            """
        // Beside the gallery, not in it, so the other browser checks never open this page.
        let page = try Fixtures.scratchFolder("phone").appendingPathComponent("phone-check-\(UUID().uuidString).html")
        try Data(html.utf8).write(to: page)
        return page
    }

    /// `index.html=390:light` pairs from the frame page's DOM.
    static func frames(_ dom: String) throws -> [String: (width: Int, scheme: String)] {
        let value = try #require(Fixtures.matches(of: "data-frames=\"", in: dom).first, "no frame report in the DOM")
        var out: [String: (Int, String)] = [:]
        for item in value.split(separator: " ") {
            let parts = item.split(separator: "=")
            let fields = parts[1].split(separator: ":")
            out[String(parts[0])] = (Int(fields[0]) ?? .max, fields.count > 1 ? String(fields[1]) : "")
        }
        return out
    }

    @Test(arguments: [false, true])
    func everyPageFitsAPhoneWithoutSidewaysScrolling(dark: Bool) throws {
        let folder = try SmallGallery.folder()
        let names = try SmallGallery.pages().keys.sorted()
        let dom = try Chromium.dumpDOM(try Self.phonePage(names, in: folder), extraFlags: dark ? ["--force-dark-mode"] : [])
        let frames = try Self.frames(dom)
        #expect(frames.count == names.count)
        for name in names {
            let frame = try #require(frames[name], "\(name) did not report")
            #expect(frame.width <= Self.phoneWidth, "\(name) is \(frame.width) px wide at a \(Self.phoneWidth) px phone width")
            #expect(frame.scheme == (dark ? "dark" : "light"), "\(name) shows \(frame.scheme) while the system is \(dark ? "dark" : "light")")
        }
    }

    /// The switch overrides the system and is remembered: a stored "light" wins over a dark system,
    /// and one click moves on to dark and stores it. Each run has a profile of its own: the theme it
    /// stores must never reach the other checks, which expect the system's scheme (how much of
    /// `localStorage` Chromium flushes before `--dump-dom` exits depends on timing).
    @Test func theThemeSwitchIsRemembered() throws {
        let folder = try SmallGallery.folder()
        let profiles = [Chromium.freshProfile(), Chromium.freshProfile()]
        defer { for profile in profiles { try? FileManager.default.removeItem(at: profile) } }
        let prelude = "localStorage.setItem('specimen-theme', 'light');"
        let dom = try Chromium.dumpDOM(try Self.phonePage(["index.html"], in: folder, prelude: prelude), extraFlags: ["--force-dark-mode"], profile: profiles[0])
        #expect(try Self.frames(dom)["index.html"]?.scheme == "light")

        let click = """
            window.addEventListener('load', function () {
              var d = document.querySelector('iframe').contentDocument;
              d.getElementById('theme-switch').click();
              document.body.dataset.after = localStorage.getItem('specimen-theme') + ':' + getComputedStyle(d.body).getPropertyValue('--scheme').trim()
                + ':' + d.getElementById('theme-switch').textContent;
            });
            """
        let clicked = try Chromium.dumpDOM(try Self.phonePage(["index.html"], in: folder, prelude: prelude + click), profile: profiles[1])
        #expect(clicked.contains("data-after=\"dark:dark:Theme: dark\""), "\(clicked.prefix(400))")
    }

    /// In dark mode the page is dark, and the dark pictures sit on the dark theme's own surface.
    @Test func darkModeScreenshotIsDark() throws {
        let folder = try SmallGallery.folder()
        let bytes = try Chromium.screenshot(
            folder.appendingPathComponent("stepper.html"),
            to: FileManager.default.temporaryDirectory.appendingPathComponent("specimen-dark-\(getpid()).png"),
            extraFlags: ["--force-dark-mode"], size: "1280,900")
        let pixels = try PNGDecoder().decode(bytes)
        let corner = pixels.color(x: pixels.width - 4, y: pixels.height - 4)
        #expect(Int(corner.red) + Int(corner.green) + Int(corner.blue) < 60, "the page corner is \(corner.hex) in dark mode")
    }
}
