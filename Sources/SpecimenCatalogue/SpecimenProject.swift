import Foundation
import SpecimenSupport

/// A team's Specimen project, found from where the user stands, as git, SwiftPM and Playwright find
/// theirs: the nearest `specimen.json` in the working directory or a folder above it, else the working
/// directory itself with every setting at its default.
///
/// The project says where its goldens live and what its design system is; `SpecimenHome` still says
/// where Specimen's own fonts and themes are. Paths in the file are relative to the file's folder, so
/// a project moved or cloned elsewhere keeps working. The build checkout is never a project by
/// accident: a binary copied to another clone, or run from an empty folder, acts on that folder.
///
///     {
///       "designSystems": ["design-system"],
///       "tokens": ["design-system/tokens.json", "dark:design-system/dark.tokens.json"],
///       "fonts": "design-system/Fonts",
///       "snapshots": "Snapshots",
///       "themes": ["light", "dark"],
///       "scales": [1, 2],
///       "tolerance": {"maxDelta": 1, "maxPixels": 0, "maxRatio": 0, "perceptual": 0.1}
///     }
public struct SpecimenProject: Sendable, Equatable {
    /// `specimen.json`.
    package static let fileName = "specimen.json"
    /// Every key a project file may hold.
    package static let keys = ["designSystems", "tokens", "fonts", "snapshots", "themes", "scales", "tolerance"]
    /// The keys of `tolerance`.
    package static let toleranceKeys = ["maxDelta", "maxPixels", "maxRatio", "perceptual"]

    /// The folder the project's paths are relative to: the project file's, or the working directory.
    public let root: URL
    /// The project file, or `nil` when none was found and the working directory stands in.
    public let file: URL?
    /// The design systems' folders, in the order the file lists them.
    public var designSystems: [URL] = []
    /// Token files laid over the shipped themes before any `--tokens`, in order.
    package var tokens: [TokenFileReference] = []
    /// A folder that replaces Specimen's `Fonts/` (it must hold the same files), or `nil`.
    public var fonts: URL?
    /// The goldens' folder: `snapshots`, default `Snapshots/` beside the project file.
    public var snapshots: URL
    /// The themes goldens are drawn in (`light`, `dark`), or `nil` for Specimen's standard renditions.
    public var themes: [String]?
    /// The scales goldens are drawn at, or `nil` for Specimen's standard renditions.
    public var scales: [Double]?
    /// The default comparison of `snapshot verify` (its options still win).
    package var tolerance = ToleranceSettings()

    /// One entry of `tokens`: a file, and the mode it applies to (`nil`: both).
    package struct TokenFileReference: Sendable, Equatable {
        /// `light` or `dark` (written `dark:path`); nil when the file applies to both.
        package var mode: String?
        /// The token file, resolved against the project's root.
        package var file: URL
    }

    /// `tolerance`'s numbers as written; `nil` leaves Specimen's default.
    package struct ToleranceSettings: Sendable, Equatable {
        /// `maxDelta`: per-channel difference, 0...255, that still counts as equal.
        package var maxDelta: Int?
        /// `maxPixels`: how many pixels may differ.
        package var maxPixels: Int?
        /// `maxRatio`: the share of all pixels, 0...1, that may differ.
        package var maxRatio: Double?
        /// `perceptual`: the perceptual comparison's threshold, 0...1.
        package var perceptual: Double?
    }

    /// A project with every setting at its default, rooted at `root`.
    package init(root: URL, file: URL? = nil) {
        self.root = Self.standardized(root)
        self.file = file
        self.snapshots = self.root.appendingPathComponent("Snapshots", isDirectory: true)
    }

