import SpecimenSupport

/// `index.html` of a verification: every failure with its line, a swipe between expected and actual,
/// a toggle, and the three-panel picture. Plain HTML, inline CSS, a few lines of JavaScript, no network.
package enum HTMLReport {
    /// The image files of one failure, relative to the report folder.
    package struct Images: Sendable, Hashable {
        package let expected: String?
        package let actual: String?
        package let threePanel: String?
        /// The image's width in CSS pixels (points), so a 3x image shows at its design size.
        package let displayWidth: Double?

        package init(expected: String?, actual: String?, threePanel: String?, displayWidth: Double?) {
            self.expected = expected
            self.actual = actual
            self.threePanel = threePanel
            self.displayWidth = displayWidth
        }
    }

    /// - Parameter rerecord: the command re-recording every failure, shown under the summary.
    package static func html(_ result: VerificationResult, images: [Int: Images], rerecord: String? = nil) -> String {
        let failures = result.failures
        var body = "<h1>Specimen snapshots</h1>\n<p class=\"summary\">\(XMLText.escaped(result.summary))</p>\n"
        body += "<p>Tolerance: \(XMLText.escaped(result.tolerance.description)).</p>\n"
        if let rerecord { body += "<p>Re-record just the failures:</p>\n<pre class=\"line\">\(XMLText.escaped(rerecord))</pre>\n" }
        if failures.isEmpty { body += "<p class=\"ok\">Every golden matches.</p>\n" }
        for (index, outcome) in failures.enumerated() {
            body += "<section id=\"f\(index + 1)\">\n<h2>\(XMLText.escaped(outcome.name))</h2>\n"
            body += "<p class=\"kind\">\(XMLText.escaped(outcome.kind.rawValue))</p>\n<p class=\"line\">\(XMLText.escaped(outcome.line))</p>\n"
            if let files = images[index] { body += figures(files) }
            body += "</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Specimen snapshots: \(failures.isEmpty ? "all match" : "\(failures.count) failed")</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1d1d1f; }
            section { border-top: 1px solid #ccc; padding: 12px 0 24px; }
            .line { font-family: ui-monospace, monospace; white-space: pre-wrap; }
            .kind { font-weight: 600; color: #b3261e; }
            .ok { color: #1b7f3b; font-weight: 600; }
            .swipe { position: relative; display: inline-block; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .swipe img { display: block; image-rendering: pixelated; }
            .swipe .over { position: absolute; top: 0; left: 0; height: 100%; overflow: hidden; border-right: 2px solid #e91e63; }
            .panel { display: block; max-width: 100%; margin-top: 12px; image-rendering: pixelated; }
            label { margin-right: 12px; }
            </style>
            </head>
            <body>
            \(body)<script>
            // Swipe: the slider reveals the expected image over the actual one. Toggle: flip between them.
            document.querySelectorAll('.compare').forEach(function (c) {
              var over = c.querySelector('.over'), slider = c.querySelector('input[type=range]');
              slider.addEventListener('input', function () { over.style.width = slider.value + '%'; });
              c.querySelector('button').addEventListener('click', function () {
                slider.value = slider.value > 50 ? 0 : 100; over.style.width = slider.value + '%';
              });
            });
            </script>
            </body>
            </html>

            """
    }

    private static func figures(_ files: Images) -> String {
        var html = ""
        let width = files.displayWidth.map { " style=\"width: \(SnapshotFormat.number($0))px\"" } ?? ""
        if let expected = files.expected, let actual = files.actual {
            html += """
                <div class="compare">
                <div class="swipe"><img src="\(XMLText.escaped(actual))" alt="actual"\(width)><div class="over" style="width: 50%"><img src="\(XMLText.escaped(expected))" alt="expected"\(width)></div></div>
                <p><label>expected (left of the line) | actual <input type="range" min="0" max="100" value="50"></label><button type="button">toggle expected / actual</button></p>
                </div>

                """
        }
        if let panel = files.threePanel {
            html += "<p>Expected | difference | actual:</p><img class=\"panel\" src=\"\(XMLText.escaped(panel))\" alt=\"expected, difference, actual\">\n"
        }
        return html
    }
}
