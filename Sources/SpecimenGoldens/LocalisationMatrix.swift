import SpecimenSupport
/// The locales, directions and text scales some goldens are also kept in (issue 16's "goldens for a
/// chosen matrix").
///
/// Every set's default variant, light at 2x, in Arabic (right to left: the locale alone mirrors the
/// rows, no translation is needed to catch a mirroring bug), in the en-XA pseudo-locale (longer,
/// accented, bracketed: truncation and overlap) and at text scale 2.0 (rows that grow). The files
/// sit beside the variant's other goldens, the localisation before the rendition:
/// `Text Input/Type=Default, State=Default/ar light@2x.png`.
package enum LocalisationMatrix {
    /// The matrix's localisations, in the order they are listed.
    package static let localisations: [Localisation] = [
        Localisation(locale: "ar"),
        Localisation(locale: "en-XA"),
        Localisation(textScale: 2),
    ]

    /// The rendition every localised golden is kept in: light at 2x, the reference rendition.
    package static let rendition: (theme: ThemeMode, scale: Double) = (.light, 2)

    /// Every set's default variant in every localisation of the matrix.
    package static func standardSubjects(catalogue: Catalogue = .standard) -> [GoldenSubject] {
        catalogue.sets.flatMap { set in
            localisations.map { localisation in
                GoldenSubject(
                    configuration: ComponentConfiguration(set: set), theme: rendition.theme,
                    scale: rendition.scale, localisation: localisation)
            }
        }
    }

    /// How a golden's name spells `localisation`: `ar`, `en-XA`, `text-scale-2`, `ar ltr text-scale-1.5`;
    /// empty for the standard one. The direction is named only when it overrides the locale's.
    package static func name(of localisation: Localisation) -> String {
        var words: [String] = []
        if let locale = localisation.locale { words.append(locale) }
        if let direction = localisation.direction { words.append(direction.rawValue) }
        if localisation.textScale != 1 { words.append("text-scale-" + SnapshotFormat.number(localisation.textScale)) }
        return words.joined(separator: " ")
    }
}

extension GoldenManifest {
    /// What a localised golden was drawn for, as the manifest records it: the locale (if any), the
    /// direction it resolved to, and the text scale. Standard goldens have none.
    package struct LocalisationRecord: Sendable, Hashable, Codable {
        package var locale: String?
        package var direction: String
        package var textScale: Double

        init(locale: String?, direction: String, textScale: Double) {
            self.locale = locale
            self.direction = direction
            self.textScale = textScale
        }

        package init(_ localisation: Localisation) {
            locale = localisation.locale
            direction = localisation.resolvedDirection.rawValue
            textScale = localisation.textScale
        }

        /// `"locale": "ar", "direction": "rtl", "textScale": 1`, in that order.
        var json: String {
            "{" + (locale.map { "\"locale\": \(JSONWriter.quoted($0)), " } ?? "")
                + "\"direction\": \(JSONWriter.quoted(direction)), \"textScale\": \(SnapshotFormat.number(textScale))}"
        }

        /// `locale ar, direction rtl, text scale 1`, for messages.
        var summary: String {
            "locale \(locale ?? "none"), direction \(direction), text scale \(SnapshotFormat.number(textScale))"
        }

        /// The record `subject` must carry: nil for a standard golden.
        static func of(_ subject: GoldenSubject) -> LocalisationRecord? {
            subject.localisation == .standard ? nil : LocalisationRecord(subject.localisation)
        }
    }
}
