import Foundation
import Testing
import TestSupport

/// The gallery as a docs team uses it, in headless Chromium driven by real key presses (`DevTools`):
/// axe-core over every kind of page, light and dark; find a variant by search (`/`, typing, arrows,
/// Enter); switch the preview's controls (a Variant property, the theme, a Boolean, the locale) and see
/// the picture change; copy a snippet; Tab through a set page, shipped and a user's with prose. One
/// browser run serves every test here (31 s of Chromium under a load average of 16, most of it
/// axe-core checking eight pages in light and dark: why this suite is above a CPU-second).
@Suite(.serialized, .tags(.externalTool), ExternalTool.chromium.gate, ExternalTool.axe.gate) struct DocsSiteBrowserTests {
    struct Violation: Decodable, CustomStringConvertible {
        let id: String
        let impact: String?
        let nodes: [String]
        var description: String { "\(id) (\(impact ?? "?")) at \(nodes.joined(separator: "; "))" }
    }

    struct PageReport: Decodable {
        let violations: [Violation]
        let dark: [Violation]
        let height: Int
        let headings: Int
    }

    struct Stop: Decodable {
        let id: String
        let visible: Bool
    }

    struct Report: Decodable {
        let pages: [String: PageReport]
        let slashFocuses: String
        let results: [String]
        let selected: String?
        let landed: String
        let pictureBefore: String
        let valueAfterKey: String
        let pictureAfter: String
        let pictureWidth: Int
        let themeAfterKey: String
        let pictureDark: String
        let snippet: String
        let copyButton: String
        let clipboard: String
        let stops: [Stop]
        let skipTarget: String
        let switchChecked: Bool
        let pictureBoolean: String
        let booleanWidth: Int
        let snippetBoolean: String
        let swiftBoolean: String
        let localeValue: String
        let switchAfterLocale: Bool
        let pictureLocale: String
        let localeWidth: Int
        let snippetLocale: String
        let proseStops: [Stop]
    }

    /// The pages axe-core checks: every kind the small gallery has, and a user's set page with prose.
    static let pageNames = ["index.html", "stepper.html", "digit-input.html", "tokens.html", "type.html", "localisation.html"]

    static let report: Result<Report, FixtureError> = {
        do {
            let folder = try SmallGallery.folder()
            let prose = try ProseGallery.folder()
            let axe = try Chromium.run(
                "/usr/bin/env", ["python3", "-c", "import axe_core_python, os; print(os.path.join(os.path.dirname(axe_core_python.__file__), 'axe.min.js'))"], timeout: 30)
            let pages =
                pageNames.map { folder.appendingPathComponent($0).absoluteString }
                + [prose.appendingPathComponent("index.html").absoluteString, prose.appendingPathComponent(ProseGallery.page).absoluteString]
            return .success(
                try DevTools.run(
                    program, page: folder.appendingPathComponent("index.html"),
                    arguments: [
                        axe.output.trimmingCharacters(in: .whitespacesAndNewlines), pages.joined(separator: "\n"), "stepper md", "stepper.html", "control-state",
                        prose.appendingPathComponent(ProseGallery.page).absoluteString, "control-show-label",
                    ],
                    as: Report.self))
        } catch {
            return .failure(FixtureError("the docs-site browser run failed: \(error)"))
        }
    }()

    @Test func axeFindsNothingSeriousOnAnyKindOfPage() throws {
        let report = try Self.report.get()
        #expect(report.pages.count == Self.pageNames.count + 2)
        for (name, page) in report.pages.sorted(by: { $0.key < $1.key }) {
            let serious = (page.violations + page.dark).filter { $0.impact == "serious" || $0.impact == "critical" }
            #expect(serious.isEmpty, "\(name): \(serious)")
            #expect(page.headings == 1, "\(name) has \(page.headings) h1 elements")
        }
    }

    /// No page is taller than 8,000 px at 1,280 px wide (the set pages collapse their variants).
    @Test func everyPageStaysUnder8000PixelsTall() throws {
        for (name, page) in try Self.report.get().pages {
            #expect(page.height > 300 && page.height <= 8000, "\(name) is \(page.height) px tall at 1,280 px")
        }
    }

    @Test func aVariantIsFoundBySearchByKeyboard() throws {
        let report = try Self.report.get()
        #expect(report.slashFocuses == "search", "/ focused \(report.slashFocuses)")
        #expect(report.results.count >= 2 && report.results.allSatisfy { $0.hasPrefix("Stepper") }, "\(report.results)")
        #expect(report.results.contains { $0.contains("Size=md") })
        // Down twice selects the second result; Enter opens it.
        let second = try #require(report.results.dropFirst().first)
        #expect(report.selected == second)
        #expect(report.landed.hasPrefix("stepper.html#") && second.contains("Size=md"), "Enter opened \(report.landed)")
    }

    @Test func theControlsSwitchThePicture() throws {
        let report = try Self.report.get()
        #expect(report.pictureBefore.hasPrefix("images/stepper/") && report.pictureBefore.hasSuffix("state-default-light@1x.png"), "\(report.pictureBefore)")
        #expect(report.valueAfterKey != "Default", "ArrowDown left State at \(report.valueAfterKey)")
        #expect(report.pictureAfter.hasSuffix("state-\(report.valueAfterKey.lowercased())-light@1x.png"), "\(report.pictureAfter)")
        #expect(report.pictureWidth > 0, "the switched picture did not load")
        #expect(report.themeAfterKey == "dark")
        #expect(report.pictureDark.hasSuffix("-dark@1x.png"), "\(report.pictureDark)")
        #expect(report.snippet.contains("--theme dark") && report.snippet.contains("State=\(report.valueAfterKey)"), "\(report.snippet)")
        #expect(!report.snippet.contains("--scale"), "the 1x picture's command names no scale: \(report.snippet)")
    }

    @Test func aSnippetIsCopied() throws {
        let report = try Self.report.get()
        #expect(report.copyButton == "Copied")
        #expect(report.clipboard == report.snippet, "the clipboard holds \(report.clipboard)")
    }

    /// Tab starts at the skip link, reaches the search, every control and the Redlines switch, and
    /// every stop shows its focus.
    @Test func tabbingThroughASetPage() throws {
        let report = try Self.report.get()
        let ids = report.stops.map(\.id)
        #expect(ids.first == "skip-link", "\(ids.prefix(5))")
        for id in [
            "search", "redlines", "theme-switch", "control-size", "control-state", "control-theme", "control-scale", "control-locale", "control-text-scale",
            "copy:snippet-render",
        ] {
            #expect(ids.contains(id), "Tab never reaches \(id): \(ids)")
        }
        #expect(ids.contains("summary"), "Tab never reaches a variant")
        let hidden = report.stops.filter { !$0.visible }.map(\.id)
        #expect(hidden.isEmpty, "focus is not shown on \(hidden)")
        #expect(report.skipTarget == "main", "Enter on the skip link focused \(report.skipTarget)")
    }

    /// On Primer's Checkbox (a user's design system with prose): Space on the Show Label switch shows
    /// its picture without the label, and the snippets set it; then ArrowDown on the Locale control to
    /// Arabic shows the Arabic picture, puts the switch back (one at a time) and names the strings file.
    @Test func aBooleanAndTheLocaleSwitchThePictureOnAUsersPage() throws {
        let report = try Self.report.get()
        #expect(report.switchChecked == false, "Space left Show Label on")
        #expect(report.pictureBoolean.hasSuffix("--show-label-off-light@1x.png"), "\(report.pictureBoolean)")
        #expect(report.booleanWidth > 0, "the Boolean's picture did not load")
        #expect(report.snippetBoolean.contains(" --prop 'Show Label=off' --design-system "), "\(report.snippetBoolean)")
        #expect(report.swiftBoolean.contains(".setting(\"Show Label\", to: \"off\")\n"), "\(report.swiftBoolean)")
        #expect(report.localeValue == "locale-ar")
        #expect(report.switchAfterLocale, "choosing a locale did not put the switch back")
        #expect(report.pictureLocale.hasSuffix("--locale-ar-light@1x.png"), "\(report.pictureLocale)")
        #expect(report.localeWidth > 0, "the Arabic picture did not load")
        #expect(report.snippetLocale.contains(" --locale ar --strings ") && report.snippetLocale.contains("strings/ar.strings --design-system "), "\(report.snippetLocale)")
        let ids = report.proseStops.map(\.id)
        #expect(ids.first == "skip-link", "\(ids.prefix(5))")
        for id in ["search", "control-show-label", "control-locale", "control-text-scale", "copy:snippet-swift"] {
            #expect(ids.contains(id), "Tab never reaches \(id) on Primer's page: \(ids)")
        }
        let hidden = report.proseStops.filter { !$0.visible }.map(\.id)
        #expect(hidden.isEmpty, "focus is not shown on \(hidden)")
    }

    static let program =
        DevTools.prelude + #"""
            axe_path, pages, query, set_page, control = extra[0], extra[1].split("\n"), extra[2], extra[3], extra[4]
            prose_page, boolean = extra[5], extra[6]
            base = url.rsplit("/", 1)[0] + "/"
            page("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
            page("Emulation.setFocusEmulationEnabled", {"enabled": True})
            axe_source = open(axe_path).read()
            def axe():
                evaluate(axe_source)
                return evaluate("axe.run(document, {resultTypes: ['violations']}).then(function (r) { return r.violations.map(function (v) {"
                    " return {id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 4).map(function (n) { return n.target.join(' ') + ': ' + (n.failureSummary || '').slice(0, 160) })} }) })", True)
            result = {"pages": {}}
            for address in pages:
                open_page(address)
                page("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
                height = evaluate("document.scrollingElement.scrollHeight")
                headings = evaluate("document.querySelectorAll('h1').length")
                # Every collapsed part opened, so axe checks what it holds too (a closed <details> keeps
                # its content's styles stale, which would make axe compare colours of different themes).
                evaluate("document.querySelectorAll('details').forEach(function (d) { d.open = true; })")
                light = axe()
                page("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
                dark = axe()
                page("Emulation.setEmulatedMedia", {"features": []})
                name = address.rsplit("/", 2)[-2] + "/" + address.rsplit("/", 1)[-1]
                result["pages"][name] = {"violations": light, "dark": dark, "height": height, "headings": headings}

            # Search: / focuses the box, typing filters, Down twice selects the second result, Enter opens it.
            open_page(base + "index.html")
            key("/", "Slash", 191, "/")
            result["slashFocuses"] = evaluate("document.activeElement ? document.activeElement.id : ''")
            page("Input.insertText", {"text": query})
            time.sleep(0.1)
            result["results"] = evaluate("Array.prototype.map.call(document.querySelectorAll('#search-results [role=option]'), function (o) { return o.firstChild.textContent })")
            key("ArrowDown", "ArrowDown", 40); key("ArrowDown", "ArrowDown", 40)
            result["selected"] = evaluate("(function () { var o = document.querySelector('#search-results [aria-selected=true]'); return o ? o.firstChild.textContent : null })()")
            key("Enter", "Enter", 13, "\r")
            time.sleep(0.3); settle()
            result["landed"] = evaluate("location.pathname.split('/').pop() + location.hash")

            # Controls: the first option of a Variant property's select, then ArrowDown; then the theme.
            open_page(base + set_page)
            picture = "document.getElementById('preview-image').getAttribute('src')"
            result["pictureBefore"] = evaluate(picture)
            evaluate("document.getElementById('" + control + "').selectedIndex = 0; document.getElementById('" + control + "').dispatchEvent(new Event('change'))")
            result["pictureBefore"] = evaluate(picture)
            evaluate("document.getElementById('" + control + "').focus()")
            key("ArrowDown", "ArrowDown", 40)
            time.sleep(0.1)
            result["valueAfterKey"] = evaluate("document.getElementById('" + control + "').value")
            result["pictureAfter"] = evaluate(picture)
            result["pictureWidth"] = evaluate("new Promise(function (done) { var i = document.getElementById('preview-image');"
                " if (i.complete) { done(i.naturalWidth); } else { i.onload = function () { done(i.naturalWidth); }; i.onerror = function () { done(0); }; } })", True)
            evaluate("document.getElementById('control-theme').focus()")
            key("ArrowDown", "ArrowDown", 40)
            time.sleep(0.1)
            result["themeAfterKey"] = evaluate("document.getElementById('control-theme').value")
            result["pictureDark"] = evaluate(picture)
            result["snippet"] = evaluate("document.getElementById('snippet-render').textContent")

            # Copy: Enter on the render command's Copy button, then read the clipboard back.
            send("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
            evaluate("document.querySelector('button[data-copy=snippet-render]').focus()")
            key("Enter", "Enter", 13, "\r")
            time.sleep(0.3)
            result["copyButton"] = evaluate("document.querySelector('button[data-copy=snippet-render]').textContent")
            result["clipboard"] = evaluate("navigator.clipboard.readText().catch(function (e) { return 'refused: ' + e })", True)

            # Tab through the page from the top: each stop and whether its focus shows.
            open_page(base + set_page)
            describe = ("(function (e) { if (!e || e === document.body) { return null; }"
                " var id = e.id || (e.dataset && e.dataset.copy ? 'copy:' + e.dataset.copy : e.tagName.toLowerCase());"
                " var shown = e.id === 'redlines' ? document.querySelector('.redlines-toggle') : e;"
                " var style = getComputedStyle(shown);"
                " return {id: e.classList.contains('skip-link') ? 'skip-link' : id, visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0} })(document.activeElement)")
            def tab_through():
                stops = []
                for _ in range(70):
                    key("Tab", "Tab", 9)
                    stop = evaluate(describe)
                    if stop is None: break
                    stops.append(stop)
                return stops
            result["stops"] = tab_through()
            open_page(base + set_page)
            key("Tab", "Tab", 9)
            key("Enter", "Enter", 13, "\r")
            time.sleep(0.1)
            result["skipTarget"] = evaluate("document.activeElement ? document.activeElement.id : ''")

            # A Boolean and the locale on a user's page: Space on the switch, then the locale by keyboard.
            loaded = ("new Promise(function (done) { var i = document.getElementById('preview-image');"
                " if (i.complete) { done(i.naturalWidth); } else { i.onload = function () { done(i.naturalWidth); }; i.onerror = function () { done(0); }; } })")
            open_page(prose_page)
            evaluate("document.getElementById('" + boolean + "').focus()")
            key(" ", "Space", 32, " ")
            time.sleep(0.1)
            result["switchChecked"] = evaluate("document.getElementById('" + boolean + "').checked")
            result["pictureBoolean"] = evaluate(picture)
            result["booleanWidth"] = evaluate(loaded, True)
            result["snippetBoolean"] = evaluate("document.getElementById('snippet-render').textContent")
            result["swiftBoolean"] = evaluate("document.getElementById('snippet-swift').textContent")
            evaluate("document.getElementById('control-locale').focus()")
            for _ in range(3): key("ArrowDown", "ArrowDown", 40)
            time.sleep(0.1)
            result["localeValue"] = evaluate("document.getElementById('control-locale').value")
            result["switchAfterLocale"] = evaluate("document.getElementById('" + boolean + "').checked")
            result["pictureLocale"] = evaluate(picture)
            result["localeWidth"] = evaluate(loaded, True)
            result["snippetLocale"] = evaluate("document.getElementById('snippet-render').textContent")
            open_page(prose_page)
            result["proseStops"] = tab_through()
            print(json.dumps(result))
            """#
}
