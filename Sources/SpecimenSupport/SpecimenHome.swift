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
/// and diff them. They are found, in order: `$SPECIMEN_HOME` (a folder holding `Fonts/`), then the
/// checkout this binary was built from (known at compile time through `#filePath`), then the current
/// directory. Nothing is ever read from the system's font folders.
public struct SpecimenHome: Sendable {
    /// The folder that holds `Fonts/` and `Themes/`.
    public let root: URL

    /// The folder of fonts drawn with: `Fonts/` in `root`, or a project's own (`SpecimenProject.fonts`).
    public let fonts: URL

    /// The home at `root`, its fonts in `fonts` (default `root/Fonts`).
    public init(root: URL, fonts: URL? = nil) {
        self.root = root
        self.fonts = fonts ?? root.appendingPathComponent("Fonts", isDirectory: true)
    }

    /// This home drawing with the fonts in `folder` instead of its own.
    public func withFonts(_ folder: URL?) -> SpecimenHome { SpecimenHome(root: root, fonts: folder ?? fonts) }
    /// The shipped token files and design-system folders.
    public var themes: URL { root.appendingPathComponent("Themes", isDirectory: true) }
    /// The built-in backdrop pictures.
    public var backdrops: URL { root.appendingPathComponent("Themes/Backdrops", isDirectory: true) }

    /// The home this process uses, or an error naming the places searched. `environment` stands in
    /// for the process's (read with getenv: copying the whole environment into a dictionary was 1% of
    /// a cold render).
    public static func locate(environment: [String: String]? = nil) throws -> SpecimenHome {
        var candidates: [URL] = []
        let explicit = environment.map { $0["SPECIMEN_HOME"] } ?? getenv("SPECIMEN_HOME").map { String(cString: $0) }
        if let explicit, !explicit.isEmpty {
            // Asked for by name, so never silently replaced by the build's checkout: snapshot commands
            // would then act on that checkout's goldens.
            let root = URL(fileURLWithPath: explicit, isDirectory: true)
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Fonts/Inter-Regular.otf").path) else {
                throw HomeError(searched: [root.path], explicit: true)
            }
            return SpecimenHome(root: root)
        }
        candidates.append(buildCheckout)
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        for candidate in candidates {
            let marker = candidate.appendingPathComponent("Fonts/Inter-Regular.otf").path
            if FileManager.default.fileExists(atPath: marker) { return SpecimenHome(root: candidate) }
        }
        throw HomeError(searched: candidates.map(\.path))
    }

    /// The repository root this file was compiled from: Sources/SpecimenSupport/SpecimenHome.swift -> ../../..
    private static var buildCheckout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

/// Specimen could not find the folder holding its fonts.
public struct HomeError: Error, CustomStringConvertible, Sendable {
    /// The folders looked in, in order.
    public let searched: [String]
    /// True when `SPECIMEN_HOME` named the one folder searched.
    public var explicit = false

    /// No home in any of `searched`; `explicit` when `SPECIMEN_HOME` named the first.
    public init(searched: [String], explicit: Bool = false) {
        self.searched = searched
        self.explicit = explicit
    }

    /// One line: where it looked and how to point Specimen at a checkout.
    public var description: String {
        if explicit, let folder = searched.first {
            return "SPECIMEN_HOME is '\(folder)', which holds no Fonts/Inter-Regular.otf; set it to the folder that holds Fonts/ and Themes/, or unset it"
        }
        return "cannot find Specimen's Fonts/ folder (looked in \(searched.joined(separator: ", "))); set SPECIMEN_HOME to the folder that holds Fonts/ and Themes/"
    }
}
