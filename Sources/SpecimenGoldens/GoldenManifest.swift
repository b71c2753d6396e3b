import SpecimenSupport
import Foundation
import SpecimenFiles

/// `Snapshots/manifest.json`: for every golden, what produced it.
///
/// Written by hand rather than by `JSONEncoder`, so the bytes are the same on every platform and
/// Foundation version: entries sorted by file (byte-wise), keys in a fixed order, properties sorted by
/// name, two-space indents, a final newline. Re-recording unchanged goldens rewrites the same bytes.
package struct GoldenManifest: Sendable, Hashable {
    package static let fileName = GoldenPath.manifestFileName
    package static let formatVersion = 1

    /// One golden's record.
    package struct Entry: Sendable, Hashable, Codable {
        /// Relative to `Snapshots/`: `Text Input/Type=Password, State=Error/dark@2x.png`.
        package var file: String
        package var set: String
        package var variant: String
        /// Every property's value, the variant's and the others', by name.
        package var properties: [String: String]
        package var theme: String
        package var scale: Double
        /// The image in device pixels.
        package var width: Int
        package var height: Int
        package var fingerprint: EnvironmentFingerprint
        /// This golden's own tolerance and masks, if any (see `GoldenComparison`).
        package var compare: GoldenComparison?
        /// The locale, direction and text scale it was drawn for; nil for a standard golden.
        package var localisation: LocalisationRecord?
        /// Hashes of the file and its pixels when recorded (see `GoldenDigest`); nil in older manifests.
        package var digest: GoldenDigest?

        package init(
            file: String, set: String, variant: String, properties: [String: String], theme: String,
            scale: Double, width: Int, height: Int, fingerprint: EnvironmentFingerprint, compare: GoldenComparison? = nil
        ) {
            self.file = file
            self.set = set
            self.variant = variant
            self.properties = properties
            self.theme = theme
            self.scale = scale
            self.width = width
            self.height = height
            self.fingerprint = fingerprint
            self.compare = compare
        }

        /// The entry for `subject` as just rendered at `size` in the environment `fingerprint`.
        package init(subject: GoldenSubject, size: PixelSize, fingerprint: EnvironmentFingerprint) {
            let configuration = subject.configuration
            var properties: [String: String] = [:]
            for property in configuration.set.properties { properties[property.name] = configuration.value(property.name) }
            self.init(
                file: subject.relativePath, set: configuration.set.name, variant: configuration.variant.name,
                properties: properties, theme: subject.theme.rawValue, scale: subject.scale,
                width: size.width, height: size.height, fingerprint: fingerprint)
            localisation = LocalisationRecord.of(subject)
        }
    }

    /// By file.
    package var entries: [String: Entry]
    /// The folder of the project that owns these goldens, relative to the goldens folder (`..` for
    /// `Snapshots/` beside its `specimen.json`), so a moved or cloned project still owns its folder and
    /// another project's `record` or `prune` is refused (``GoldenSuite/requireOwner()``); nil in a
    /// manifest written before owners were named, or by the Swift API without one.
    package var project: String?

    package init(entries: [String: Entry] = [:], project: String? = nil) {
        self.entries = entries
        self.project = project
    }

    /// Reads a manifest; `nil` when there is no file, an error naming the file when it cannot be used.
    package static func load(from url: URL) throws -> GoldenManifest? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SnapshotError.badManifest(path: url.path, reason: "cannot read the file")
        }
        let document: (format: Int, goldens: [Entry])
        do {
            document = try entries(reading: Array(data))
        } catch {
            throw SnapshotError.badManifest(path: url.path, reason: "not a Specimen manifest (\(error))")
        }
        guard document.format == formatVersion else {
            throw SnapshotError.badManifest(path: url.path, reason: "format \(document.format) is not the \(formatVersion) this Specimen reads")
        }
        var entries: [String: Entry] = [:]
        for entry in document.goldens {
            guard entries[entry.file] == nil else {
                throw SnapshotError.badManifest(path: url.path, reason: "'\(entry.file)' is listed twice")
            }
            if let compare = entry.compare {
                do { _ = try compare.tolerance(over: .exact) } catch {
                    throw SnapshotError.badManifest(path: url.path, reason: "'\(entry.file)' has a bad \"compare\": \(error)")
                }
            }
            entries[entry.file] = entry
        }
        return GoldenManifest(entries: entries, project: owner(reading: Array(data)))
    }

    /// The manifest's bytes.
    package func encoded() -> [UInt8] {
        let files = entries.keys.sorted { ByteOrder.precedes($0, $1) }
        var out = "{\n  \"format\": \(Self.formatVersion),\n" + (project.map { "  \"project\": \(JSONWriter.quoted($0)),\n" } ?? "") + "  \"goldens\": ["
        for (index, file) in files.enumerated() {
            guard let entry = entries[file] else { continue }
            out += index == 0 ? "\n" : ",\n"
            let properties = entry.properties.keys.sorted { ByteOrder.precedes($0, $1) }
                .map { "\(JSONWriter.quoted($0)): \(JSONWriter.quoted(entry.properties[$0] ?? ""))" }
                .joined(separator: ", ")
            out += """
                    {
                      "file": \(JSONWriter.quoted(entry.file)),
                      "set": \(JSONWriter.quoted(entry.set)),
                      "variant": \(JSONWriter.quoted(entry.variant)),
                      "properties": {\(properties)},
                      "theme": \(JSONWriter.quoted(entry.theme)),
                      "scale": \(SnapshotFormat.number(entry.scale)),
                      "width": \(entry.width),
                      "height": \(entry.height),\(entry.localisation.map { "\n      \"localisation\": \($0.json)," } ?? "")
                      "fingerprint": {\(entry.fingerprint.specimen.map { "\"specimen\": \(JSONWriter.quoted($0)), " } ?? "")"renderer": \(JSONWriter.quoted(entry.fingerprint.renderer)), "fonts": \(JSONWriter.quoted(entry.fingerprint.fonts))}\(entry.digest.map { ",\n      \"digest\": \($0.json)" } ?? "")\(entry.compare.map { ",\n      \"compare\": \($0.json)" } ?? "")
                    }
                """
        }
        out += files.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(out.utf8)
    }

    /// Writes the manifest atomically, as durable as `durability` says, unless the file already holds
    /// these bytes. Returns true when it wrote.
    @discardableResult
    package func write(to url: URL, durability: Durability) throws -> Bool {
        let bytes = encoded()
        if let existing = FileManager.default.contents(atPath: url.path), Array(existing) == bytes { return false }
        try FileGate.makeFolders(url.deletingLastPathComponent().path)
        try AtomicFile.write(bytes, to: url.path, durability: durability)
        return true
    }
}
