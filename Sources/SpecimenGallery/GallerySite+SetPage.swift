import Foundation

/// A set's page, read as a docs page: what the set is and its guidance first, then a preview with a
/// control per Variant property (and theme and scale) showing the picture the gallery rendered for
/// that combination, with the snippets that make it; then the variants grouped by their first
/// property, each collapsed under its thumbnail so the page stays short; then the tokens the set
/// draws with, its decisions and its accessibility checks.
extension GallerySite {
    func page(for set: ComponentSet) throws -> String {
        let light = try renderer.theme(for: set, mode: .light)
        let dark = try renderer.theme(for: set, mode: .dark)
        let document = set.document
        let variants = set.variants
        var body = "<p class=\"lede\">"
        if let description = document?.description, !description.isEmpty { body += HTMLPage.escape(description) + " " }
        body += Count.of(variants.count, "variant") + ". Variant properties: "
        var described: [String] = []
        for property in set.variantProperties {
            described.append("\(HTMLPage.escape(property.name)) (\(property.options.map(HTMLPage.escape).joined(separator: ", ")))")
        }
        body += described.joined(separator: "; ") + ".</p>\n"
        body += contents(for: set, prose: prose[set.name] != nil)
        if let markdown = prose[set.name] {
            body += "<section class=\"prose\" id=\"guidance\" aria-labelledby=\"guidance-title\"><h2 id=\"guidance-title\">\(strings[.guidance])</h2>\n"
            body += Markdown.html(markdown) + "</section>\n"
        }
        body += try preview(for: set)
        body += animations.first { $0.set == set.name }?.html ?? ""
        body += try variantGroups(for: set, light: light, dark: dark)
        var used: [TokenPath] = []
        for variant in variants {
            for path in tokens[ComponentConfiguration(set: set, variant: variant)] ?? [] where !used.contains(path) { used.append(path) }
        }
        body += "<section id=\"tokens\" aria-labelledby=\"tokens-title\"><h2 id=\"tokens-title\">\(strings[.tokens])</h2>\n"
        body += "<p class=\"lede\">Every token the set's variants draw with, light and dark.</p>"
        body += tokenTable(used.sorted(), light: light, dark: dark) + "</section>\n"
        body += decisions(for: set, document: document)
        body += accessibilitySummary(for: set)
        // The switch stays before <main> (the CSS shows redlines with `#redlines:checked ~ main`, so it
        // works with scripts off); its label sits in the navigation bar, so it never covers a link.
        return HTMLPage.document(
            title: set.name, navigation: navigation, body: body,
            preamble: HTMLPage.redlinesSwitch, navigationExtras: HTMLPage.redlinesLabel(strings), search: true,
            current: GalleryPaths.page(for: set), scripts: SetPageScript.behaviour, strings: strings)
    }

    /// The in-page index: the page's parts, and under Variants each group.
    private func contents(for set: ComponentSet, prose: Bool) -> String {
        var items: [(String, String)] = []
        if prose { items.append(("guidance", strings[.guidance])) }
        items.append(("preview", strings[.preview]))
        items.append(("variants", strings[.variants]))
        var groups = ""
        for (title, slug, members) in Self.groups(of: set) {
            groups += "<li><a href=\"#\(slug)\">\(HTMLPage.escape(title))</a> (\(members.count))</li>"
        }
        var html = "<nav class=\"contents\" aria-label=\"\(strings[.onThisPage])\"><ul>"
        for (slug, title) in items {
            html += "<li><a href=\"#\(slug)\">\(title)</a>"
            if slug == "variants" && !groups.isEmpty { html += "<ul>\(groups)</ul>" }
            html += "</li>"
        }
        for (slug, key) in [("tokens", GalleryStrings.Key.tokens), ("decisions", .decisions), ("accessibility", .accessibility)] {
            html += "<li><a href=\"#\(slug)\">\(strings[key])</a></li>"
        }
        return html + "</ul></nav>\n"
    }

