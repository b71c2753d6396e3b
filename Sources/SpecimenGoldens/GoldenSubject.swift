/// One golden: a component configuration drawn in a theme at a scale, and where its PNG lives.
///
/// Paths are readable: `Text Input/Type=Password, State=Error/dark@2x.png`, with the few characters a
/// file system will not take escaped (see `GoldenPath`). A configuration whose non-variant properties
/// differ from their defaults adds them to the variant's folder name: `... State=Error [Optional=off]`.
package struct GoldenSubject: Sendable, Hashable, CustomStringConvertible {
    package let configuration: ComponentConfiguration
    package let theme: ThemeMode
    /// Device pixels per point.
    package let scale: Double
    /// A frame of the set's live specimen, played from `configuration`; nil for the still variant.
    package let played: PlayedFrame?
    /// The locale, direction and text scale it is drawn for (`LocalisationMatrix`).
    package let localisation: Localisation
    /// `Text Input/Type=Password, State=Error/dark@2x.png`, relative to `Snapshots/`. Spelled once
    /// here: sorting, selecting, comparing and hashing subjects all ask for it.
    package let relativePath: String

    package init(
        configuration: ComponentConfiguration, theme: ThemeMode, scale: Double, played: PlayedFrame? = nil,
        localisation: Localisation = .standard
    ) {
        self.configuration = configuration
        self.theme = theme
        self.scale = scale
        self.played = played
        self.localisation = localisation
        let rendition = Self.renditionName(theme: theme, scale: scale, localisation: localisation)
        let overrides = Self.overridesSuffix(configuration)
        relativePath =
            GoldenPath.component(configuration.set.name) + "/"
            + GoldenPath.component((played == nil ? "" : "Played ") + configuration.variant.name + overrides) + "/"
            + GoldenPath.component((played.map { $0.name + " " } ?? "") + rendition) + ".png"
    }

    /// The themes and scales every variant is recorded in: light and dark at 2x (the reference), then
    /// light at 1x and 3x, where rounding to the pixel grid differs most.
    package static let standardRenditions: [(theme: ThemeMode, scale: Double)] = [
        (.light, 2), (.dark, 2), (.light, 1), (.light, 3),
    ]

    /// Every configuration in every standard rendition, sorted by path (the stable order shards use).
    package static func standard(catalogue: Catalogue = .standard) -> [GoldenSubject] {
        let subjects = catalogue.allConfigurations.flatMap { configuration in
            standardRenditions.map { GoldenSubject(configuration: configuration, theme: $0.theme, scale: $0.scale) }
        }
        return sorted(subjects + PlayedFrame.standardSubjects() + LocalisationMatrix.standardSubjects(catalogue: catalogue))
    }

    /// Subjects in path order, byte-wise, so every platform agrees.
    package static func sorted(_ subjects: [GoldenSubject]) -> [GoldenSubject] {
        subjects.sorted { ByteOrder.precedes($0.relativePath, $1.relativePath) }
    }

    /// `dark@2x`, or `ar light@2x` for a localised subject.
    package var renditionName: String { Self.renditionName(theme: theme, scale: scale, localisation: localisation) }

    private static func renditionName(theme: ThemeMode, scale: Double, localisation: Localisation) -> String {
        let localised = LocalisationMatrix.name(of: localisation)
        return (localised.isEmpty ? "" : localised + " ") + "\(theme.rawValue)@\(SnapshotFormat.scale(scale))"
    }

    /// `Text Input/Type=Password, State=Error dark@2x`: how failures name the subject.
    package var name: String {
        "\(configuration.name)\(Self.overridesSuffix(configuration))\(played.map { " played \($0.name)" } ?? "") \(renditionName)"
    }

    package var description: String { name }

    /// What to draw.
    package var renderOptions: RenderOptions {
        RenderOptions(theme: theme, scale: scale, background: .surface, localisation: localisation)
    }

    /// ` [Optional=off, Label=Email]` for a configuration with non-default properties, else empty.
    private static func overridesSuffix(_ configuration: ComponentConfiguration) -> String {
        let overrides = configuration.sortedOverrides
        guard !overrides.isEmpty else { return "" }
        return " [" + overrides.map { "\($0.0)=\($0.1)" }.joined(separator: ", ") + "]"
    }

    package static func == (lhs: GoldenSubject, rhs: GoldenSubject) -> Bool {
        lhs.relativePath == rhs.relativePath
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(relativePath) }
}
