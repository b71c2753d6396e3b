#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import SpecimenFiles

/// The one output rule: what it resolves, and what it refuses before anything is written.
@Suite struct OutputPolicyTests {
    @Test(arguments: [
        (FilesFixtures.manifest, true), ("{\"format\":1,\"goldens\":[]}", true), (" \n\t{ \"format\" : 12", true),
        ("{\"name\": \"Shop\", \"format\": 1}", false), ("{\"formats\": 1}", false), ("{\"format\": \"1\"}", false),
        ("[{\"format\": 1}]", false), ("", false), ("format", false), ("{\"format\": -1}", false),
    ])
    func theMarkerIsAManifestWhoseFirstKeyIsFormat(text: String, isMarker: Bool) throws {
        let folder = try FilesFixtures.folder()
        try FilesFixtures.write(text, folder + "/manifest.json")
        #expect(OutputPolicy.holdsMarker(folder) == isMarker)
    }

    @Test func aLinkedOrFolderManifestIsNoMarker() throws {
        let folder = try FilesFixtures.folder(), elsewhere = try FilesFixtures.folder()
        try FilesFixtures.write(FilesFixtures.manifest, elsewhere + "/manifest.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/manifest.json", withDestinationPath: elsewhere + "/manifest.json")
        #expect(!OutputPolicy.holdsMarker(folder))
        let other = try FilesFixtures.folder()
        try FileManager.default.createDirectory(atPath: other + "/manifest.json", withIntermediateDirectories: true)
        #expect(!OutputPolicy.holdsMarker(other))
    }

