import Foundation
import SpecimenSnapshot
import Testing
@testable import SpecimenSnapshot

/// swift-snapshot-testing's naming habits: numbered unnamed snapshots, one reference per argument of a
/// parameterised test, `named:` winning, and component values snapshotted directly.
@Suite struct SnapshotNamingTests {
    /// Shared by the cases of the parameterised test, which must each find their own file in it.
    static let sharedFolder = Result { try Fixtures.temporaryFolder().path }

    @Test func unnamedSnapshotsInOneTestAreNumberedAndNamedOnesKeepTheirName() throws {
        let folder = try Fixtures.temporaryFolder().path
        let env = ["SPECIMEN_ARTIFACTS": try Fixtures.temporaryFolder().path]
        func check(_ text: String, named name: String? = nil) -> String? {
            verifySnapshot(of: text, as: .lines(), named: name, snapshotDirectory: folder, environment: env, testName: "several()")
        }
        #expect(check("first")?.contains("several.1.txt") == true)
        #expect(check("second")?.contains("several.2.txt") == true)
        #expect(check("named", named: "x")?.contains("several.x.txt") == true)
        #expect(check("third")?.contains("several.3.txt") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["several.1.txt", "several.2.txt", "several.3.txt", "several.x.txt"])
        #expect(String(decoding: try Fixtures.bytes(URL(fileURLWithPath: folder + "/several.2.txt")), as: UTF8.self) == "second")
    }

    @Test(arguments: ["Type=Default, State=Placeholder", "Type=Password, State=Error", "Type=Suffix, State=Filled"])
    func eachArgumentHasItsOwnReference(variant: String) throws {
        let folder = try Self.sharedFolder.get()
        let message = verifySnapshot(of: variant, as: .lines(), snapshotDirectory: folder,
                                     environment: ["SPECIMEN_ARTIFACTS": folder + "/artifacts"])
        let file = "eachArgumentHasItsOwnReference(\(variant.replacingOccurrences(of: " ", with: "_"))).1.txt"
        #expect(message?.hasPrefix("recorded a new reference snapshot at \(folder)/\(file)") == true, "\(message ?? "nil")")
        #expect(String(decoding: try Fixtures.bytes(URL(fileURLWithPath: folder + "/" + file)), as: UTF8.self) == variant)
    }

    @Test func outsideAParameterisedTestThereAreNoArguments() {
        #expect(CurrentTestCase.arguments == .none)
    }

    @Test(arguments: [2.0, 3.0]) func nonStringArgumentsAreDescribedAsSwiftTestingShowsThem(scale: Double) {
        #expect(CurrentTestCase.arguments == .described([String(describingForTest: scale)]))
    }

    @Test func longArgumentsAreCutAndKeepAHash() {
        let long = String(repeating: "a", count: 100)
        let shortened = SnapshotLocation.shortened(long)
        #expect(shortened.count == SnapshotLocation.longestArgumentText + 9)
        #expect(shortened != SnapshotLocation.shortened(long + "b"))
        #expect(SnapshotLocation.shortened("short") == "short")
    }

    @Test func aParameterisedTestWhoseArgumentsCannotBeReadMustNameItsSnapshots() {
        #expect(SnapshotLocation(file: "/t/T.swift", fileID: "M/T.swift", testName: "p(x:)", name: nil, directory: "/t",
                                 pathExtension: "png", arguments: .unknown) == nil)
        let named = SnapshotLocation(file: "/t/T.swift", fileID: "M/T.swift", testName: "p(x:)", name: "dark", directory: "/t",
                                     pathExtension: "png", arguments: .unknown)
        #expect(named?.referenceURL.path == "/t/p.dark.png")
        #expect(named?.testFileKey == "M/T")
    }

    @Test func aComponentValueIsSnapshottedDirectly() throws {
        let folder = try Fixtures.temporaryFolder().path
        let env = ["SPECIMEN_ARTIFACTS": try Fixtures.temporaryFolder().path]
        let renderer = try Fixtures.renderer.get()
        let options = RenderOptions(theme: .dark, scale: 2)
        let value = TextInput(type: .password, state: .error)
        let first = verifySnapshot(of: value, as: .png(options, renderer: renderer), named: "pw", snapshotDirectory: folder,
                                   environment: env, testName: "builder()")
        #expect(first?.hasPrefix("recorded a new reference") == true)
        // The same reference passes for the catalogue's configuration: the value draws the same pixels.
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Error")
        #expect(verifySnapshot(of: configuration, as: .png(options, renderer: renderer), named: "pw", snapshotDirectory: folder,
                               environment: env, testName: "builder()") == nil)
        #expect(verifySnapshot(of: value.label("Changed"), as: .png(options, renderer: renderer), named: "pw", snapshotDirectory: folder,
                               environment: env, testName: "builder()")?.contains("pixels changed") == true)
        let json = verifySnapshot(of: value, as: .layoutJSON(renderer: renderer), named: "pw", snapshotDirectory: folder,
                                  environment: env, testName: "builder()")
        #expect(json?.contains("builder.pw.json") == true)
        // A bad value fails the snapshot with the catalogue's message, never a trap.
        let bad = verifySnapshot(of: value.iconLeft("no-such-icon"), as: .png(options, renderer: renderer), named: "bad",
                                 snapshotDirectory: folder, environment: env, testName: "builder()")
        #expect(bad?.hasPrefix("cannot take snapshot 'builder.bad'") == true, "\(bad ?? "nil")")
    }
}
