import Foundation
import SpecimenSupport
import SpecimenReports

/// A token whose resolved value a token file changes, in one theme.
package struct TokenChange: Sendable, Hashable {
    /// The theme file it changes in: `acme-light`.
    package let theme: String
    package let path: TokenPath
    /// The resolved value before and after, as a token file writes it (`#155DFC`, `2pt`), or `-`.
    package let before: String
    package let after: String
}

/// One variant in one theme that draws differently after a token change.
package struct ReviewedVariant: Sendable {
    package let configuration: ComponentConfiguration
    package let mode: ThemeMode
    package let before: Pixmap
    package let after: Pixmap
    /// Pixels that differ by any amount.
    package let differingPixels: Int
}

/// What a token change does to the catalogue: which tokens change and which variants draw differently.
package struct ReviewResult: Sendable {
    package let tokenChanges: [TokenChange]
    /// Every variant and theme whose pixels changed, in catalogue order, light before dark.
    package let changed: [ReviewedVariant]
    /// How many variant-and-theme pictures are unchanged.
    package let unchangedCount: Int
    package let scale: Double

    /// The configurations that changed in at least one theme, each once, in catalogue order.
    package var changedConfigurations: [ComponentConfiguration] {
        var seen = Set<ComponentConfiguration>()
        return changed.map(\.configuration).filter { seen.insert($0).inserted }
    }
}

/// Renders every variant with the current tokens and with a changed token file, and keeps exactly
/// the pictures that differ. Pixels decide, not token names, so an alias that carries the change
/// (`focusRing/brand/color` through `brand/base`) is caught and a token nobody draws is not.
package struct TokenReview: Sendable {
    package let current: Renderer
    package let changed: Renderer
    /// Device pixels per point of the pictures compared and shown.
    package var scale: Double
    package var workers: Int

    /// `changed` is `current`'s home and strings with `tokens` (both modes) and `modeTokens` (one mode
    /// each) laid over the shipped themes.
    package init(
        current: Renderer, tokens: TokenDocument?, modeTokens: [ThemeMode: TokenDocument] = [:],
        scale: Double = 2, workers: Int = 2
    ) throws {
        self.current = current
        self.changed = try Renderer(
            home: current.home, tokenOverrides: tokens, strings: current.strings,
            modeTokenOverrides: modeTokens, designSystems: current.designSystems)
        self.scale = scale
        self.workers = workers
    }

    /// Compares every variant of `sets` in both themes.
    package func run(sets: [ComponentSet], progress: ProgressBar? = nil) throws -> ReviewResult {
        var tokenChanges: [TokenChange] = []
        var designSystems: [ComponentSet] = []
        for set in sets where !designSystems.contains(where: { $0.designSystem == set.designSystem }) { designSystems.append(set) }
        for set in designSystems {
            for mode in ThemeMode.allCases {
                tokenChanges += Self.changes(
                    from: try current.theme(for: set, mode: mode), to: try changed.theme(for: set, mode: mode),
                    theme: ThemeFiles.fileName(designSystem: set.designSystem, mode: mode))
            }
        }
        let jobs = sets.flatMap { set in
            set.variants.flatMap { variant in
                ThemeMode.allCases.map { (ComponentConfiguration(set: set, variant: variant), $0) }
            }
        }
        let scale = self.scale
        let (current, changed) = (self.current, self.changed)
        let outcomes = try ParallelMap.map(jobs, workers: workers, progress: progress.map { bar -> @Sendable () -> Void in { bar.advance() } }) { job -> ReviewedVariant? in
            let options = RenderOptions(theme: job.1, scale: scale)
            let before = try current.pixmap(job.0, options: options)
            let after = try changed.pixmap(job.0, options: options)
            switch PixelComparison.compare(expected: before, actual: after, maxChannelDelta: 0) {
            case .compared(let difference) where difference.differingPixels == 0:
                return nil
            case .compared(let difference):
                return ReviewedVariant(configuration: job.0, mode: job.1, before: before, after: after, differingPixels: difference.differingPixels)
            case .sizeMismatch:
                return ReviewedVariant(
                    configuration: job.0, mode: job.1, before: before, after: after,
                    differingPixels: max(before.width * before.height, after.width * after.height))
            }
        }
        let changedVariants = outcomes.compactMap { $0 }
        return ReviewResult(
            tokenChanges: tokenChanges, changed: changedVariants,
            unchangedCount: outcomes.count - changedVariants.count, scale: scale)
    }

    /// The shipped theme's paths whose resolved value differs in the changed one, sorted by path. A
    /// user's own primitives (`acme/red`) are not changes of the theme: they show through the tokens
    /// that alias them.
    static func changes(from before: Theme, to after: Theme, theme: String) -> [TokenChange] {
        let paths = before.values.keys.sorted()
        return paths.compactMap { path in
            let old = before.values[path], new = after.values[path]
            guard old != new else { return nil }
            return TokenChange(theme: theme, path: path, before: old?.display ?? "-", after: new?.display ?? "-")
        }
    }
}
