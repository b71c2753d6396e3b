import Foundation

/// The gallery's HTML: the index, a page per set, the token table and the type styles, made from the
/// rendered pictures' paths and sizes, the layouts' paints, the themes and the audit.
struct GallerySite {
    let renderer: Renderer
    let sets: [ComponentSet]
    let rendered: [Gallery.Rendered]
    let audit: AuditReport
    let typeSamples: [TypeSamples.Section]
    /// The Localisation page's pictures.
    var localisationRows: [LocalisationPage.Row] = []
    /// The locale, direction and text scale every variant is drawn for (`--locale`, `--text-scale`).
    var localisation: Localisation = .standard
    /// The preview's pictures of each variant with one Boolean, locale or text scale changed.
    var previews = PreviewPictures()
    /// The site's folder as a person types it (relative to the working directory when under it),
    /// which the snippets' `--strings` files are named under.
    var siteFolder = "gallery"
    /// Each variant's tokens, from its layout's paints, by configuration.
    let tokens: [ComponentConfiguration: [TokenPath]]
    /// Each set's live specimen, played (shown at the top of its page).
    var animations: [LiveAnimation] = []
    /// Each set's prose (`<Set>.md` beside its document), as Markdown, by set name.
    var prose: [String: String] = [:]
    /// The design system's front page (`README.md` in its folder), shown on the index.
    var readme: String?

    init(
        renderer: Renderer, sets: [ComponentSet], rendered: [Gallery.Rendered], audit: AuditReport,
        typeSamples: [TypeSamples.Section]
    ) throws {
        self.renderer = renderer
        self.sets = sets
        self.rendered = rendered
        self.audit = audit
        self.typeSamples = typeSamples
        var tokens: [ComponentConfiguration: [TokenPath]] = [:]
        for item in rendered where tokens[item.configuration] == nil {
            tokens[item.configuration] = TokenUsage.paths(in: try renderer.layout(item.configuration))
        }
        self.tokens = tokens
    }

    /// Every page, as (path, HTML), in a fixed order.
    func pages() throws -> [(String, String)] {
        var pages = [(GalleryPaths.index, index())]
        pages.append((SiteSearch.file, SiteSearch.script(try searchEntries())))
        for set in sets { pages.append((GalleryPaths.page(for: set), try page(for: set))) }
        pages.append((GalleryPaths.tokens, try tokenPage()))
        pages.append((GalleryPaths.type, try typePage()))
        pages.append((GalleryPaths.localisation, LocalisationPage.html(localisationRows, navigation: navigation, strings: strings)))
        return pages
    }

    var navigation: [(title: String, href: String)] {
        [(strings[.index], GalleryPaths.index)] + sets.map { ($0.name, GalleryPaths.page(for: $0)) }
            + [(strings[.tokens], GalleryPaths.tokens), (strings[.type], GalleryPaths.type), (strings[.localisation], GalleryPaths.localisation)]
    }

    /// The gallery's own words in the locale drawn.
    var strings: GalleryStrings { .for(localisation) }

    func renders(_ configuration: ComponentConfiguration, _ mode: ThemeMode) -> Gallery.Rendered? {
        rendered.first { $0.configuration == configuration && $0.mode == mode }
    }

    func index() -> String {
        let total = sets.reduce(0) { $0 + $1.variants.count }
        var body =
            "<p class=\"lede\">\(Count.of(total, "variant")) in \(Count.of(sets.count, "set")), each in light and dark, drawn by Specimen at its real size "
            + "(1 CSS pixel = 1 pt) with 2x and 3x files for sharper screens, as PNG and SVG. "
            + "Every page has a Redlines switch that shows each variant measured. "
            + "\(HTMLPage.escape(audit.closingLine))</p>\n"
        if let readme {
            body += "<section class=\"prose\" id=\"about\" aria-label=\"About the design system\">\n\(Markdown.html(readme))</section>\n"
        }
        body += "<ul class=\"sets\">\n"
        for set in sets {
            let configuration = ComponentConfiguration(set: set)
            let failures = audit.failures.filter { $0.set == set.name }.count
            body += "<li><h2><a href=\"\(GalleryPaths.page(for: set))\">\(HTMLPage.escape(set.name))</a></h2>"
            // The thumbnail in the reader's theme: light on a light page, dark on a dark one.
            for mode in ThemeMode.allCases {
                guard let item = renders(configuration, mode) else { continue }
                body +=
                    "<div class=\"surface only-\(mode.rawValue)\"\((try? surface(set, mode)) ?? "")><a href=\"\(GalleryPaths.page(for: set))\">"
                    + HTMLPage.image(item.plain, alt: "\(configuration.name), \(mode.rawValue)", className: "thumbnail") + "</a></div>"
            }
            body += "<div>\(Count.of(set.variants.count, "variant")) · \(Count.of(failures, "audit finding")) below the bar</div>"
            for caption in SpecCaptions.all where caption.set == set.name {
                body += "<div class=\"caption\">\(HTMLPage.escape(caption.text))</div>"
            }
            body += "</li>\n"
        }
        body +=
            "</ul>\n<p><a href=\"\(GalleryPaths.tokens)\">Tokens</a>: every colour the inputs draw with, light and dark. "
            + "<a href=\"\(GalleryPaths.type)\">Type</a>: the text styles, rendered.</p>\n"
        return HTMLPage.document(title: "Specimen gallery", navigation: navigation, body: body, search: true, current: GalleryPaths.index, strings: strings)
    }

