/// One picture at every scale the gallery writes: the paths (relative to the site's root) and its
/// size in points, which is the `<img>`'s width and height.
struct ImageFiles: Sendable, Hashable {
    /// The 1x file (or the smallest scale written).
    let base: String
    /// The other scales' files, for `srcset`.
    let scaled: [Scaled]
    /// The picture's size in points (its 1x pixel size).
    let width: Int
    let height: Int

    struct Scaled: Sendable, Hashable {
        let path: String
        let scale: Double
    }

    /// Every file path, base first.
    var all: [String] { [base] + scaled.map(\.path) }
}

/// Where the gallery puts each file, relative to its root. Names are slugs of the set and variant
/// names, so they are stable, readable and safe in URLs.
enum GalleryPaths {
    static func page(for set: ComponentSet) -> String { "\(Slug.make(set.name)).html" }
    static let index = "index.html"
    static let tokens = "tokens.html"
    static let type = "type.html"
    static let localisation = "localisation.html"

    /// `images/text-input/type-default-state-placeholder`.
    static func stem(_ configuration: ComponentConfiguration) -> String {
        "images/\(Slug.make(configuration.set.name))/\(Slug.make(configuration.variant.name))"
    }

    /// `…-light@2x.png`, `…-dark-redlines@3x.png`.
    static func png(_ configuration: ComponentConfiguration, mode: ThemeMode, scale: Double, redlines: Bool) -> String {
        "\(stem(configuration))-\(mode.rawValue)\(redlines ? "-redlines" : "")@\(RedlineOverlay.format(scale))x.png"
    }

    /// `…-light.svg`: one SVG per theme, since it scales.
    static func svg(_ configuration: ComponentConfiguration, mode: ThemeMode) -> String {
        "\(stem(configuration))-\(mode.rawValue).svg"
    }

    /// `images/type/typography-label-light@1x.png`; a user's design system's under its own `prefix` folder.
    static func typeSample(_ token: TokenPath, prefix: String = "", mode: ThemeMode, scale: Double) -> String {
        "images/type/\(prefix)\(Slug.make(token.description))-\(mode.rawValue)@\(RedlineOverlay.format(scale))x.png"
    }

    /// The set of PNG files of one picture at `scales`, smallest first, sized `width` x `height` points.
    static func files(_ path: (Double) -> String, scales: [Double], width: Int, height: Int) -> ImageFiles {
        let sorted = scales.sorted()
        let base = sorted.first ?? 1
        return ImageFiles(
            base: path(base), scaled: sorted.dropFirst().map { ImageFiles.Scaled(path: path($0), scale: $0 / base) },
            width: width, height: height)
    }
}
