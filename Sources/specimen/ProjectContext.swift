import Foundation
import Specimen
import SpecimenReports

/// What a command takes from the project the user stands in (`SpecimenProject`): its fonts, its token
/// files (laid before the command's own `--tokens`), and for snapshot commands its goldens' folder,
/// renditions and tolerance.
enum ProjectContext {
    /// The project of the working directory: the nearest `specimen.json` at or above it, else the folder itself.
    ///
    /// Located once a process (the working directory never changes in one): a render asked for it
    /// twice, checking its output against the project's token files and then drawing with them.
    static func current() throws -> SpecimenProject { try located.get() }

    private static let located = Result { try SpecimenProject.locate() }

    /// Specimen's home, drawing with the project's fonts when it names a folder of its own.
    static func home(_ project: SpecimenProject) throws -> SpecimenHome {
        try SpecimenHome.locate().withFonts(project.fonts)
    }

    /// The project's token files, as `--tokens` words: `FILE`, `light:FILE`, `dark:FILE`.
    static func tokenWords(_ project: SpecimenProject) -> [String] {
        project.tokens.map { reference in reference.mode.map { "\($0):" + reference.file.path } ?? reference.file.path }
    }

    /// The goldens' folder and why it is the one: `--snapshots`, then the project file's `snapshots`,
    /// then `Snapshots/` in the working directory. Never Specimen's home (`SPECIMEN_HOME` names fonts
    /// and themes only) and never the checkout the binary was built from, unless the user stands in it.
    static func snapshots(_ project: SpecimenProject, argument: String?) -> (folder: URL, source: String) {
        if let argument { return (URL(fileURLWithPath: argument, isDirectory: true), "--snapshots") }
        if let file = project.file { return (project.snapshots, file.path) }
        return (project.snapshots, "the working directory; no \(SpecimenProject.fileName) here or above")
    }

    /// The goldens a project draws: every variant of the renderer's own sets (a design system's, when
    /// one is given) in each of the project's themes at each of its scales (light and dark at 2x unless
    /// the file says), else, for Specimen's own sets with no themes or scales named, Specimen's standard
    /// set (renditions, played frames, localisations).
    static func subjects(_ project: SpecimenProject, renderer: Renderer) -> [GoldenSubject] {
        let own = renderer.designSystems.isEmpty
        guard project.themes != nil || project.scales != nil || !own else { return GoldenSubject.standard() }
        let themes = (project.themes ?? ["light", "dark"]).compactMap(ThemeMode.init(rawValue:))
        let scales = project.scales ?? [2]
        let configurations = renderer.ownSets.flatMap { set in set.variants.map { ComponentConfiguration(set: set, variant: $0) } }
        return GoldenSubject.sorted(
            configurations.flatMap { configuration in
                themes.flatMap { theme in scales.map { GoldenSubject(configuration: configuration, theme: theme, scale: $0) } }
            })
    }
}