    /// ` style="--surface:…"`: a figure takes its theme's own page colour, the colour the picture is
    /// drawn on, so the component sits on its surface with no box around it, light or dark.
    func surface(_ set: ComponentSet, _ mode: ThemeMode) throws -> String {
        let theme = try renderer.theme(for: set, mode: mode)
        let page = try theme.color(PageToken.background), ink = try theme.color(PageToken.text)
        let link = mode == .dark ? "#7cacff" : "#155dfc"
        return " style=\"--surface:\(page.hex);--surface-ink:\(ink.hex);--surface-link:\(link)\""
    }

    func properties(_ configuration: ComponentConfiguration) -> String {
        var items = ""
        for property in configuration.set.properties {
            let variant = property.kind == .variant ? " class=\"variant-property\"" : ""
            items += "<li\(variant)><span>\(HTMLPage.escape(property.name))</span> \(HTMLPage.escape(configuration.value(property.name)))</li>"
        }
        return "<div><h3>Properties</h3><ul class=\"properties\">\(items)</ul></div>\n"
    }

    func tokenTable(_ paths: [TokenPath], light: Theme, dark: Theme) -> String {
        var rows = ""
        for path in paths {
            rows += "<tr><td><code>\(HTMLPage.escape(path.description))</code></td><td>\(value(path, in: light))</td><td>\(value(path, in: dark))</td></tr>"
        }
        return "<div><h3>Tokens</h3><div class=\"table-scroll\"><table><tr><th>Token</th><th>Light</th><th>Dark</th></tr>\(rows)</table></div></div>\n"
    }

    /// A colour as a swatch and its hex; any other value as written.
    func value(_ path: TokenPath, in theme: Theme) -> String {
        switch theme.values[path] {
        case .color(let color):
            let css = color.isOpaque ? color.hex : "rgba(\(color.red),\(color.green),\(color.blue),\(RedlineOverlay.format(Double(color.alpha) / 255)))"
            return "<span class=\"swatch\" style=\"background:\(css)\"></span><code>\(color.hex)</code>"
        case .some(let other):
            return "<code>\(HTMLPage.escape(other.display))</code>"
        case .none:
            return "-"
        }
    }

    func auditList(_ findings: [AuditFinding]) -> String {
        let failing = findings.filter { $0.outcome == .fail }
        let exempt = findings.filter { $0.outcome == .exempt }.count
        var items = failing.map { finding in
            "<li class=\"fail\">\(finding.theme.map { "\($0): " } ?? "")<code>\(HTMLPage.escape(finding.node))</code> "
                + "\(finding.check.title) \(HTMLPage.escape(Self.measure(finding))) (\(HTMLPage.escape(finding.detail)))</li>"
        }
        items.append("<li class=\"pass\">\(findings.count - failing.count - exempt) checks pass</li>")
        if exempt > 0 { items.append("<li class=\"exempt\">\(exempt) exempt: inactive controls</li>") }
        return "<div><h3>Accessibility</h3><ul>\(items.joined())</ul></div>\n"
    }

    static func measure(_ finding: AuditFinding) -> String {
        switch finding.check {
        case .textContrast, .iconContrast, .nonTextContrast:
            "\(WCAGContrast.format(finding.measured)) < \(WCAGContrast.format(finding.required))"
        default:
            "\(RedlineOverlay.format(finding.measured)) pt < \(RedlineOverlay.format(finding.required)) pt"
        }
    }

