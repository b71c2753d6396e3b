import SpecimenDocument
import SpecimenSupport

/// The shipped component documents read ahead of time, as Swift data (`ShippedDocumentData+Entries.swift`:
/// an index and each document's nodes and rules, written by `DocumentSource` into the build folder
/// through the ShippedDataPlugin, from `Themes/*/*.component.json`; nothing of it is committed), so a
/// cold render does not parse the JSON of the set it draws: that was a third of its instructions
/// (10.1 M of Text Input's 33.5 M), and reading all eight a fifth of a 72-variant batch.
///
/// The data stands for one exact file, as `ShippedThemeData` does for the token files: each document
/// carries a fingerprint (FNV-1a, 64 bits) of the bytes it was compiled from (its own, then its
/// folder's `roles.json`'s), and is used only when the files in `Themes/` still have those bytes. A changed file takes the ordinary path (the reader,
/// with its checks and its one-line errors), so what is drawn never depends on which path ran.
/// `LayoutTests` hold the data equal to reading every shipped file.
enum ShippedDocumentData {
    /// One compiled document and the fingerprint of its file.
    struct Entry {
        let fingerprint: UInt64
        let document: ComponentDocument
    }

    /// What the catalogue lists of one compiled document (`heading(path:)`), and the fingerprint of
    /// its file: a process lists every shipped set and builds only the documents it draws (`entry(path:)`).
    struct Heading {
        let fingerprint: UInt64
        let name: String
        let designSystem: String
        let position: Int
        let properties: [DocumentProperty]
    }

    /// The shipped document at `path` under `Themes/` (`acme/Badge.component.json`), when
    /// `bytes` are exactly the file it was compiled from and `roles` its folder's `roles.json` then
    /// (nil: none); nil otherwise.
    static func document(path: String, fileBytes bytes: [UInt8], roles: [UInt8]?) -> ComponentDocument? {
        guard let entry = entry(path: path), entry.fingerprint == DocumentSource.fingerprint(document: bytes, roles: roles) else { return nil }
        return entry.document
    }

    #if SPECIMEN_NO_SHIPPED_DATA
    /// `make fuzz` builds without the ShippedDataPlugin (see Package.swift): every document is read.
    static func entry(path: String) -> Entry? { nil }
    static func heading(path: String) -> Heading? { nil }
    #endif
}
