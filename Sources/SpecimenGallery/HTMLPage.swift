import SpecimenSupport

/// The shell every page of the gallery and the review shares: inline CSS, a navigation bar and a
/// tiny inline script that records whether every image loaded and any script error, in the DOM, so a
/// headless browser can check a page by dumping it. Nothing is fetched: no fonts, styles or scripts
/// from a network, only the page's own relative images.
enum HTMLPage {
    /// A whole document.
    /// `navigationExtras` goes at the end of the navigation bar, after the theme switch (the set
    /// pages' Redlines switch), so nothing floats over the links on a narrow screen.
    static func document(
        title: String, navigation: [(title: String, href: String)], body: String, preamble: String = "",
        navigationExtras: String = "", search: Bool = false, current: String? = nil, scripts: String = "",
        strings: GalleryStrings = .english
    ) -> String {
        // The current page is marked for a screen reader (`aria-current`), not by colour alone.
        let nav =
            navigation.map {
                "<a href=\"\(escape($0.href))\"\($0.href == current ? " aria-current=\"page\"" : "")>\(escape($0.title))</a>"
            }.joined(separator: "\n")
            + (search ? "\n" + SiteSearch.box(strings) : "")
            + "\n<span class=\"switches\">" + themeSwitch(strings) + navigationExtras + "</span>"
        // The long explanations are English's own: said so to a screen reader on a page in another language.
        let body = strings.isEnglish ? body : body.replacingOccurrences(of: "<p class=\"lede\">", with: "<p class=\"lede\" lang=\"en\">")
        return """
            <!DOCTYPE html>
            <html lang="\(escape(strings.language))" dir="\(strings.direction)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(style)\(SiteSearch.style)\(SetPageScript.style)</style>
            <script>\(themeScript)</script>
            <script>\(checkScript)</script>
            \(search ? SiteSearch.scripts : "")\(scripts.isEmpty ? "" : "<script>\(scripts)</script>")
            </head>
            <body>
            <a class="skip-link" href="#main">\(escape(strings[.skipToContent]))</a>
            \(preamble)<header><nav aria-label="\(escape(strings[.gallery]))">\(nav)</nav></header>
            <main id="main" tabindex="-1">
            <h1>\(escape(title))</h1>
            \(body)
            </main>
            <pre id="page-errors" hidden></pre>
            </body>
            </html>

            """
    }

    /// Text made safe for element content and attribute values (the SVG writer's escaping).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }

    /// An `<img>` shown at its size in points, with the 2x and 3x files for sharper screens, loaded
    /// lazily: its width and height keep its room, so nothing moves when it arrives.
    static func image(_ files: ImageFiles, alt: String, className: String) -> String {
        let srcset = files.scaled.map { "\(escape($0.path)) \(RedlineOverlay.format($0.scale))x" }.joined(separator: ", ")
        return "<img class=\"\(className)\" src=\"\(escape(files.base))\" srcset=\"\(srcset)\" width=\"\(files.width)\" height=\"\(files.height)\" "
            + "loading=\"lazy\" alt=\"\(escape(alt))\">"
    }

    /// Cycles the page between the reader's setting (auto), light and dark. Its text is its accessible
    /// name, so a screen reader hears the state ("Theme: dark"), which a fixed `aria-label` would hide.
    /// (Its word for theme is the page's language's, in `data-label`, which the script writes before the state.)
    static func themeSwitch(_ strings: GalleryStrings) -> String {
        "<button type=\"button\" class=\"theme-switch\" id=\"theme-switch\" data-label=\"\(escape(strings.theme))\">\(escape(strings.theme)): auto</button>"
    }

    /// The set pages' Redlines switch: a real checkbox with the switch role, out of sight but in the
    /// tab order and the accessibility tree (a `hidden` one is neither, which left the switch to the
    /// mouse), named by its label; Space toggles it. The label shows its focus and its state.
    static let redlinesSwitch = "<input type=\"checkbox\" role=\"switch\" id=\"redlines\" class=\"visually-hidden\">\n"
    static let redlinesLabel = redlinesLabel(.english)

    static func redlinesLabel(_ strings: GalleryStrings) -> String {
        "<label class=\"redlines-toggle\" for=\"redlines\">\(escape(strings[.redlines]))</label>"
    }

    /// Applies the remembered theme before the page paints (no flash of the wrong theme) and wires the
    /// switch. The choice lives in `localStorage` under `specimen-theme`, which Chromium and Firefox
    /// keep for `file:` pages too; where storage is refused the switch still works for the page.
    static let themeScript = """
        (function () {
          var key = 'specimen-theme', root = document.documentElement;
          function stored() { try { return localStorage.getItem(key); } catch (e) { return null; } }
          function apply(choice) {
            if (choice === 'light' || choice === 'dark') { root.dataset.theme = choice; } else { delete root.dataset.theme; choice = 'auto'; }
            var button = document.getElementById('theme-switch');
            if (button) { button.textContent = (button.dataset.label || 'Theme') + ': ' + choice; }
            return choice;
          }
          apply(stored());
          document.addEventListener('DOMContentLoaded', function () {
            var current = apply(stored());
            var button = document.getElementById('theme-switch');
            if (!button) { return; }
            button.addEventListener('click', function () {
              current = apply({ auto: 'light', light: 'dark', dark: 'auto' }[current]);
              try { if (current === 'auto') { localStorage.removeItem(key); } else { localStorage.setItem(key, current); } } catch (e) {}
            });
          });
        })();
        """

    /// Sets `data-images-ok`, `data-image-count`, `data-broken-images` and `data-errors` on `<body>`
    /// once the page and its pictures have loaded (with `?check`, the lazy ones too); errors also go
    /// to `#page-errors`.
    static let checkScript = """
        (function () {
          var errors = [];
          function record(message) {
            errors.push(String(message));
            var list = document.getElementById('page-errors');
            if (list) { list.textContent = errors.join('\\n'); list.hidden = false; }
            if (document.body) { document.body.dataset.errors = String(errors.length); }
          }
          window.onerror = function (message, source, line) { record(message + ' at ' + source + ':' + line); };
          var consoleError = console.error;
          console.error = function () { record(Array.prototype.join.call(arguments, ' ')); return consoleError.apply(console, arguments); };
          function settled(image) {
            return image.complete ? Promise.resolve() : new Promise(function (done) {
              image.addEventListener('load', done); image.addEventListener('error', done);
            });
          }
          window.addEventListener('load', function () {
            var images = Array.prototype.slice.call(document.images);
            // Pictures load lazily; a check (`?check`) asks for every one, visible or not, and waits.
            if (/[?&]check\\b/.test(location.search)) { images.forEach(function (image) { image.loading = 'eager'; }); }
            Promise.all(images.map(settled)).then(report);
          });
          function report() {
            var images = document.images, broken = [];
            for (var i = 0; i < images.length; i++) {
              if (!(images[i].complete && images[i].naturalWidth > 0)) { broken.push(images[i].getAttribute('src')); }
            }
            var body = document.body;
            body.dataset.imageCount = String(images.length);
            body.dataset.brokenImages = broken.join(' ');
            body.dataset.imagesOk = broken.length === 0 ? 'true' : 'false';
            body.dataset.errors = String(errors.length);
            body.dataset.scrollWidth = String(document.scrollingElement.scrollWidth);
            body.dataset.colorScheme = getComputedStyle(body).getPropertyValue('--scheme').trim();
            body.dataset.background = getComputedStyle(body).backgroundColor;
          }
        })();
        """

    /// The page's colours, light; ``darkColors`` replaces them when the reader's system is dark and
    /// the switch says auto, or when the switch says dark. `--mark-ink` is the redline pink darkened
    /// (light, 6.0:1 on white) or lightened (dark, 8.4:1 on black) for the Redlines switch's words:
    /// #FF2D95 itself is 3.46:1 on white, under WCAG's 4.5:1 for text.
    static let lightColors =
        "--scheme: light; --ink: #1d1d1f; --soft: #6e6e73; --rule: #d2d2d7; --panel: #f5f5f7; --page: #ffffff; --link: #155dfc; --bar: rgba(255,255,255,.94); --fail: #c4001a; --pass: #0a7a32; --mark-ink: #c20068;"
    static let darkColors =
        "--scheme: dark; --ink: #f5f5f7; --soft: #a1a1a6; --rule: #3a3a3c; --panel: #1c1c1e; --page: #000000; --link: #7cacff; --bar: rgba(0,0,0,.9); --fail: #ff6b6b; --pass: #4cd471; --mark-ink: #ff5aa8;"

    static let style = """
        :root { color-scheme: light dark; \(lightColors) }
        @media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { \(darkColors) } }
        :root[data-theme="dark"] { color-scheme: dark; \(darkColors) }
        :root[data-theme="light"] { color-scheme: light; }
        .only-dark { display: none; }
        @media (prefers-color-scheme: dark) {
          :root:not([data-theme="light"]) .only-light { display: none; }
          :root:not([data-theme="light"]) .only-dark { display: block; }
        }
        :root[data-theme="dark"] .only-light { display: none; }
        :root[data-theme="dark"] .only-dark { display: block; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: var(--page); }
        header { position: sticky; top: 0; z-index: 2; }
        nav { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; padding: 10px 24px; background: var(--bar); border-bottom: 1px solid var(--rule); }
        nav a { color: var(--ink); text-decoration: none; }
        nav a:hover { text-decoration: underline; }
        .switches { margin-left: auto; display: flex; gap: 8px; }
        .theme-switch { font: inherit; font-size: 13px; padding: 2px 10px; border-radius: 6px; border: 1px solid var(--rule); background: var(--panel); color: var(--ink); cursor: pointer; }
        main { padding: 8px 24px 48px; max-width: 1400px; }
        h1 { font-size: 28px; margin: 16px 0 8px; }
        h2 { font-size: 18px; margin: 0 0 4px; }
        h3 { font-size: 13px; margin: 12px 0 4px; color: var(--soft); text-transform: uppercase; letter-spacing: .04em; }
        a { color: var(--link); }
        .table-scroll { max-width: 100%; overflow-x: auto; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { text-align: left; padding: 3px 10px 3px 0; border-bottom: 1px solid var(--rule); vertical-align: top; }
        th { color: var(--soft); font-weight: 600; }
        code { font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; }
        .lede { color: var(--soft); max-width: 60em; }
        .variant { padding: 20px 0 24px; border-bottom: 1px solid var(--rule); }
        .caption { margin: 0 0 8px; font-weight: 600; }
        .caption::before { content: "Spec: "; color: var(--soft); font-weight: 400; }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin: 8px 0; }
        figure { margin: 0; min-width: 0; max-width: 100%; }
        .surface { padding: 16px; background: var(--surface); color: var(--surface-ink); }
        .surface a { color: var(--surface-link); }
        figure img, .surface img { display: block; max-width: 100%; height: auto; }
        figcaption { margin-top: 8px; font-size: 12px; }
        .facts { display: flex; flex-wrap: wrap; gap: 8px 40px; }
        .facts > div { min-width: 0; max-width: 100%; }
        .properties { list-style: none; padding: 0; margin: 0; columns: 2; column-gap: 24px; font-size: 13px; }
        .properties li { break-inside: avoid; padding: 1px 0; }
        .properties span { color: var(--soft); }
        .properties span::after { content: ":"; }
        .properties .variant-property { font-weight: 600; }
        .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 6px; vertical-align: -2px; border-radius: 3px; border: 1px solid rgba(128,128,128,.45); }
        h2 + h3, table + h2, .table-scroll + h2 { margin-top: 24px; }
        .big-swatch { display: inline-block; width: 72px; height: 28px; margin-right: 8px; border-radius: 6px; border: 1px solid rgba(128,128,128,.45); vertical-align: middle; }
        .fail { color: var(--fail); }
        .pass { color: var(--pass); }
        .exempt { color: var(--soft); }
        .redlines-toggle { padding: 2px 10px; border-radius: 6px; background: var(--mark-ink); color: var(--page); font-size: 13px; font-weight: 600; cursor: pointer; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
        #redlines:focus-visible ~ header .redlines-toggle, :focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
        .skip-link { position: absolute; left: 8px; top: -48px; z-index: 3; padding: 8px 12px; border-radius: 6px; background: var(--page); color: var(--link); }
        .skip-link:focus { top: 8px; }
        main:focus { outline: none; }
        nav a[aria-current="page"] { font-weight: 700; text-decoration: underline; }
        #redlines:not(:checked) ~ header .redlines-toggle { background: transparent; color: var(--mark-ink); box-shadow: inset 0 0 0 1px var(--mark-ink); }
        .surface img.redlined { display: none; }
        #redlines:checked ~ main .surface img.redlined { display: block; }
        #redlines:checked ~ main .surface img.plain { display: none; }
        .sets { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr)); gap: 16px; }
        .sets li { padding: 16px; border-radius: 8px; border: 1px solid var(--rule); min-width: 0; }
        .sets .surface { margin: 8px 0; }
        .diff { display: flex; flex-wrap: wrap; gap: 12px; }
        @media (max-width: 600px) {
          nav { padding: 8px 12px; gap: 2px 12px; }
          main { padding: 8px 12px 32px; }
          h1 { font-size: 22px; }
          .properties { columns: 1; }
          .facts { gap: 8px; }
          .surface { padding: 12px; }
        }
        """
}