    /// Per design system: the spec's semantic tokens (sixteen for the first shipped system, in its spec's order), then
    /// every other token its variants draw with, each resolved through its aliases.
    func tokenPage() throws -> String {
        var body = "<p class=\"lede\">Every token the variants draw with, resolved through its aliases in the shipped light and dark themes.</p>\n"
        var systems: [String] = []
        for set in sets where !systems.contains(set.designSystem) { systems.append(set.designSystem) }
        for system in systems {
            let members = sets.filter { $0.designSystem == system }
            guard let first = members.first else { continue }
            let light = try renderer.theme(for: first, mode: .light)
            let dark = try renderer.theme(for: first, mode: .dark)
            var used: [TokenPath] = []
            for set in members {
                for variant in set.variants {
                    for path in tokens[ComponentConfiguration(set: set, variant: variant)] ?? [] where !used.contains(path) { used.append(path) }
                }
            }
            let listed = try SemanticTokens.read(folder: renderer.folder(ofDesignSystem: system))
            let semantic = listed?.tokens ?? []
            func table(_ paths: [TokenPath]) -> String {
                var rows = "<tr><th>Token</th><th>Light</th><th>Dark</th><th>Resolves through</th></tr>"
                for path in paths {
                    let chain = TokenUsage.chain(of: path, in: light).dropFirst().map(\.description).joined(separator: " → ")
                    rows +=
                        "<tr id=\"\(Self.tokenAnchor(path, system: system))\"><td><code>\(HTMLPage.escape(path.description))</code></td><td>\(bigValue(path, in: light))</td>"
                        + "<td>\(bigValue(path, in: dark))</td><td><code>\(HTMLPage.escape(chain))</code></td></tr>"
                }
                return "<div class=\"table-scroll\"><table>\(rows)</table></div>\n"
            }
            body += "<h2>\(HTMLPage.escape(system))</h2>\n"
            if let listed, !semantic.isEmpty { body += "<h3>\(HTMLPage.escape(listed.heading))</h3>\n" + table(semantic) }
            body +=
                "<h3>\(semantic.isEmpty ? "Tokens the variants use" : "Other tokens the variants use")</h3>\n"
                + table(used.filter { !semantic.contains($0) }.sorted())
        }
        return HTMLPage.document(title: strings[.tokens], navigation: navigation, body: body, search: true, current: GalleryPaths.tokens, strings: strings)
    }

    private func bigValue(_ path: TokenPath, in theme: Theme) -> String {
        value(path, in: theme).replacingOccurrences(of: "class=\"swatch\"", with: "class=\"big-swatch\"")
    }

    func typePage() throws -> String {
        var body = ""
        for section in typeSamples {
            let surfaces =
                try sets.first(where: { $0.designSystem == section.designSystem }).map { set in
                    (try surface(set, .light), try surface(set, .dark))
                } ?? ("", "")
            // Element text: `&`, `<` and `>` are all that must be escaped there, so the words' apostrophes stay as written.
            let lede = section.lede.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            body += "<p class=\"lede\">\(lede)</p>\n"
            for sample in section.samples {
                body +=
                    "<section class=\"variant\"><h2><code>\(HTMLPage.escape(sample.entry.token.description))</code> · \(HTMLPage.escape(sample.style.summary))</h2>"
                    + "<p class=\"lede\">\(HTMLPage.escape(sample.entry.use)). Size \(RedlineOverlay.format(sample.style.size)) pt, line height "
                    + "\(RedlineOverlay.format(sample.style.lineHeight)) pt, weight \(sample.style.weight.numericWeight).</p><div class=\"pictures\">"
                    + "<figure class=\"surface light\"\(surfaces.0)>\(HTMLPage.image(sample.light, alt: "\(sample.entry.token) light", className: "sample"))<figcaption>Light</figcaption></figure>"
                    + "<figure class=\"surface dark\"\(surfaces.1)>\(HTMLPage.image(sample.dark, alt: "\(sample.entry.token) dark", className: "sample"))<figcaption>Dark</figcaption></figure>"
                    + "</div></section>\n"
            }
        }
        if body.isEmpty {
            body = "<p class=\"lede\">No design system drawn here lists type samples (a \(TypeSamples.fileName) in its folder).</p>\n"
        }
        return HTMLPage.document(title: "Type styles", navigation: navigation, body: body, search: true, current: GalleryPaths.type, strings: strings)
    }
}