    /// The variants by their first Variant property's option ("Size=md"), in the catalogue's order;
    /// one group of every variant for a set with fewer than two Variant properties.
    static func groups(of set: ComponentSet) -> [(title: String, slug: String, variants: [Variant])] {
        let variants = set.variants
        guard set.variantProperties.count > 1, let first = set.variantProperties.first else {
            return [("All variants", "group-all", variants)]
        }
        return first.options.map { option in
            ("\(first.name)=\(option)", "group-" + Slug.make("\(first.name) \(option)"), variants.filter { $0[first.name] == option })
        }
    }

    /// The preview: a labelled select per Variant property, a switch per Boolean, theme, scale, locale
    /// and text scale; the picture the gallery rendered for the choice (its data in the page, nothing
    /// drawn in the browser); the snippets that make it.
    private func preview(for set: ComponentSet) throws -> String {
        let initial = ComponentConfiguration(set: set)
        guard let item = renders(initial, .light) else { return "" }
        let variations = PreviewVariation.all(for: set, drawn: localisation)
        var html = "<section class=\"preview\" id=\"preview\" aria-labelledby=\"preview-title\"><h2 id=\"preview-title\">\(strings.preview)</h2>\n"
        html += "<form class=\"controls\" aria-label=\"\(strings.chooseVariant)\">"
        for property in set.variantProperties {
            let id = "control-" + Slug.make(property.name)
            html += "<div class=\"control\"><label for=\"\(id)\">\(HTMLPage.escape(property.name))</label>"
            html += "<select id=\"\(id)\" data-property=\"\(HTMLPage.escape(property.name))\">"
            for option in property.options {
                let selected = option == property.defaultValue ? " selected" : ""
                html += "<option value=\"\(HTMLPage.escape(option))\"\(selected)>\(HTMLPage.escape(option))</option>"
            }
            html += "</select></div>"
        }
        html += "<div class=\"control\"><label for=\"control-theme\">\(strings.theme)</label><select id=\"control-theme\">"
        html += "<option value=\"light\" selected>\(strings.light)</option><option value=\"dark\">\(strings.dark)</option></select></div>"
        html += "<div class=\"control\"><label for=\"control-scale\">\(strings.scale)</label><select id=\"control-scale\">"
        for (index, scale) in ([1.0] + item.plain.scaled.map(\.scale)).enumerated() {
            html += "<option value=\"\(index)\"\(index == 0 ? " selected" : "")>\(RedlineOverlay.format(scale))x</option>"
        }
        html += "</select></div>"
        // One at a time: a switch, the locale and the text scale each name a picture of their own.
        for variation in variations {
            guard case .boolean(let name, let on) = variation.change else { continue }
            let id = "control-" + Slug.make(name)
            html += "<div class=\"control switch\"><label for=\"\(id)\">\(HTMLPage.escape(name))</label>"
            html +=
                "<input type=\"checkbox\" role=\"switch\" id=\"\(id)\" data-variation=\"\(variation.slug)\" data-variation-on=\"\(on ? "true" : "false")\"\(on ? "" : " checked")></div>"
        }
        html += "<div class=\"control\"><label for=\"control-locale\">\(strings.locale)</label><select id=\"control-locale\" data-variations>"
        html += "<option value=\"\" selected>\(HTMLPage.escape(localisation.locale ?? strings.noLocale))</option>"
        for variation in variations {
            if case .locale(let locale) = variation.change { html += "<option value=\"\(variation.slug)\">\(HTMLPage.escape(locale.title))</option>" }
        }
        html += "</select></div>"
        html += "<div class=\"control\"><label for=\"control-text-scale\">\(strings.textScale)</label><select id=\"control-text-scale\" data-variations>"
        html += "<option value=\"\" selected>\(RedlineOverlay.format(localisation.textScale))</option>"
        for variation in variations {
            if case .textScale(let scale) = variation.change { html += "<option value=\"\(variation.slug)\">\(RedlineOverlay.format(scale))</option>" }
        }
        html += "</select></div></form>\n"
        html += "<p class=\"lede\" id=\"controls-note\">\(strings.oneAtATime)</p>\n"
        html += "<figure class=\"surface light preview-figure\" id=\"preview-figure\"\(try surface(set, .light))>"
        html += "<img id=\"preview-image\" src=\"\(HTMLPage.escape(item.plain.base))\" width=\"\(item.plain.width)\" height=\"\(item.plain.height)\" "
        html += "alt=\"\(HTMLPage.escape("\(initial.name), light"))\">"
        html += "<figcaption id=\"preview-caption\" aria-live=\"polite\">\(HTMLPage.escape(initial.variant.name)) · \(strings.light) · 1x</figcaption></figure>\n"
        html += "<div class=\"snippets\">"
        for (id, title, text) in snippets(initial, mode: .light, scale: 1) {
            html += "<div class=\"snippet\"><h3 id=\"\(id)-title\">\(title)</h3>"
            html +=
                "<button type=\"button\" class=\"copy\" data-copy=\"\(id)\" data-copied=\"\(strings[.copied])\" aria-label=\"\(strings.copyThe(title))\">\(strings.copy)</button>"
            html += "<pre tabindex=\"0\" aria-labelledby=\"\(id)-title\"><code id=\"\(id)\">\(HTMLPage.escape(text))</code></pre></div>"
        }
        html += "<span class=\"visually-hidden\" id=\"copy-status\" data-copied=\"\(strings[.copiedStatus])\" role=\"status\" aria-live=\"polite\"></span></div>\n"
        html += "<script type=\"application/json\" id=\"preview-data\">\(try previewData(for: set, variations: variations))</script>\n"
        return html + "</section>\n"
    }

