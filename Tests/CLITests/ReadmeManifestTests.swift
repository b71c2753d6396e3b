import Foundation
import Testing

/// The README's manifest lines, verbatim between the markers (`ReadmeTests` checks the README holds the
/// same text), in the manifest of a user's package around them. SwiftPM evaluates a manifest without
/// fetching its dependencies, so `swift package dump-package` compiles these lines as a user's
/// `Package.swift` would hold them, with no network.
let readmeManifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
        name: "MyApp",
    // README-MANIFEST-EXAMPLE-BEGIN
    dependencies: [
        .package(url: "https://example.com/your-org/specimen.git", branch: "main"),   // or .package(path: "../specimen")
    ],
    targets: [
        .testTarget(name: "MyAppTests", dependencies: [
            .product(name: "SpecimenSnapshot", package: "specimen"),
        ]),
    ]
    // README-MANIFEST-EXAMPLE-END
    )

    """

/// The README's dependency lines compile, and name the product by the dependency's identity: the
/// `package:` SwiftPM derives from the URL, which is the README's rule.
@Suite struct ReadmeManifestTests {
    @Test func theReadmeManifestLinesCompileAndNameTheDependencyByItsIdentity() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(readmeManifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        let dump = try CLIRunner.run([swift, "package", "--package-path", folder.path, "dump-package"], program: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(dump.status == 0, "the README's manifest lines do not compile: \(dump.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let dependencies = try #require(manifest["dependencies"] as? [[String: Any]])
        let sourceControl = try #require((dependencies.first?["sourceControl"] as? [[String: Any]])?.first)
        let identity = try #require(sourceControl["identity"] as? String)
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let test = try #require(targets.first { $0["name"] as? String == "MyAppTests" })
        let products = try #require(test["dependencies"] as? [[String: Any]]).compactMap { $0["product"] as? [Any] }
        #expect(products.count == 1)
        #expect(products.first?.first as? String == "SpecimenSnapshot")
        #expect(products.first?.dropFirst().first as? String == identity, "package: is not the dependency's identity \(identity)")
        #expect(identity == "specimen")
    }

    /// Specimen's own manifest, as a user's package resolves it, has no unsafe flags: SwiftPM refuses a
    /// versioned dependency (`from:`, as the README's line will be once versions are tagged) with any ("the target 'SpecimenPNG' in product
    /// 'SpecimenSnapshot' contains unsafe build flags"), which it did while SpecimenPNG was optimised in
    /// every debug build. Only `make test`'s SPECIMEN_TEST_OPTIMISE=1 adds them, checked here too.
    @Test(arguments: [("", false), ("1", true)])
    func theManifestHasUnsafeFlagsOnlyForMakeTest(optimise: String, unsafe: Bool) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        // A scratch folder of its own: the `swift test` running this holds the lock on the checkout's.
        let scratch = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try CLIRunner.run(
            [swift, "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"],
            environment: ["SPECIMEN_TEST_OPTIMISE": optimise],
            program: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(dump.status == 0, "\(dump.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let flagged = targets.filter { target in
            let settings = target["settings"] as? [[String: Any]] ?? []
            return settings.contains { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }
        }.compactMap { $0["name"] as? String }
        #expect(flagged.isEmpty != unsafe, "targets with unsafe flags: \(flagged)")
    }
}
