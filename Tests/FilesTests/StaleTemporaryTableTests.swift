#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

@testable import SpecimenFiles

/// Issue 35, item 11, as a table, in process: a run that opens an output folder (a gallery's, a
/// report's, a frames folder) removes the temporaries a killed run left in it and in each folder it
/// reaches inside it, however fresh, when it can prove them a dead Specimen writer's (Specimen's keyed
/// name, check included; a regular file or folder of this user's; no lock on it). Everything else is
/// left byte for byte, and so is `victim/` beside the folder, which a link in a row points at.
@Suite struct StaleTemporaryTableTests {
    /// What a row leaves in the folder before the later run opens it.
    enum Kind: String, Sendable, CaseIterable {
        /// A killed writer's file: Specimen's name, unlocked, written a moment ago.
        case deadFile = "a killed writer's file"
        /// A killed import's staging folder, with files (and a link to the victim) inside.
        case deadFolder = "a killed writer's folder"
        /// One of a long name, whose stem was cut to fit 255 bytes.
        case deadLongName = "a killed writer's file of a 250-byte name"
        /// One of a name in another script.
        case deadUnicode = "a killed writer's file of a Unicode name"
        /// A live writer's: the lock is held (here, by the test).
        case locked = "a live writer's locked file"
        /// A user's file shaped like a temporary.
        case lookAlike = "a user's .notes.tmp-draft"
        /// Specimen's shape with a wrong check.
        case wrongCheck = "a name whose check is wrong"
        /// Specimen's name on a link to the victim.
        case link = "a link with a temporary's name"
        /// Specimen's name on a FIFO.
        case fifo = "a FIFO with a temporary's name"
        /// Another user's (when the test runs as root, which can give a file away).
        case otherUser = "another user's temporary"

        var removed: Bool { [.deadFile, .deadFolder, .deadLongName, .deadUnicode].contains(self) }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let kind: Kind
        /// Where in the output folder, relative (`""` for the folder itself).
        let place: String
        var testDescription: String { "\(kind.rawValue) in \(place.isEmpty ? "the folder" : place + "/") is \(kind.removed ? "removed" : "kept")" }
    }

    static let places = ["", "images", "images/stepper", "images/stepper/dark"]
    static let rows: [Row] = places.flatMap { place in Kind.allCases.map { Row(kind: $0, place: place) } }

    /// Makes the row's entry in `folder` and returns its name; `holders` keeps a live lock's descriptor.
    static func make(_ kind: Kind, in folder: String, root: String, holders: inout [Int32]) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name: String
        switch kind {
        case .deadFile, .locked, .otherUser, .link, .fifo: name = FilesFixtures.temporaryName(for: "a.png", random: "0000000007")
        case .deadFolder: name = FilesFixtures.temporaryName(for: "imported", random: "00000000f0")
        case .deadLongName: name = FilesFixtures.temporaryName(for: TemporaryFiles.stem(String(repeating: "n", count: 250)), random: "000000000z")
        case .deadUnicode: name = FilesFixtures.temporaryName(for: "Шаг-α.png", random: "0000000abc")
        case .lookAlike: name = ".notes.tmp-draft"
        case .wrongCheck: name = ".a.png.tmp-0000000007zzzz"
        }
        let path = folder + "/" + name
        switch kind {
        case .link: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: root + "/victim/secret.txt")
        case .fifo: #expect(mkfifo(path, 0o644) == 0)
        case .deadFolder:
            try FilesFixtures.write("partial\n", path + "/Box.component.json")
            try FileManager.default.createSymbolicLink(atPath: path + "/victim", withDestinationPath: root + "/victim")
        default: try FilesFixtures.write("partial", path)
        }
        if kind == .locked {
            let holder = open(path, O_RDONLY)
            #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
            holders.append(holder)
        }
        if kind == .otherUser, geteuid() == 0 { #expect(chown(path, 4242, 4242) == 0) }
        return name
    }

    @Test(arguments: rows)
    func aLaterRunRemovesOnlyWhatItCanProve(_ row: Row) throws {
        let root = try FilesFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FilesFixtures.write("secret\n", root + "/victim/secret.txt")
        try FilesFixtures.write("keep\n", root + "/site/index.html")
        var holders: [Int32] = []
        defer { for holder in holders { close(holder) } }
        let folder = row.place.isEmpty ? root + "/site" : root + "/site/" + row.place
        let name = try Self.make(row.kind, in: folder, root: root, holders: &holders)
        let victim = FolderDigest.of(root + "/victim")

        // The later run: opens the folder (locked) and writes a file at the row's place.
        let site = try OutputPolicy().folder(root + "/site")
        let written = try site.file((row.place.isEmpty ? "" : row.place + "/") + "new.png")
        try AtomicFile.write([1, 2, 3], to: written, durability: .none)

        let left = FileIdentity.kind(folder + "/" + name) != .missing
        // Not run as root, the test cannot give a file away: that row's file is then this user's, and goes.
        let removed = row.kind.removed || (row.kind == .otherUser && geteuid() != 0)
        #expect(left == !removed, "\(name) \(left ? "was left" : "was removed")")
        #expect(FolderDigest.of(root + "/victim") == victim, "the victim beside the folder is unchanged")
        #expect(FilesFixtures.text(root + "/site/index.html") == "keep\n")
        #expect(FilesFixtures.text(written) == "\u{1}\u{2}\u{3}")
    }
}