    /// The snippets for `configuration` in `mode` at `scale`, with `variation` (a Boolean, locale or
    /// text scale changed) if any: the `specimen render` command, the Swift call and the document's
    /// properties. The first two are `snippetTemplates(for:)` filled in, as the page's script fills them.
    func snippets(
        _ configuration: ComponentConfiguration, mode: ThemeMode, scale: Double, variation: PreviewVariation? = nil
    ) -> [(id: String, title: String, text: String)] {
        let templates = snippetTemplates(for: configuration.set)
        var values = PreviewVariation.parts(variation, drawn: localisation, site: siteFolder)
        values["variant"] = Self.shellQuoted(configuration.variant.name)
        values["variant-js"] = SiteSearch.jsString(configuration.variant.name)
        values["theme"] = mode.rawValue
        values["scale"] = RedlineOverlay.format(scale)
        values["scale-flag"] = scale == 1 ? "" : " --scale \(RedlineOverlay.format(scale))"
        values["file"] = Slug.make(configuration.name) + (variation.map { "--" + $0.slug } ?? "") + "-\(mode.rawValue).png"
        return [
            ("snippet-render", strings.renderCommand, Self.fill(templates.command, values)), ("snippet-swift", strings.swiftCall, Self.fill(templates.swift, values)),
            ("snippet-document", strings.documentExcerpt, Self.documentExcerpt(configuration.set)),
        ]
    }

