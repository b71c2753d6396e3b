#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where Specimen finds the data it ships beside its code: `Fonts/` and `Themes/`. A team's goldens
/// and design systems are its project's (`SpecimenProject`), never found through the home.
///
/// Fonts and default themes are data files in the repository, not compiled in, so a designer can read
/// and diff them. They are found, in order: `../share/specimen` beside the running executable (where
/// `make install` and the Debian package put them), then `$SPECIMEN_HOME` (a folder holding `Fonts/`),
/// then the checkout this binary was built from (known at compile time through `#filePath`), then the
/// current directory. Nothing is ever read from the system's font folders, and the home is never where
/// goldens are: those are the project's.
public struct SpecimenHome: Sendable {
    /// The folder that holds `Fonts/` and `Themes/`.
    public let root: URL
    /// How `root` was found, for `specimen --version`: "installed beside the executable", "SPECIMEN_HOME", ...
    package var source = "given"

    /// The folder of fonts drawn with: `Fonts/` in `root`, or a project's own (`SpecimenProject.fonts`).
    public let fonts: URL

    /// `root`'s and `fonts`' paths when this home was found from path strings (`locate`), so a cold
    /// render never asks a `URL` for its path: the process's first `URL.path` makes Foundation's
    /// `Set<UInt8>` metadata, whose conformance check scans every protocol conformance record of the
    /// binary (374,000 instructions), and each later one costs 4,000 to 12,000.
    private var knownPaths: (root: String, fonts: String)?

    /// The home at `root`, its fonts in `fonts` (default `root/Fonts`).
    public init(root: URL, fonts: URL? = nil) {
        self.root = root
        self.fonts = fonts ?? root.appendingPathComponent("Fonts", isDirectory: true)
    }

    /// The home at the folder `rootPath` (absolute, no trailing slash), its fonts in `Fonts/`.
    init(rootPath: String) {
        let fontsPath = Self.joined(rootPath, "Fonts")
        root = URL(fileURLWithPath: rootPath, isDirectory: true)
        fonts = URL(fileURLWithPath: fontsPath, isDirectory: true)
        knownPaths = (rootPath, fontsPath)
    }

    /// `folder/name`, with one slash whatever `folder` ends with.
    private static func joined(_ folder: String, _ name: String) -> String { folder.hasSuffix("/") ? folder + name : folder + "/" + name }

    /// This home drawing with the fonts in `folder` instead of its own.
    package func withFonts(_ folder: URL?) -> SpecimenHome {
        guard let folder else { return self }
        var home = SpecimenHome(root: root, fonts: folder)
        home.source = source
        return home
    }
    /// The shipped token files and design-system folders.
    package var themes: URL { root.appendingPathComponent("Themes", isDirectory: true) }

    /// `root`'s path.
    package var rootPath: String { knownPaths?.root ?? root.path }

    /// `fonts`' path.
    package var fontsPath: String { knownPaths?.fonts ?? fonts.path }

    /// `themes`' path.
    package var themesPath: String { Self.joined(rootPath, "Themes") }

    /// The home this process uses, or an error naming the places searched. `environment` stands in
    /// for the process's (read with getenv: copying the whole environment into a dictionary was 1% of
    /// a cold render).
    public static func locate(environment: [String: String]? = nil) throws -> SpecimenHome {
        // The executable's and the checkout's homes are made once a process and only looked for again
        // (one `stat` each): a process locates its home two or three times, and making and testing
        // the URLs was 150,000 instructions a call of a cold render.
        if let installed = installedHome, exists(installed.marker) { return installed.home }
        let explicit = environment.map { $0["SPECIMEN_HOME"] } ?? getenv("SPECIMEN_HOME").map { String(cString: $0) }
        if let explicit, !explicit.isEmpty {
            // Asked for by name, so never silently replaced by the build's checkout: snapshot commands
            // would then act on that checkout's goldens.
            let root = URL(fileURLWithPath: explicit, isDirectory: true)
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Fonts/Inter-Regular.otf").path) else {
                throw HomeError(searched: [root.path], explicit: true)
            }
            var home = SpecimenHome(root: root)
            home.source = "SPECIMEN_HOME"
            return home
        }
        if exists(checkoutHome.marker) { return checkoutHome.home }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Fonts/Inter-Regular.otf").path) {
            var home = SpecimenHome(root: directory)
            home.source = "the working directory"
            return home
        }
        throw HomeError(searched: (installedResources.map { [$0.path] } ?? []) + [buildCheckout.path, directory.path])
    }

    /// A home found at a place known for the whole process, and the file whose presence makes it one.
    private struct Known: Sendable {
        let home: SpecimenHome
        let marker: String

        init(_ root: String, source: String) {
            var home = SpecimenHome(rootPath: root)
            home.source = source
            self.home = home
            marker = SpecimenHome.joined(root, "Fonts/Inter-Regular.otf")
        }
    }

    /// The resources installed beside the executable, where `locate` looks first.
    private static let installedHome: Known? = installedResourcesPath.map { Known($0, source: "installed beside the executable") }

    /// The checkout this binary was built from, where `locate` looks after `SPECIMEN_HOME`.
    private static let checkoutHome = Known(buildCheckoutPath, source: "the checkout it was built from")

    /// Whether `path` names something (links followed), as `FileManager.fileExists(atPath:)` says.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// `<prefix>/share/specimen` for the executable at `<prefix>/bin/specimen` (links resolved, so a
    /// link on PATH to an installed binary finds the binary's own resources); `nil` when the
    /// executable's path is unknown.
    package static var installedResources: URL? { installedResourcesPath.map { URL(fileURLWithPath: $0, isDirectory: true) } }

    /// `installedResources`' path, spelled from the executable's path as text (no `URL`: see `knownPaths`).
    private static let installedResourcesPath: String? = executablePath.map { joined(PathText.parent(PathText.parent($0)), "share/specimen") }

    /// The running executable's path: `/proc/self/exe` on Linux, else the first argument made absolute.
    private static var executablePath: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first
    }

    /// The repository root this file was compiled from: Sources/SpecimenSupport/SpecimenHome.swift -> ../../..
    private static var buildCheckout: URL { URL(fileURLWithPath: buildCheckoutPath, isDirectory: true) }

    /// `buildCheckout`'s path, spelled as text (no `URL`: see `knownPaths`).
    private static let buildCheckoutPath = PathText.parent(PathText.parent(PathText.parent(#filePath)))
}

/// Specimen could not find the folder holding its fonts.
package struct HomeError: Error, CustomStringConvertible, Sendable {
    /// The folders looked in, in order.
    package let searched: [String]
    /// True when `SPECIMEN_HOME` named the one folder searched.
    package var explicit = false

    /// No home in any of `searched`; `explicit` when `SPECIMEN_HOME` named the first.
    package init(searched: [String], explicit: Bool = false) {
        self.searched = searched
        self.explicit = explicit
    }

    /// One line: where it looked and how to point Specimen at a checkout.
    package var description: String {
        if explicit, let folder = searched.first {
            return "SPECIMEN_HOME is '\(folder)', which holds no Fonts/Inter-Regular.otf; set it to the folder that holds Fonts/ and Themes/, or unset it"
        }
        return "cannot find Specimen's Fonts/ folder (looked in \(searched.joined(separator: ", "))); "
            + "install Specimen (make install), or set SPECIMEN_HOME to the folder that holds Fonts/ and Themes/"
    }
}
