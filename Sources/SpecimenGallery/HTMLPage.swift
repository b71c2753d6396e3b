/// The shell every page of the gallery and the review shares: inline CSS, a navigation bar and a
/// tiny inline script that records whether every image loaded and any script error, in the DOM, so a
/// headless browser can check a page by dumping it. Nothing is fetched: no fonts, styles or scripts
/// from a network, only the page's own relative images.
enum HTMLPage {
    /// A whole document.
    static func document(title: String, navigation: [(title: String, href: String)], body: String, preamble: String = "") -> String {
        let nav = navigation.map { "<a href=\"\(escape($0.href))\">\(escape($0.title))</a>" }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(style)</style>
        <script>\(checkScript)</script>
        </head>
        <body>
        \(preamble)<nav>\(nav)</nav>
        <main>
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

    /// An `<img>` shown at its size in points, with the 2x and 3x files for sharper screens.
    static func image(_ files: ImageFiles, alt: String, className: String) -> String {
        let srcset = files.scaled.map { "\(escape($0.path)) \(RedlineOverlay.format($0.scale))x" }.joined(separator: ", ")
        return "<img class=\"\(className)\" src=\"\(escape(files.base))\" srcset=\"\(srcset)\" width=\"\(files.width)\" height=\"\(files.height)\" alt=\"\(escape(alt))\">"
    }

    /// Sets `data-images-ok`, `data-image-count`, `data-broken-images` and `data-errors` on `<body>`
    /// once the page has loaded; errors also go to `#page-errors`.
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
      window.addEventListener('load', function () {
        var images = document.images, broken = [];
        for (var i = 0; i < images.length; i++) {
          if (!(images[i].complete && images[i].naturalWidth > 0)) { broken.push(images[i].getAttribute('src')); }
        }
        var body = document.body;
        body.dataset.imageCount = String(images.length);
        body.dataset.brokenImages = broken.join(' ');
        body.dataset.imagesOk = broken.length === 0 ? 'true' : 'false';
        body.dataset.errors = String(errors.length);
      });
    })();
    """

    static let style = """
    :root { color-scheme: light; --ink: #1d1d1f; --soft: #6e6e73; --rule: #d2d2d7; --panel: #f5f5f7; --mark: #ff2d95; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fff; }
    nav { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 10px 24px; background: rgba(255,255,255,.94); border-bottom: 1px solid var(--rule); }
    nav a { color: var(--ink); text-decoration: none; }
    nav a:hover { text-decoration: underline; }
    main { padding: 8px 24px 48px; max-width: 1400px; }
    h1 { font-size: 28px; margin: 16px 0 8px; }
    h2 { font-size: 18px; margin: 0 0 4px; }
    h3 { font-size: 13px; margin: 12px 0 4px; color: var(--soft); text-transform: uppercase; letter-spacing: .04em; }
    a { color: #155dfc; }
    table { border-collapse: collapse; font-size: 13px; }
    th, td { text-align: left; padding: 3px 10px 3px 0; border-bottom: 1px solid var(--rule); vertical-align: top; }
    th { color: var(--soft); font-weight: 600; }
    code { font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; }
    .lede { color: var(--soft); max-width: 60em; }
    .variant { padding: 20px 0 24px; border-bottom: 1px solid var(--rule); }
    .caption { margin: 0 0 8px; font-weight: 600; }
    .caption::before { content: "Spec: "; color: var(--soft); font-weight: 400; }
    .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin: 8px 0; }
    figure { margin: 0; padding: 12px; border-radius: 8px; background: var(--panel); }
    figure.dark { background: #1c1c1e; color: #f5f5f7; }
    figure.dark a { color: #7cacff; }
    figure img { display: block; max-width: 100%; height: auto; }
    figcaption { margin-top: 8px; font-size: 12px; }
    .facts { display: flex; flex-wrap: wrap; gap: 8px 40px; }
    .properties { list-style: none; padding: 0; margin: 0; columns: 2; column-gap: 24px; font-size: 13px; min-width: 420px; }
    .properties li { break-inside: avoid; padding: 1px 0; }
    .properties span { color: var(--soft); }
    .properties span::after { content: ":"; }
    .properties .variant-property { font-weight: 600; }
    .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 6px; vertical-align: -2px; border-radius: 3px; border: 1px solid rgba(128,128,128,.45); }
    h2 + h3, table + h2 { margin-top: 24px; }
    .big-swatch { display: inline-block; width: 72px; height: 28px; margin-right: 8px; border-radius: 6px; border: 1px solid rgba(128,128,128,.45); vertical-align: middle; }
    .fail { color: #c4001a; }
    .pass { color: #0a7a32; }
    .exempt { color: var(--soft); }
    .redlines-toggle { position: fixed; right: 24px; top: 8px; z-index: 3; padding: 2px 10px; border-radius: 6px; background: var(--mark); color: #fff; font-weight: 600; cursor: pointer; }
    .redlined { display: none; }
    #redlines:checked ~ main .redlined { display: block; }
    #redlines:checked ~ main .plain { display: none; }
    .sets { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(380px, 1fr)); gap: 16px; }
    .sets li { padding: 16px; border-radius: 8px; background: var(--panel); }
    .sets img { display: block; margin: 8px 0; max-width: 100%; height: auto; }
    .diff { display: flex; flex-wrap: wrap; gap: 12px; }
    """
}
