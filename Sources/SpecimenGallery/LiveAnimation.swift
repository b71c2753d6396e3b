import Foundation
import SpecimenFiles

/// A set's live specimen as the gallery shows it: an animated PNG per theme (at every scale, for
/// `srcset`) beside the static variants, and the script it plays.
struct LiveAnimation: Sendable {
    let set: String
    let script: String
    /// The starting variant and its properties, for the caption.
    let start: String
    let light: ImageFiles
    let dark: ImageFiles

    /// `images/chip-input/live-light@2x.png`.
    static func path(_ set: ComponentSet, mode: ThemeMode, scale: Double) -> String {
        "images/\(Slug.make(set.name))/live-\(mode.rawValue)@\(RedlineOverlay.format(scale))x.png"
    }

    /// Plays and writes the live specimen of every set in `sets` that has one.
    static func render(
        sets: [ComponentSet], scales: [Double], localisation: Localisation = .standard,
        renderer: Renderer, site: OutputFolder
    ) throws -> [LiveAnimation] {
        try sets.compactMap { set in
            guard let specimen = LiveSpecimen.of(set) else { return nil }
            let configuration = try specimen.configuration()
            let playback = try renderer.play(configuration, script: try EventScript(parsing: specimen.script), localisation: localisation)
            let width = Int((playback.canvas.width - 1e-9).rounded(.up)), height = Int((playback.canvas.height - 1e-9).rounded(.up))
            func files(_ mode: ThemeMode) throws -> ImageFiles {
                for scale in scales {
                    let bytes = try renderer.animatedPNG(playback, options: RenderOptions(theme: mode, scale: scale, localisation: localisation))
                    try AtomicFile.write(bytes, to: try site.file(path(set, mode: mode, scale: scale)), durability: site.policy.durability)
                }
                return GalleryPaths.files({ path(set, mode: mode, scale: $0) }, scales: scales, width: width, height: height)
            }
            let light = try files(.light), dark = try files(.dark)
            let start = ([configuration.variant.name] + specimen.properties).joined(separator: ", ")
            return LiveAnimation(set: set.name, script: specimen.script, start: start, light: light, dark: dark)
        }
    }

    /// The section at the top of the set's page: the two animations and what they play.
    var html: String {
        "<section class=\"variant live\" id=\"live\">\n<h2>Live: \(HTMLPage.escape(start))</h2>\n"
            + "<p class=\"script\">Played frame by frame, as <code>specimen play</code> does: <code>\(HTMLPage.escape(script))</code></p>\n"
            + "<div class=\"pictures\">\n"
            + "<figure class=\"light\">" + HTMLPage.image(light, alt: "\(set), live, light", className: "plain")
            + "<figcaption>Light · <a href=\"\(HTMLPage.escape(light.base))\">APNG</a></figcaption></figure>\n"
            + "<figure class=\"dark\">" + HTMLPage.image(dark, alt: "\(set), live, dark", className: "plain")
            + "<figcaption>Dark · <a href=\"\(HTMLPage.escape(dark.base))\">APNG</a></figcaption></figure>\n"
            + "</div>\n</section>\n"
    }

    /// Every file written.
    var files: [String] { light.all + dark.all }
}