    /// The nearest project file in `directory` (the working directory when nil) or above it, read and checked; else `directory` as a
    /// project with defaults. A project file that cannot be read is an error, never skipped for one above.
    public static func locate(from directory: URL? = nil) throws -> SpecimenProject {
        // Walked as a path string, its "." and ".." taken out as `standardizedFileURL` does: URL's
        // `path` and standardizing cost about 0.2 M instructions a call, a tenth of a cold render's start.
        let start = directory?.path ?? FileManager.default.currentDirectoryPath
        var folder = PathText.standardized(start)
        let first = folder
        while true {
            let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
            // A link counts as there, dangling or looping: loading it says what is wrong, never skips it.
            // So the test is `lstat` (the name exists, as a file or as a link): `fileExists`, then
            // `destinationOfSymbolicLink` failing with an error for each folder up to `/`, was about
            // 1 M instructions of a cold render.
            var status = stat()
            if lstat(candidate, &status) == 0 {
                if folder != first { try requireOwnedByUser(candidate) }
                return try load(URL(fileURLWithPath: candidate))
            }
            guard folder != "/", let cut = folder.lastIndex(of: "/") else { break }
            folder = cut == folder.startIndex ? "/" : String(folder[..<cut])
        }
        // The working directory, already standardized, as it almost always is: its `URL`s are made
        // from the text, never asked for their path (see `init(standardizedPath:)`).
        if directory == nil, first == start { return SpecimenProject(standardizedPath: start) }
        return SpecimenProject(root: directory ?? URL(fileURLWithPath: start, isDirectory: true))
    }

    /// A project with every setting at its default, rooted at the folder `path`, which
    /// `PathText.standardized` leaves as it is: what `init(root:)` makes of it, without asking a `URL`
    /// for its path. A process's first `URL.path` makes Foundation's `Set<UInt8>` metadata, whose
    /// conformance check scans every protocol conformance record of the binary (374,000 instructions
    /// of a cold render, which looks for its project first).
    init(standardizedPath path: String) {
        root = URL(fileURLWithPath: path, isDirectory: true)
        file = nil
        snapshots = URL(fileURLWithPath: path == "/" ? "/Snapshots" : path + "/Snapshots", isDirectory: true)
    }

    /// Refuses a project file found in a folder above the working directory that another user owns
    /// (a `/tmp/specimen.json` anyone could plant), as git refuses a repository of another owner: its
    /// `snapshots` and `designSystems` would decide what this user's commands write and read.
    static func requireOwnedByUser(_ path: String) throws {
        guard let owner = (try? FileManager.default.attributesOfItem(atPath: path))?[.ownerAccountID] as? NSNumber else { return }
        let user = getuid()
        guard owner.uint32Value == UInt32(user) else {
            throw ProjectError(
                file: path,
                reason: "is owned by another user (uid \(owner)), not you (uid \(user)), in a folder above the working directory; "
                    + "Specimen uses no one else's project file (add a specimen.json of your own here, or run where yours is)")
        }
    }

    /// `url.standardizedFileURL`, without calling it for a path it would leave as it is (one that
    /// `PathText.standardized` returns unchanged: what the working directory always is). The first
    /// `standardizedFileURL` of a process costs a scan of every protocol conformance in the binary
    /// (260,000 instructions) on top of its own work.
    static func standardized(_ url: URL) -> URL {
        guard url.baseURL == nil else { return url.standardizedFileURL }
        let path = url.path
        return PathText.standardized(path) == path ? url : url.standardizedFileURL
    }

