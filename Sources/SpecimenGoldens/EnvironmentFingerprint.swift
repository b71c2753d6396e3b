import Foundation
import SpecimenSupport
import SpecimenInput

/// What besides the code's intent decides a golden's pixels: the renderer's version and the fonts; and,
/// for the record, the Specimen release that wrote it.
///
/// Recorded per golden in the manifest. When a golden stops matching and its renderer or fonts are not
/// the current ones, the failure says "environment changed" rather than "pixels changed": the fonts or
/// the renderer moved under it, so re-recording is likely right; otherwise a change to the code did it.
/// The release (`specimen`) is kept but not compared: a release that draws the same pixels keeps the
/// renderer version, and would otherwise call every later failure an environment change.
package struct EnvironmentFingerprint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `SpecimenVersion.current` when recorded; `nil` in manifests written before it was recorded.
    package var specimen: String?
    /// `SpecimenRendererVersion.current` when recorded.
    package var renderer: String
    /// FNV-1a 64 of every font file's name and bytes, in name order (`fnv1a64:` + 16 hex digits).
    package var fonts: String

    package init(specimen: String? = SpecimenVersion.current, renderer: String, fonts: String) {
        self.specimen = specimen
        self.renderer = renderer
        self.fonts = fonts
    }

    package var description: String { (specimen.map { "specimen \($0), " } ?? "") + "renderer \(renderer), fonts \(fonts)" }

    /// True when the pixels may differ for reasons outside the code: another renderer version or other fonts.
    package func drawsDifferently(from other: EnvironmentFingerprint) -> Bool {
        renderer != other.renderer || fonts != other.fonts
    }

    /// What differs from `other`, for a failure line: `fonts fnv1a64:1a.. -> fnv1a64:2b..`.
    package func changes(from other: EnvironmentFingerprint) -> String {
        var parts: [String] = []
        if renderer != other.renderer { parts.append("renderer \(other.renderer) -> \(renderer)") }
        if fonts != other.fonts { parts.append("fonts \(other.fonts) -> \(fonts)") }
        return parts.joined(separator: ", ")
    }

    /// The font files Specimen draws with: every `.otf`, `.ttf` and `.ttc` in `fonts`.
    package static func fontFiles(in fonts: URL) throws -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: fonts.path)
        } catch {
            throw SnapshotError.unreadableFile(path: fonts.path, reason: "cannot list the fonts folder")
        }
        return
            names
            .filter { ["otf", "ttf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { ByteOrder.precedes($0, $1) }
            .map { fonts.appendingPathComponent($0) }
    }

    /// The current fingerprint for a Specimen home (its `Fonts/` folder) and the design systems' own
    /// fonts (`designSystemFonts`, each named `<design system>/<file>`).
    package static func current(home: SpecimenHome, designSystemFonts: [(designSystem: String, file: URL)] = []) throws -> EnvironmentFingerprint {
        EnvironmentFingerprint(hashing: try fonts(home: home, designSystemFonts: designSystemFonts))
    }

    /// Every font file's name and bytes, in name order: what the fingerprint hashes. `Fonts/`'s come
    /// first, then `designSystemFonts` in the order given, each named `<design system>/<file>`: a user's
    /// design system draws with its own folder's fonts too, so a font replaced there is an environment
    /// change for its goldens; with no such fonts the fingerprint is `Fonts/`'s alone, as it always was.
    /// The files are mapped, not copied: 5.5 MB read into fresh memory cost 1,350 page faults a verify.
    package static func fonts(home: SpecimenHome, designSystemFonts: [(designSystem: String, file: URL)] = []) throws -> [(name: String, bytes: Data)] {
        try fontFiles(in: home.fonts).map { try mapped($0, name: $0.lastPathComponent) }
            + designSystemFonts.map { try mapped($0.file, name: $0.designSystem + "/" + $0.file.lastPathComponent) }
    }

    private static func mapped(_ file: URL, name: String) throws -> (name: String, bytes: Data) {
        // Mapping falls back to reading, which would block on a FIFO: only regular files are fonts.
        do { try InputFile.requireRegularFile(file.path, what: "font file") } catch {
            throw SnapshotError.unreadableFile(path: file.path, reason: error.reason)
        }
        guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else {
            throw SnapshotError.unreadableFile(path: file.path, reason: "cannot read the font file")
        }
        return (name, data)
    }

    /// The fingerprint of fonts read by `fonts(home:)`: FNV-1a over 64-bit words (`fnv1a64w:`), so
    /// the 23.8 MB of fonts take 3.0 million multiplications instead of 23.8 million in a chain.
    package init(hashing fonts: [(name: String, bytes: Data)]) {
        var hasher = FNV1a64()
        for font in fonts {
            hasher.combine(font.name)
            hasher.combine([0])
            font.bytes.withUnsafeBytes { hasher.combineWords($0) }
        }
        self.init(renderer: SpecimenRendererVersion.current, fonts: "fnv1a64w:" + hasher.hex)
    }
}