    /// A repository: goldens with their marker, a web app whose manifest is not Specimen's, inputs,
    /// and links into each.
    static func repository() throws -> String {
        let root = try FilesFixtures.folder()
        try FilesFixtures.write(FilesFixtures.manifest, root + "/Snapshots/manifest.json")
        try FilesFixtures.write("png", root + "/Snapshots/Set/Variant/light@2x.png")
        try FilesFixtures.write("{\"name\": \"Shop\"}", root + "/public/manifest.json")
        try FilesFixtures.write("png", root + "/inputs/a.png")
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/goldens", withDestinationPath: "Snapshots")
        try FileManager.default.createSymbolicLink(atPath: root + "/out/deep", withDestinationPath: "../Snapshots/Set")
        try FileManager.default.createSymbolicLink(atPath: root + "/link.png", withDestinationPath: "inputs/a.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: "loop")
        _ = link(root + "/inputs/a.png", root + "/out/hard.png")
        return root
    }

    /// `nil`: allowed; otherwise a word the refusal names.
    @Test(
        arguments: [
            ("out/new.png", nil), ("public/icons/app/icon@2x.png", nil), ("public/manifest.json", nil), ("out/../out/x.png", nil),
            ("Snapshots/Set/Variant/light@2x.png", "goldens folder"), ("Snapshots/new.png", "goldens folder"),
            ("goldens/x.png", "goldens folder"), ("out/deep/Variant/x.png", "goldens folder"), ("inputs/../Snapshots/x.png", "goldens folder"),
            ("out/deep/../../Snapshots/x.png", "goldens folder"), ("inputs/a.png", "input"), ("out/hard.png", "input"),
            ("inputs/./a.png", "input"), ("link.png", "symbolic link"), ("loop/x.png", "does not resolve"), ("a\u{0}b.png", "NUL"), ("", "empty"),
        ] as [(String, String?)])
    func everyOutputIsResolvedAndChecked(path: String, refusal: String?) throws {
        let root = try Self.repository()
        let policy = OutputPolicy(inputs: [root + "/inputs/a.png"])
        let full = path.isEmpty ? "" : root + "/" + path
        if let refusal {
            let error = try #require(throws: OutputRefusal.self) { try policy.file(full) }
            #expect(error.description.contains(refusal), "\(error)")
            #expect(!error.description.contains("\u{0}"), "a NUL is shown, never printed")
        } else {
            let resolved = try policy.file(full)
            #expect(resolved == URL(fileURLWithPath: full).standardizedFileURL.path)
        }
    }

    /// A policy checks each folder once and then only what is at the file's own path: asked every case
    /// above twice over, in two orders, it answers each as a policy seeing it first does.
    @Test func aFolderCheckedOnceAnswersAsAFullCheck() throws {
        let root = try Self.repository()
        try FileManager.default.createSymbolicLink(atPath: root + "/out/link.png", withDestinationPath: "../inputs/a.png")
        try FilesFixtures.write("png", root + "/out/old.png")
        let paths = [
            "out/new.png", "out/link.png", "out/hard.png", "out/old.png", "out/../out/x.png", "out/deep/Variant/x.png", "inputs/a.png",
            "inputs/b.png", "inputs/./a.png", "inputs/.", "inputs/..", "out/", "public/manifest.json", "Snapshots/new.png", "link.png",
        ].map { root + "/" + $0 }
        func answer(_ policy: OutputPolicy, _ path: String) -> String {
            do { return try policy.file(path) } catch { return "refused: \(error)" }
        }
        let fresh = paths.map { answer(OutputPolicy(inputs: [root + "/inputs/a.png"]), $0) }
        // Two links as the file, an input three ways (its path, with `./`, a hard link), a goldens folder twice (by name, through a link).
        #expect(fresh.filter { $0.hasPrefix("refused") }.count == 7, "\(fresh)")
        for order in [paths, paths.reversed()] {
            let policy = OutputPolicy(inputs: [root + "/inputs/a.png"])
            for _ in 0..<2 {
                for path in order { #expect(answer(policy, path) == fresh[paths.firstIndex(of: path)!], "\(path)") }
            }
        }
    }

    @Test func aProtectedFolderIsRefusedEvenWithoutAMarker() throws {
        let root = try FilesFixtures.folder()
        try FileManager.default.createDirectory(atPath: root + "/goldens", withIntermediateDirectories: true)
        let policy = OutputPolicy(protecting: [root + "/goldens"])
        #expect(throws: OutputRefusal.self) { try policy.checkedFolder(root + "/goldens/report") }
        #expect(throws: OutputRefusal.self) { try policy.checkedFolder(root + "/goldens") }
        #expect(try policy.checkedFolder(root + "/goldens-report") == root + "/goldens-report")
    }

    @Test func aFolderIsMadeLockedAndEnteredOnlyThroughRealFolders() throws {
        let root = try Self.repository()
        let site = try OutputPolicy().folder(root + "/site/nested")
        #expect(FileIdentity.kind(root + "/site/nested") == .folder)
        #expect(throws: FolderLock.Busy.self) { _ = try OutputPolicy().folder(root + "/site/nested") }
        #expect(try site.file("images/a/b.png") == root + "/site/nested/images/a/b.png")
        #expect(FileIdentity.kind(root + "/site/nested/images/a") == .folder)
        try FileManager.default.createSymbolicLink(atPath: root + "/site/nested/linked", withDestinationPath: root + "/public")
        #expect(throws: OutputRefusal.self) { _ = try site.file("linked/x.png") }
        #expect(throws: OutputRefusal.self) { _ = try site.file("../x.png") }
        #expect(throws: OutputRefusal.self) { _ = try site.file("a//b.png") }
        try FilesFixtures.write(FilesFixtures.manifest, root + "/site/nested/goldens/manifest.json")
        #expect(throws: OutputRefusal.self) { _ = try site.file("goldens/x.png") }
        #expect(throws: OutputRefusal.self) { _ = try OutputPolicy().folder(root + "/Snapshots/report") }
        #expect(throws: OutputRefusal.self) { _ = try OutputPolicy().folder(root + "/inputs/a.png") }
        #expect(FileIdentity.kind(root + "/Snapshots/report") == .missing, "refused before anything is made")
    }
}
