/// Who a picture is for: its locale, reading direction and text size, as `--locale`, `--direction`
/// and `--text-scale` give them.
public struct Localisation: Sendable, Hashable {
    /// A BCP 47 tag such as `ar`, `ja`, `zh-Hant`, or a pseudo-locale (`en-XA`, `ar-XB`); `nil` for none.
    public var locale: String?
    /// Overrides the direction the locale implies; `nil` takes the locale's (left to right without one).
    public var direction: TextDirection?
    /// Every text style's size and line height times this (`LayoutEnvironment.textScaleRange`).
    public var textScale: Double

    /// Text in `locale` (BCP 47), read in `direction` (the locale's when `nil`), at `textScale`.
    public init(locale: String? = nil, direction: TextDirection? = nil, textScale: Double = 1) {
        self.locale = locale
        self.direction = direction
        self.textScale = textScale
    }

    /// No locale, left to right, text at 1.0.
    public static let standard = Localisation()

    /// Languages written right to left (ISO 639-1/-2): Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi,
    /// Yiddish, Kurdish (Sorani), Dhivehi, Uyghur, and `ar-XB`.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "yi", "ckb", "dv", "ug"]

    /// The pseudo-locale `locale` names, if any.
    package var pseudoLocale: PseudoLocale? { locale.flatMap(PseudoLocale.init(tag:)) }

    /// The direction the picture reads in: `direction` if given, else the locale's.
    package var resolvedDirection: TextDirection {
        if let direction { return direction }
        guard let language = locale?.split(separator: "-").first?.lowercased() else { return .leftToRight }
        return Localisation.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// What the layout needs: direction, the language for glyph forms (a pseudo-locale's base
    /// language), and the text scale.
    package var layoutEnvironment: LayoutEnvironment {
        let language = pseudoLocale.map { String($0.rawValue.prefix(2)) } ?? locale
        return LayoutEnvironment(direction: resolvedDirection, language: language, textScale: textScale)
    }

    /// `layoutEnvironment` with `strings`' entries as the translations of a document's literal words:
    /// the same table that translates its Text properties (`localising`).
    package func layoutEnvironment(translations strings: [String: String]) -> LayoutEnvironment {
        var environment = layoutEnvironment
        environment.translations = strings
        return environment
    }

    /// Checks the text scale and the locale's spelling.
    package func validated() throws -> Localisation {
        guard textScale.isFinite, LayoutEnvironment.textScaleRange.contains(textScale) else {
            throw RenderError.badTextScale(textScale)
        }
        if let locale {
            let parts = locale.split(separator: "-", omittingEmptySubsequences: false)
            let valid =
                !locale.isEmpty && locale.count <= 35
                && parts.allSatisfy { part in
                    (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                } && parts[0].count >= 2 && parts[0].count <= 3 && parts[0].allSatisfy(\.isLetter)
            guard valid else { throw RenderError.badLocale(locale) }
        }
        return self
    }

    /// Text properties holding a secret the user typed (drawn masked): data, not UI strings, so no
    /// locale touches them (a pseudo-locale would change the number of bullets).
    package static let secretProperties: Set<String> = ["Password Text", "Text"]

    /// `configuration` with every Text property translated (a `Localizable.strings` entry whose key is
    /// the property's value) and then pseudo-localised, as an app shows its strings in that locale.
    /// Numeric values are not pseudo-localised.
    package func localising(_ configuration: ComponentConfiguration, translations: [String: String]) throws -> ComponentConfiguration {
        let pseudo = pseudoLocale
        guard pseudo != nil || !translations.isEmpty else { return configuration }
        var result = configuration
        for property in configuration.set.properties where property.kind == .text && !Localisation.secretProperties.contains(property.name) {
            let value = configuration.value(property.name)
            var shown = translations[value] ?? value
            // Numbers (Counter Input's and Stepper's values) are data, not strings a translator sees:
            // Android's pseudo-locales leave them alone too.
            if let pseudo, Double(shown) == nil { shown = pseudo.apply(shown) }
            if shown != value { result = try result.localising(property.name, to: shown) }
        }
        return result
    }
}
