import SpecimenSupport

/// The `FileStamp` of each file under `Themes/` that the shipped data was compiled from, as the build
/// tool found it just before reading it (`ShippedFileStamps+Entries.swift`, written into the build
/// folder by the ShippedDataPlugin beside the documents and themes; nothing of it is committed).
///
/// A start asks `unchanged` before it reads a shipped file to fingerprint it: one `lstat` a file
/// instead of opening, reading and hashing 150 KB of documents at every start (ShippedDocuments.sets
/// read all eight to list the catalogue). When the stamp differs (an edit, a copy, an installed home,
/// a file changed less than `FileStamp.settled`'s seconds before the build) the file is read and
/// fingerprinted as before, so which path ran never changes what is drawn.
package enum ShippedFileStamps {
    /// What the build found at a path: no file there, or a regular file with this stamp.
    enum Recorded {
        case absent
        case stamp(FileStamp)
    }

    /// Whether the file at `path` under the `Themes/` folder `themes` is, by its stamp, the one the
    /// build read (or still absent, as the build found it); false when the build recorded nothing.
    static func unchanged(_ path: String, in themes: String) -> Bool {
        switch recorded(path) {
        case .absent?: FileStamp.isAbsent(themes + "/" + path)
        case .stamp(let stamp)?: FileStamp.current(themes + "/" + path) == stamp
        case nil: false
        }
    }

    /// Whether the file at `path` is, by its stamp, the file of that name in the package's `Fonts/`
    /// that the build tool checked: a font that starts like one (`FontFileHead`), or the icon listing
    /// with every row well formed (`IconListingRows.problem`). The text engine then skips that check
    /// at start (`TextEngine.init(fontsPath:extraFonts:verified:)`): 41 faces are checked at every
    /// start, three system calls each, and the listing's 1,650 rows. A copy, an installed home or an
    /// edited file has another stamp, and is checked as before.
    package static func unchangedFont(_ path: String) -> Bool {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let stamp = recordedFont(name) else { return false }
        return FileStamp.current(path) == stamp
    }

    #if SPECIMEN_NO_SHIPPED_DATA
    /// `make fuzz` builds without the ShippedDataPlugin (see Package.swift): nothing is recorded.
    static func recorded(_ path: String) -> Recorded? { nil }

    /// Nor any font.
    static func recordedFont(_ name: String) -> FileStamp? { nil }
    #endif
}
