import Foundation
import SpecimenSnapshot
import Testing
@testable import SpecimenSnapshotTesting

/// Names that cannot collide or drift: keyed by suite and test, numbered per test across formats, a
/// parameterised test's cases named by their arguments, `named:` winning, and component values
/// snapshotted directly.
@Suite struct SnapshotNamingTests {
    /// Shared by the cases of the parameterised test, which must each find their own file in it.
    static let sharedFolder = Result { try Fixtures.temporaryFolder().path }

    @Test func unnamedSnapshotsAreNumberedPerTestAcrossFormatsAndNamedOnesKeepTheirName() throws {
        let folder = try Fixtures.temporaryFolder().path
        let env = ["SPECIMEN_ARTIFACTS": try Fixtures.temporaryFolder().path]
        func check(_ text: String, _ pathExtension: String = "txt", named name: String? = nil) -> String? {
            verifySnapshot(of: text, as: .lines(pathExtension: pathExtension), named: name, snapshotDirectory: folder, environment: env)
        }
        let stem = "SnapshotNamingTests.unnamedSnapshotsAreNumberedPerTestAcrossFormatsAndNamedOnesKeepTheirName"
        #expect(check("first")?.contains("\(stem).1.txt") == true)
        #expect(check("second", "svg")?.contains("\(stem).2.svg") == true)
        #expect(check("named", named: "x")?.contains("\(stem).x.txt") == true)
        #expect(check("third", "json")?.contains("\(stem).3.json") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["\(stem).1.txt", "\(stem).2.svg", "\(stem).3.json", "\(stem).x.txt"])
        #expect(String(decoding: try Fixtures.bytes(URL(fileURLWithPath: folder + "/\(stem).2.svg")), as: UTF8.self) == "second")
    }

    @Test(arguments: [ThemeMode.light, .dark])
    func eachCaseIsNamedByItsArgument(theme: ThemeMode) throws {
        let folder = try Self.sharedFolder.get()
        let message = verifySnapshot(
            of: "drawn \(theme)", as: .lines(), named: theme, snapshotDirectory: folder,
            environment: ["SPECIMEN_ARTIFACTS": folder + "/artifacts"])
        let file = "SnapshotNamingTests.eachCaseIsNamedByItsArgument.\(theme.rawValue).txt"
        #expect(message?.hasPrefix("recorded a new reference snapshot at \(folder)/\(file)") == true, "\(message ?? "nil")")
        #expect(String(decoding: try Fixtures.bytes(URL(fileURLWithPath: folder + "/" + file)), as: UTF8.self) == "drawn \(theme)")
    }

