import Foundation
import SpecimenFiles
import SpecimenPNG
import SpecimenSupport

/// What a gallery is built from and where it goes.
package struct GalleryOptions: Sendable {
    /// The site's folder; created when missing. Files already in it are replaced, others are left. It
    /// is locked while the gallery is written, and no link inside it is followed (`OutputPolicy`).
    package var output: URL
    /// Files the gallery reads (token and strings files): none of them is ever written.
    package var inputs: [String] = []
    /// How far its files are flushed: `.none` by default, since the gallery can be built again.
    package var durability: Durability = .none
    /// The sets to show, in the order shown (default: the whole catalogue, in the spec's order).
    package var sets: [ComponentSet]
    /// Device scales every PNG is written at; the smallest is the `<img>`'s `src`, the rest its `srcset`.
    package var scales: [Double]
    /// Threads rendering at once.
    package var workers: Int
    /// Draw a progress bar on stderr: `nil` means when stderr is a terminal.
    package var showsProgress: Bool?
    /// The locale, direction and text scale every variant and live specimen is drawn for
    /// (`--locale`, `--direction`, `--text-scale`); the Localisation page keeps its own columns.
    package var localisation: Localisation = .standard

    package init(
        output: URL, sets: [ComponentSet] = Catalogue.standard.sets, scales: [Double] = [1, 2, 3],
        workers: Int = 2, showsProgress: Bool? = nil
    ) {
        self.output = output
        self.sets = sets
        self.scales = scales
        self.workers = workers
        self.showsProgress = showsProgress
    }
}

/// What a gallery build wrote.
package struct GallerySummary: Sendable {
    package let variants: Int
    /// Every file written, relative to the output folder, sorted.
    package let files: [String]
    package let seconds: Double
}

