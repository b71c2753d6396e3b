import Foundation
import SpecimenFiles
import SpecimenReports
import Testing

@Suite struct ManifestTests {
    private func entry(_ file: String, scale: Double = 2) -> GoldenManifest.Entry {
        GoldenManifest.Entry(
            file: file, set: "Text Input", variant: "Type=Default, State=Default",
            properties: ["State": "Default", "Type": "Default", "Label \"quoted\"": "on"],
            theme: "light", scale: scale, width: 10, height: 4,
            fingerprint: EnvironmentFingerprint(renderer: "1", fonts: "fnv1a64:0123456789abcdef"))
    }

    @Test func encodingIsSortedAndRoundTrips() throws {
        let manifest = GoldenManifest(entries: ["b/light@2x.png": entry("b/light@2x.png"), "a/light@1.5x.png": entry("a/light@1.5x.png", scale: 1.5)])
        let bytes = manifest.encoded()
        let text = try #require(String(bytes: bytes, encoding: .utf8))
        let a = try #require(text.range(of: "a/light@1.5x.png")), b = try #require(text.range(of: "b/light@2x.png"))
        #expect(a.lowerBound < b.lowerBound)
        #expect(text.contains("\"scale\": 1.5"))
        let folder = try Fixtures.temporaryFolder()
        let url = folder.appendingPathComponent("manifest.json")
        #expect(try manifest.write(to: url, durability: .none))
        #expect(try GoldenManifest.load(from: url) == manifest)
        #expect(try manifest.write(to: url, durability: .none) == false, "the same manifest must not be rewritten")
        // Insertion order must not matter.
        var other = GoldenManifest()
        other.entries["a/light@1.5x.png"] = entry("a/light@1.5x.png", scale: 1.5)
        other.entries["b/light@2x.png"] = entry("b/light@2x.png")
        #expect(other.encoded() == bytes)
    }

    @Test(arguments: ["{", "[]", "{\"format\": 1}", "{\"format\": 99, \"goldens\": []}", ""])
    func anUnusableManifestIsAnErrorNamingTheFile(content: String) throws {
        let url = try Fixtures.temporaryFolder().appendingPathComponent("manifest.json")
        try AtomicFile.write(Array(content.utf8), to: url.path, durability: .none)
        do {
            _ = try GoldenManifest.load(from: url)
            Issue.record("'\(content)' must not load")
        } catch {
            #expect("\(error)".contains(url.path))
        }
    }

    @Test func aMissingManifestIsNil() throws {
        let url = try Fixtures.temporaryFolder().appendingPathComponent("manifest.json")
        #expect(try GoldenManifest.load(from: url) == nil)
    }
}
