import SpecimenLimits

/// A theme mode of a design system's tokens.
public enum ThemeMode: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case light
    case dark

    /// `light` or `dark`: what a snapshot named by a theme (`named: theme`) is called.
    public var description: String { rawValue }
}

/// The output formats Specimen writes.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    case png
    case svg
    /// One page in points: vectors, images as image XObjects, searchable text (`SpecimenPDF`).
    case pdf

    /// The format a file name's extension asks for, or `nil`.
    public init?(path: String) {
        let lower = path.lowercased()
        guard let format = Self.allCases.first(where: { lower.hasSuffix("." + $0.rawValue) }) else { return nil }
        self = format
    }
}

/// How to draw one picture.
public struct RenderOptions: Sendable, Hashable {
    /// Scales Specimen accepts (`Limits.scaleRange`).
    package static let scaleRange = Limits.scaleRange
    /// The largest picture Specimen draws, in pixels (`Limits.pixelBudget`), so a typo in a scale cannot
    /// exhaust memory.
    package static let pixelBudget = Limits.pixelBudget

    /// The token mode: light or dark.
    public var theme: ThemeMode
    /// Device pixels per point.
    public var scale: Double
    /// The page colour under the component, or transparent.
    public var background: SceneOptions.Background
    /// Draw the layout measured on top (`RedlineOverlay`): outlines, sizes, gaps and paddings in points.
    /// The picture grows to hold the labels.
    public var redlines: Bool
    /// The photo an Overlay Composer floats over; `nil` for Specimen's built-in one.
    public var backdrop: Pixmap?
    /// Locale, direction and text scale (`--locale`, `--direction`, `--text-scale`).
    public var localisation: Localisation

    /// Options for a picture in `theme` at `scale`, over `background`; the rest as each parameter says.
    public init(
        theme: ThemeMode = .light, scale: Double = 1, background: SceneOptions.Background = .surface,
        redlines: Bool = false, backdrop: Pixmap? = nil, localisation: Localisation = .standard
    ) {
        self.localisation = localisation
        self.theme = theme
        self.scale = scale
        self.background = background
        self.redlines = redlines
        self.backdrop = backdrop
    }

    /// Checks the scale; the pixel budget is checked once the size is known.
    package func validated() throws -> RenderOptions {
        guard scale.isFinite, RenderOptions.scaleRange.contains(scale) else {
            throw RenderError.badScale(scale)
        }
        _ = try localisation.validated()
        return self
    }
}