    /// A struct argument is named by its own description, never by a reflection of its fields.
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let state: String
        var description: String { name }
    }

    @Test(arguments: [Case(name: "error", state: "Error"), Case(name: "filled", state: "Filled")])
    func aStructArgumentIsNamedByItsDescription(kase: Case) throws {
        let folder = try Self.sharedFolder.get()
        let message = verifySnapshot(
            of: kase.state, as: .lines(), named: kase, snapshotDirectory: folder,
            environment: ["SPECIMEN_ARTIFACTS": folder + "/artifacts"])
        #expect(message?.contains("/SnapshotNamingTests.aStructArgumentIsNamedByItsDescription.\(kase.name).txt") == true, "\(message ?? "nil")")
    }

    @Test(arguments: [1, 2])
    func aParameterisedTestsUnnamedSnapshotIsRefusedNamingTheFix(number: Int) throws {
        let folder = try Fixtures.temporaryFolder().path
        let message = verifySnapshot(of: "\(number)", as: .lines(), snapshotDirectory: folder, environment: [:])
        #expect(
            message
                == "'SnapshotNamingTests.aParameterisedTestsUnnamedSnapshotIsRefusedNamingTheFix' is a parameterised test, so its cases would share one reference; name each case's snapshot from its argument, such as named: theme (any CustomStringConvertible) or named: \"dark\""
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func theIdentityIsTheSuiteAndTheFunctionFromSwiftTestingsPublicID() {
        #expect(
            SnapshotTestIdentity.current(testName: "ignored()")
                == SnapshotTestIdentity(suite: ["SnapshotNamingTests"], test: "theIdentityIsTheSuiteAndTheFunctionFromSwiftTestingsPublicID", isParameterized: false))
    }

    @Test func outsideSwiftTestingTheFunctionNameIsTheKey() async throws {
        // A detached task runs outside any test, as an XCTest method does.
        let identity = await Task.detached { SnapshotTestIdentity.current(testName: "testPassword()") }.value
        #expect(identity == SnapshotTestIdentity(suite: [], test: "testPassword", isParameterized: false))
        let location = SnapshotLocation(file: "/t/T.swift", fileID: "M/T.swift", identity: identity, name: "dark", directory: "/t", pathExtension: "png")
        #expect(location?.referenceURL.path == "/t/testPassword.dark.png")
        #expect(location?.testFileKey == "M/T")
    }

    @Test func noSwiftTestingStorageIsReadByReflection() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/SpecimenSnapshot").standardizedFileURL
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("Mirror("), "\(name) reflects a value")
        }
    }

    @Test func aScopedRecordModeAppliesInsideItAndTheCallsOwnWins() throws {
        let folder = try Fixtures.temporaryFolder().path
        let env = ["SPECIMEN_ARTIFACTS": folder + "/artifacts", "SPECIMEN_RECORD": "missing"]
        let refused = withSnapshotTesting(record: .never) {
            verifySnapshot(of: "a", as: .lines(), named: "scoped", snapshotDirectory: folder, environment: env)
        }
        #expect(refused?.hasPrefix("no reference snapshot at") == true, "\(refused ?? "nil")")
        let recorded = withSnapshotTesting(record: .never) {
            verifySnapshot(of: "a", as: .lines(), named: "scoped", snapshotDirectory: folder, record: .missing, environment: env)
        }
        #expect(recorded?.hasPrefix("recorded a new reference") == true)
        // An inner scope that sets nothing keeps the outer one's mode.
        let rewritten = withSnapshotTesting(record: .failed) {
            withSnapshotTesting { verifySnapshot(of: "b", as: .lines(), named: "scoped", snapshotDirectory: folder, environment: env) }
        }
        #expect(rewritten?.contains("was re-recorded") == true, "\(rewritten ?? "nil")")
        // CI wins over every scope.
        let underCI = withSnapshotTesting(record: .all) {
            verifySnapshot(of: "c", as: .lines(), named: "new", snapshotDirectory: folder, environment: env.merging(["CI": "1"]) { $1 })
        }
        #expect(underCI?.hasPrefix("no reference snapshot at") == true)
    }

    @Test(.snapshots(record: .never)) func theSnapshotsTraitSetsTheRecordMode() throws {
        let folder = try Fixtures.temporaryFolder().path
        let message = verifySnapshot(of: "a", as: .lines(), named: "trait", snapshotDirectory: folder, environment: [:])
        #expect(message?.hasPrefix("no reference snapshot at") == true, "\(message ?? "nil")")
        #expect(SnapshotTestConfiguration.current.record == .never)
    }

    @Test func aComponentValueIsSnapshottedDirectly() throws {
        let folder = try Fixtures.temporaryFolder().path
        let env = ["SPECIMEN_ARTIFACTS": try Fixtures.temporaryFolder().path]
        let renderer = try Fixtures.renderer.get()
        let options = RenderOptions(theme: .dark, scale: 2)
        let value = TextInput(type: .password, state: .error)
        let first = verifySnapshot(of: value, as: .png(options, renderer: renderer), named: "pw", snapshotDirectory: folder, environment: env)
        #expect(first?.hasPrefix("recorded a new reference") == true)
        // The same reference passes for the catalogue's configuration: the value draws the same pixels.
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Error")
        #expect(verifySnapshot(of: configuration, as: .png(options, renderer: renderer), named: "pw", snapshotDirectory: folder, environment: env) == nil)
        #expect(
            verifySnapshot(
                of: value.label("Changed"), as: .png(options, renderer: renderer), named: "pw", snapshotDirectory: folder,
                environment: env)?.contains("pixels changed") == true)
        let json = verifySnapshot(of: value, as: .layoutJSON(renderer: renderer), named: "pw", snapshotDirectory: folder, environment: env)
        #expect(json?.contains("SnapshotNamingTests.aComponentValueIsSnapshottedDirectly.pw.json") == true)
        // A bad value fails the snapshot with the catalogue's message, never a trap.
        let bad = verifySnapshot(
            of: value.iconLeft("no-such-icon"), as: .png(options, renderer: renderer), named: "bad",
            snapshotDirectory: folder, environment: env)
        #expect(bad?.hasPrefix("cannot take snapshot 'SnapshotNamingTests.aComponentValueIsSnapshottedDirectly.bad'") == true, "\(bad ?? "nil")")
    }
}

/// Two suites in one file with a test of the same name: each has its own reference, whichever ran
/// first (on main both wrote `field.1.txt`, and the second to run failed against the first's text).
enum SameNamedTests {
    static let folder = Result { try Fixtures.temporaryFolder().path }

    static func check(_ text: String, expectedFile: String) throws {
        let folder = try folder.get()
        let first = verifySnapshot(
            of: text, as: .lines(), snapshotDirectory: folder, environment: ["SPECIMEN_ARTIFACTS": folder + "/artifacts"],
            testName: "field()")
        #expect(first?.contains("/\(expectedFile)") == true, "\(first ?? "nil")")
        #expect(String(decoding: try Fixtures.bytes(URL(fileURLWithPath: folder + "/" + expectedFile)), as: UTF8.self) == text)
    }

    @Suite struct Email {
        @Test func field() throws { try SameNamedTests.check("email", expectedFile: "SameNamedTests.Email.field.1.txt") }
    }

    @Suite struct Password {
        @Test func field() throws { try SameNamedTests.check("password", expectedFile: "SameNamedTests.Password.field.1.txt") }
    }
}