    /// The set's `specimen render` command and Swift call with `{{variant}}`, `{{theme}}`, `{{flags}}`
    /// and the rest left to fill in for each choice.
    func snippetTemplates(for set: ComponentSet) -> (command: String, swift: String) {
        // A shipped set is read from Specimen's own Themes/ as documents too, but a user names no folder
        // for it: only a set of the user's design systems is drawn with --design-system.
        let folder = renderer.designSystem(of: set) == nil ? nil : set.document?.folder.map(Self.relativeToWorkingDirectory)
        var command = "specimen render \(Self.shellQuoted(set.name)) {{variant}} --theme {{theme}}{{scale-flag}}{{flags}}"
        if let folder { command += " --design-system \(Self.shellQuoted(folder))" }
        command += " --out {{file}}"
        var swift = ""
        if let folder {
            swift += "let folder = try DesignSystemFolder(url: URL(fileURLWithPath: \(SiteSearch.jsString(folder))))\n"
            swift += "let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [folder]){{strings}}\n"
            swift += "let catalogue = try Renderer.catalogue(adding: [folder])\n"
        } else {
            swift += "let renderer = try Renderer.standard(){{strings}}\nlet catalogue = Catalogue.standard\n"
        }
        swift += "let configuration = try catalogue.configuration(set: \(SiteSearch.jsString(set.name)), variant: {{variant-js}}){{setting}}\n"
        swift += "let png = try renderer.png(configuration, options: RenderOptions(theme: .{{theme}}, scale: {{scale}}{{options}}))"
        return (command, swift)
    }

