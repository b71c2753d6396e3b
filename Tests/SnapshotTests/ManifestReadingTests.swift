import SpecimenReports
import Foundation
import Testing
@testable import SpecimenGoldens

/// The manifest's own reader must read exactly what `JSONDecoder` read through `Codable` before it,
/// and refuse what it refused.
@Suite struct ManifestReadingTests {
    /// What the manifest was decoded as before: the `Codable` path, kept here as the reference.
    struct Reference: Decodable {
        var format: Int
        var goldens: [GoldenManifest.Entry]
    }

    static func reference(_ text: String) -> Reference? {
        try? JSONDecoder().decode(Reference.self, from: Data(text.utf8))
    }

    static func read(_ text: String) -> (format: Int, goldens: [GoldenManifest.Entry])? {
        try? GoldenManifest.entries(reading: Array(text.utf8))
    }

    @Test func theRepositorysManifestReadsAsJSONDecoderReadsIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bytes = try Data(contentsOf: root.appendingPathComponent("Snapshots/manifest.json"))
        let reference = try JSONDecoder().decode(Reference.self, from: bytes)
        let read = try GoldenManifest.entries(reading: Array(bytes))
        #expect(read.format == reference.format)
        #expect(read.goldens.count == reference.goldens.count)
        #expect(read.goldens == reference.goldens)
        #expect(read.goldens.count > 300)
    }

    static func manifest(_ entry: String) -> String {
        #"{"format": 1, "goldens": [{"file": "A/v/light@2x.png", "set": "A", "variant": "v", "properties": {"S": "on"}, "theme": "light", "scale": 2, "width": 10, "height": 4, "fingerprint": {"renderer": "1", "fonts": "fnv1a64:00"}"#
            + entry + "}]}"
    }

    /// Manifests both readers accept, and must read alike.
    static let accepted: [String] = [
        manifest(""),
        manifest(#", "compare": {"maxDelta": 2, "maxPixels": 40, "maxRatio": 0.5, "perceptual": 0.1, "masks": ["caret", "value"]}"#),
        manifest(#", "compare": {"maxDelta": 2.0, "maxPixels": 4e1}"#),
        manifest(#", "compare": null, "localisation": null"#),
        manifest(#", "digest": {"file": "fnv1a64w:0123456789abcdef", "pixels": "fnv1a64w:fedcba9876543210"}"#),
        manifest(#", "digest": null"#),
        manifest(#", "localisation": {"locale": "ar", "direction": "rtl", "textScale": 1.25}"#),
        manifest(#", "localisation": {"direction": "ltr", "textScale": 2}"#),
        manifest(#", "unknown": [1, {"x": [true, false, null]}], "note": "\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#),
        #"  {"goldens": [], "format": 1}  "#,
        #"{"format": 1, "goldens": [{"file": "f", "set": "A", "variant": "v", "properties": {"S": "on",}, "theme": "light", "scale": 2, "width": 1, "height": 1, "fingerprint": {"renderer": "1", "fonts": "f",},},],}"#,
        #"{"format": 1, "goldens": [{"file": "T\u00e9xt/\u062a/dark@1x.png", "set": "T", "variant": "v", "properties": {}, "theme": "dark", "scale": 1.5, "width": -0, "height": 1E2, "fingerprint": {"specimen": "0.1.0", "renderer": "1", "fonts": "f"}}]}"#,
    ]

    @Test(arguments: accepted)
    func readsWhatJSONDecoderReads(_ text: String) throws {
        let reference = try #require(Self.reference(text))
        let read = try #require(Self.read(text))
        #expect(read.format == reference.format)
        #expect(read.goldens == reference.goldens)
    }

    /// Manifests both readers refuse.
    static let refused: [String] = [
        "", "[]", "{", "null",
        #"{"goldens": []}"#,
        #"{"format": "1", "goldens": []}"#,
        #"{"format": 1.5, "goldens": []}"#,
        #"{"format": 1, "goldens": {}}"#,
        #"{"format": 01, "goldens": []}"#,
        #"{"format": 1, "goldens": []} x"#,
        #"{format: 1, "goldens": []}"#,
        #"{"format": 1, "goldens": ['a']}"#,
        #"{"format": 1, "goldens": [], "x": "open}"#,
        #"{"format": 1, "goldens": [], "x": tru}"#,
        manifest(#", "scale": "2""#).replacingOccurrences(of: #""scale": 2, "#, with: ""),
        manifest("").replacingOccurrences(of: #""file": "A/v/light@2x.png", "#, with: ""),
        manifest("").replacingOccurrences(of: #""width": 10"#, with: #""width": 10.5"#),
        manifest("").replacingOccurrences(of: #""renderer": "1""#, with: #""renderer": null"#),
        manifest("").replacingOccurrences(of: #"{"S": "on"}"#, with: #"{"S": 1}"#),
        manifest(#", "compare": {"masks": "caret"}"#),
        manifest(#", "digest": {"file": "fnv1a64w:0123456789abcdef"}"#),
        manifest(#", "compare": {"maxPixels": 1.5}"#),
        manifest(#", "localisation": {"locale": "ar", "textScale": 1}"#),
    ]

    @Test(arguments: refused)
    func refusesWhatJSONDecoderRefuses(_ text: String) {
        #expect(Self.reference(text) == nil, "JSONDecoder read it: the case is not a refusal")
        #expect(Self.read(text) == nil)
    }

    /// Invalid JSON that `JSONDecoder` let through in members nobody read; refused now, each with its reason.
    static let invalidJSON: [(String, String)] = [
        ("{\"format\": 1, \"goldens\": [], \"x\": \"a\tb\"}", "a control character inside a string"),
        (#"{"format": 1, "goldens": [], "x": "\x"}"#, "an unknown escape '\\x'"),
        (#"{"format": 1, "goldens": [], "x": "\ud83d"}"#, "a lone surrogate"),
        (#"{"format": 1, "goldens": [], "x": 1.}"#, "a number's fraction has no digits"),
    ]

    @Test(arguments: invalidJSON)
    func invalidJSONIsRefusedWithItsReason(_ text: String, reason: String) {
        let error = #expect(throws: ManifestJSONError.self) { try GoldenManifest.entries(reading: Array(text.utf8)) }
        #expect(error?.description.contains(reason) == true)
    }

    @Test func aRefusalNamesWhatIsWrongAndWhere() {
        let unclosed = #expect(throws: ManifestJSONError.self) {
            try GoldenManifest.entries(reading: Array("{\n\"format\": 1,\n\"goldens\": [}".utf8))
        }
        #expect(unclosed?.description.contains("line 3") == true)
        let text = Self.manifest("").replacingOccurrences(of: #""width": 10"#, with: #""width": "10""#)
        let wrong = #expect(throws: ManifestJSONError.self) { try GoldenManifest.entries(reading: Array(text.utf8)) }
        #expect(wrong?.description == "wrong type at goldens.0.width")
        let missing = #expect(throws: ManifestJSONError.self) {
            try GoldenManifest.entries(reading: Array(Self.manifest("").replacingOccurrences(of: #""theme": "light", "#, with: "").utf8))
        }
        #expect(missing?.description == "missing key 'theme'")
    }
}
