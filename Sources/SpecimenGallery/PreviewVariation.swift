import Specimen

/// One picture the preview offers beside a variant's own: one Boolean property switched from its
/// default, or the variant in one other locale, or at one other text scale.
///
/// They vary one at a time from the variant's defaults, never in combination: a set of V variants,
/// B Booleans, L locales and T text scales gets V x (1 + B + L + T) pictures a theme, not
/// V x 2^B x L x T (Text Input's 30 variants with six Booleans would be 30 x 64 x 5 x 3). Setting one
/// of these controls puts the others back to their defaults, and the page says so.
struct PreviewVariation: Sendable, Hashable {
    enum Change: Sendable, Hashable {
        /// A Boolean property set to `on` (its default being the other).
        case boolean(String, on: Bool)
        case locale(GalleryLocale)
        case textScale(Double)
    }

    let change: Change

    /// The text scales the Text scale control offers besides the drawn one.
    static let textScales: [Double] = [1.5, 2]

    /// Every variation of `set`'s variants: its Booleans (in the set's order), the offered locales
    /// other than the one drawn, then the text scales other than the one drawn.
    static func all(for set: ComponentSet, drawn: Localisation) -> [PreviewVariation] {
        var list: [PreviewVariation] = []
        for property in set.properties where property.kind == .boolean {
            list.append(PreviewVariation(change: .boolean(property.name, on: property.defaultValue != "on")))
        }
        for locale in GalleryLocale.offered where locale.tag != drawn.locale {
            list.append(PreviewVariation(change: .locale(locale)))
        }
        for scale in textScales where scale != drawn.textScale { list.append(PreviewVariation(change: .textScale(scale))) }
        return list
    }

    /// `optional-off`, `locale-ar`, `text-scale-1-5`: the variation in file names and option values.
    var slug: String {
        switch change {
        case .boolean(let name, let on): Slug.make(name) + (on ? "-on" : "-off")
        case .locale(let locale): "locale-" + locale.slug
        case .textScale(let scale): "text-scale-" + Slug.make(RedlineOverlay.format(scale))
        }
    }

    /// The variant's configuration with the Boolean set.
    func configuration(_ configuration: ComponentConfiguration) throws -> ComponentConfiguration {
        guard case .boolean(let name, let on) = change else { return configuration }
        return try configuration.setting(name, to: on ? "on" : "off")
    }

    /// `drawn` with the locale or the text scale replaced.
    func localisation(_ drawn: Localisation) -> Localisation {
        var localisation = drawn
        switch change {
        case .boolean: break
        case .locale(let locale):
            localisation.locale = locale.tag
            localisation.direction = nil
        case .textScale(let scale): localisation.textScale = scale
        }
        return localisation
    }

    /// The snippets' parts for this variation of a variant drawn in `drawn` (`nil`: none, the variant
    /// as drawn): the command's flags (` --prop 'Optional=off'`, ` --locale ar --strings FILE`), what
    /// the Swift call adds after the configuration, after the renderer and inside `RenderOptions(`.
    /// `site` is the site's folder as the snippets spell it, where the `--strings` files are.
    static func parts(_ variation: PreviewVariation?, drawn: Localisation, site: String) -> [String: String] {
        let localisation = variation?.localisation(drawn) ?? drawn
        var flags = "", stringsFlag = "", setting = "", strings = ""
        if case .boolean(let name, let on)? = variation?.change {
            flags = " --prop " + GallerySite.shellQuoted("\(name)=\(on ? "on" : "off")")
            setting = ".setting(\(SiteSearch.jsString(name)), to: \"\(on ? "on" : "off")\")"
        }
        // A picture in an offered locale (the variation's, or the one the gallery is drawn for) is drawn
        // with its translations: the snippets name their file.
        if let locale = GalleryLocale.offered.first(where: { $0.tag == localisation.locale }) {
            let file = join(site, locale.stringsPath)
            stringsFlag = " --strings " + GallerySite.shellQuoted(file)
            strings = "\n    .with(strings: AccessibilityStrings.defaults.overriding(withContentsOf: URL(fileURLWithPath: \(SiteSearch.jsString(file)))))"
        }
        return ["flags": flags + Self.flags(localisation) + stringsFlag, "setting": setting, "strings": strings, "options": swiftLocalisation(localisation)]
    }

    /// `, localisation: Localisation(locale: "ar", textScale: 2)`, or nothing for the standard one.
    static func swiftLocalisation(_ localisation: Localisation) -> String {
        guard localisation != .standard else { return "" }
        var fields: [String] = []
        if let locale = localisation.locale { fields.append("locale: \(SiteSearch.jsString(locale))") }
        if let direction = localisation.direction { fields.append("direction: .\(direction == .rightToLeft ? "rightToLeft" : "leftToRight")") }
        if localisation.textScale != 1 { fields.append("textScale: \(RedlineOverlay.format(localisation.textScale))") }
        return ", localisation: Localisation(\(fields.joined(separator: ", ")))"
    }

    /// ` --locale ar --text-scale 2`: the drawn localisation's own flags.
    static func flags(_ localisation: Localisation) -> String {
        var flags = ""
        if let locale = localisation.locale { flags += " --locale \(GallerySite.shellQuoted(locale))" }
        if let direction = localisation.direction { flags += " --direction \(direction.rawValue)" }
        if localisation.textScale != 1 { flags += " --text-scale \(RedlineOverlay.format(localisation.textScale))" }
        return flags
    }

    static func join(_ folder: String, _ path: String) -> String { folder.isEmpty || folder == "." ? path : folder + "/" + path }
}