/// Builds the gallery: every variant in light and dark at every scale, PNG and SVG, plain and with
/// redlines, then the pages that show them.
///
/// Pictures are rendered by `options.workers` threads; each picture's bytes depend only on its
/// input, and every page is written after all renders from data in catalogue order, so the site is
/// the same byte for byte whatever the number of threads.
package struct Gallery: Sendable {
    package let renderer: Renderer
    package let options: GalleryOptions

    package init(renderer: Renderer, options: GalleryOptions) {
        self.renderer = renderer
        self.options = options
    }

    /// One variant in one theme, rendered: what its page needs to show it.
    struct Rendered: Sendable {
        let configuration: ComponentConfiguration
        let mode: ThemeMode
        let plain: ImageFiles
        let redlined: ImageFiles
        let svg: String
    }

    package func build() throws -> GallerySummary {
        let start = Date()
        let scales = options.scales.isEmpty ? [1] : Array(Set(options.scales)).sorted()
        for scale in scales { _ = try RenderOptions(scale: scale, localisation: options.localisation).validated() }
        // One gallery at a time per folder: a second is refused as busy rather than mixing its pages
        // and pictures with the first's.
        var policy = OutputPolicy(inputs: options.inputs)
        policy.durability = options.durability
        let existed = FileIdentity.kind(options.output.path) != .missing
        let site = try policy.folder(options.output.path)
        // A gallery folder is Specimen's only when new, empty or holding the record an earlier gallery
        // wrote (`.specimen-files`), as a report folder is: `--out photos` never fills a folder of the
        // user's. It is checked under the lock, so a second gallery starting beside the first is told
        // the folder is busy, never that it is the user's.
        try WrittenFiles.requireSpecimens(folder: site.path)
        // Empty when locked (new, or made by a gallery that has since failed): all it will hold is this run's.
        let madeSite = (try? FileManager.default.contentsOfDirectory(atPath: site.path))?.isEmpty == true
        let madeImages = FileIdentity.kind(site.path + "/images") == .missing
        do {
            var written = WrittenFiles.read(in: site)
            try written.write(in: site)
            let summary = try build(into: site, scales: scales, start: start)
            // The gallery is replaced as a set: the pictures and pages an earlier gallery wrote that
            // this one does not (a set removed, a scale dropped) go, while still the files it wrote.
            for file in summary.files { written.note(file, in: site) }
            written.removeStale(keeping: Set(summary.files), in: site)
            try written.write(in: site)
            return summary
        } catch {
            // A gallery that failed (a full disk, a refused file) leaves nothing it made: a folder
            // empty when this run locked it holds only this run's files, which go (and the folder, when
            // this run made it); else the images/ it made.
            if madeSite, !existed {
                FileGate.removeFolderMadeThisRun(site.path)
            } else if madeSite {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? [] {
                    let path = site.path + "/" + name
                    if FileIdentity.kind(path) == .folder { FileGate.removeFolderMadeThisRun(path) } else { try? FileGate.removeFile(path) }
                }
            } else if madeImages {
                FileGate.removeFolderMadeThisRun(site.path + "/images")
            }
            throw error
        }
    }

    private func build(into site: OutputFolder, scales: [Double], start: Date) throws -> GallerySummary {
        let configurations = options.sets.flatMap { set in set.variants.map { ComponentConfiguration(set: set, variant: $0) } }
        for set in options.sets { try site.folder("images/\(Slug.make(set.name))") }
        try site.folder("images/type")

        let jobs = configurations.flatMap { configuration in ThemeMode.allCases.map { (configuration, $0) } }
        let progress = ProgressBar(
            total: jobs.count, label: "variant renders (\(scales.count) scales, PNG + SVG, plain + redlines)",
            enabled: options.showsProgress ?? (isatty(STDERR_FILENO) != 0))
        // Drawn for a locale the gallery offers, its sample translations lie under the user's strings
        // (theirs win), so "(Optional)" and the sample texts read in that locale as on its preview.
        let translations = try GalleryTranslations.read(sets: options.sets, renderer: self.renderer)
        let renderer =
            GalleryLocale.offered.first { $0.tag == options.localisation.locale }.map { offered in
                self.renderer.with(strings: AccessibilityStrings(values: translations[offered].merging(self.renderer.strings.values) { _, own in own }))
            } ?? self.renderer
        let localisation = options.localisation
        let advance: @Sendable () -> Void = { progress.advance() }
        let rendered = try ParallelMap.map(jobs, workers: options.workers, progress: advance) { job in
            try Self.render(job.0, mode: job.1, scales: scales, localisation: localisation, renderer: renderer, site: site)
        }
        progress.finish()
        let variationCount = options.sets.reduce(0) { $0 + $1.variants.count * PreviewVariation.all(for: $1, drawn: localisation).count } * 2
        let previewProgress = ProgressBar(
            total: variationCount, label: "preview pictures (a Boolean, locale or text scale each)",
            enabled: options.showsProgress ?? (isatty(STDERR_FILENO) != 0))
        let previewAdvance: @Sendable () -> Void = { previewProgress.advance() }
        let previews = try PreviewPictures.render(
            sets: options.sets, drawn: localisation, scales: scales, renderer: renderer, translations: translations, site: site,
            workers: options.workers, progress: previewAdvance)
        previewProgress.finish()
        // The translations each offered locale is drawn with, as the snippets' --strings files.
        try site.folder("strings")
        for locale in GalleryLocale.offered {
            try AtomicFile.write(Array(translations.stringsFile(for: locale).utf8), to: try site.file(locale.stringsPath), durability: site.policy.durability)
        }

        let audit = try AccessibilityAudit(renderer: renderer).audit(sets: options.sets)
        let samples = try TypeSamples(renderer: renderer, scales: scales, sets: options.sets).write(into: site)
        let animations = try LiveAnimation.render(
            sets: options.sets, scales: scales, localisation: localisation,
            renderer: renderer, site: site)
        var pages = try GallerySite(renderer: renderer, sets: options.sets, rendered: rendered, audit: audit, typeSamples: samples)
        pages.animations = animations
        pages.previews = previews
        pages.localisation = localisation
        pages.siteFolder = GallerySite.relativeToWorkingDirectory(options.output.standardizedFileURL.path)
        for set in options.sets { pages.prose[set.name] = try SetProse(set).markdown }
        pages.readme = try SetProse.readme(of: options.sets)
        pages.localisationRows = try LocalisationPage.write(sets: options.sets, renderer: renderer, translations: translations, scales: scales, site: site)
        // One list per kind, appended in turn: as one chained expression it took the type checker 11 s a build.
        var files: [String] = []
        for variant in rendered { files += variant.plain.all + variant.redlined.all + [variant.svg] }
        for sample in samples.flatMap(\.samples) { files += sample.light.all + sample.dark.all }
        for animation in animations { files += animation.files }
        files += previews.all + GalleryLocale.offered.map(\.stringsPath)
        for row in pages.localisationRows { for pictures in row.pictures { files += pictures.all } }
        for (path, html) in try pages.pages() {
            try AtomicFile.write(Array(html.utf8), to: try site.file(path), durability: site.policy.durability)
            files.append(path)
        }
        return GallerySummary(variants: configurations.count, files: files.sorted(), seconds: Date().timeIntervalSince(start))
    }

    /// Writes one variant's pictures in one theme: a PNG per scale, plain and with redlines, and an SVG.
    static func render(
        _ configuration: ComponentConfiguration, mode: ThemeMode, scales: [Double], localisation: Localisation,
        renderer: Renderer, site: OutputFolder
    ) throws -> Rendered {
        func write(_ bytes: [UInt8], _ path: String) throws {
            try AtomicFile.write(bytes, to: try site.file(path), durability: site.policy.durability)
        }
        var sizes: [Bool: (Int, Int)] = [:]
        for redlines in [false, true] {
            for scale in scales {
                let options = RenderOptions(theme: mode, scale: scale, redlines: redlines, localisation: localisation)
                let list = try renderer.displayList(configuration, options: options)
                if sizes[redlines] == nil {
                    sizes[redlines] = (Int((list.bounds.width - 1e-9).rounded(.up)), Int((list.bounds.height - 1e-9).rounded(.up)))
                }
                let pixels = renderer.rasterizer.render(list)
                try write(
                    try PNGEncoder().encode(pixels, pixelsPerPoint: scale),
                    GalleryPaths.png(configuration, mode: mode, scale: scale, redlines: redlines))
                if !redlines && scale == scales[0] {
                    let svg = try renderer.svgWriter.write(list)
                    try write(Array(svg.utf8), GalleryPaths.svg(configuration, mode: mode))
                }
            }
        }
        func files(_ redlines: Bool) -> ImageFiles {
            let size = sizes[redlines] ?? (0, 0)
            return GalleryPaths.files(
                { GalleryPaths.png(configuration, mode: mode, scale: $0, redlines: redlines) },
                scales: scales, width: size.0, height: size.1)
        }
        return Rendered(
            configuration: configuration, mode: mode, plain: files(false), redlined: files(true),
            svg: GalleryPaths.svg(configuration, mode: mode))
    }
}