    /// `template` with each `{{name}}` replaced by `values[name]` (as the page's script does it).
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var text = template
        for (name, value) in values { text = text.replacingOccurrences(of: "{{\(name)}}", with: value) }
        return text
    }

    /// The set's properties as its component document writes them (`name`, `kind`, `options`, `default`).
    static func documentExcerpt(_ set: ComponentSet) -> String {
        var lines = ["{", "  \"name\": \(SiteSearch.jsString(set.name)),", "  \"designSystem\": \(SiteSearch.jsString(set.designSystem)),", "  \"properties\": ["]
        for (index, property) in set.properties.enumerated() {
            var fields = ["\"name\": \(SiteSearch.jsString(property.name))", "\"kind\": \(SiteSearch.jsString(Self.documentKind(property.kind)))"]
            if !property.options.isEmpty { fields.append("\"options\": [" + property.options.map(SiteSearch.jsString).joined(separator: ", ") + "]") }
            fields.append("\"default\": \(SiteSearch.jsString(property.defaultValue))")
            lines.append("    { " + fields.joined(separator: ", ") + " }" + (index == set.properties.count - 1 ? "" : ","))
        }
        return (lines + ["  ]", "}"]).joined(separator: "\n")
    }

    /// `path` from the working directory when it lies under it (`Examples/primer/design-system`), as
    /// a person in that folder would type it; otherwise as it is.
    static func relativeToWorkingDirectory(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }

    /// A property kind as a component document spells it.
    static func documentKind(_ kind: PropertyKind) -> String {
        switch kind {
        case .variant: "variant"
        case .boolean: "boolean"
        case .text: "text"
        case .instanceSwap: "instance-swap"
        }
    }

    /// A word for a POSIX shell: as it is when it is safe, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./=".unicodeScalars.contains($0) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What the page's script needs to show each choice, as JSON: per variant its name quoted for the
    /// shell and for Swift, its file stem, and per theme its pictures at every scale
    /// (`files`: `[file, width, height]` in CSS pixels) and each variation's 1x picture (`more`, the
    /// other scales' files named alike); the variations' snippet parts; the snippet templates; the
    /// theme surfaces; the scales.
    private func previewData(for set: ComponentSet, variations: [PreviewVariation]) throws -> String {
        var variants: [String] = []
        for variant in set.variants {
            let configuration = ComponentConfiguration(set: set, variant: variant)
            var fields = [
                "\"q\":\(SiteSearch.jsString(Self.shellQuoted(variant.name)))", "\"js\":\(SiteSearch.jsString(SiteSearch.jsString(variant.name)))",
                "\"file\":\(SiteSearch.jsString(Slug.make(configuration.name)))",
            ]
            for mode in ThemeMode.allCases {
                guard let item = renders(configuration, mode) else { continue }
                var files = ["[\(SiteSearch.jsString(item.plain.base)),\(item.plain.width),\(item.plain.height)]"]
                for scaled in item.plain.scaled {
                    let width = Int((Double(item.plain.width) * scaled.scale).rounded()), height = Int((Double(item.plain.height) * scaled.scale).rounded())
                    files.append("[\(SiteSearch.jsString(scaled.path)),\(width),\(height)]")
                }
                var more: [String] = []
                for variation in variations {
                    guard let picture = previews[configuration, variation, mode] else { continue }
                    more.append("\(SiteSearch.jsString(variation.slug)):[\(SiteSearch.jsString(picture.base)),\(picture.width),\(picture.height)]")
                }
                fields.append("\(SiteSearch.jsString(mode.rawValue)):{\"files\":[\(files.joined(separator: ","))],\"more\":{\(more.joined(separator: ","))}}")
            }
            variants.append("\(SiteSearch.jsString(variant.name)):{\(fields.joined(separator: ","))}")
        }
        func parts(_ variation: PreviewVariation?) -> String {
            "{"
                + PreviewVariation.parts(variation, drawn: localisation, site: siteFolder).sorted { $0.key < $1.key }
                .map { "\(SiteSearch.jsString($0.key)):\(SiteSearch.jsString($0.value))" }.joined(separator: ",") + "}"
        }
        var variationParts = ["\"\":\(parts(nil))"]
        for variation in variations { variationParts.append("\(SiteSearch.jsString(variation.slug)):\(parts(variation))") }
        var surfaces: [String] = []
        for mode in ThemeMode.allCases {
            let style = try surface(set, mode).dropFirst(" style=\"".count).dropLast()
            surfaces.append("\(SiteSearch.jsString(mode.rawValue)):\(SiteSearch.jsString(String(style)))")
        }
        let templates = snippetTemplates(for: set)
        // Each scale as a multiple of the smallest: a variation's file at scale i is its 1x file's, the
        // standard picture's i-th file's scale in its name, this times its size.
        let ratios = ([1.0] + (renders(ComponentConfiguration(set: set), .light)?.plain.scaled.map(\.scale) ?? [])).map { RedlineOverlay.format($0) }
        return "{\"set\":\(SiteSearch.jsString(set.name)),\"variants\":{\(variants.joined(separator: ","))},\"variations\":{\(variationParts.joined(separator: ","))},"
            + "\"templates\":[\(SiteSearch.jsString(templates.command)),\(SiteSearch.jsString(templates.swift))],\"surfaces\":{\(surfaces.joined(separator: ","))},"
            + "\"ratios\":[\(ratios.joined(separator: ","))],\"light\":\(SiteSearch.jsString(strings.light)),\"dark\":\(SiteSearch.jsString(strings.dark))}"
    }

    /// The variants, by group, each under a summary with its light thumbnail; opened, it shows both
    /// themes, the files, its properties, tokens and audit.
    private func variantGroups(for set: ComponentSet, light: Theme, dark: Theme) throws -> String {
        var html = "<section id=\"variants\" aria-labelledby=\"variants-title\"><h2 id=\"variants-title\">\(strings[.variants])</h2>\n"
        html += "<p class=\"lede\">Open a variant for both themes, its files, properties, tokens and audit.</p>\n"
        for (title, slug, members) in Self.groups(of: set) {
            html += "<section class=\"group\" id=\"\(slug)\" aria-labelledby=\"\(slug)-title\"><h3 id=\"\(slug)-title\">\(HTMLPage.escape(title)) "
            html += "<span class=\"count\">\(Count.of(members.count, "variant"))</span></h3>\n"
            for variant in members { html += try variantSection(ComponentConfiguration(set: set, variant: variant), light: light, dark: dark) }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    private func variantSection(_ configuration: ComponentConfiguration, light: Theme, dark: Theme) throws -> String {
        let set = configuration.set
        var html = "<section class=\"variant\" id=\"\(Slug.make(configuration.variant.name))\">\n<details><summary>"
        if let thumbnail = renders(configuration, .light) {
            html += "<span class=\"thumb\"\(try surface(set, .light))>" + HTMLPage.image(thumbnail.plain, alt: "", className: "thumbnail") + "</span>"
        }
        html += "<h4>\(HTMLPage.escape(configuration.variant.name))</h4></summary>\n"
        for caption in SpecCaptions.captions(for: configuration) {
            html += "<p class=\"caption\">\(HTMLPage.escape(caption))</p>\n"
        }
        html += "<div class=\"pictures\">\n"
        for mode in ThemeMode.allCases {
            guard let item = renders(configuration, mode) else { continue }
            let alt = "\(configuration.name), \(mode.rawValue)"
            var links = "<a href=\"\(HTMLPage.escape(item.plain.base))\">PNG</a>"
            for scaled in item.plain.scaled { links += " <a href=\"\(HTMLPage.escape(scaled.path))\">@\(RedlineOverlay.format(scaled.scale))x</a>" }
            links += " <a href=\"\(HTMLPage.escape(item.svg))\">SVG</a> <a href=\"\(HTMLPage.escape(item.redlined.base))\">redlines</a>"
            html += "<figure class=\"surface \(mode.rawValue)\"\(try surface(set, mode))>" + HTMLPage.image(item.plain, alt: alt, className: "plain")
            html += HTMLPage.image(item.redlined, alt: alt + ", with redlines", className: "redlined")
            html += "<figcaption>\(mode == .light ? "Light" : "Dark") · \(links)</figcaption></figure>\n"
        }
        html += "</div>\n<div class=\"facts\">\n"
        html += properties(configuration)
        html += tokenTable(tokens[configuration] ?? [], light: light, dark: dark)
        html += auditList(audit.findings(for: configuration))
        if let render = snippets(configuration, mode: .light, scale: 1).first {
            html += "<div><h3>Render it</h3><pre tabindex=\"0\" aria-label=\"specimen render command\"><code>\(HTMLPage.escape(render.text))</code></pre></div>"
        }
        return html + "</div>\n</details>\n</section>\n"
    }

    /// Where the spec is silent, what the set chose and why: its document's decisions, or the
    /// shipped set's.
    private func decisions(for set: ComponentSet, document: ComponentDocument?) -> String {
        let list = document.map { LayoutDecisions.decisions(of: [$0]) } ?? LayoutDecisions.all.filter { $0.set == set.name }
        var html = "<section id=\"decisions\" aria-labelledby=\"decisions-title\"><h2 id=\"decisions-title\">\(strings[.decisions])</h2>\n"
        guard !list.isEmpty else { return html + "<p class=\"lede\">The set's document records no decisions.</p></section>\n" }
        html += "<details><summary>\(Count.of(list.count, "decision")) where the spec is silent</summary><ul class=\"decisions\">"
        for decision in list {
            html += "<li><strong>\(HTMLPage.escape(decision.decision))</strong>: \(HTMLPage.escape(decision.reason))</li>"
        }
        return html + "</ul></details></section>\n"
    }

    /// The set's audit in one line, and each check below the bar once.
    private func accessibilitySummary(for set: ComponentSet) -> String {
        let findings = audit.findings.filter { $0.set == set.name }
        let failing = findings.filter { $0.outcome == .fail }
        var html = "<section id=\"accessibility\" aria-labelledby=\"accessibility-title\"><h2 id=\"accessibility-title\">\(strings[.accessibility])</h2>\n"
        html += "<p class=\"lede\">\(Count.of(findings.count, "check")) over \(Count.of(set.variants.count, "variant")): "
        html += "\(failing.count) below the bar. Each variant lists its own.</p>"
        var seen: [String] = []
        var items = ""
        for finding in failing {
            let line = "\(finding.theme.map { "\($0): " } ?? "")<code>\(HTMLPage.escape(finding.node))</code> \(finding.check.title) \(HTMLPage.escape(Self.measure(finding)))"
            guard !seen.contains(line) else { continue }
            seen.append(line)
            items += "<li class=\"fail\">\(line)</li>"
        }
        if !items.isEmpty { html += "<ul>\(items)</ul>" }
        return html + "</section>\n"
    }
}