    /// Reads and checks the project file at `file`.
    package static func load(_ file: URL) throws -> SpecimenProject {
        let fail = { (reason: String) in ProjectError(file: file.path, reason: reason) }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) != nil {
                throw fail("is a symbolic link that leads to no readable file (it dangles or loops); fix the link or remove it")
            }
            throw fail("cannot be read")
        }
        guard data.count <= 1 << 20 else { throw fail("is over 1 MB; a project file holds a few settings") }
        let parsed: JSONValue
        do { parsed = try JSONReader.parse(Array(data), dialect: .strict) } catch { throw fail("is not JSON (\(error.reason))") }
        guard case .object(let members) = parsed else { throw fail("must hold one JSON object, such as {\"snapshots\": \"Snapshots\"}") }
        let object = parsed
        for key in members.map(\.key).sorted() where !keys.contains(key) {
            throw fail("has an unknown key '\(key)'; valid: \(keys.joined(separator: ", "))")
        }
        var project = SpecimenProject(root: file.deletingLastPathComponent(), file: file)
        let root = project.root
        func path(_ value: JSONValue, _ key: String) throws -> URL {
            guard case .string(let text) = value, !text.isEmpty else { throw fail("'\(key)' must be a path (a non-empty string)") }
            // Relative to the file, as every path here is: `~/Snapshots` is a folder named `~` beside it,
            // never the home of whoever runs the command (Foundation would expand a leading `~`).
            return URL(fileURLWithPath: text.hasPrefix("~") ? "./" + text : text, relativeTo: root).standardizedFileURL
        }
        func list(_ key: String) throws -> [JSONValue]? {
            guard let value = object[key] else { return nil }
            guard case .array(let array) = value else { throw fail("'\(key)' must be a list") }
            return array
        }
        if let folders = try list("designSystems") {
            project.designSystems = try folders.map { value in
                let url = try path(value, "designSystems")
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw fail("design system folder '\(text(value))' does not exist (looked for \(url.path))")
                }
                return url
            }
        }
        if let files = try list("tokens") {
            project.tokens = try files.map { value in
                guard case .string(var text) = value, !text.isEmpty else { throw fail("'tokens' must list paths of token files") }
                var mode: String?
                for prefix in ["light", "dark"] where text.hasPrefix(prefix + ":") {
                    mode = prefix
                    text.removeFirst(prefix.count + 1)
                }
                let url = try path(.string(text), "tokens")
                guard FileManager.default.fileExists(atPath: url.path) else { throw fail("token file '\(text)' does not exist (looked for \(url.path))") }
                return TokenFileReference(mode: mode, file: url)
            }
        }
        if let fonts = object["fonts"] {
            let url = try path(fonts, "fonts")
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Inter-Regular.otf").path) else {
                throw fail("fonts folder '\(text(fonts))' holds no Inter-Regular.otf; it replaces Specimen's Fonts/ and must hold the same files")
            }
            project.fonts = url
        }
        if let snapshots = object["snapshots"] { project.snapshots = try path(snapshots, "snapshots") }
        if let themes = try list("themes") {
            let names = themes.compactMap { if case .string(let name) = $0 { name } else { nil } }
            guard names.count == themes.count, !names.isEmpty, names.allSatisfy({ $0 == "light" || $0 == "dark" }), Set(names).count == names.count else {
                throw fail("'themes' must list light, dark or both, once each")
            }
            project.themes = names
        }
        if let scales = try list("scales") {
            let numbers = scales.compactMap(numberValue)
            guard numbers.count == scales.count, !numbers.isEmpty, numbers.allSatisfy({ $0 >= 0.5 && $0 <= 8 }), Set(numbers).count == numbers.count else {
                throw fail("'scales' must list different numbers from 0.5 to 8, such as [1, 2, 3]")
            }
            project.scales = numbers
        }
        if let tolerance = object["tolerance"] {
            guard case .object(let settingMembers) = tolerance else { throw fail("'tolerance' must be an object such as {\"maxDelta\": 1, \"maxPixels\": 0}") }
            let settings = tolerance
            for key in settingMembers.map(\.key).sorted() where !toleranceKeys.contains(key) {
                throw fail("'tolerance' has an unknown key '\(key)'; valid: \(toleranceKeys.joined(separator: ", "))")
            }
            func number(_ key: String, _ range: ClosedRange<Double>, whole: Bool) throws -> Double? {
                guard let value = settings[key] else { return nil }
                guard let number = numberValue(value), range.contains(number), !whole || number.rounded() == number else {
                    throw fail("'tolerance.\(key)' must be \(whole ? "a whole number" : "a number") from \(range.lowerBound.formatted()) to \(range.upperBound.formatted())")
                }
                return number
            }
            project.tolerance.maxDelta = try number("maxDelta", 0...255, whole: true).map { Int($0) }
            project.tolerance.maxPixels = try number("maxPixels", 0...1e12, whole: true).map { Int($0) }
            project.tolerance.maxRatio = try number("maxRatio", 0...1, whole: false)
            project.tolerance.perceptual = try number("perceptual", 0...1, whole: false)
        }
        return project
    }
}

/// A JSON number as a `Double`; `true` and `false` are not numbers here.
private func numberValue(_ value: JSONValue) -> Double? {
    guard case .number(let number) = value else { return nil }
    return number.value
}

/// A value as a message quotes it: a string's text, anything else as JSON.
private func text(_ value: JSONValue) -> String {
    if case .string(let text) = value { return text }
    return String(decoding: JSONWriter.pretty(value), as: UTF8.self)
}

/// A project file that cannot be used: which file, and what is wrong with it.
package struct ProjectError: Error, CustomStringConvertible, Sendable {
    /// The project file's path.
    package let file: String
    /// What is wrong, completing "project file <path> ...".
    package let reason: String

    /// `project file <path> <reason>`.
    package var description: String { "project file \(file) \(reason)" }
}

extension Double {
    /// `0.5`, `8`, `255`: a bound as a person writes it.
    fileprivate func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
