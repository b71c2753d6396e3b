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
enum ShippedFileStamps {
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

    #if SPECIMEN_NO_SHIPPED_DATA
    /// `make fuzz` builds without the ShippedDataPlugin (see Package.swift): nothing is recorded.
    static func recorded(_ path: String) -> Recorded? { nil }
    #endif
}
