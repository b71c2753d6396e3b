import Foundation
import Specimen
import SpecimenFiles
import SpecimenPNG
import SpecimenSupport

/// The preview's further pictures: every variant in every `PreviewVariation` of its set, light and
/// dark, plain PNG at every gallery scale (no redlines, no SVG: the preview shows only these), in
/// `images/<set>/<variant>--<variation>-<theme>@<scale>x.png`.
struct PreviewPictures: Sendable {
    /// One variant in one variation and theme.
    struct Key: Sendable, Hashable {
        let configuration: ComponentConfiguration
        let variation: String
        let mode: ThemeMode
    }

    private(set) var files: [Key: ImageFiles] = [:]

    /// The picture of `configuration` in `variation` and `mode`, if one was rendered.
    subscript(configuration: ComponentConfiguration, variation: PreviewVariation, mode: ThemeMode) -> ImageFiles? {
        files[Key(configuration: configuration, variation: variation.slug, mode: mode)]
    }

    /// `images/stepper/size-md-state-default--locale-ar-dark@2x.png`.
    static func path(_ configuration: ComponentConfiguration, _ variation: PreviewVariation, mode: ThemeMode, scale: Double) -> String {
        "\(GalleryPaths.stem(configuration))--\(variation.slug)-\(mode.rawValue)@\(RedlineOverlay.format(scale))x.png"
    }

    /// Renders them with `workers` threads; the locales' renderers hold their `translations` over the
    /// gallery renderer's strings (fonts, themes and token checks shared).
    static func render(
        sets: [ComponentSet], drawn: Localisation, scales: [Double], renderer: Renderer, translations: GalleryTranslations, site: OutputFolder, workers: Int,
        progress: (@Sendable () -> Void)? = nil
    ) throws -> PreviewPictures {
        var renderers: [String: Renderer] = [:]
        for locale in GalleryLocale.offered {
            renderers[locale.tag] = renderer.with(strings: AccessibilityStrings(values: renderer.strings.values.merging(translations[locale]) { $1 }))
        }
        let localised = renderers
        var jobs: [(ComponentConfiguration, PreviewVariation, ThemeMode)] = []
        for set in sets {
            let variations = PreviewVariation.all(for: set, drawn: drawn)
            for variant in set.variants {
                for variation in variations {
                    for mode in ThemeMode.allCases { jobs.append((ComponentConfiguration(set: set, variant: variant), variation, mode)) }
                }
            }
        }
        let rendered = try ParallelMap.map(jobs, workers: workers, progress: progress) { job -> (Key, ImageFiles) in
            let (configuration, variation, mode) = job
            var drawer = renderer
            if case .locale(let locale) = variation.change, let own = localised[locale.tag] { drawer = own }
            let changed = try variation.configuration(configuration)
            var size = (0, 0)
            for scale in scales {
                let options = RenderOptions(theme: mode, scale: scale, localisation: variation.localisation(drawn))
                let list = try drawer.displayList(changed, options: options)
                if scale == scales[0] {
                    size = (Int((list.bounds.width - 1e-9).rounded(.up)), Int((list.bounds.height - 1e-9).rounded(.up)))
                }
                let png = try PNGEncoder().encode(drawer.rasterizer.render(list), pixelsPerPoint: scale)
                try AtomicFile.write(png, to: try site.file(path(configuration, variation, mode: mode, scale: scale)), durability: site.policy.durability)
            }
            let files = GalleryPaths.files({ path(configuration, variation, mode: mode, scale: $0) }, scales: scales, width: size.0, height: size.1)
            return (Key(configuration: configuration, variation: variation.slug, mode: mode), files)
        }
        var pictures = PreviewPictures()
        for (key, files) in rendered { pictures.files[key] = files }
        return pictures
    }

    /// Every file written, for the summary.
    var all: [String] { files.values.flatMap(\.all) }
}
